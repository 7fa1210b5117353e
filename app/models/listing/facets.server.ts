// The result count and every filter's value counts of a listing, in ONE statement whatever the filters:
// a group's counts apply every other group's condition but not its own, so choosing "English" still shows
// how many Russian-guided experiences there are (values within a group are alternatives).
import { sql, type SQL } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { whereAll, type FilterGroup, type ListingConditions } from './filters.server'
import { DURATION_BUCKETS, RATING_THRESHOLDS, type DurationBucket } from './params.server'
import type { ListingReference } from './reference.server'
import { rowsOf } from './sql.server'
import { remembered } from '../catalogue/remembered.server'

export type FacetCounts = {
  total: number
  /** Experiences per facet id. */
  facets: Record<string, number>
  /** Experiences per category id (main or extra category). */
  categories: Record<string, number>
  durations: Record<DurationBucket, number>
  /** Experiences rated at least the threshold, keyed '4.5', '4', … */
  ratings: Record<string, number>
  /** Cheapest and dearest "from" price in USD, before the price filter. */
  price: { min: number | null; max: number | null }
}

type Scalars = { total: number; durations: Record<DurationBucket, number>; ratings: Record<string, number>; price: { min: unknown; max: unknown } }
const SCALAR_GROUPS = ['duration', 'rating', 'price'] as const

async function countFacets(ctx: RequestContext, c: ListingConditions, ref: ListingReference): Promise<FacetCounts> {
  const e = s.experiences
  const selected = new Set(Object.keys(c.groups) as FilterGroup[])
  const selectedKinds = [...new Set(ref.facets.map((f) => f.kind))].filter((kind) => selected.has(kind))

  // Element counts of uuid[] columns over the rows matching `where`; ids are unique across facets and
  // categories, so one pass can count both.
  const countIds = (arrays: SQL, where: SQL) => sql`(
    select coalesce(json_object_agg(id, n), '{}'::json) from (
      select id, count(*)::int as n from (select unnest(${arrays}) as id from ${e} where ${where}) u group by id) x)`
  // Total, duration buckets, rating thresholds and price range in one scan per distinct condition.
  const scalars = (where: SQL, parts: ReadonlyArray<'total' | (typeof SCALAR_GROUPS)[number]>) => {
    const fields = parts.map((part) => {
      if (part === 'total') return sql`'total', count(*)`
      if (part === 'duration') return sql`'durations', json_build_object(${sql.join(durationCounts, sql`, `)})`
      if (part === 'rating') return sql`'ratings', json_build_object(${sql.join(ratingCounts, sql`, `)})`
      return sql`'price', json_build_object('min', min(from_price_usd), 'max', max(from_price_usd))`
    })
    return sql`(select json_build_object(${sql.join(fields, sql`, `)}) from ${e} where ${where})`
  }
  const durationCounts = Object.entries(DURATION_BUCKETS).map(([bucket, [min, max]]) =>
    max === null ? sql`${bucket}::text, count(*) filter (where duration_minutes >= ${min})` : sql`${bucket}::text, count(*) filter (where duration_minutes between ${min} and ${max})`,
  )
  const ratingCounts = RATING_THRESHOLDS.map((t) => sql`${String(t)}::text, count(*) filter (where rating_average >= ${t})`)

  const columns: SQL[] = [
    sql`${scalars(whereAll(c), ['total', ...SCALAR_GROUPS.filter((g) => !selected.has(g))])} as "all"`,
    sql`${countIds(selected.has('category') ? sql`${e.facetIds}` : sql`${e.facetIds} || ${e.categoryIds}`, whereAll(c))} as ids`,
    ...SCALAR_GROUPS.filter((g) => selected.has(g)).map((g) => sql`${scalars(whereAll(c, g), [g])} as ${sql.identifier(g)}`),
    ...(selected.has('category') ? [sql`${countIds(sql`${e.categoryIds}`, whereAll(c, 'category'))} as category`] : []),
    ...selectedKinds.map((kind) => sql`${countIds(sql`${e.facetIds}`, whereAll(c, kind))} as ${sql.identifier(kind)}`),
  ]
  const [row] = rowsOf<Record<string, unknown>>(await ctx.db.execute(sql`select ${sql.join(columns, sql`, `)}`))
  if (!row) throw new Error('facet query returned no row')

  const all = row.all as Scalars
  const part = <K extends keyof Scalars>(group: (typeof SCALAR_GROUPS)[number], key: K) => (selected.has(group) ? (row[group] as Scalars) : all)[key]
  const ids = row.ids as Record<string, number>
  const facets: Record<string, number> = {}
  for (const f of ref.facets) {
    const n = (selected.has(f.kind) ? (row[f.kind] as Record<string, number>) : ids)[f.id]
    if (n) facets[f.id] = n
  }
  const categorySource = selected.has('category') ? (row.category as Record<string, number>) : ids
  const categories = Object.fromEntries(ref.categories.flatMap((cat) => (categorySource[cat.id] ? [[cat.id, categorySource[cat.id]!]] : [])))
  const price = part('price', 'price')
  return {
    total: all.total,
    facets,
    categories,
    durations: part('duration', 'durations'),
    ratings: part('rating', 'ratings'),
    price: { min: toNumber(price.min), max: toNumber(price.max) },
  }
}

function toNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

// Counts change only when the catalogue does (or an experience expires), while the same listing is asked for
// again and again (pages, sorts, popular filters): keep them for half a minute per database and query.
const TTL_MS = 30_000

/** countFacets, remembered for 30 s under `key` (everything the counts depend on; not the sort or the page). */
export function countFacetsCached(ctx: RequestContext, c: ListingConditions, ref: ListingReference, key: string | null, now = Date.now()): Promise<FacetCounts> {
  if (key === null) return countFacets(ctx, c, ref)
  return remembered(ctx.db, `facets|${key}`, TTL_MS, () => countFacets(ctx, c, ref), now)
}
