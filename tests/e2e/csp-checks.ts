// What every app page must send (docs/decisions/021-content-security-policy.md), checked on a raw response,
// and the requests that take a guest from an empty cart to an order's outcome screen without a browser.
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { expect } from './fixtures'

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? ''

/** One policy, script only by nonce, not framed by other sites; every <script> in the page has that nonce. */
export async function expectNoncedPage(response: APIResponse, status = 200): Promise<string> {
  expect(response.status()).toBe(status)
  const policies = response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy')
  expect(policies, 'one Content-Security-Policy header').toHaveLength(1)
  const policy = policies[0]!.value
  const scriptSrc = directive(policy, 'script-src')
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
  expect(nonce, 'a nonce in script-src').toBeTruthy()
  const tags = (await response.text()).match(/<script\b[^>]*>/g) ?? []
  expect(tags.length, 'the page has Remix scripts').toBeGreaterThan(1)
  for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`)
  return nonce!
}

const field = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? ''

/** A guest's cart with one Burj Khalifa ticket (no pickup point to choose) on the `day`-th open date. */
export async function addTicket(request: APIRequestContext, url: (path: string) => string, headers: Record<string, string>, day: number) {
  const slug = 'dubai-burj-khalifa-at-the-top'
  const month = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 7)
  const { days } = (await (await request.get(url(`/api/availability/${slug}?month=${month}`), { headers })).json()) as { days: Array<{ date: string; status: string }> }
  const date = days.filter((d) => d.status === 'AVAILABLE')[day]!.date
  const view = (await (await request.get(url(`/api/availability/${slug}?date=${date}`), { headers })).json()) as {
    options: Array<{ id: string; departures: Array<{ startTime: string }> }>
  }
  const option = view.options[0]!
  const form = { intent: 'add', experienceSlug: slug, optionId: option.id, date, startTime: option.departures[0]!.startTime, 'unitQuantities.adult': '1' }
  const added = await request.post(url('/cart'), { form, headers, maxRedirects: 0 })
  expect(added.headers()['location']).toBe('/cart')
}

/** Places the order on the checkout page's form, pays on the sandbox page and returns the outcome screen's path. */
export async function payForCart(request: APIRequestContext, url: (path: string) => string, headers: Record<string, string>, card: string) {
  const checkout = await (await request.get(url('/checkout'), { headers })).text()
  const buyer = { firstName: 'Amira', lastName: 'Haddad', email: 'csp.http@example.com', phoneCountry: 'AE:+971', phone: '501234567' }
  const placed = await request.post(url('/checkout'), {
    form: { ...buyer, idempotencyKey: field(checkout, 'idempotencyKey'), confirmedTotal: field(checkout, 'confirmedTotal') },
    headers,
    maxRedirects: 0,
  })
  const payPath = new URL(placed.headers()['location']!, url('/')).pathname
  expect(payPath).toMatch(/^\/_sandbox\/pay\//)
  const payPage = await request.get(url(payPath), { headers })
  // The card page keeps its own, stricter policy (no script at all), and only that one.
  expect(payPage.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value)).toEqual([
    expect.stringContaining("default-src 'none'"),
  ])
  const csrf = field(await payPage.text(), 'csrf')
  const paid = await request.post(url(payPath), {
    form: { csrf, cardNumber: card, expiry: '12/34', cvc: '123', name: 'Amira Haddad' },
    headers,
    maxRedirects: 0,
  })
  const back = new URL(paid.headers()['location']!)
  return back.pathname + back.search
}
