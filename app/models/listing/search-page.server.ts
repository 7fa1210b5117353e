// What /search/{text} lists: the tenant's matching experiences, found and ranked in one statement before the
// listing's own queries run, with a bound on the work a very broad text can cause (docs/decisions/008-search.md).
import { sql } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { ListingScope } from './filters.server'
import { rowsOf } from './sql.server'
import { inlineSearch, localeLiteral, NO_MATCH, searchQueriesRow, searchRank, type SearchMatch } from './search.server'

/**
 * At most this many matches are ranked and listed. A text that matches more (a city or a category name at
 * 100,000 experiences) lists the first this many the index finds, ranked, and says "500+".
 */
export const SEARCH_CANDIDATES = 500

/** A search whose matches are already known: `capped` when more than the candidates matched. */
type FoundMatches = SearchMatch & { capped: boolean; count: number }

/**
 * The tenant's experiences matching the text, each with its rank, read from the search documents alone in one
 * statement that stops after `limit` + 1 (so it costs about `limit` documents however many match), then passed to
 * the listing's queries as values: the count, the facet counts and the page all see the same experiences. Those
 * queries keep only live experiences (`inScope`), so an expired one costs a candidate, never a wrong result.
 */
export async function findSearchMatches(ctx: RequestContext, query: string, limit = SEARCH_CANDIDATES): Promise<FoundMatches> {
  // One round trip: the tsqueries are worked out inside this statement (`q`). Their values are not needed at
  // planning time: with a LIMIT of 501 rows the GIN bitmap is the only sensible plan whatever they match.
  const search = inlineSearch(ctx, query)
  if (!search) return { ...NO_MATCH(ctx), capped: false, count: 0 }
  const { from, queries } = searchQueriesRow(search)
  const rows = rowsOf<{ id: string; rank: number }>(
    await ctx.db.execute(sql`select es.experience_id::text as id, ${searchRank(queries, sql`es.search_vector`)} as rank
      from ${from} join experience_search es on es.search_vector @@ q.fuzzy
      where es.locale = ${localeLiteral(ctx)} and ${search.documents}
      limit ${limit + 1}`),
  )
  const kept = rows.slice(0, limit)
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
    capped: rows.length > limit,
    count: kept.length,
  }
}

/** The listing scope of /search/{text}. */
export async function searchScope(ctx: RequestContext, text: string, limit = SEARCH_CANDIDATES): Promise<ListingScope> {
  return { search: await findSearchMatches(ctx, text, limit), searchText: text }
}
