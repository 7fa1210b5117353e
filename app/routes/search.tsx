// /search/{searchText}: the experiences matching the text (found and ranked by app/models/listing/search-page.server.ts), with filters.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { ListingPage } from '~/components/listing-page'
import { searchScope } from '~/models/listing/search-page.server'
import { getFixedT } from '~/i18n/i18n.server'
import { listingBreadcrumbs, loadListing, pagedTitle } from '~/pages/listing.server'
import { errorMeta } from '~/i18n/meta'
import { pageMeta } from '~/utils/page-meta'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  !data ? errorMeta(args) : [...pageMeta(data), { name: 'robots', content: 'noindex' }]

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const t = await getFixedT(context.locale)
  const query = (params.text ?? '').trim().slice(0, 100)
  const heading = t('listing.searchTitle', { query })
  const [listing, breadcrumbs] = await Promise.all([
    searchScope(context, query).then((scope) => loadListing(context, request, scope)),
    listingBreadcrumbs(context, [{ name: heading, path: `/search/${encodeURIComponent(query)}` }]),
  ])
  return {
    title: pagedTitle(t, t('meta.searchTitle', { query, name: context.tenant.name }), listing.page),
    description: `${heading}. ${t('listing.metaDescription', { name: context.tenant.name })}`,
    heading,
    emptyTitle: t('listing.hmmNoResults'),
    listing,
    breadcrumbs,
  }
}

export default function SearchResults() {
  const { heading, emptyTitle, listing, breadcrumbs } = useLoaderData<typeof loader>()
  return <ListingPage heading={heading} listing={listing} emptyTitle={emptyTitle} breadcrumbs={breadcrumbs} />
}

export const ErrorBoundary = RouteErrorBoundary
