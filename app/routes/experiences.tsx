// /experiences: every experience a supplier site sells (marketplaces are sent to /things-to-do).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { ListingPage } from '~/components/listing-page'
import { getFixedT } from '~/i18n/i18n.server'
import { listingBreadcrumbs, loadListing, pagedTitle } from '~/pages/listing.server'
import { errorMeta } from '~/i18n/meta'
import { pageMeta } from '~/utils/page-meta'
import { enforceRouteRules } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (!data ? errorMeta(args) : pageMeta(data))

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const t = await getFixedT(context.locale)
  const heading = t('listing.experiencesTitle')
  const [listing, breadcrumbs] = await Promise.all([
    loadListing(context, request, {}),
    listingBreadcrumbs(context, [{ name: heading, path: '/experiences' }]),
  ])
  return {
    title: pagedTitle(t, t('meta.experiencesTitle', { name: context.tenant.name }), listing.page),
    description: t('seo.experiencesDescription', { total: listing.total, name: context.tenant.name }),
    heading,
    emptyTitle: t('listing.noResults'),
    listing,
    breadcrumbs,
  }
}

export default function Experiences() {
  const { heading, emptyTitle, listing, breadcrumbs } = useLoaderData<typeof loader>()
  return <ListingPage heading={heading} listing={listing} emptyTitle={emptyTitle} breadcrumbs={breadcrumbs} />
}

export const ErrorBoundary = RouteErrorBoundary
