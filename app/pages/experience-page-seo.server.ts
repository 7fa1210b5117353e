// What the page links to beyond itself: similar experiences when this one cannot be booked, and its SEO data
// (title, description, Open Graph image, JSON-LD Product/TouristTrip with Offer and AggregateRating, breadcrumbs).
import type { ExperienceDetail } from '../models/catalogue/experience-detail.server'
import type { RequestContext } from '../utils/context'
import { experiencePath } from '../utils/experience-path'
import type { ExperienceView } from './experience-page-view.server'
import { experienceHref, loadCards } from './listing.server'
import { localizePath } from '../domain/locales'
import { currencyDigits } from '../domain/money'
import { ogImageUrl, pageTitle } from '../utils/page-meta'
import { breadcrumbJsonLd, experienceJsonLd } from '../utils/structured-data'

/** Same city and category first, then the city, then the category; never the experience itself. */
export async function similarListing(ctx: RequestContext, e: ExperienceDetail) {
  const scopes = [{ citySlug: e.city.slug, categorySlug: e.category.slug }, { citySlug: e.city.slug }, { categorySlug: e.category.slug }]
  for (const scope of scopes) {
    const { cards } = await loadCards(ctx, scope, 1, 5)
    const own = experienceHref(ctx, e)
    const others = cards.filter((c) => c.href !== own).slice(0, 4)
    if (others.length === 0) continue
    // The listing that holds these cards: a city page on a marketplace, the category page on a supplier site.
    const path = ctx.tenant.siteType === 'marketplace' && scope.citySlug ? `/things-to-do-in-${e.city.slug}` : `/${e.category.slug}`
    return { cards: others, href: localizePath(path, ctx.locale) }
  }
  return { cards: [], href: localizePath(ctx.tenant.siteType === 'supplier' ? '/experiences' : '/things-to-do', ctx.locale) }
}

export function experienceSeo(ctx: RequestContext, e: ExperienceDetail, view: ExperienceView, available: boolean) {
  const origin = ctx.tenant.canonicalOrigin.replace(/\/$/, '')
  const url = origin + localizePath(experiencePath(ctx, e), ctx.locale)
  const description =
    view.texts.overview.length > 160 ? `${view.texts.overview.slice(0, 157).replace(/\s+\S*$/, '')}…` : view.texts.overview
  const low = view.fromPrice?.lowest
  return {
    title: pageTitle(view.heading, ctx.tenant.name),
    description,
    url,
    image: view.images[0] ? ogImageUrl(origin, view.images[0].src) : undefined,
    jsonLd: [
      experienceJsonLd({
        name: view.heading,
        description: view.texts.overview,
        url,
        images: view.images.map((i) => (/^https?:/.test(i.src) ? i.src : origin + i.src)),
        city: e.city.name,
        rating: view.rating,
        reviewCount: view.reviewCount,
        // The offer is in the currency the supplier charges, not the visitor's display currency.
        lowPrice: low ? (low.amount / 10 ** currencyDigits(low.currency)).toFixed(currencyDigits(low.currency)) : null,
        currency: low?.currency ?? ctx.tenant.currency,
        available,
        durationMinutes: e.durationMinutes,
        provider: ctx.tenant.name,
      }),
      breadcrumbJsonLd(view.breadcrumbs.map((b) => ({ name: b.name, url: origin + b.href }))),
    ],
  }
}
