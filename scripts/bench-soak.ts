// `npm run bench:soak [-- --minutes 10 --connections 10 --port 3900 --experiences 10000]`: a mixed load on the
// production server (issue 24) for `--minutes` (10 by default; fewer for a try), on the benchmarks' PostgreSQL
// database (scripts/bench/database.ts). Each of `--connections` clients loops over weighted visits: browsing (70%:
// home, listings with filters and sorts, long-tail experience pages, searches, in four locales, on the marketplace
// and a supplier host), a cart (20%: one or two tickets added, the cart page) and a booking (10%: a ticket, the
// checkout form, the sandbox card page paid with 4242, the return screen). The server's RSS is sampled every 5 s.
// It passes when there were 0 errors (a 5xx, a refused connection, a status no visitor should meet), every booking
// is consistent afterwards (each departure's held + booked moved by exactly the seats of the bookings made on it, no
// order left PENDING_PAYMENT or PROCESSING, one order per payment), and the RSS of the last half stays within ±10%
// of its mean. Not part of `npm test`: it takes its minutes and measures the machine as much as the code.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { loadavg } from 'node:os'
import postgres from 'postgres'
import { benchDatabaseUrl, prepareBenchDatabase, seatGaps } from './bench/database'
import { productionServerEnv } from './bench/server-env'
import { answers, cookieOf, field, pick } from './bench/forms'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const minutes = arg('minutes', 10)
const connections = arg('connections', 10)
const port = arg('port', 3900)
const url = benchDatabaseUrl()
await prepareBenchDatabase(url, arg('experiences', 10_000))

const run = randomUUID().slice(0, 8)
const buyerEmail = `soak-${run}@example.com`
const db = postgres(url, { max: 2, onnotice: () => {} })
const experiences = (await db`select e.slug, c.slug as city, (e.slug not like 'scale-%') as demo from experiences e join cities c on c.id = e.city_id where e.status = 'active'`) as unknown as Array<{
  slug: string
  city: string
  demo: boolean
}>
const cities = [...new Set(experiences.map((e) => e.city))]
const demo = experiences.filter((e) => e.demo).map((e) => e.slug)
// An experience with pickup asks for a pickup point, as its booking form does: the first active one.
const pickups = new Map(
  (await db`select distinct on (e.slug) e.slug, p.id from pickup_points p join experiences e on e.id = p.experience_id where p.active and e.slug not like 'scale-%' order by e.slug, p.name`).map(
    (r) => [r.slug as string, r.id as string],
  ),
)
const words = [
  ...new Set(
    (await db`select title from experience_translations where locale = 'en' limit 400`)
      .flatMap((r) =>
        String(r.title)
          .toLowerCase()
          .split(/[^a-z]+/),
      )
      .filter((w) => w.length > 3),
  ),
]
const gapsBefore = await seatGaps(db)

const server = spawn('node', ['--import', 'tsx', 'server.ts'], {
  env: productionServerEnv(url, port),
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
process.once('exit', () => {
  try {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
})
// Ctrl-C or a kill ends the run through 'exit', so the server goes with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes('running') && resolve()))
server.stdout.resume()

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const counts = { requests: 0, errors: 0, browse: 0, carts: 0, bookings: 0, booked: 0, refused: 0 }
const errorSamples: string[] = []
const refusals = new Map<string, number>()
/** A visit the catalogue turned down (no open day, a sold-out departure, a changed total): counted, not an error. */
const refuse = (why: string): null => {
  counts.refused++
  refusals.set(why, (refusals.get(why) ?? 0) + 1)
  return null
}
const error = (what: string) => {
  counts.errors++
  if (errorSamples.length < 20) errorSamples.push(what)
}

/** One request as a browser on `host` sends it; a 5xx or a failed connection is an error of the run. */
function call(method: 'GET' | 'POST', path: string, host: string, cookie: string, form?: Record<string, string>): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined
  const headers: Record<string, string> = { Host: host, Cookie: cookie, 'Accept-Encoding': 'identity' }
  if (body) Object.assign(headers, { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), Origin: `http://${host}` })
  counts.requests++
  return new Promise((resolve) => {
    const req = http.request(`http://127.0.0.1:${port}${path}`, { method, headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (d: string) => (text += d))
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 500) error(`${method} ${host}${path}: ${res.statusCode}`)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text })
      })
    })
    req.on('error', (e) => {
      error(`${method} ${host}${path}: ${e.message}`)
      resolve({ status: 0, headers: {}, text: '' })
    })
    req.end(body)
  })
}
const expect = (answer: Answer, statuses: number[], what: string) => {
  if (answer.status && !statuses.includes(answer.status)) error(`${what}: ${answer.status}`)
  return statuses.includes(answer.status)
}

async function browse() {
  counts.browse++
  const e = pick(experiences)
  // The supplier host enables en, ru and de (tenants/deira/tenant.yaml); the marketplace all four.
  if (Math.random() < 0.2) {
    const prefix = pick(['', '', '/ru', '/de'])
    const path = pick(['', '/experiences', '/experiences?sort=price', '/about', '/faq'])
    return void expect(await call('GET', prefix + path || '/', 'deira.localhost', 'locale=en'), [200], `GET deira.localhost${prefix}${path}`)
  }
  if (Math.random() < 0.1) {
    const path = `/api/suggest?q=${encodeURIComponent(pick(words).slice(0, 4))}`
    return void expect(await call('GET', path, 'localhost', 'locale=en'), [200], `GET ${path}`)
  }
  const prefix = pick(['', '', '/ru', '/de', '/tr'])
  const path = pick([
    '',
    `/things-to-do?page=${1 + Math.floor(Math.random() * 5)}`,
    `/things-to-do?sort=${pick(['price', 'rating', 'recommended'])}`,
    `/things-to-do-in-${pick(cities)}`,
    `/things-to-do-in-${e.city}/${e.slug}`,
    `/things-to-do-in-${e.city}/${e.slug}`,
    `/search/${encodeURIComponent(`${pick(words)} ${Math.random() < 0.5 ? pick(words) : ''}`.trim())}`,
  ])
  expect(await call('GET', prefix + path || '/', 'localhost', 'locale=en'), [200], `GET localhost${prefix}${path}`)
}

/** A guest's cart with `tickets` tickets of one demo experience on an open day; its cookie, or null when none was open. */
async function fillCart(tickets: number): Promise<string | null> {
  const slug = pick(demo)
  const month = new Date(Date.now() + (20 + Math.floor(Math.random() * 40)) * 86_400_000).toISOString().slice(0, 7)
  const calendar = await call('GET', `/api/availability/${slug}?month=${month}`, 'localhost', 'locale=en')
  const days =
    ((calendar.status === 200 ? JSON.parse(calendar.text) : {}) as { days?: Array<{ date: string; status: string }> }).days?.filter((d) => d.status === 'AVAILABLE' || d.status === 'LIMITED') ?? []
  if (!days.length) return refuse(`no open day in ${calendar.status === 200 ? 'the month' : `a ${calendar.status} calendar`}`)
  const date = pick(days).date
  const day = await call('GET', `/api/availability/${slug}?date=${date}`, 'localhost', 'locale=en')
  if (day.status !== 200) return refuse(`day ${day.status}`)
  const view = JSON.parse(day.text) as { options: Array<{ id: string; minTravellers?: number | null; departures: Array<{ startTime: string; units: Array<{ type: string }> }> }> }
  const option = view.options.find((o) => o.departures.length > 0)
  if (!option) return refuse('no departure that day')
  let cookie = 'locale=en'
  for (let i = 0; i < tickets; i++) {
    // The departure's first unit (adult, or the item of a boat or a private tour), as many as the option's minimum.
    const departure = pick(option.departures)
    const unit = departure.units[0]?.type ?? 'adult'
    const quantity = unit === 'item' ? 1 : Math.max(1, option.minTravellers ?? 1)
    const form: Record<string, string> = { intent: 'add', experienceSlug: slug, optionId: option.id, date, startTime: departure.startTime, [`unitQuantities.${unit}`]: String(quantity) }
    // A boat or a private car is one item for a party: say how many travel.
    if (unit === 'item') form.travellers = String(Math.max(1, option.minTravellers ?? 1))
    const pickup = pickups.get(slug)
    if (pickup) form.pickupPointId = pickup
    const added = await call('POST', '/cart', 'localhost', cookie, form)
    // A departure sold out or a unit this option lacks: the cart says so, as it would to a visitor.
    if (added.status !== 302 || added.headers.location !== '/cart') {
      refuse(`add: ${added.status} ${added.headers.location ?? ''}`.trim())
      return i > 0 ? cookie : null
    }
    const cart = cookieOf(added, 'cart')
    if (cart) cookie = `locale=en; ${cart}`
  }
  return cookie
}

async function cart() {
  counts.carts++
  const cookie = await fillCart(1 + Math.floor(Math.random() * 2))
  if (!cookie) return
  expect(await call('GET', '/cart', 'localhost', cookie), [200], 'GET /cart')
}

async function booking() {
  counts.bookings++
  let cookie = await fillCart(1)
  if (!cookie) return
  const checkout = await call('GET', '/checkout', 'localhost', cookie)
  if (!expect(checkout, [200, 302], 'GET /checkout') || checkout.status === 302) return void refuse('checkout sent back to the cart')
  const form = {
    firstName: 'Soak',
    lastName: 'Test',
    email: buyerEmail,
    phoneCountry: 'AE:+971',
    phone: '501234567',
    idempotencyKey: field(checkout.text, 'idempotencyKey'),
    confirmedTotal: field(checkout.text, 'confirmedTotal'),
    ...answers(checkout.text),
  }
  const placed = await call('POST', '/checkout', 'localhost', cookie, form)
  const session = cookieOf(placed, 'session')
  if (session) cookie = `${cookie}; ${session}`
  const payPath = placed.headers.location ? new URL(placed.headers.location, 'http://localhost').pathname : ''
  // 409: a price or seat changed between the form and the order; the buyer is shown the new total.
  if (!payPath.startsWith('/_sandbox/pay/')) return void (expect(placed, [302, 409], 'POST /checkout') && refuse(`checkout: ${placed.status}`))
  const payPage = await call('GET', payPath, 'localhost', cookie)
  const csrf = cookieOf(payPage, 'sandbox_csrf')
  const paid = await call('POST', payPath, 'localhost', `${cookie}; ${csrf}`, { csrf: field(payPage.text, 'csrf'), cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Soak Test' })
  if (!expect(paid, [303], 'POST the sandbox card') || !paid.headers.location) return
  const back = new URL(paid.headers.location)
  const outcome = await call('GET', back.pathname + back.search, 'localhost', cookie)
  const screen = outcome.status === 302 ? String(outcome.headers.location) : back.pathname
  if (expect(outcome, [200, 302], 'GET the return screen') && /^\/checkout\/(success|on_hold)/.test(screen)) counts.booked++
  else error(`a paid order's return screen: ${outcome.status} ${screen}`)
}

const rss: Array<{ at: number; mb: number }> = []
const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const began = Date.now()
const deadline = began + minutes * 60_000
const sampler = setInterval(() => {
  rss.push({ at: (Date.now() - began) / 1000, mb: rssOf() })
  const last = rss.at(-1)!
  if (rss.length % 6 === 0)
    console.log(`${last.at.toFixed(0)} s: RSS ${last.mb.toFixed(0)} MB, ${counts.requests} requests, ${counts.booked} booked, ${counts.errors} errors, load ${loadavg()[0]!.toFixed(1)}`)
}, 5000)
rss.push({ at: 0, mb: rssOf() })
const client = async () => {
  while (Date.now() < deadline) {
    const r = Math.random()
    await (r < 0.7 ? browse() : r < 0.9 ? cart() : booking())
  }
}
await Promise.all(Array.from({ length: connections }, client))
clearInterval(sampler)
agent.destroy()

// Returns and webhooks settle the orders; give the server's workers a moment before judging them.
const settle = Date.now() + 60_000
const unsettled = async () => (await db`select count(*)::int as n from orders where email = ${buyerEmail} and status in ('PENDING_PAYMENT', 'PROCESSING')`)[0]!.n as number
while ((await unsettled()) > 0 && Date.now() < settle) await new Promise((r) => setTimeout(r, 1000))
const stuck = await unsettled()
const orders = (await db`select status::text, count(*)::int as n from orders where email = ${buyerEmail} group by status order by status`) as unknown as Array<{ status: string; n: number }>
const gapsAfter = await seatGaps(db)
const moved = [...gapsAfter].filter(([id, gap]) => gapsBefore.has(id) && gapsBefore.get(id) !== gap)
await db.end()

const tail = rss.filter((s) => s.at >= (minutes * 60) / 2)
const mean = tail.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, tail.length)
const spread = tail.length ? Math.max(...tail.map((s) => Math.abs(s.mb - mean) / mean)) : 0
const placed = orders.reduce((sum, o) => sum + o.n, 0)
console.log(
  `\nSoak ${minutes} min, ${connections} connections, run ${run}: ${counts.requests} requests (${(counts.requests / (minutes * 60)).toFixed(1)}/s); visits: ${counts.browse} browsing, ${
    counts.carts
  } carts, ${counts.bookings} bookings (${counts.booked} paid, ${counts.refused} refused by availability or a changed total)`,
)
console.log(`Refused: ${[...refusals].map(([why, n]) => `${why} ${n}`).join(', ') || 'none'}`)
console.log(`Orders of this run: ${orders.map((o) => `${o.status} ${o.n}`).join(', ') || 'none'}; stuck (PENDING_PAYMENT/PROCESSING after 60 s): ${stuck}`)
console.log(
  `RSS: start ${rss[0]!.mb.toFixed(0)} MB, max ${Math.max(...rss.map((s) => s.mb)).toFixed(0)} MB, end ${rss.at(-1)!.mb.toFixed(0)} MB; last half mean ${mean.toFixed(0)} MB, furthest sample ${(
    spread * 100
  ).toFixed(1)}% from it`,
)
console.log(
  `RSS samples (s: MB): ${rss
    .filter((_, i) => i % 12 === 0 || i === rss.length - 1)
    .map((s) => `${s.at.toFixed(0)}: ${s.mb.toFixed(0)}`)
    .join(', ')}`,
)
const checks: Array<[string, boolean]> = [
  [`0 errors (${counts.errors}${errorSamples.length ? `: ${errorSamples.join('; ')}` : ''})`, counts.errors === 0],
  [`no order stuck (${stuck})`, stuck === 0],
  [`one order per paid booking (${placed} orders, ${counts.booked} paid)`, placed === counts.booked],
  [
    `every departure's seats match its bookings (${moved.length} departures moved without a booking${
      moved.length
        ? `: ${moved
            .slice(0, 5)
            .map(([id]) => id)
            .join(', ')}`
        : ''
    })`,
    moved.length === 0,
  ],
  [`RSS of the last half within ±10% of its mean (${(spread * 100).toFixed(1)}%)`, spread <= 0.1],
]
for (const [what, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${what}`)
process.exit(checks.every(([, ok]) => ok) ? 0 : 1)
