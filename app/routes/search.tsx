// /search/{searchText}: experiences whose title, city or category matches the text.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/utils/meta'
import { ListingPage } from '~/components/listing-page'
import { getFixedT } from '~/utils/i18n.server'
import { loadCards, readPage } from '~/utils/listing.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  !data ? errorMeta(args) : [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const t = await getFixedT(context.locale)
  const query = (params.text ?? '').trim().slice(0, 100)
  const listing = await loadCards(context, { query }, readPage(request))
  return {
    title: t('meta.searchTitle', { query, name: context.tenant.name }),
    heading: t('listing.searchTitle', { query }),
    emptyTitle: t('listing.hmmNoResults'),
    listing,
  }
}

export default function SearchResults() {
  const { heading, emptyTitle, listing } = useLoaderData<typeof loader>()
  return <ListingPage heading={heading} listing={listing} emptyTitle={emptyTitle} />
}

export const ErrorBoundary = RouteErrorBoundary
