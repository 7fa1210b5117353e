// The cart, checkout and outcome endpoints answer anything a visitor (or a script) can send with a clear
// 4xx, never a 500; outcome ids of another shape or another site are not found.
import { expect, test as base, type APIRequestContext } from '@playwright/test'
import { PORT } from './fixtures'

const HOST = `deira.localhost:${PORT}`
const url = (path: string) => `http://127.0.0.1:${PORT}${path}`
type Http = { post: (path: string, form: Record<string, string>) => Promise<Answer>; get: (path: string) => Promise<Answer> }
type Answer = { status: number; location: string | null; cacheControl: string | null; text: () => Promise<string> }

const answer = async (r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Answer> => ({
  status: r.status(),
  location: r.headers()['location'] ?? null,
  cacheControl: r.headers()['cache-control'] ?? null,
  text: () => r.text(),
})
const test = base.extend<{ http: Http }>({
  http: async ({ request }, use) => {
    // No Cookie header of our own: the request context keeps the cart cookie the server sets.
    const headers = { Host: HOST }
    await use({
      // Same-origin, as the front door requires of every POST.
      post: async (path, form) => answer(await request.post(url(path), { form, headers: { ...headers, Origin: `http://${HOST}` }, maxRedirects: 0 })),
      get: async (path) => answer(await request.get(url(path), { headers, maxRedirects: 0 })),
    })
  },
})

test('the cart action refuses an unknown intent and malformed items with 400', async ({ http }) => {
  expect((await http.post('/cart', { intent: 'steal' })).status).toBe(400)
  expect((await http.post('/cart', { intent: 'add', experienceSlug: '../../etc', optionId: 'x', date: '2030-02-30', startTime: '99:99' })).status).toBe(400)
  const unknownOption = await http.post('/cart', {
    intent: 'add',
    experienceSlug: 'dubai-evening-desert-safari',
    optionId: '00000000-0000-4000-8000-000000000000',
    date: '2030-01-01',
    startTime: '15:00',
    'unitQuantities.adult': '2',
  })
  expect(unknownOption.status).toBe(400)
  expect((await http.post('/cart', { intent: 'update', itemId: 'nope' })).status).toBe(400)
  expect((await http.post('/cart', { intent: 'apply-promo', code: '<script>' })).status).toBe(400)
  expect((await http.post('/cart', { intent: 'confirm-total', total: '-5' })).status).toBe(400)
})

test('a visitor without a cart is sent back to it, even with a malformed buyer form', async ({ http }) => {
  const malformed = await http.post('/checkout', { firstName: '', email: 'x', phoneCountry: 'ZZ:+0', phone: 'abc' })
  expect(malformed.status).toBe(302)
  expect(malformed.location).toBe('/cart')
  const valid = await http.post('/checkout', {
    firstName: 'Amira',
    lastName: 'Haddad',
    email: 'amira@example.com',
    phoneCountry: 'AE:+971',
    phone: '501234567',
    idempotencyKey: 'a1b2c3d4-e5f6-4a5b-8c9d-0e1f2a3b4c5d',
    confirmedTotal: '1000',
  })
  expect(valid.location).toBe('/cart')
  expect((await http.get('/checkout')).location).toBe('/cart')
})

test('with a cart, checkout answers a malformed buyer form with 400 and the field errors', async ({ http }) => {
  // A ticket: no pickup point to choose.
  const slug = 'dubai-burj-khalifa-at-the-top'
  const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7)
  const { days } = JSON.parse(await (await http.get(`/api/availability/${slug}?month=${month}`)).text()) as { days: Array<{ date: string; status: string }> }
  const date = days.find((d) => d.status === 'AVAILABLE')!.date
  const view = JSON.parse(await (await http.get(`/api/availability/${slug}?date=${date}`)).text()) as {
    options: Array<{ id: string; departures: Array<{ startTime: string }> }>
  }
  const added = await http.post('/cart', {
    intent: 'add',
    experienceSlug: slug,
    optionId: view.options[0]!.id,
    date,
    startTime: view.options[0]!.departures[0]!.startTime,
    'unitQuantities.adult': '1',
  })
  expect(added.location).toBe('/cart')
  const checkout = await http.post('/checkout', { firstName: '', lastName: 'Haddad', email: 'amira@', phoneCountry: 'ZZ:+0', phone: 'abc', confirmedTotal: 'x' })
  expect(checkout.status).toBe(400)
  const html = await checkout.text()
  expect(html).toContain('Required Field')
  expect(html).toContain('This format is not correct.')
})

test('outcome screens and the outcome resource: a bad or unknown purchase id is 400 / 404, never 500', async ({ http }) => {
  expect((await http.get('/checkout/success?purchase=%3Cscript%3E')).status).toBe(404)
  expect((await http.get('/ru/checkout/on_hold?purchase=UNKNOWN123')).status).toBe(404)
  expect((await http.get('/checkout/error')).status).toBe(404)
  expect((await http.get('/api/order-outcome?purchase=%00')).status).toBe(400)
  expect((await http.get('/api/order-outcome?purchase=UNKNOWN123')).status).toBe(404)
})

test('the custom offer action refuses a malformed request with 400', async ({ http }) => {
  expect((await http.post('/experiences/dubai-evening-desert-safari', { intent: 'custom-offer', email: 'no', travellers: 'many' })).status).toBe(400)
})

test('cart and checkout pages have localized titles and are never cached or indexed', async ({ http }) => {
  const cart = await http.get('/de/cart')
  expect(cart.status).toBe(200)
  expect(cart.cacheControl).toBe('private, no-store')
  const html = await cart.text()
  expect(html).toContain('<title>Warenkorb | Deira Desert Safari</title>')
  expect(html).toContain('noindex')
})
