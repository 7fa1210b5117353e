// SQL pieces shared by the listing queries: the documented orders (decision 007) and driver-neutral rows.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { ListingSort } from './params.server'

/** postgres.js returns an array of rows, PGlite an object holding them. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows
}

type OrderColumns = { score: AnyColumn | SQL; rating: AnyColumn | SQL; reviews: AnyColumn | SQL; priceUsd: AnyColumn | SQL; slug: AnyColumn | SQL; rank?: SQL }

/**
 * "Recommended": the editorial recommended_score, then rating × ln(1 + reviews) (a 4.8 with 40 reviews beats
 * a 5.0 with one), then slug so pages never overlap. Prices: the USD-normalised "from" price, unpriced
 * experiences last, then slug. Each matches an index on experiences (experiences_recommended_idx,
 * experiences_price_asc_idx, experiences_price_desc_idx); on a search page the text rank comes first.
 */
export function orderBy(sort: ListingSort, c: OrderColumns): SQL[] {
  if (sort === 'price-asc') return [sql`${c.priceUsd} asc nulls last`, sql`${c.slug} asc`]
  if (sort === 'price-desc') return [sql`${c.priceUsd} desc nulls last`, sql`${c.slug} asc`]
  return [
    ...(c.rank ? [sql`${c.rank} desc`] : []),
    sql`${c.score} desc nulls last`,
    sql`(${c.rating} * ln(1 + ${c.reviews})) desc`,
    sql`${c.slug} asc`,
  ]
}
