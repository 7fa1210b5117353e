// Two app servers on one database (issue 24, decision 052), over HTTP: the main e2e server (PORT), a second server
// process on the same database (PEER_PORT) and a round-robin proxy in front of both (PROXY_PORT), all started by
// tests/e2e/serve.ts. The last seats of a departure sell exactly once across both; a session and a cart made on one
// work on the other; and the last seat sold through one is no longer offered by the other's cached pages within a
// second.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { PORT } from './fixtures'
import { PEER_PORT, PROXY_PORT } from './two-server-ports'

// Bavaria Guides' own site, which no other test books on: the sales here empty its pages (and the marketplace's), not
// those other tests count cache hits on (buyer-cache.http.spec.ts, on Deira).
const HOST = `four.localhost:${PORT}`
// A ticket: no pickup point, one adult is a whole booking.
const SLUG = 'munich-bmw-museum-tickets'
const at = (port: number, path: string) => `http://127.0.0.1:${port}${path}`
const BUYER = { firstName: 'Amira', lastName: 'Haddad', phoneCountry: 'AE:+971', phone: '501234567' }

// One after another: each sells seats of the same supplier, which empties the pages the last test counts on.
test.describe.configure({ mode: 'serial' })

/** The two servers run only on PostgreSQL (serve.ts starts the peer when its database has a URL). */
test.beforeAll(async ({ request }) => {
  const peer = await request.get(at(PEER_PORT, '/healthz')).then(
    (r) => r.ok(),
    () => false,
  )
  test.skip(!peer, 'no second app server: the e2e database is the embedded PGlite')
})

// Every request says its cookies itself, so a request context's own cookie jar (shared by every port of 127.0.0.1)
// never carries a session or a cart from one visitor or server to another unseen.
const get = (request: APIRequestContext, port: number, path: string, cookie = 'locale=en') => request.get(at(port, path), { headers: { Host: HOST, Cookie: cookie }, maxRedirects: 0 })
const post = (request: APIRequestContext, port: number, path: string, form: Record<string, string>, cookie = 'locale=en') =>
  request.post(at(port, path), { form, headers: { Host: HOST, Origin: `http://${HOST}`, Cookie: cookie }, maxRedirects: 0 })

/** An open date of the ticket about `monthsAhead` months from now (each test takes its own month: no other test's). */
async function openDate(request: APIRequestContext, monthsAhead: number): Promise<string> {
  const month = new Date(Date.now() + monthsAhead * 30 * 86_400_000).toISOString().slice(0, 7)
  const { days } = (await (await get(request, PORT, `/api/availability/${SLUG}?month=${month}`)).json()) as { days: Array<{ date: string; status: string }> }
  const open = days.filter((d) => d.status === 'AVAILABLE')
  expect(open.length, `open dates in ${month}`).toBeGreaterThan(2)
  return open[1]!.date
}

/** Leaves `seats` seats on the date's first departure (none on its others); returns the departure and its form fields. */
async function lastSeats(request: APIRequestContext, date: string, seats: number) {
  const staged = await request.post(at(PORT, '/__e2e/last-seats'), { data: { experience: SLUG, date, seats } })
  expect(staged.status()).toBe(200)
  const { slotId } = (await staged.json()) as { slotId: string }
  const view = (await (await get(request, PORT, `/api/availability/${SLUG}?date=${date}`)).json()) as {
    options: Array<{ id: string; departures: Array<{ startTime: string; remaining: number }> }>
  }
  const option = view.options.find((o) => o.departures.some((d) => d.remaining === seats))!
  const startTime = option.departures.find((d) => d.remaining === seats)!.startTime
  const seatsOf = async () => (await (await request.get(at(PORT, `/__e2e/slot/${slotId}`))).json()) as { capacity: number; held: number; booked: number }
  return { slotId, item: { intent: 'add', experienceSlug: SLUG, optionId: option.id, date, startTime, 'unitQuantities.adult': '1' }, seatsOf }
}

/** The cookies a response set, as a Cookie header (name=value pairs), merged over `cookie`. */
function cookiesAfter(response: APIResponse, cookie = 'locale=en'): string {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0]!, pair] as const))
  for (const header of response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')) {
    const pair = header.value.split(';')[0]!
    jar.set(pair.split('=')[0]!, pair)
  }
  return [...jar.values()].join('; ')
}

/** The total a visitor confirms at checkout, as the checkout page shows it to them. */
async function confirmedTotal(request: APIRequestContext, port: number, cookie: string): Promise<string> {
  const page = await get(request, port, '/checkout', cookie)
  expect(page.status()).toBe(200)
  return /name="confirmedTotal" value="(\d+)"/.exec(await page.text())![1]!
}

const checkout = (request: APIRequestContext, port: number, cookie: string, email: string, total: string) =>
  post(request, port, '/checkout', { ...BUYER, email, idempotencyKey: crypto.randomUUID(), confirmedTotal: total }, cookie)

test('a race for the last 3 seats through both servers sells exactly 3, with no 5xx', async ({ playwright }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext()
  const { item, seatsOf } = await lastSeats(request, await openDate(request, 7), 3)
  // Twelve guests put one seat each in their carts (a cart holds nothing yet), half through each server.
  const guests = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const added = await post(request, i % 2 ? PEER_PORT : PORT, '/cart', item)
      expect(added.status()).toBe(302)
      return cookiesAfter(added)
    }),
  )
  const total = await confirmedTotal(request, PORT, guests[0]!)
  // All at once through the round-robin proxy: the seats are taken at checkout.
  const answers = await Promise.all(guests.map((cookie, i) => checkout(request, PROXY_PORT, cookie, `racer-${i}-${Date.now()}@example.com`, total)))
  const outcomes = answers.map((a) => `${a.status()} ${a.headers()['location'] ?? ''}`)
  expect(new Set(answers.map((a) => a.headers()['x-upstream'])), 'both servers answered').toEqual(new Set(['main', 'peer']))
  expect(
    outcomes.filter((o) => Number(o.slice(0, 3)) >= 500),
    outcomes.join('\n'),
  ).toEqual([])
  // Three orders are placed and go on to pay; the other guests are sent back to their carts, which say why.
  expect(
    outcomes.filter((o) => /^302 \S+\/_sandbox\/pay\//.test(o)),
    outcomes.join('\n'),
  ).toHaveLength(3)
  expect(
    outcomes.filter((o) => o === '302 /cart'),
    outcomes.join('\n'),
  ).toHaveLength(9)
  const loser = guests[outcomes.indexOf('302 /cart')]!
  expect(await (await get(request, PEER_PORT, '/cart', loser)).text()).toContain('data-status="UNAVAILABLE"')
  const seats = await seatsOf()
  expect(seats.held + seats.booked).toBe(seats.capacity)
  await request.dispose()
})

test('a session and a cart made on one server are used on the other', async ({ playwright }) => {
  const onA = await playwright.request.newContext()
  const email = `two-servers-${test.info().project.name}-${Date.now()}@example.com`
  const password = 'a long shared secret 2024'
  const signedUp = await post(onA, PORT, '/auth/signup', { firstName: 'Omar', lastName: 'Saleh', email, password, confirmPassword: password })
  expect(signedUp.status()).toBe(302)
  let cookie = cookiesAfter(signedUp, 'locale=en')
  expect(cookie).toMatch(/(^|; )session=/)
  const date = await openDate(onA, 5)
  const view = (await (await get(onA, PORT, `/api/availability/${SLUG}?date=${date}`)).json()) as { options: Array<{ id: string; departures: Array<{ startTime: string }> }> }
  const added = await post(
    onA,
    PORT,
    '/cart',
    { intent: 'add', experienceSlug: SLUG, optionId: view.options[0]!.id, date, startTime: view.options[0]!.departures[0]!.startTime, 'unitQuantities.adult': '2' },
    cookie,
  )
  expect(added.status()).toBe(302)
  cookie = cookiesAfter(added, cookie)

  // Server B, with nothing but those cookies.
  const onB = await playwright.request.newContext()
  // (A context of its own, and the cookies said explicitly: B knows the visitor by them alone.)
  // The sign-in page sends a signed-in visitor on, and shows an anonymous one the form.
  const signIn = await get(onB, PEER_PORT, '/auth/login', cookie)
  expect(signIn.status(), 'B knows the session made on A').toBe(302)
  expect((await get(onB, PEER_PORT, '/auth/login', cookie.replace(/(^|; )session=[^;]*/, ''))).status()).toBe(200)
  const cart = await get(onB, PEER_PORT, '/cart', cookie)
  expect(cart.status()).toBe(200)
  const cartHtml = await cart.text()
  expect(cartHtml).toMatch(/data-cart-link[^>]*data-count="1"|data-count="1"[^>]*data-cart-link/)
  expect(cartHtml).toContain('BMW')
  // B checks the cart out: the order is placed and the buyer sent to pay.
  const placed = await checkout(onB, PEER_PORT, cookie, email, await confirmedTotal(onB, PEER_PORT, cookie))
  expect(placed.status()).toBe(302)
  expect(placed.headers()['location']).not.toMatch(/\/cart$/)
  await Promise.all([onA.dispose(), onB.dispose()])
})

test("the last seat sold through one server is no longer offered by the other's cached pages within a second", async ({ playwright }) => {
  const request = await playwright.request.newContext()
  const date = await openDate(request, 9)
  const { item, seatsOf } = await lastSeats(request, date, 1)
  // B's experience page for that date (its departures and its calendar), rendered and kept by B's page cache.
  const anonymous = await playwright.request.newContext()
  const pagePath = `/experiences/${SLUG}?date=${date}`
  const pageOnB = async () => {
    const r = await get(anonymous, PEER_PORT, pagePath)
    expect(r.status()).toBe(200)
    const html = await r.text()
    const day = new RegExp(`<button[^>]*data-date="${date}"[^>]*>`).exec(html)?.[0] ?? ''
    return { state: r.headers()['x-page-cache'], oneLeft: html.includes('data-remaining="1"'), day: /data-status="([A-Z_]+)"/.exec(day)?.[1] }
  }
  // A sale elsewhere in the suite (the marketplace sells this supplier too) may empty it meanwhile: ask again.
  let cached = await pageOnB()
  for (let attempt = 0; attempt < 5 && cached.state !== 'HIT'; attempt++) cached = await pageOnB()
  expect(cached).toEqual({ state: 'HIT', oneLeft: true, day: expect.stringMatching(/^(AVAILABLE|LIMITED)$/) })

  // The last seat, sold through A.
  const added = await post(request, PORT, '/cart', item)
  expect(added.status()).toBe(302)
  const cookie = cookiesAfter(added)
  const sold = await checkout(request, PORT, cookie, `last-seat-${Date.now()}@example.com`, await confirmedTotal(request, PORT, cookie))
  expect(sold.status()).toBe(302)
  const soldAt = Date.now()
  const seats = await seatsOf()
  expect(seats.held + seats.booked).toBe(seats.capacity)

  // B, asked again and again for up to a second, stops offering it.
  let last = await pageOnB()
  while (last.oneLeft && Date.now() - soldAt < 1000) last = await pageOnB()
  expect(last.oneLeft, `B still offered the seat ${Date.now() - soldAt} ms after it was sold (page cache ${last.state})`).toBe(false)
  expect(last.day).toBe('SOLD_OUT')
  await Promise.all([request.dispose(), anonymous.dispose()])
})
