// One listing page: the cards of the page and the facet counts, in two statements whatever the page size
// (reference data and rates come from minute-long caches). Decision 007 documents filters, sorts and indexes.
import { count, eq, sql } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { LocalizedText } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Money } from '../../domain/money'
import { getRates } from '../catalogue/exchange-rates.server'
import { countFacetsCached, type FacetCounts } from './facets.server'
import { buildConditions, whereAll, type ListingScope } from './filters.server'
import type { ListingParams } from './params.server'
import { getListingReference } from './reference.server'
import { localize } from './scope.server'
import { orderBy } from './sql.server'

export type ListingItem = {
  slug: string
  title: string
  city: { slug: string; name: string }
  category: { slug: string; name: string }
  durationMinutes: number
  rating: number
  reviewCount: number
  /** The cheapest active adult or per-item price; null when the price is on request. */
  fromPrice: Money | null
  image: { src: string; alt: string; width: number; height: number } | null
  freeCancellation: boolean
  /** Free cancellation up to this many minutes before the start (the most generous option); null: not free. */
  freeCancellationMinutes: number | null
  /** Under half of the next 7 days' capacity is left. */
  likelyToSellOut: boolean
}
/** `capped`: a search matched more experiences than it ranks, so `total` and the counts are lower bounds. */
type ListingResult = { total: number; items: ListingItem[]; counts: FacetCounts | null; capped: boolean }
type ListingQuery = {
  scope: ListingScope
  params: ListingParams
  pageSize: number
  /** Rows to skip; defaults to the page's start. */
  offset?: number
  /** False: count the results but skip the facet counts (home page strips). */
  facets?: boolean
  /** False (with `facets: false`): not even the total, for strips that show a few cards and no count. */
  count?: boolean
  now?: Date
}

const SELL_OUT_WINDOW_DAYS = 7

export async function queryListing(ctx: RequestContext, q: ListingQuery): Promise<ListingResult> {
  const [ref, rates] = await Promise.all([getListingReference(ctx.db), getRates(ctx.db)])
  const conditions = buildConditions(ctx, q.scope, q.params, ref, rates)
  const withFacets = q.facets !== false
  const [items, counts, counted] = await Promise.all([
    // A search page joins its matches (and their rank) rather than testing each experience against them.
    pageItems(ctx, q, whereAll({ ...conditions, search: undefined })),
    withFacets ? countFacetsCached(ctx, conditions, ref, countsKey(ctx, q)) : null,
    withFacets || q.count === false ? null : ctx.db.select({ n: count() }).from(s.experiences).where(whereAll(conditions)),
  ])
  const total = counts ? counts.total : q.count === false ? items.length : (counted?.[0]?.n ?? 0)
  return { total, items, counts, capped: q.scope.search?.capped ?? false }
}

/**
 * Everything the counts depend on: tenant scope, page scope, filters, the currency the price bounds are in
 * (not the sort or the page). Null when a search condition comes without its text: never cached.
 */
function countsKey(ctx: RequestContext, { scope, params }: ListingQuery): string | null {
  if (scope.search && scope.searchText === undefined) return null
  const { sort: _sort, page: _page, ...filters } = params
  const { search: _search, ...place } = scope
  return JSON.stringify([ctx.tenant.id, ctx.tenant.catalogue.suppliers, ctx.currency, scope.search ? ctx.locale : null, place, filters])
}

async function pageItems(ctx: RequestContext, q: ListingQuery, where: ReturnType<typeof whereAll>): Promise<ListingItem[]> {
  const e = s.experiences
  const now = q.now ?? new Date()
  const matches = q.scope.search?.matches
  const rank = matches ? sql<number>`${matches.rank}` : undefined
  const listed = ctx.db
    .select({
      id: e.id,
      slug: e.slug,
      cityId: e.cityId,
      categoryId: e.categoryId,
      durationMinutes: e.durationMinutes,
      rating: e.ratingAverage,
      reviewCount: e.reviewCount,
      fromPriceAmount: e.fromPriceAmount,
      fromPriceCurrency: e.fromPriceCurrency,
      fromPriceUsd: e.fromPriceUsd,
      score: e.recommendedScore,
      rank: (rank ?? sql<number>`0`).as('rank'),
    })
    .from(e)
    .$dynamic()
  const page = (matches ? listed.innerJoin(matches, eq(matches.experienceId, e.id)) : listed)
    .where(where)
    .orderBy(...orderBy(q.params.sort, { score: e.recommendedScore, rating: e.ratingAverage, reviews: e.reviewCount, priceUsd: e.fromPriceUsd, slug: e.slug, rank }))
    .limit(q.pageSize)
    .offset(q.offset ?? (q.params.page - 1) * q.pageSize)
    .as('p')

  // Card details for the page's rows only: correlated subqueries on the limited set, never a query per card.
  const rows = await ctx.db
    .select({
      p: { slug: page.slug, durationMinutes: page.durationMinutes, rating: page.rating, reviewCount: page.reviewCount },
      fromPriceAmount: page.fromPriceAmount,
      fromPriceCurrency: page.fromPriceCurrency,
      city: { slug: s.cities.slug, name: s.cities.name },
      category: { slug: s.categories.slug, name: s.categories.name },
      title: sql<string | null>`coalesce(
        (select t.title from ${s.experienceTranslations} t where t.experience_id = ${page.id} and t.locale = ${ctx.locale}),
        (select t.title from ${s.experienceTranslations} t where t.experience_id = ${page.id} and t.locale = 'en'))`,
      image: sql<{ src: string; alt: LocalizedText; width: number; height: number } | null>`(
        select json_build_object('src', i.url, 'alt', i.alt, 'width', i.width, 'height', i.height)
        from ${s.experienceImages} i where i.experience_id = ${page.id} order by i.position limit 1)`,
      freeMinutes: sql<number | null>`(
        select min(coalesce(cp.free_cutoff_hours * 60,
          (select max(r.days * 1440 + r.hours * 60 + r.minutes) from jsonb_to_recordset(cp.rules) as r(days int, hours int, minutes int, "penaltyPercent" int) where r."penaltyPercent" > 0),
          0))::int
        from ${s.options} o join ${s.cancellationPolicies} cp on cp.id = o.cancellation_policy_id
        where o.experience_id = ${page.id} and o.active and cp.kind = 'free')`,
      sellOut: sql<boolean | null>`(
        select 2 * sum(a.capacity - a.held - a.booked) < sum(a.capacity)
        from ${s.options} o join ${s.availabilitySlots} a on a.option_id = o.id
        where o.experience_id = ${page.id} and o.active and a.status <> 'CLOSED'
          and a.starts_at >= ${now.toISOString()}::timestamptz
          and a.starts_at < ${now.toISOString()}::timestamptz + make_interval(days => ${SELL_OUT_WINDOW_DAYS}))`,
    })
    .from(page)
    .innerJoin(s.cities, eq(s.cities.id, page.cityId))
    .innerJoin(s.categories, eq(s.categories.id, page.categoryId))
    .orderBy(...orderBy(q.params.sort, { score: page.score, rating: page.rating, reviews: page.reviewCount, priceUsd: page.fromPriceUsd, slug: page.slug, rank: rank ? sql`${page.rank}` : undefined }))

  return rows.map((r) => ({
    ...r.p,
    rating: Number(r.p.rating),
    title: r.title ?? r.p.slug,
    city: { slug: r.city.slug, name: localize(r.city.name, ctx.locale) },
    category: { slug: r.category.slug, name: localize(r.category.name, ctx.locale) },
    fromPrice: r.fromPriceAmount !== null && r.fromPriceCurrency ? { amount: r.fromPriceAmount, currency: r.fromPriceCurrency.trim() } : null,
    image: r.image ? { ...r.image, alt: localize(r.image.alt, ctx.locale) } : null,
    freeCancellation: r.freeMinutes !== null,
    freeCancellationMinutes: r.freeMinutes,
    likelyToSellOut: r.sellOut === true,
  }))
}
