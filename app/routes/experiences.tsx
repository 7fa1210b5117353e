// /experiences: every experience a supplier site sells (marketplaces are sent to /things-to-do).
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
  const citySlug = new URL(request.url).searchParams.get('city') ?? undefined
  const listing = await loadCards(context, { citySlug }, readPage(request))
  return {
    title: t('meta.experiencesTitle', { name: context.tenant.name }),
    heading: t('listing.experiencesTitle'),
    emptyTitle: t('listing.noResults'),
    listing,
  }
}

export default function Experiences() {
  const { heading, emptyTitle, listing } = useLoaderData<typeof loader>()
  return <ListingPage heading={heading} listing={listing} emptyTitle={emptyTitle} />
}

export const ErrorBoundary = RouteErrorBoundary
