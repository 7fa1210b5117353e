// /things-to-do: every experience a marketplace sells (supplier sites are sent to /experiences).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/utils/meta'
import { ListingPage } from '~/components/listing-page'
import { getFixedT } from '~/utils/i18n.server'
import { loadCards, readPage } from '~/utils/listing.server'
import { enforceRouteRules } from '~/utils/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  !data ? errorMeta(args) : [{ title: data?.title }]

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const t = await getFixedT(context.locale)
  const listing = await loadCards(context, {}, readPage(request))
  return {
    title: t('meta.thingsToDoTitle', { name: context.tenant.name }),
    heading: t('listing.thingsToDoTitle'),
    emptyTitle: t('listing.noResults'),
    listing,
  }
}

export default function ThingsToDo() {
  const { heading, emptyTitle, listing } = useLoaderData<typeof loader>()
  return <ListingPage heading={heading} listing={listing} emptyTitle={emptyTitle} />
}

export const ErrorBoundary = RouteErrorBoundary
