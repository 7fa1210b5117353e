// /{section}: a city listing (things-to-do-in-{city}) or a category listing (/{categorySlug}).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/utils/meta'
import { ListingPage } from '~/components/listing-page'
import { findCategory, findCity } from '~/models/experience.server'
import { getFixedT } from '~/utils/i18n.server'
import { loadCards, readPage } from '~/utils/listing.server'
import { enforceRouteRules, notFound } from '~/utils/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  !data ? errorMeta(args) : [{ title: data?.title }]

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const t = await getFixedT(context.locale)
  const section = params.section ?? ''
  const name = context.tenant.name
  const citySlug = /^things-to-do-in-(.+)$/.exec(section)?.[1]
  if (citySlug) {
    const city = await findCity(context, citySlug)
    if (!city) throw notFound()
    const listing = await loadCards(context, { citySlug }, readPage(request))
    return {
      title: t('meta.cityTitle', { city: city.name, name }),
      heading: t('listing.cityTitle', { city: city.name }),
      emptyTitle: t('listing.noActivitiesIn', { city: city.name }),
      listing,
    }
  }
  const category = await findCategory(context, section)
  if (!category) throw notFound()
  const listing = await loadCards(context, { categorySlug: category.slug }, readPage(request))
  return { title: `${category.name} | ${name}`, heading: category.name, emptyTitle: t('listing.noResults'), listing }
}

export default function SectionListing() {
  const { heading, emptyTitle, listing } = useLoaderData<typeof loader>()
  return <ListingPage heading={heading} listing={listing} emptyTitle={emptyTitle} />
}

export const ErrorBoundary = RouteErrorBoundary
