// What the search box offers while the visitor types, and the city a submitted text names.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { inScope } from '../catalogue/catalogue.server'
import { normalizeSearchText, searchMatch } from './search.server'

type CitySuggestion = { slug: string; name: string }
type ExperienceSuggestion = { slug: string; title: string; city: { slug: string; name: string } }

// Qualified by hand: drizzle renders a bare column unqualified in a select list (see search.server.ts).
const experienceId = sql`${s.experiences}.id`
const SUGGEST_CANDIDATES = 300

/** The tenant's experiences for the search box while the visitor types: best match first. */
export async function suggestExperiences(ctx: RequestContext, query: string, limit = 5): Promise<ExperienceSuggestion[]> {
  // Typing "to" matches tens of thousands at scale: rank the first few hundred the tenant sells, not all. One
  // round trip: the tsqueries are worked out inside the statement (the candidates' LIMIT fixes the plan anyway).
  const { matches } = searchMatch(ctx, query, { prefix: true, candidates: { limit: SUGGEST_CANDIDATES } })
  const rows = await ctx.db
    .select({
      slug: s.experiences.slug,
      title: sql<string>`coalesce(
        (select t.title from experience_translations t where t.experience_id = ${experienceId} and t.locale = ${ctx.locale}),
        (select t.title from experience_translations t where t.experience_id = ${experienceId} and t.locale = 'en'),
        ${s.experiences.slug})`,
      citySlug: s.cities.slug,
      cityName: s.cities.name,
    })
    .from(s.experiences)
    .innerJoin(matches, eq(matches.experienceId, s.experiences.id))
    .innerJoin(s.cities, eq(s.cities.id, s.experiences.cityId))
    .where(inScope(ctx))
    .orderBy(desc(matches.rank), desc(s.experiences.recommendedScore), s.experiences.slug)
    .limit(limit)
  return rows.map((r) => ({ slug: r.slug, title: r.title, city: { slug: r.citySlug, name: r.cityName[ctx.locale] ?? r.cityName.en } }))
}

/**
 * How well the text names a city (any of its languages): 3 exact, 2 the start of its name, 1.5 the start of
 * a word of it, 1 within a typo or two ("Istambul"), else trigram similarity (0 to 1).
 */
function cityScore(text: string): SQL<number> {
  const needle = sql`lower(search_unaccent(${text}))`
  return sql<number>`(select max(case
      when v = ${needle} then 3
      when v like ${needle} || '%' then 2
      when v like '% ' || ${needle} || '%' or v like '%-' || ${needle} || '%' then 1.5
      when length(${needle}) >= 4 and search_edit_distance(${needle}, v) <= (case when length(v) >= 8 then 2 else 1 end) then 1
      else similarity(v, ${needle}) end)
    from (select lower(search_unaccent(n.value)) as v from jsonb_each_text(${s.cities.name}) n) names)`
}

/** The text as a city name: LIKE wildcards dropped (a city name has none), short enough for any name. */
function cityText(query: string): string {
  return normalizeSearchText(query.replace(/[\\%_]/g, ' ')).slice(0, 60)
}

/** Cities with experiences this tenant sells whose name matches what the visitor is typing. */
export async function suggestCities(ctx: RequestContext, query: string, limit = 5): Promise<CitySuggestion[]> {
  const text = cityText(query)
  if (!text) return []
  const score = cityScore(text)
  const rows = await ctx.db
    .select({ slug: s.cities.slug, name: s.cities.name })
    .from(s.cities)
    .where(and(sql`${score} >= 0.5`, sql`exists (select 1 from ${s.experiences} where ${s.experiences.cityId} = ${s.cities.id} and ${inScope(ctx)})`))
    .orderBy(desc(score), s.cities.position)
    .limit(limit)
  return rows.map((r) => ({ slug: r.slug, name: r.name[ctx.locale] ?? r.name.en }))
}

/** The tenant's city the whole text names, exactly or misspelt ("Istambul"); null for anything else. */
export async function findCityNamed(ctx: RequestContext, query: string): Promise<CitySuggestion | null> {
  const text = cityText(query)
  if (!text) return null
  const score = cityScore(text)
  const [row] = await ctx.db
    .select({ slug: s.cities.slug, name: s.cities.name, score })
    .from(s.cities)
    .where(and(sql`${score} >= 0.5`, sql`exists (select 1 from ${s.experiences} where ${s.experiences.cityId} = ${s.cities.id} and ${inScope(ctx)})`))
    .orderBy(desc(score), s.cities.position)
    .limit(1)
  // Only a whole name or a near miss is a city; "Dub" (the start of one) stays a text search.
  if (!row || (row.score >= 1.5 && row.score < 3)) return null
  return { slug: row.slug, name: row.name[ctx.locale] ?? row.name.en }
}
