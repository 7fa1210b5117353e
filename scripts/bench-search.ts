// `DATABASE_URL=… npx tsx scripts/bench-search.ts [--queries 200] [--seed 7] [--candidates N]`: p50/p95/p99 latency of search over the
// catalogue in DATABASE_URL (e.g. after `npm run db:seed -- --scale 100000`). Queries are drawn from the catalogue's
// own titles, cities and categories in every locale, a fifth of them with a one-letter typo, so they are realistic.
// Measures the database work of one /search/{text} request exactly as the route does it (searchScope, then
// loadListing: page of 24 + count + facet counts; the counts uncached, as for the first visitor of each text) and
// of one /api/suggest request while typing (cities + 5 experiences).
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import { suggestCities, suggestExperiences } from '../app/models/listing/search-suggest.server'
import { SEARCH_CANDIDATES, searchScope } from '../app/models/listing/search-page.server'
import type { RequestContext } from '../app/utils/context'
import { openDatabase } from '../app/utils/db.server'
import { loadListing } from '../app/pages/listing.server'
import { LOCALES, type Locale } from '../app/domain/locales'
import { loadTenants } from '../app/tenancy/load.server'

// The bench never takes a payment.
const noPayments = (): never => {
  throw new Error('no payments in this test')
}

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const QUERIES = arg('queries', 200)
/**
 * --cpu: also the CPU time PostgreSQL spends per request, read from /proc/<backend>/schedstat (same machine only),
 * which other load on the machine barely changes, unlike wall-clock time. Uses one connection without parallel
 * workers (their CPU would not be counted), so the page's statements run one after the other.
 */
const CPU = process.argv.includes('--cpu')
if (CPU) process.env.DATABASE_POOL = '1'
/** How many matches the page ranks (SEARCH_CANDIDATES unless trying another bound). */
const CANDIDATES = arg('candidates', SEARCH_CANDIDATES)
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
const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[]

async function drawQueries(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Sample[]> {
  // Distinct texts only: the synthetic catalogue repeats the demo texts, which would weight nothing extra. Ordered,
  // so every run (and every plan) draws the same queries.
  const titles = rowsOf<{ locale: Locale; title: string }>(
    await database.db.execute(sql`select distinct locale, title from experience_translations order by locale, title`),
  )
  const places = rowsOf<{ names: Record<Locale, string> }>(
    await database.db.execute(sql`select names from (select slug, name as names from cities union all select slug, name from categories) p order by slug`),
  )
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
  return `p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   max ${sorted.at(-1)!.toFixed(1)} ms   (n=${sorted.length})`
}
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ')

const database = await openDatabase()
const { tenants } = loadTenants()
const contextFor = (locale: Locale): RequestContext => {
  const tenant = pick(tenants.filter((t) => t.locales.includes(locale)))
  return { tenant, locale, currency: tenant.currency, db: database.db, payments: noPayments, localeNotEnabled: false, requestId: 'bench' }
}
let backendCpu = () => 0
if (CPU) {
  await database.db.execute(sql`set max_parallel_workers_per_gather = 0`)
  const [row] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`))
  // The first field of schedstat: nanoseconds this process has run on a CPU.
  backendCpu = () => Number(readFileSync(`/proc/${row!.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
}
try {
  const [experiences] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from experiences`))
  const samples = await drawQueries(database)
  console.log(`${database.kind}: ${experiences?.n} experiences, ${samples.length} queries in ${LOCALES.join('/')}, ${CANDIDATES} candidates; load average at start ${load()}`)
  const page: number[] = []
  const pageCpu: number[] = []
  const suggestCpu: number[] = []
  const byKind = new Map<string, number[]>()
  const suggest: number[] = []
  const measured: { ms: number; text: string }[] = []
  let listed = 0
  let capped = 0
  for (const [i, sample] of samples.entries()) {
    const ctx = contextFor(sample.locale)
    const request = new Request(`http://bench.localhost/search/${encodeURIComponent(sample.text)}`)
    let started = performance.now()
    let cpu = backendCpu()
    // Without searchText the facet counts skip their 30-second cache: every query pays for its own.
    const scope = await searchScope(ctx, sample.text, CANDIDATES)
    const listing = await loadListing(ctx, request, { ...scope, searchText: undefined })
    const ms = performance.now() - started
    if (i >= 10) {
      // The first few warm the caches and plans.
      page.push(ms)
      pageCpu.push(backendCpu() - cpu)
      byKind.set(sample.kind, [...(byKind.get(sample.kind) ?? []), ms])
      measured.push({ ms, text: `${ctx.tenant.id}/${sample.locale}:${sample.text} (${sample.kind}, ${listing.total}${listing.capped ? '+' : ''})` })
    }
    listed += listing.total
    if (listing.capped) capped++
    const typed = sample.text.slice(0, Math.max(2, Math.ceil(sample.text.length * 0.7)))
    started = performance.now()
    cpu = backendCpu()
    await Promise.all([suggestCities(ctx, typed), suggestExperiences(ctx, typed)])
    if (i >= 10) {
      suggest.push(performance.now() - started)
      suggestCpu.push(backendCpu() - cpu)
    }
  }
  console.log(`search page (/search/{text}: matches, 24 cards, count, facet counts): ${percentiles(page)}`)
  for (const [kind, list] of byKind) console.log(`  ${kind.padEnd(10)} ${percentiles(list)}`)
  console.log(`suggestions while typing (cities + 5 best experiences):            ${percentiles(suggest)}`)
  if (CPU) {
    console.log(`PostgreSQL CPU time per search page:                              ${percentiles(pageCpu)}`)
    console.log(`PostgreSQL CPU time per suggestion request:                       ${percentiles(suggestCpu)}`)
  }
  console.log(`mean results listed per query: ${Math.round(listed / samples.length)}; capped (more matched than ranked): ${capped} of ${samples.length}`)
  const worst = measured.sort((a, b) => b.ms - a.ms).slice(0, 5)
  console.log(`slowest pages: ${worst.map((w) => `${w.text} ${w.ms.toFixed(0)} ms`).join('; ')}`)
  console.log(`load average at end ${load()}`)
} finally {
  await database.close()
}
