// A buyer's pages come from the page cache too (decision 038), keyed by what their header shows: the count in
// the cart link is right after every add, a page made for one buyer is private, and an empty cart shares the
// anonymous visitors' page.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { PORT } from './fixtures'

const HOST = `deira.localhost:${PORT}`
const url = (path: string) => `http://127.0.0.1:${PORT}${path}`
const SLUG = 'dubai-burj-khalifa-at-the-top'

async function page(request: APIRequestContext, path: string, cookie?: string) {
  const r = await request.get(url(path), { headers: { Host: HOST, ...(cookie ? { Cookie: cookie } : {}) }, maxRedirects: 0 })
  const html = await r.text()
  return {
    state: r.headers()['x-page-cache'],
    cacheControl: r.headers()['cache-control'] ?? null,
    count: Number(/data-cart-link[^>]*data-count="(\d+)"/.exec(html)?.[1] ?? /data-count="(\d+)"[^>]*data-cart-link/.exec(html)?.[1] ?? NaN),
  }
}

/** Adds one adult ticket on an open date to the cart behind `cookie` (or a new one); returns the cart cookie. */
async function addTicket(request: APIRequestContext, cookie?: string): Promise<string> {
  const get = async (path: string) => JSON.parse(await (await request.get(url(path), { headers: { Host: HOST } })).text())
  const month = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 7)
  const { days } = (await get(`/api/availability/${SLUG}?month=${month}`)) as { days: Array<{ date: string; status: string }> }
  const date = days.find((d) => d.status === 'AVAILABLE')!.date
  const view = (await get(`/api/availability/${SLUG}?date=${date}`)) as { options: Array<{ id: string; departures: Array<{ startTime: string }> }> }
  const added = await request.post(url('/cart'), {
    headers: { Host: HOST, Origin: `http://${HOST}`, ...(cookie ? { Cookie: cookie } : {}) },
    form: { intent: 'add', experienceSlug: SLUG, optionId: view.options[0]!.id, date, startTime: view.options[0]!.departures[0]!.startTime, 'unitQuantities.adult': '1' },
    maxRedirects: 0,
  })
  expect(added.status()).toBe(302)
  const set = added.headers()['set-cookie']
  return cookie ?? /cart=[^;]+/.exec(set ?? '')![0]
}

test("a buyer's header count is right after every add, and their cached page is theirs alone", async ({ playwright }) => {
  // One request context per visitor (each keeps its own cart cookie); every page request also says its cookies.
  const visitor = () => playwright.request.newContext()
  const [request, another, anonymousVisitor] = await Promise.all([visitor(), visitor(), visitor()])
  const path = `/experiences?buyer-cache=${Date.now()}`

  const cart = await addTicket(request)
  const first = await page(request, path, `locale=en; ${cart}`)
  const again = await page(request, path, `locale=en; ${cart}`)
  expect([first.count, again.count]).toEqual([1, 1])
  expect([first.state, again.state]).toEqual(['MISS', 'HIT'])
  expect(again.cacheControl).toBe('private, no-cache')

  await addTicket(request, cart)
  const afterAdd = await page(request, path, `locale=en; ${cart}`)
  expect(afterAdd.count).toBe(2)
  expect(afterAdd.state).toBe('MISS')

  // Another guest with one item shares the one-item page; an anonymous visitor never sees a buyer's count.
  const other = await addTicket(another)
  const otherPage = await page(another, path, `locale=en; ${other}`)
  expect([otherPage.count, otherPage.state]).toEqual([1, 'HIT'])
  const anonymous = await page(anonymousVisitor, path, 'locale=en')
  expect(anonymous.count).toBe(0)
  expect(anonymous.cacheControl).toBeNull()
  await Promise.all([request.dispose(), another.dispose(), anonymousVisitor.dispose()])
})
