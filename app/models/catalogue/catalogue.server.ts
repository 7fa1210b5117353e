// Read model of the shared catalogue, as one tenant sees it: only its suppliers, in its visitor's language.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { queryListing, type ListingItem } from '../listing/listing.server'
import { parseListingParams } from '../listing/params.server'
import { inScope, localize } from '../listing/scope.server'
import { remembered } from './remembered.server'
import { searchMatch } from '../listing/search.server'
import { orderBy } from '../listing/sql.server'

export { inScope }
export type { Money } from '../../domain/money'
type ExperienceCard = ListingItem
type PlaceSummary = { slug: string; name: string; experienceCount: number }
type CardFilter = { citySlug?: string; categorySlug?: string; query?: string; limit?: number; offset?: number }

/** Cards in recommended order without filters or facet counts (home page strips, scripts). */
export async function listExperienceCards(
  ctx: RequestContext,
  { citySlug, categorySlug, query, limit = 24, offset = 0 }: CardFilter = {},
): Promise<{ total: number; items: ExperienceCard[] }> {
  const { total, items } = await queryListing(ctx, {
    scope: { citySlug, categorySlug, search: query ? searchMatch(ctx, query) : undefined },
    params: parseListingParams(''),
    pageSize: limit,
    offset,
    facets: false,
  })
  return { total, items }
}

/**
 * Cities with at least one experience this tenant sells, busiest first. A count over the whole catalogue
 * (20–45 ms on 10,000 experiences in the profile of docs/benchmarks.md), remembered for 30 s per tenant scope,
 * as the listing's facet counts are.
 */
export async function listCities(ctx: RequestContext): Promise<PlaceSummary[]> {
  const key = `cities|${JSON.stringify([ctx.tenant.id, ctx.tenant.catalogue.suppliers])}`
  const rows = await remembered(ctx.db, key, 30_000, () =>
    ctx.db
      .select({ slug: s.cities.slug, name: s.cities.name, experienceCount: count(s.experiences.id) })
      .from(s.cities)
      .innerJoin(s.experiences, and(eq(s.experiences.cityId, s.cities.id), inScope(ctx)))
      .groupBy(s.cities.id)
      .orderBy(desc(count(s.experiences.id)), asc(s.cities.position)),
  )
  return rows.map((r) => ({ ...r, name: localize(r.name, ctx.locale) }))
}

export type CityCover = { image: string; imageWidth: number }

/**
 * Each city's picture for the home's destination tiles: the first photo of the experience its listing shows first
 * (recommended order), the placeholder when that one has none. One statement for all the cities: a listing query per
 * city cost the home page half its speed on 10,000 experiences (docs/benchmarks.md, 2026-11-28).
 */
export async function cityCovers(ctx: RequestContext, citySlugs: string[]): Promise<Map<string, CityCover>> {
  if (citySlugs.length === 0) return new Map()
  const e = s.experiences
  // Per city, its first experience by the recommended index (a lateral join): one DISTINCT ON over every live
  // experience of the cities sorted all 10,000 rows, 17–20 ms of PostgreSQL's time per home page against 1 ms.
  const top = ctx.db
    .select({ experienceId: sql<string>`${e.id}`.as('top_experience_id') })
    .from(e)
    .where(and(eq(e.cityId, s.cities.id), inScope(ctx)))
    .orderBy(...orderBy('recommended', { score: e.recommendedScore, rating: e.ratingAverage, reviews: e.reviewCount, priceUsd: e.fromPriceUsd, slug: e.slug }))
    .limit(1)
    .as('top')
  const rows = await ctx.db
    .select({
      citySlug: s.cities.slug,
      image: sql<{ src: string; width: number } | null>`(
        select json_build_object('src', i.url, 'width', i.width)
        from ${s.experienceImages} i where i.experience_id = ${top.experienceId} order by i.position limit 1)`,
    })
    .from(s.cities)
    .crossJoinLateral(top)
    .where(inArray(s.cities.slug, citySlugs))
  return new Map(rows.map((r) => [r.citySlug, { image: r.image?.src ?? '/images/placeholder.svg', imageWidth: r.image?.width ?? 1200 }]))
}

/** Categories with at least one experience this tenant sells, in their fixed menu order. */
export async function listCategories(ctx: RequestContext): Promise<PlaceSummary[]> {
  const rows = await ctx.db
    .select({ slug: s.categories.slug, name: s.categories.name, experienceCount: count(s.experiences.id) })
    .from(s.categories)
    .innerJoin(s.experiences, and(eq(s.experiences.categoryId, s.categories.id), inScope(ctx)))
    .groupBy(s.categories.id)
    .orderBy(asc(s.categories.position))
  return rows.map((r) => ({ ...r, name: localize(r.name, ctx.locale) }))
}

type CatalogueFigures = { experiences: number; cities: number; reviews: number; rating: number | null }

/** The about page's figures, counted from what this tenant sells now (never written by hand). */
export async function catalogueFigures(ctx: RequestContext): Promise<CatalogueFigures> {
  const e = s.experiences
  const [row] = await ctx.db
    .select({
      experiences: count(e.id),
      cities: sql<number>`count(distinct ${e.cityId})::int`,
      reviews: sql<number>`coalesce(sum(${e.reviewCount}), 0)::int`,
      // Weighted by reviews: an experience with one review does not count as much as one with a hundred.
      rating: sql<number | null>`(sum(${e.ratingAverage} * ${e.reviewCount}) / nullif(sum(${e.reviewCount}), 0))::float8`,
    })
    .from(e)
    .where(inScope(ctx))
  return { experiences: row?.experiences ?? 0, cities: row?.cities ?? 0, reviews: row?.reviews ?? 0, rating: row?.rating ?? null }
}
