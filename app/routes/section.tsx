// /{section}: a city listing (things-to-do-in-{city}) or a category listing (/{categorySlug}).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { ListingPage } from '~/components/listing-page'
import { findCategory, findCity } from '~/models/catalogue/experience.server'
import { getFixedT } from '~/i18n/i18n.server'
import { listingBreadcrumbs, loadListing, pagedTitle } from '~/pages/listing.server'
import { errorMeta } from '~/i18n/meta'
import { pageMeta } from '~/utils/page-meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (!data ? errorMeta(args) : pageMeta(data))

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const t = await getFixedT(context.locale)
  const section = params.section ?? ''
  const name = context.tenant.name
  const citySlug = /^things-to-do-in-(.+)$/.exec(section)?.[1]
  if (citySlug) {
    const city = await findCity(context, citySlug)
    if (!city) throw notFound()
    const heading = t('listing.cityTitle', { city: city.name })
    const [listing, breadcrumbs] = await Promise.all([
      loadListing(context, request, { citySlug }),
      listingBreadcrumbs(context, [
        { name: t('nav.thingsToDo'), path: '/things-to-do' },
        { name: city.name, path: `/things-to-do-in-${citySlug}` },
      ]),
    ])
    const title = pagedTitle(t, t('meta.cityTitle', { city: city.name, name }), listing.page)
    const description = t('seo.cityDescription', { city: city.name, total: listing.total, name })
    return { title, description, heading, emptyTitle: t('listing.noActivitiesIn', { city: city.name }), listing, breadcrumbs }
  }
  const category = await findCategory(context, section)
  if (!category) throw notFound()
  const [listing, breadcrumbs] = await Promise.all([
    loadListing(context, request, { categorySlug: category.slug }),
    listingBreadcrumbs(context, [{ name: category.name, path: `/${category.slug}` }]),
  ])
  const heading = category.name
  const description = t('seo.categoryDescription', { category: heading, total: listing.total, name })
  return { title: pagedTitle(t, `${heading} | ${name}`, listing.page), description, heading, emptyTitle: t('listing.noResults'), listing, breadcrumbs }
}

export default function SectionListing() {
  const { heading, emptyTitle, listing, breadcrumbs } = useLoaderData<typeof loader>()
  return <ListingPage heading={heading} listing={listing} emptyTitle={emptyTitle} breadcrumbs={breadcrumbs} />
}

export const ErrorBoundary = RouteErrorBoundary
