// Text search over the catalogue: full-text in the visitor's language, ranked, tolerant of small typos.
// The SQL functions and indexes it calls live in drizzle/migrations/0002_search.sql and 0007_search-speed.sql
// (docs/decisions/008-search.md). What the search page lists: search-page.server.ts.
import { sql, type SQL } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { isLocale } from '../../domain/locales'

/**
 * Two ways to use the same matches in a query `from experiences`:
 * - `where` + `rank`: a filter and a sort key (rank looks its translation up per row);
 * - `matches`: a subquery (experienceId, rank) to inner-join on experiences.id, which computes the rank in the
 *   same pass that finds the matches: several times faster when thousands of experiences match.
 */
export type SearchMatch = { where: SQL; rank: SQL<number>; matches: ReturnType<typeof matchesSubquery> }

// Written out with its table: drizzle renders a bare column in a select list unqualified ("id"), which
// inside a sub-select would silently mean the sub-select's own id.
const experienceId = sql`${s.experiences}.id`

/** Longest text we search: longer input is cut, never refused. */
const MAX_QUERY = 200

/** Trims, collapses spaces and cuts the visitor's text; empty when nothing is left to search. */
export function normalizeSearchText(query: string): string {
  // Control characters (a NUL from `%00` in a URL) cannot even be sent to PostgreSQL as text.
  // eslint-disable-next-line no-control-regex
  return query.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim().slice(0, MAX_QUERY)
}

type Queries = { fuzzy: SQL; title: SQL; exact: SQL }
type Options = {
  prefix?: boolean
  /**
   * Rank only the first `limit` matches the index finds in `matches`: bounded work for suggestions, exact
   * whenever fewer match. Listings leave it out and rank every match.
   */
  candidates?: { limit: number }
}
export const NO_MATCH = (ctx: RequestContext): SearchMatch => ({
  where: sql`false`,
  rank: sql<number>`0::real`,
  matches: matchesSubquery(ctx, sql`experience_search es`, sql`false`, sql`0::real`),
})

/** The locale is one of four fixed codes, written as a literal so the planner picks its partial index. */
export const localeLiteral = (ctx: RequestContext) => sql.raw(`'${isLocale(ctx.locale) ? ctx.locale : 'en'}'`)

/**
 * Experiences whose document in the visitor's language matches every word (as written, corrected by one typo,
 * or, with `prefix`, as the start of the last word). Rank: +1 when the title alone matches, +0.5 when no word
 * needed correcting, plus ts_rank_cd (0–1) with weights title A, city and category B, highlights C, overview D.
 * The tsqueries are computed inside the statement (uncorrelated sub-selects, once per statement).
 */
export function searchMatch(ctx: RequestContext, query: string, { prefix = false, candidates }: Options = {}): SearchMatch {
  const search = inlineSearch(ctx, query, { prefix })
  return search ? buildMatch(ctx, search, candidates) : NO_MATCH(ctx)
}

/**
 * The visitor's text as SQL that works its tsqueries (and the tenant's supplier ids) out inside the statement
 * using it: uncorrelated sub-selects, computed once per statement, no round trip of their own. Null: nothing to search.
 */
export function inlineSearch(ctx: RequestContext, query: string, { prefix = false } = {}): SearchQuery | null {
  const text = normalizeSearchText(query)
  if (!text) return null
  const tsquery = (fuzzy: boolean, titleOnly = false) =>
    sql`(select search_tsquery(${localeLiteral(ctx)}, ${text}, ${sql.raw(String(fuzzy))}, ${sql.raw(String(prefix))}, ${sql.raw(String(titleOnly))}))`
  return { queries: { fuzzy: tsquery(true), title: tsquery(true, true), exact: tsquery(false) }, documents: documentsOf(ctx) }
}

/**
 * The three tsqueries as one row `q(fuzzy, title, exact)` to put in a FROM list, so that a statement naming the
 * fuzzy query twice (filter and rank) corrects the typos once. OFFSET 0 keeps it from being inlined per row.
 */
export function searchQueriesRow({ queries: q }: SearchQuery): { from: SQL; queries: Queries } {
  return {
    from: sql`(select ${q.fuzzy} as fuzzy, ${q.title} as title, ${q.exact} as exact offset 0) q`,
    queries: { fuzzy: sql`q.fuzzy`, title: sql`q.title`, exact: sql`q.exact` },
  }
}

/**
 * The documents of the tenant's suppliers (a condition on `es`, nothing for a marketplace selling them all), as an
 * array the per-locale GIN indexes take beside the words: an index scan then yields only the tenant's matches.
 */
function documentsOf(ctx: RequestContext): SQL {
  const { suppliers } = ctx.tenant.catalogue
  if (suppliers === 'all') return sql`true`
  const slugs = sql.join(
    suppliers.map((slug) => sql`${slug}`),
    sql`, `,
  )
  return sql`array[es.supplier_id] && (select coalesce(array_agg(id), '{}') from ${s.suppliers} where slug in (${slugs}))`
}

/** The visitor's text as SQL: its tsqueries, and which documents the tenant may find (a condition on `es`). */
type SearchQuery = { queries: Queries; documents: SQL }

/** Rank of a document (higher first): see `searchMatch`. */
export function searchRank(q: Queries, vector: SQL): SQL<number> {
  return sql<number>`(ts_rank_cd('{0.1,0.2,0.4,1.0}', ${vector}, ${q.fuzzy}, 32)
    + coalesce((${vector} @@ ${q.title})::int, 0) + 0.5 * coalesce((${vector} @@ ${q.exact})::int, 0))::real`
}

/** `matches` works the queries out once, in a row of its own; `where` and `rank` as sub-selects of their statement. */
function buildMatch(ctx: RequestContext, search: SearchQuery, candidates: Options['candidates']): SearchMatch {
  const locale = localeLiteral(ctx)
  const found = (q: Queries) => sql`es.locale = ${locale} and es.search_vector @@ ${q.fuzzy} and ${search.documents}`
  const q = search.queries
  const row = searchQueriesRow(search)
  return {
    where: sql`${experienceId} in (select es.experience_id from experience_search es where ${found(q)})`,
    rank: sql<number>`coalesce((select ${searchRank(q, sql`es.search_vector`)} from experience_search es
      where es.experience_id = ${experienceId} and es.locale = ${locale}), 0)`,
    matches: matchesSubquery(ctx, sql`${row.from} cross join experience_search es`, found(row.queries), searchRank(row.queries, sql`es.search_vector`), candidates),
  }
}

function matchesSubquery(ctx: RequestContext, source: SQL, found: SQL, rank: SQL<number>, candidates?: Options['candidates']) {
  // OFFSET 0 keeps PostgreSQL from flattening the subquery: the rank is computed here, so the join carries
  // (id, rank) instead of every matching document (30,000 × 800 bytes spilled its hash to disk). The candidates
  // are read from the documents alone (they carry the supplier): the caller's query keeps only live experiences.
  const ranked = sql`(select es.experience_id, ${rank} as rank from ${source} where ${found}
    ${candidates ? sql`limit ${candidates.limit}` : sql`offset 0`}) m`
  return ctx.db
    .select({ experienceId: sql<string>`m.experience_id`.as('experience_id'), rank: sql<number>`m.rank`.as('rank') })
    .from(ranked)
    .as('search_matches')
}
