// `npm run bench [-- --experiences 10000 --seconds 10 --connections 20 --only buyer]`: requests per second and p50/p99 latency
// for the home, a listing, a search and an experience page, each beside a bare route of the same server measured
// in the same run, with the page cache on and off, on real PostgreSQL (BENCH_DATABASE_URL, default a local database "excursio_bench").
// Three modes: an anonymous visitor with the page cache on, a buyer (a guest with two tickets in the cart: issue 10;
// their pages are cached under their cart count since decision 038), and "miss": the cache off (PAGE_CACHE_SECONDS=0),
// every request rendered, as for each long-tail page (issue 24). `--only miss` runs one of them (`uncached` is its old name);
// the miss mode prints whether each page meets issue 24's target (≥ 5% of /healthz, p99 under 100 ms), and two floors for
// reference: a resource route and the smallest page, what every request pays before its page adds anything.
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import postgres from 'postgres'
import { benchDatabaseUrl, prepareBenchDatabase } from './bench/database'
import { runLoad, type LoadResult } from './bench/load'
import { productionServerEnv } from './bench/server-env'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const experiences = arg('experiences', 10_000)
const seconds = arg('seconds', 10)
const connections = arg('connections', 20)
const port = arg('port', 3900)
const url = benchDatabaseUrl()

await prepareBenchDatabase(url, experiences)
const env = productionServerEnv(url, port)
const db = postgres(url, { max: 1, onnotice: () => {} })
const [sample] = await db`select e.slug, c.slug as city from experiences e join cities c on c.id = e.city_id where e.slug like 'scale-%' order by e.slug limit 1`
// The buyer's cart is filled with tickets of the demo catalogue (its experiences have departures on the calendar).
const demoSlugs = (await db`select slug from experiences where slug not like 'scale-%' order by slug limit 40`).map((r) => r.slug as string)
await db.end()
if (!existsSync('build/server/index.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })

const base = `http://127.0.0.1:${port}`
const pages: Array<[string, string, string]> = [
  ['home', 'localhost', '/'],
  ['listing', 'localhost', '/things-to-do'],
  ['search', 'localhost', '/search/desert%20safari'],
  ['experience', 'localhost', `/things-to-do-in-${sample?.city}/${sample?.slug}`],
]
// In the miss mode only, two routes that render almost nothing, measured the same way: what every request pays
// before its page adds anything (decision 066). Their share of /healthz bounds what any page can reach.
const floors: Array<[string, string, string]> = [
  ['floor: resource route', 'localhost', '/robots.txt'],
  ['floor: smallest page', 'localhost', '/auth/login'],
]
const fmt = (n: number) => n.toFixed(1)
const measure = async (host: string, path: string, cookie?: string): Promise<LoadResult> => {
  await runLoad({ url: base + path, host, connections, seconds: 2, cookie }) // warm-up
  return runLoad({ url: base + path, host, connections, seconds, cookie })
}
/** One request to the measured server, as a browser on `host` would send it; resolves with status, headers and body. */
function call(method: 'GET' | 'POST', path: string, host: string, { cookie, form }: { cookie?: string; form?: Record<string, string> } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined
  const headers: Record<string, string> = { Host: host, Cookie: cookie ?? 'locale=en' }
  if (body) Object.assign(headers, { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), Origin: `http://${host}` })
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(base + path, { method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (d: string) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * A buyer (issue 10): a guest whose cart holds two tickets, added through the cart action as a browser would, so
 * the header's count reads 2 and the page is not the anonymous one. Since decision 038 such a page is kept in the
 * page cache under the buyer's count; before it, every one was rendered.
 */
async function buyerCookie(host: string): Promise<string> {
  const month = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 7)
  let cookie: string | undefined
  for (const slug of demoSlugs) {
    const days = JSON.parse((await call('GET', `/api/availability/${slug}?month=${month}`, host)).text || '{}') as { days?: Array<{ date: string; status: string }> }
    const date = days.days?.find((d) => d.status === 'AVAILABLE')?.date
    if (!date) continue
    const view = JSON.parse((await call('GET', `/api/availability/${slug}?date=${date}`, host)).text) as { options: Array<{ id: string; departures: Array<{ startTime: string }>; units?: Array<{ id: string }> }> }
    const option = view.options.find((o) => o.departures.length > 0)
    if (!option) continue
    for (let i = 0; i < 2; i++) {
      const added = await call('POST', '/cart', host, {
        cookie: cookie ? `locale=en; ${cookie}` : 'locale=en',
        form: { intent: 'add', experienceSlug: slug, optionId: option.id, date, startTime: option.departures[0]!.startTime, 'unitQuantities.adult': '1' },
      })
      cookie ??= /cart=[^;]+/.exec(String(added.headers['set-cookie'] ?? ''))?.[0]
      if (added.status !== 302 || !cookie) break
      if (i === 1) return `locale=en; ${cookie}`
    }
    cookie = undefined
  }
  throw new Error('no demo experience took two tickets into a cart: is the seed there?')
}
type Mode = 'cached' | 'buyer' | 'miss'

/**
 * One server per mode: the page cache on (the production default, 10 s) for an anonymous visitor and for a buyer
 * (a cart cookie: every page rendered, as for the people who pay), and off (every request rendered).
 */
async function runMode(mode: Mode): Promise<string[]> {
  const modeEnv = { ...env, PAGE_CACHE_SECONDS: mode === 'miss' ? '0' : (process.env.PAGE_CACHE_SECONDS ?? '10') }
  const server = spawn('npx', ['tsx', 'server.ts'], { env: modeEnv, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  // Never leave the measured server behind, however this script ends.
  const stopServer = () => {
    try {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', stopServer)
  await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes('running') && resolve()))
  const cookie = mode === 'buyer' ? await buyerCookie('localhost') : undefined
  if (cookie) console.log(`buyer: ${cookie.replace(/cart=(.{6}).*/, 'cart=$1…')}, header count ${/data-cart-link[^>]*data-count="(\d+)"/.exec((await call('GET', '/', 'localhost', { cookie })).text)?.[1] ?? '?'}`)
  const rows: string[] = []
  for (const [label, host, path] of mode === 'miss' ? [...pages, ...floors] : pages) {
    const floor = floors.some(([name]) => name === label)
    const bare = await measure(host, '/healthz', cookie)
    const page = await measure(host, path, cookie)
    const ratio = page.rps / bare.rps
    const load = loadavg()[0]!.toFixed(1)
    rows.push(`| ${label} | ${mode} | ${fmt(page.rps)} | ${fmt(page.p50)} | ${fmt(page.p99)} | ${fmt(bare.rps)} | ${fmt(bare.p50)} | ${fmt(bare.p99)} | ${(ratio * 100).toFixed(1)}% | ${page.errors} | ${load} |`)
    const verdict = floor ? ' | reference (no target)' : mode === 'miss' ? (ratio >= 0.05 && page.p99 < 100 && page.errors === 0 ? ' | target met' : ' | target NOT met (≥ 5% of bare, p99 < 100 ms)') : ''
    console.log(`${label.padEnd(floor ? 22 : 10)} ${mode.padEnd(8)} ${fmt(page.rps).padStart(8)} req/s  p50 ${fmt(page.p50)} ms  p99 ${fmt(page.p99)} ms   | bare ${fmt(bare.rps)} req/s  p50 ${fmt(bare.p50)}  p99 ${fmt(bare.p99)} | ${(ratio * 100).toFixed(1)}% of bare | errors ${page.errors} | load ${load}${verdict}`)
  }
  stopServer()
  await new Promise((resolve) => server.once('exit', resolve))
  return rows
}

// `--only buyer` (or cached, miss) runs one mode; all three by default. `uncached` was the miss mode's name.
const named = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
const only = named === 'uncached' ? 'miss' : named
const legacy = process.argv.includes('--uncached-only') ? 'miss' : process.argv.includes('--cached-only') ? 'cached' : undefined
const modes: Mode[] = only || legacy ? [(only ?? legacy) as Mode] : ['cached', 'buyer', 'miss']
if (!modes.every((m) => ['cached', 'buyer', 'miss'].includes(m))) throw new Error(`--only takes cached, buyer or miss, got ${named}`)
const rows: string[] = []
for (const mode of modes) rows.push(...(await runMode(mode)))
console.log(`\n${experiences} synthetic experiences, ${connections} connections, ${seconds} s per measurement\n`)
for (const [label, , path] of [...pages, ...(modes.includes('miss') ? floors : [])]) console.log(`- ${label}: \`${path}\``)
console.log('\n| page | page cache | req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | page/bare | errors | load avg |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
// The partner hub's figures (issue 22): the manifest of a day with 500 travellers and the 10,000-booking CSV
// export streamed, on their own database (scripts/bench-manifest.ts). `--only` skips them.
if (!only && !legacy) {
  console.log('\nPartner hub (npm run bench:manifest):')
  spawnSync('npm', ['run', '-s', 'bench:manifest'], { stdio: 'inherit' })
}
process.exit(0)
