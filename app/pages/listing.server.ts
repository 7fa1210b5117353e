// A listing page's loader data: cards the themes render, the filter panel, active filters, pagination, and
// breadcrumbs. Query count and ranking: docs/decisions/007-listing-filters.md; page size: 006.
import type { TFunction } from 'i18next'
import type { ExperienceCardData } from '../domain/experience-card'
import { getRates } from '../models/catalogue/exchange-rates.server'
import type { ListingScope } from '../models/listing/filters.server'
import { buildFilterPanel, type FilterPanelData } from '../models/listing/panel.server'
import { countActiveFilters, listingSearch, parseListingParams, SORTS, type ListingParams } from '../models/listing/params.server'
import { getListingReference } from '../models/listing/reference.server'
import { queryListing, type ListingItem } from '../models/listing/listing.server'
import { activeFilterChips, type ActiveFilter } from '../models/listing/chips.server'
import type { RequestContext } from '../utils/context'
import { numberFormat } from '../domain/format'
import { getFixedT } from '../i18n/i18n.server'
import { LOCALE_INFO, localizePath } from '../domain/locales'
import { createPricer, type Pricer } from '../models/catalogue/pricer.server'

/** Documented in docs/decisions/006-listing-page-size.md. */
const PAGE_SIZE = 24

export type ListingData = {
  total: number
  /** More matched than a search ranks (app/models/listing/search-page.server.ts): `total` is a lower bound, shown as "1000+". */
  capped: boolean
  page: number
  pageCount: number
  pageSize: number
  cards: ExperienceCardData[]
  panel: FilterPanelData
  sort: { value: ListingParams['sort']; options: Array<{ value: string; label: string }> }
  active: ActiveFilter[]
  activeCount: number
  /** Query values the form carries along unchanged (a city or a date chosen in the home search). */
  hidden: Record<string, string>
  /** This page without any filter (the sort is kept). */
  resetHref: string
}

export function experienceHref(context: RequestContext, e: { slug: string; city: { slug: string } }): string {
  const path = context.tenant.siteType === 'supplier' ? `/experiences/${e.slug}` : `/things-to-do-in-${e.city.slug}/${e.slug}`
  return localizePath(path, context.locale)
}

export async function loadListing(context: RequestContext, request: Request, scope: ListingScope): Promise<ListingData> {
  const url = new URL(request.url)
  const params = parseListingParams(url.searchParams)
  const [result, price, t, ref, rates] = await Promise.all([
    queryListing(context, { scope, params, pageSize: PAGE_SIZE }),
    createPricer(context),
    getFixedT(context.locale),
    getListingReference(context.db),
    getRates(context.db),
  ])
  const panel = buildFilterPanel({ ctx: context, t, params, counts: result.counts!, ref, rates, scopeCategory: scope.categorySlug })
  const sortOnly = listingSearch({ ...parseListingParams(''), sort: params.sort }).toString()
  return {
    total: result.total,
    capped: result.capped,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    pageSize: PAGE_SIZE,
    cards: result.items.map((e) => toCard(context, t, price, e)),
    panel,
    sort: { value: params.sort, options: SORTS.map((value) => ({ value, label: t(`sort.${value}`) })) },
    active: activeFilterChips({ context, t, params, panel, ref, pathname: url.pathname }),
    activeCount: countActiveFilters(params) + (params.city ? 1 : 0) + (params.date ? 1 : 0),
    hidden: Object.fromEntries([...(params.city ? [['city', params.city]] : []), ...(params.date ? [['date', params.date]] : [])]),
    resetHref: sortOnly ? `${url.pathname}?${sortOnly}` : url.pathname,
  }
}

/** Cards without filters or facet counts, for strips such as the home page's "popular" row. */
/** A strip of cards in recommended order (the home page's, an experience page's similar ones): no count, no facets. */
export async function loadCards(context: RequestContext, scope: Omit<ListingScope, 'search'> = {}, page = 1, pageSize = PAGE_SIZE) {
  const [{ items }, price, t] = await Promise.all([
    // The strips show no total: counting every experience in scope cost the home page 5–20 ms on 10,000.
    queryListing(context, { scope, params: { ...parseListingParams(''), page }, pageSize, facets: false, count: false }),
    createPricer(context),
    getFixedT(context.locale),
  ])
  return { cards: items.map((e) => toCard(context, t, price, e)) }
}

function toCard(context: RequestContext, t: TFunction, price: Pricer, e: ListingItem): ExperienceCardData {
  return {
    href: experienceHref(context, e),
    title: e.title,
    city: e.city.name,
    category: e.category.name,
    durationMinutes: e.durationMinutes,
    rating: e.reviewCount > 0 ? e.rating : null,
    reviewCount: e.reviewCount,
    fromPrice: e.fromPrice ? price.format(e.fromPrice) : null,
    image: e.image?.src ?? '/images/placeholder.svg',
    imageWidth: e.image?.width ?? 1200,
    // A photo whose text is the card's title (or that has none) would be read twice beside the title's link: it is
    // decorative then (empty alt, as WAI's images tutorial has it), and the card's data does not say it.
    ...(e.image?.alt && e.image.alt !== e.title ? { imageAlt: e.image.alt } : {}),
    freeCancellation: e.freeCancellationMinutes === null ? null : freeCancellationText(t, context, e.freeCancellationMinutes),
    ...(e.likelyToSellOut ? { likelyToSellOut: true } : {}),
  }
}

/** "Free cancellation up to 24 hours before"; whole days from 3 days on ("up to 14 days before"). */
export function freeCancellationText(t: TFunction, context: RequestContext, minutes: number): string {
  if (minutes <= 0) return t('card.freeCancellation')
  const [value, unit] =
    minutes >= 4320 && minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute']
  const time = numberFormat(LOCALE_INFO[context.locale].iso, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  return t('card.freeCancellationUntil', { time })
}

/** Home first, then the trail; absolute URLs from the tenant's canonical origin for the JSON-LD. */
export async function listingBreadcrumbs(context: RequestContext, trail: Array<{ name: string; path: string }>) {
  const t = await getFixedT(context.locale)
  const origin = context.tenant.canonicalOrigin.replace(/\/$/, '')
  return [{ name: t('seo.breadcrumbHome'), path: '/' }, ...trail].map((b) => ({ ...b, url: origin + localizePath(b.path, context.locale) }))
}

/** "Things to do | Excursio – page 2": every page of a listing gets its own title. */
export function pagedTitle(t: TFunction, title: string, page: number): string {
  return page > 1 ? t('seo.pageSuffix', { title, page }) : title
}
