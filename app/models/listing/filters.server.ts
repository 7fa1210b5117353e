// Turns a listing's scope and query string into SQL conditions on `experiences`, one per filter group, so the
// facet counts can leave out a group's own condition (values within a group are alternatives: OR).
import { and, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { currencyDigits, type Rates } from '../../domain/money'
import { inScope } from './scope.server'
import { DURATION_BUCKETS, facetSelections, type FacetKind, type ListingParams } from './params.server'
import type { ListingReference } from './reference.server'
import type { SearchMatch } from './search.server'

/** What a page lists before the visitor filters: a city, a category, a search text, or everything. */
export type ListingScope = {
  citySlug?: string
  categorySlug?: string
  /** Only these experiences (a blog article's related ones); those outside the tenant's scope are still left out. */
  slugs?: string[]
  /** `capped`: more experiences match than were ranked (app/models/listing/search-page.server.ts); totals are lower bounds. */
  search?: SearchMatch & { capped?: boolean }
  /** The text behind `search`, so its facet counts can be cached (app/models/listing/facets.server.ts). */
  searchText?: string
}
export type FilterGroup = 'price' | 'duration' | 'rating' | 'category' | FacetKind
/** `search` apart from `base`: the page's own query joins the search's matches instead (app/models/listing/listing.server.ts). */
export type ListingConditions = { base: SQL; search?: SQL; groups: Partial<Record<FilterGroup, SQL>> }

export function buildConditions(
  ctx: RequestContext,
  scope: ListingScope,
  params: ListingParams,
  ref: ListingReference,
  rates: Rates,
): ListingConditions {
  const e = s.experiences
  const scopeCategory = scope.categorySlug ? ref.categoryBySlug(scope.categorySlug) : undefined
  // A page's own city must exist (the route 404s first); an unknown ?city= is ignored like any bad value.
  const city = scope.citySlug ? (ref.cityBySlug(scope.citySlug) ?? { id: null }) : params.city ? ref.cityBySlug(params.city) : undefined
  const base = and(
    inScope(ctx),
    city ? (city.id ? eq(e.cityId, city.id) : sql`false`) : undefined,
    scope.categorySlug ? inCategories(scopeCategory ? [scopeCategory.id] : []) : undefined,
    params.date ? openOn(params.date) : undefined,
    scope.slugs ? (scope.slugs.length ? inArray(e.slug, scope.slugs) : sql`false`) : undefined,
  )!

  const groups: ListingConditions['groups'] = {}
  const price = priceRange(ctx.currency, rates, params.minPrice, params.maxPrice)
  if (price) groups.price = price
  if (params.duration.length) {
    groups.duration = or(
      ...params.duration.map((b) => {
        const [min, max] = DURATION_BUCKETS[b]
        return max === null ? gte(e.durationMinutes, min) : sql`${e.durationMinutes} between ${min} and ${max}`
      }),
    )
  }
  if (params.rating !== undefined) groups.rating = gte(e.ratingAverage, params.rating)
  const categoryIds = params.category.flatMap((slug) => ref.categoryBySlug(slug)?.id ?? [])
  if (categoryIds.length) groups.category = inCategories(categoryIds)
  for (const [kind, slugs] of Object.entries(facetSelections(params)) as Array<[FacetKind, string[]]>) {
    const ids = slugs.flatMap((slug) => ref.facetBySlug(kind, slug)?.id ?? [])
    if (ids.length) groups[kind] = overlaps(e.facetIds, ids)
  }
  return { base, search: scope.search?.where, groups }
}

/** Every condition; or every condition but one group's (for that group's counts). */
export function whereAll(c: ListingConditions, except?: FilterGroup): SQL {
  return and(c.base, c.search, ...Object.entries(c.groups).flatMap(([group, condition]) => (group === except ? [] : [condition])))!
}

/**
 * The visitor's bounds are in their display currency, major units, as typed. A card shows the USD-normalised
 * price converted back and rounded to the currency's minor unit, so a bound includes every price that rounds
 * onto it: [min − ½ minor unit, max + ½ minor unit), divided by the display currency's rate per USD.
 */
function priceRange(currency: string, rates: Rates, minPrice?: number, maxPrice?: number): SQL | undefined {
  const rate = rates[currency]
  if (!rate || (minPrice === undefined && maxPrice === undefined)) return undefined
  const half = 0.5 / 10 ** currencyDigits(currency)
  const e = s.experiences
  return and(
    sql`${e.fromPriceUsd} is not null`,
    minPrice !== undefined && minPrice > 0 ? gte(e.fromPriceUsd, (minPrice - half) / rate) : undefined,
    maxPrice !== undefined ? lt(e.fromPriceUsd, (maxPrice + half) / rate) : undefined,
  )
}

/** The main category or one of the extra ones (a dhow dinner cruise is a cruise and a tour). */
function inCategories(ids: string[]): SQL {
  return ids.length ? overlaps(s.experiences.categoryIds, ids) : sql`false`
}

/** Has any of the ids: one test on a GIN-indexed uuid[] column. */
function overlaps(column: AnyColumn, ids: string[]): SQL {
  return sql`${column} && array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`
}

/** Bookable that day: an active option with an open slot that still has room. */
function openOn(date: string): SQL {
  return sql`exists (select 1 from ${s.options} o join ${s.availabilitySlots} a on a.option_id = o.id
    where o.experience_id = ${s.experiences.id} and o.active and a.local_date = ${date}
      and a.status in ('AVAILABLE', 'LIMITED') and a.held + a.booked < a.capacity)`
}
