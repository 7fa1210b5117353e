// The partner hub keeps each supplier's bookings, guests and settings to that supplier (issue 22): an owner of
// one supplier walks every hub page and action with another supplier's slug, booking id and voucher reference,
// and gets 404 (or "not found") every time, with nothing written. Also: no page without signing in, and no
// form post from another site.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { PORT } from './fixtures'

const HOST = `partners.localhost:${PORT}`
const ORIGIN = `http://${HOST}`
const base = `http://localhost:${PORT}`
const PASSWORD = 'isolation password 1'

type Day = { email: string; supplier: string; reference: string; bookingId: string; date: string }

async function stageDay(request: APIRequestContext, supplier: string, tenant: string): Promise<Day> {
  const res = await request.post(`${base}/__e2e/hub-day`, { data: { supplier, tenant, password: PASSWORD } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Day
}

async function signIn(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${base}/sign-in`, { headers: { Host: HOST, Origin: ORIGIN }, form: { email, password: PASSWORD }, maxRedirects: 0 })
  expect(res.status(), 'signing in redirects').toBe(302)
  const cookie = res.headers()['set-cookie']?.split(';')[0]
  expect(cookie).toMatch(/^hub_session=/)
  return cookie!
}

const state = async (request: APIRequestContext, id: string) => (await (await request.get(`${base}/__e2e/hub/booking-state?id=${id}`)).json()) as { booking: { status: string } | null; operations: unknown; audits: number; refunds: number }

test('staff of one supplier never see or change another supplier’s bookings, guests or settings', async ({ request }) => {
  const mine = await stageDay(request, 'deira-desert-safari', 'deira')
  const theirs = await stageDay(request, 'get-that-boat', 'get-that-boat')
  const cookie = await signIn(request, mine.email)
  const headers = { Host: HOST, Cookie: cookie }
  const post = { Host: HOST, Cookie: cookie, Origin: ORIGIN }
  const before = await state(request, theirs.bookingId)
  expect(before.booking?.status).toBe('CONFIRMED')

  // My own pages answer.
  for (const path of ['', '/requests', '/bookings', '/bookings.csv', `/bookings/${mine.bookingId}`, `/manifest?date=${mine.date}`, `/manifest.csv?date=${mine.date}`, '/check-in', '/team', '/audit']) {
    const res = await request.get(`${base}/s/${mine.supplier}${path}`, { headers, maxRedirects: 0 })
    expect(res.status(), `my ${path || 'today'} page`).toBe(200)
  }
  // Every page of the other supplier: not found.
  for (const path of ['', '/requests', '/bookings', '/bookings.csv', `/bookings/${theirs.bookingId}`, `/manifest?date=${theirs.date}`, `/manifest.csv?date=${theirs.date}`, '/check-in', '/team', '/audit']) {
    const res = await request.get(`${base}/s/${theirs.supplier}${path}`, { headers, maxRedirects: 0 })
    expect(res.status(), `their ${path || 'today'} page`).toBe(404)
  }
  // Their booking through my supplier's pages: not found either, and not in my list, CSV or manifest.
  expect((await request.get(`${base}/s/${mine.supplier}/bookings/${theirs.bookingId}`, { headers })).status()).toBe(404)
  // (Searching for their reference finds nothing; the search box repeats what was typed, so that page is
  // checked for its empty result rather than for the reference.)
  const search = await (await request.get(`${base}/s/${mine.supplier}/bookings?q=${theirs.reference}`, { headers })).text()
  expect(search).toContain('No bookings match these filters.')
  for (const path of ['/bookings', '/bookings.csv', `/manifest?date=${theirs.date}`, `/manifest.csv?date=${theirs.date}`]) {
    const body = await (await request.get(`${base}/s/${mine.supplier}${path}`, { headers })).text()
    expect(body, `${path} shows nothing of theirs`).not.toContain(theirs.reference)
  }

  // Every action on their booking, by both URLs: 404, nothing written.
  const actions: Array<[string, Record<string, string>]> = [
    [`/bookings/${theirs.bookingId}/decision`, { intent: 'confirm', bookingId: theirs.bookingId }],
    [`/bookings/${theirs.bookingId}/decision`, { intent: 'decline', bookingId: theirs.bookingId }],
    [`/bookings/${theirs.bookingId}/operations`, { intent: 'check-in' }],
    [`/bookings/${theirs.bookingId}/operations`, { intent: 'no-show' }],
    [`/bookings/${theirs.bookingId}/operations`, { intent: 'settle', amount: '10', method: 'cash' }],
    [`/bookings/${theirs.bookingId}/operations`, { intent: 'cancel' }],
    ['/requests', { intent: 'confirm', bookingId: theirs.bookingId }],
    ['/team', { intent: 'invite', email: 'intruder@example.com', role: 'owner', locale: 'en' }],
  ]
  for (const [path, form] of actions) {
    for (const slug of [mine.supplier, theirs.supplier]) {
      if (path === '/requests' || path === '/team') {
        if (slug === mine.supplier) continue
      }
      const res = await request.post(`${base}/s/${slug}${path}`, { headers: post, form, maxRedirects: 0 })
      expect(res.status(), `POST /s/${slug}${path} ${form.intent}`).toBe(404)
    }
  }
  // Answering "their" booking from my requests page finds nothing to answer.
  const answered = await request.post(`${base}/s/${mine.supplier}/requests`, { headers: post, form: { intent: 'confirm', bookingId: theirs.bookingId }, maxRedirects: 0 })
  expect(answered.status()).toBe(404)
  // Scanning their voucher at my check-in: the same answer as a reference that does not exist.
  const scanned = await request.post(`${base}/s/${mine.supplier}/check-in`, { headers: post, form: { reference: theirs.reference } })
  const nowhere = await request.post(`${base}/s/${mine.supplier}/check-in`, { headers: post, form: { reference: 'ZZZZZZZZ-1' } })
  expect(await scanned.text()).toContain('not found')
  expect(scanned.status()).toBe(nowhere.status())

  const after = await state(request, theirs.bookingId)
  expect(after, 'their booking as it was: no status change, no check-in, no audit line, no refund').toEqual(before)
})

test('the hub asks to sign in first, and refuses a form posted from another site', async ({ request }) => {
  const page = await request.get(`${base}/s/deira-desert-safari/bookings`, { headers: { Host: HOST }, maxRedirects: 0 })
  expect(page.status()).toBe(302)
  expect(page.headers().location).toBe('/sign-in?next=%2Fs%2Fdeira-desert-safari%2Fbookings')
  const csv = await request.get(`${base}/s/deira-desert-safari/bookings.csv`, { headers: { Host: HOST }, maxRedirects: 0 })
  expect(csv.status()).toBe(302)
  const forged = await request.post(`${base}/sign-in`, { headers: { Host: HOST, Origin: 'https://evil.example' }, form: { email: 'a@b.example', password: 'x' }, maxRedirects: 0 })
  expect(forged.status()).toBe(403)
  const noOrigin = await request.post(`${base}/sign-out`, { headers: { Host: HOST }, maxRedirects: 0 })
  expect(noOrigin.status()).toBe(403)
  // The hub's pages are never stored by a cache, and carry the shop's security headers.
  const signIn = await request.get(`${base}/sign-in`, { headers: { Host: HOST } })
  expect(signIn.headers()['cache-control']).toBe('no-store')
  expect(signIn.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/)
})
