// `DATABASE_URL=… npx tsx scripts/bench-search.ts [--queries 200] [--seed 7]`: p50/p95/p99 latency of search over the
// catalogue in DATABASE_URL (e.g. after `npm run db:seed -- --scale 100000`). Queries are drawn from the catalogue's
// own titles, cities and categories in every locale, a fifth of them with a one-letter typo, so they are realistic.
// Measures what /search/{text} costs (count + best 24 by rank, in parallel, as a listing does) each way
// app/models/search.server.ts offers, and what the search box costs while typing.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { inScope } from '../app/models/catalogue.server'
import { suggestCities, suggestExperiences } from '../app/models/search-suggest.server'
import { prepareSearchMatch, searchMatch } from '../app/models/search.server'
import type { RequestContext } from '../app/utils/context'
import { openDatabase } from '../app/utils/db.server'
import { LOCALES, type Locale } from '../app/utils/locales'
import * as s from '../drizzle/schema/index'
import { loadTenants } from '../tenants/load.server'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const QUERIES = arg('queries', 200)
let state = arg('seed', 7) >>> 0
/** A small deterministic PRNG (mulberry32), so two runs measure the same queries. */
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

function typo(word: string): string {
  const i = 1 + Math.floor(random() * (word.length - 2))
  const kind = pick(['swap', 'drop', 'replace'] as const)
  if (kind === 'swap') return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
  if (kind === 'drop') return word.slice(0, i) + word.slice(i + 1)
  return word.slice(0, i) + pick([...'aeiourstnl']) + word.slice(i + 1)
}

type Sample = { locale: Locale; text: string; kind: string }
type Rows<T> = T[] | { rows: T[] }
const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as Rows<T> & { rows: T[] }).rows) as T[]

async function drawQueries(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Sample[]> {
  // Distinct texts only: the synthetic catalogue repeats the demo texts, which would weight nothing extra.
  const titles = rowsOf<{ locale: Locale; title: string }>(await database.db.execute(sql`select distinct locale, title from experience_translations`))
  const places = rowsOf<{ names: Record<Locale, string> }>(await database.db.execute(sql`select name as names from cities union all select name from categories`))
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4)
  const samples: Sample[] = []
  while (samples.length < QUERIES) {
    const roll = random()
    const { locale, title } = pick(titles)
    const ws = words(title)
    if (ws.length === 0) continue
    const at = Math.floor(random() * ws.length)
    if (roll < 0.3) samples.push({ locale, text: ws[at]!, kind: 'title word' })
    else if (roll < 0.5 && ws.length > 1) samples.push({ locale, text: ws.slice(Math.min(at, ws.length - 2), Math.min(at, ws.length - 2) + 2).join(' '), kind: 'two words' })
    else if (roll < 0.7) samples.push({ locale, text: typo(ws[at]!), kind: 'typo' })
    else {
      const names = pick(places).names
      samples.push({ locale, text: random() < 0.25 ? typo(names[locale] ?? names.en) : (names[locale] ?? names.en), kind: 'place' })
    }
  }
  return samples
}

function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1)
  return `p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   max ${sorted.at(-1)!.toFixed(1)} ms`
}

const database = await openDatabase()
const { tenants } = loadTenants()
const contextFor = (locale: Locale): RequestContext => {
  const tenant = pick(tenants.filter((t) => t.locales.includes(locale)))
  return { tenant, locale, currency: tenant.currency, db: database.db, localeNotEnabled: false, requestId: 'bench' }
}
try {
  const [experiences] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from experiences`))
  const samples = await drawQueries(database)
  console.log(`${database.kind}: ${experiences?.n} experiences, ${samples.length} queries in ${LOCALES.join('/')}`)
  const page: number[] = []
  const joined: number[] = []
  const preparedPage: number[] = []
  const slowest: { ms: number; text: string }[] = []
  const suggest: number[] = []
  let matched = 0
  for (const [i, sample] of samples.entries()) {
    const ctx = contextFor(sample.locale)
    // 1. searchMatch: where + rank, the tsqueries computed inside each statement.
    let started = performance.now()
    const sync = searchMatch(ctx, sample.text)
    const [[total]] = await Promise.all([
      ctx.db.select({ n: count() }).from(s.experiences).where(and(inScope(ctx), sync.where)),
      ctx.db.select({ slug: s.experiences.slug }).from(s.experiences).where(and(inScope(ctx), sync.where)).orderBy(desc(sync.rank), desc(s.experiences.recommendedScore)).limit(24),
    ])
    if (i >= 10) page.push(performance.now() - started) // the first few warm the caches and plans
    // 2. prepareSearchMatch (one round trip first), where + rank.
    started = performance.now()
    const prepared = await prepareSearchMatch(ctx, sample.text)
    await Promise.all([
      ctx.db.select({ n: count() }).from(s.experiences).where(and(inScope(ctx), prepared.where)),
      ctx.db.select({ slug: s.experiences.slug }).from(s.experiences).where(and(inScope(ctx), prepared.where)).orderBy(desc(prepared.rank), desc(s.experiences.recommendedScore)).limit(24),
    ])
    if (i >= 10) preparedPage.push(performance.now() - started)
    // 3. prepareSearchMatch, joining `matches`.
    started = performance.now()
    const { matches } = await prepareSearchMatch(ctx, sample.text)
    await Promise.all([
      ctx.db.select({ n: count() }).from(s.experiences).innerJoin(matches, eq(matches.experienceId, s.experiences.id)).where(inScope(ctx)),
      ctx.db
        .select({ slug: s.experiences.slug })
        .from(s.experiences)
        .innerJoin(matches, eq(matches.experienceId, s.experiences.id))
        .where(inScope(ctx))
        .orderBy(desc(matches.rank), desc(s.experiences.recommendedScore))
        .limit(24),
    ])
    if (i >= 10) joined.push(performance.now() - started)
    matched += total?.n ?? 0
    slowest.push({ ms: page.at(-1) ?? 0, text: `${sample.locale}:${sample.text} (${sample.kind}, ${total?.n ?? 0} matches)` })
    const typed = sample.text.slice(0, Math.max(2, Math.ceil(sample.text.length * 0.7)))
    started = performance.now()
    await Promise.all([suggestCities(ctx, typed), suggestExperiences(ctx, typed)])
    if (i >= 10) suggest.push(performance.now() - started)
  }
  console.log(`search page (count + best 24), searchMatch where + rank:        ${percentiles(page)}`)
  console.log(`search page (count + best 24), prepareSearchMatch where + rank: ${percentiles(preparedPage)}`)
  console.log(`search page (count + best 24), prepareSearchMatch join matches: ${percentiles(joined)}`)
  console.log(`suggestions while typing (cities + 5 best experiences):         ${percentiles(suggest)}`)
  console.log(`mean matches per query: ${Math.round(matched / samples.length)}`)
  const worst = slowest.sort((a, b) => b.ms - a.ms).slice(0, 5)
  console.log(`slowest (searchMatch where + rank): ${worst.map((w) => `${w.text} ${w.ms.toFixed(0)} ms`).join('; ')}`)
} finally {
  await database.close()
}
