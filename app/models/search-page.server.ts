// What /search/{text} lists: the tenant's matching experiences, found and ranked in one statement before the
// listing's own queries run, with a bound on the work a very broad text can cause (docs/decisions/008-search.md).
import { sql, type SQL } from 'drizzle-orm'
import * as s from '../../drizzle/schema/index'
import type { RequestContext } from '../utils/context'
import type { ListingScope } from './listing-filters.server'
import { rowsOf } from './listing-sql.server'
import { inlineSearch, localeLiteral, NO_MATCH, searchQueriesRow, searchRank, type SearchMatch } from './search.server'

/**
 * At most this many matches are ranked and listed. A text that matches more (a city or a category name at
 * 100,000 experiences) lists the best this many by the recommended order, ranked, and says "500+".
 */
export const SEARCH_CANDIDATES = 500

/**
 * The most a capped search may spend choosing its best candidates (on top of finding that it is capped); past
 * it, the page lists the first candidates the index yielded instead, as it did before the quality order existed.
 */
export const BEST_CANDIDATES_BUDGET_MS = 40

/** A search whose matches are already known: `capped` when more than the candidates matched. */
export type FoundMatches = SearchMatch & { capped: boolean; count: number; order: 'all' | 'best' | 'first' }

type Candidate = { id: string; rank: number }

/**
 * The tenant's experiences matching the text, each with its rank, read from the search documents alone in one
 * statement that stops after `limit` + 1 (so it costs about `limit` documents however many match). When more
 * match, a second statement picks the best `limit` of all of them by the recommended order (`bestByQuality`).
 * Either way they reach the listing's queries as values: the count, the facet counts and the page all see the
 * same experiences. Those queries keep only live experiences (`inScope`), so an expired one costs a candidate,
 * never a wrong result.
 */
export async function findSearchMatches(ctx: RequestContext, query: string, limit = SEARCH_CANDIDATES): Promise<FoundMatches> {
  // One round trip: the tsqueries are worked out inside this statement (`q`). Their values are not needed at
  // planning time: with a LIMIT of 501 rows the GIN bitmap is the only sensible plan whatever they match.
  const search = inlineSearch(ctx, query)
  if (!search) return { ...NO_MATCH(ctx), capped: false, count: 0, order: 'all' }
  const { from, queries } = searchQueriesRow(search)
  const rows = rowsOf<Candidate & TsQueries>(
    await ctx.db.execute(sql`select es.experience_id::text as id, ${searchRank(queries, sql`es.search_vector`)} as rank,
        q.fuzzy::text as fuzzy, q.title::text as title, q.exact::text as exact
      from ${from} join experience_search es on es.search_vector @@ q.fuzzy
      where es.locale = ${localeLiteral(ctx)} and ${search.documents}
      limit ${limit + 1}`),
  )
  const capped = rows.length > limit
  const best = capped ? await bestByQuality(ctx, search.documents, rows[0]!, limit) : null
  const kept = best ?? rows.slice(0, limit)
  const ids = `{${kept.map((r) => r.id).join(',')}}`
  const ranks = `{${kept.map((r) => Number(r.rank)).join(',')}}`
  const matches = ctx.db
    .select({ experienceId: sql<string>`m.experience_id`.as('experience_id'), rank: sql<number>`m.rank`.as('rank') })
    .from(sql`unnest(${ids}::uuid[], ${ranks}::real[]) as m(experience_id, rank)`)
    .as('search_matches')
  return {
    where: sql`${s.experiences}.id = any(${ids}::uuid[])`,
    // For callers that sort without joining `matches`: a lookup per row, fine for a page, slow for thousands.
    rank: sql<number>`coalesce((select m.rank from unnest(${ids}::uuid[], ${ranks}::real[]) as m(experience_id, rank)
      where m.experience_id = ${s.experiences}.id), 0)`,
    matches,
    capped,
    count: kept.length,
    order: !capped ? 'all' : best ? 'best' : 'first',
  }
}

/** The three tsqueries as text, as the first statement worked them out (typos corrected). */
type TsQueries = { fuzzy: string; title: string; exact: string }

/**
 * The best `limit` matches by the recommended order (`experience_search.quality`, migration 0008), ranked. The
 * tsqueries go in as values and the plan is made for them (`force_custom_plan`: postgres.js prepares statements,
 * and a generic plan would not see them), so the planner can tell a text matching a fifth of the catalogue (walk
 * the quality index best first, stop at `limit` matches: about limit / 0.2 documents) from one matching a few
 * hundred more than `limit` (take them all from the GIN index, sort by quality). Should it guess wrong, the
 * statement is cut at BEST_CANDIDATES_BUDGET_MS and null returned: the caller lists the first candidates instead.
 */
async function bestByQuality(ctx: RequestContext, documents: SQL, q: TsQueries, limit: number): Promise<Candidate[] | null> {
  const queries = { fuzzy: sql`${q.fuzzy}::tsquery`, title: sql`${q.title}::tsquery`, exact: sql`${q.exact}::tsquery` }
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${String(BEST_CANDIDATES_BUDGET_MS)}, true),
        set_config('plan_cache_mode', 'force_custom_plan', true)`)
      const rows = await tx.execute(sql`select m.id, ${searchRank(queries, sql`m.search_vector`)} as rank
        from (select es.experience_id::text as id, es.search_vector from experience_search es
          where es.locale = ${localeLiteral(ctx)} and es.search_vector @@ ${queries.fuzzy} and ${documents}
          order by es.quality desc limit ${limit}) m`)
      return rowsOf<Candidate>(rows)
    })
  } catch (error) {
    if (!isQueryCancelled(error)) throw error
    console.warn(`[search] best candidates for "${q.fuzzy.slice(0, 80)}" took over ${BEST_CANDIDATES_BUDGET_MS} ms; listing the first found`)
    return null
  }
}

/** PostgreSQL's query_canceled (57014), as postgres.js raises it or drizzle wraps it. */
export function isQueryCancelled(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '57014') return true
  }
  return false
}

/** The listing scope of /search/{text}. */
export async function searchScope(ctx: RequestContext, text: string, limit = SEARCH_CANDIDATES): Promise<ListingScope> {
  return { search: await findSearchMatches(ctx, text, limit), searchText: text }
}
