// Issue 14: the order page shows an order only to its owner or to a browser the guest look-up granted it; the
// look-up answers a wrong reference and a wrong email alike and is limited; the emailed link attaches a buyer's
// guest orders to the account that asked, once, and to no other account.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, signUp } from '../../app/models/accounts/auth.server'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { attachGuestOrders, findGuestOrders, sendGuestOrdersLink } from '../../app/models/orders/guest-orders.server'
import { signToken } from '../../app/utils/signed-token.server'
import { LOOKUP_LIMITS } from '../../app/models/orders/lookup.server'
import { action as findAction } from '../../app/routes/order-find'
import { loader as orderLoader } from '../../app/routes/order'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import { commitSessionCookie } from '../../app/utils/session.server'
import * as s from '../../drizzle/schema/index'
import { addInput, findDepartures, guest, orderInput, setFreeSeats, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let departures: Departure[]
let address = 0
useFakeProvider()
/** Each test its own client address, so the look-up's per-address limit only counts that test's guesses. */
const ctx = (tenant: 'excursio' | 'deira' = 'excursio', clientIp = '203.0.113.1'): RequestContext => ({ ...testContext(db, { tenant }), clientIp })

beforeAll(async () => {
  database = await createSeededTestDatabase('order_page')
  db = database.db
  departures = await findDepartures(db, 4)
})
afterAll(() => database?.drop())

async function placeAsGuest(d: Departure) {
  await setFreeSeats(db, d.slotId, 10)
  const owner = guest()
  expect(await addCartItem(ctx(), owner, addInput(d, 1))).toMatchObject({ ok: true })
  const placed = await placeOrder(ctx(), orderInput(owner, (await checkCart(ctx(), owner)).totals.total))
  if (placed.kind !== 'placed') throw new Error(placed.kind)
  return { owner, purchaseId: placed.purchaseId, number: placed.orderNumber }
}

async function account(email: string) {
  const signed = await signUp(ctx(), { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' })
  if (!signed.ok) throw new Error(signed.reason)
  const session = await createSession(ctx(), signed.user.id)
  return { user: signed.user, cookie: (await commitSessionCookie(new Request('http://localhost/'), session)).split(';')[0]! }
}

/** The order page's loader: 200 with the order, or the status it threw. */
async function openOrder(purchaseId: string, cookie?: string, c: RequestContext = ctx()): Promise<number> {
  try {
    const request = new Request(`http://localhost/invoices/${purchaseId}`, { headers: cookie ? { cookie } : {} })
    const page = await orderLoader({ request, context: c, params: { purchaseId } })
    expect(page.order.purchaseId).toBe(purchaseId)
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

async function lookUp(fields: { reference: string; email: string }, clientIp: string) {
  const request = new Request('http://localhost/invoices/find', { method: 'POST', body: new URLSearchParams(fields) })
  try {
    const reply = await findAction({ request, context: ctx('excursio', clientIp), params: {} })
    // Remix's data(): a body and an init; a plain object is a 200.
    const init = (reply as { init?: ResponseInit | null }).init
    const body = (reply as { data?: unknown }).data ?? reply
    return { status: init?.status ?? 200, retryAfter: new Headers(init?.headers).get('Retry-After'), body: JSON.stringify(body), cookie: null as string | null }
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return { status: thrown.status, retryAfter: null, body: thrown.headers.get('Location') ?? '', cookie: thrown.headers.get('Set-Cookie') }
  }
}

describe('the order page', () => {
  it('shows the order to the browser that placed it, and the 404 of an unknown page to a stranger, another buyer and another tenant', async () => {
    const { owner, purchaseId } = await placeAsGuest(departures[0]!)
    expect(await openOrder(purchaseId, `cart=${owner.guestToken}`)).toBe(200)
    expect(await openOrder(purchaseId)).toBe(404)
    expect(await openOrder(purchaseId, `cart=${guest().guestToken}`)).toBe(404)
    const stranger = await account(`stranger-${Date.now()}@example.com`)
    expect(await openOrder(purchaseId, stranger.cookie)).toBe(404)
    // The same cart cookie on another tenant's host: that tenant has no such order.
    expect(await openOrder(purchaseId, `cart=${owner.guestToken}`, ctx('deira'))).toBe(404)
    expect(await openOrder('not/a-valid id')).toBe(404)
  })
})

describe('the guest look-up', () => {
  it('answers a wrong reference and a wrong email identically, and grants the order on a match', async () => {
    const { purchaseId, number } = await placeAsGuest(departures[1]!)
    const ip = `198.51.100.${++address}`
    const wrongReference = await lookUp({ reference: 'ZZZZ9999', email: 'ada@example.com' }, ip)
    const wrongEmail = await lookUp({ reference: number, email: 'eve@example.com' }, ip)
    // The same status, headers and message; only the typed values are echoed back into the form.
    const answer = (r: typeof wrongEmail) => ({ ...r, body: JSON.parse(r.body, (k, v) => (k === 'initialValue' ? undefined : v)) })
    expect(answer(wrongReference)).toEqual(answer(wrongEmail))
    expect(wrongReference.status).toBe(200)
    expect(wrongReference.body).toContain('order.find.notFound')

    const found = await lookUp({ reference: number.toLowerCase(), email: 'ADA@example.com' }, ip)
    expect(found.status).toBe(302)
    expect(found.body).toBe(`/invoices/${purchaseId}`)
    const grant = found.cookie!.split(';')[0]!
    expect(await openOrder(purchaseId, grant)).toBe(200)
    // The grant is this tenant's and this order's only.
    expect(await openOrder(purchaseId, grant, ctx('deira'))).toBe(404)
    const other = await placeAsGuest(departures[2]!)
    expect(await openOrder(other.purchaseId, grant)).toBe(404)
    // A grant cookie edited by hand is no grant.
    expect(await openOrder(purchaseId, grant.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBe(404)
  })

  it('limits guesses from one address with a 429 and Retry-After, the right answer included', async () => {
    const { number } = await placeAsGuest(departures[3]!)
    const ip = `198.51.100.${++address}`
    for (let i = 0; i < LOOKUP_LIMITS.address.points; i++) expect((await lookUp({ reference: `WRONG${i}`, email: 'ada@example.com' }, ip)).status).toBe(200)
    const limited = await lookUp({ reference: number, email: 'ada@example.com' }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.retryAfter)).toBeGreaterThan(0)
    expect(limited.body).toContain('order.find.tooManyRequests')
  })
})

describe('guest orders join the account by an emailed link', () => {
  it('attaches the guest orders once, to the account that asked, and refuses another account and an expired link', async () => {
    const before = await findGuestOrders(ctx(), { email: 'ada@example.com' })
    expect(before.length).toBeGreaterThan(0)
    // Signed up as "Ada@Example.com": the orders' email matches whatever its case.
    const buyer = await account('Ada@Example.com')
    const other = await account(`other-${Date.now()}@example.com`)
    expect(await sendGuestOrdersLink(ctx(), buyer.user, 'http://localhost')).toEqual({ kind: 'sent', count: before.length })
    const sent = (await db.select().from(s.outbox).where(eq(s.outbox.kind, 'email'))).map((r) => r.payload as { kind: string; guestOrders?: { url: string } })
    const link = sent.find((p) => p.kind === 'guest_orders_link')!.guestOrders!.url
    const token = new URL(link).searchParams.get('token')!

    expect(await attachGuestOrders(ctx(), token, other.user)).toEqual({ kind: 'invalid' })
    expect(await attachGuestOrders(ctx('deira'), token, buyer.user)).toEqual({ kind: 'invalid' })
    expect(await attachGuestOrders(ctx(), token, buyer.user, new Date(Date.now() + 25 * 3600_000))).toEqual({ kind: 'invalid' })
    expect(await attachGuestOrders(ctx(), token.slice(0, -2), buyer.user)).toEqual({ kind: 'invalid' })
    expect(await findGuestOrders(ctx(), buyer.user)).toHaveLength(before.length)
    // The link carries when it was sent, not the orders: its length does not grow with them, and a link sent
    // before these orders were placed attaches none of them.
    expect(token.length).toBeLessThan(300)
    const early = signToken('guest-orders-join', { t: 'excursio', u: buyer.user.id, e: 'ada@example.com', at: 0 }, new Date(Date.now() + 3600_000))
    expect(await attachGuestOrders(ctx(), early, buyer.user)).toEqual({ kind: 'attached', count: 0 })
    expect(await findGuestOrders(ctx(), buyer.user)).toHaveLength(before.length)

    expect(await attachGuestOrders(ctx(), token, buyer.user)).toEqual({ kind: 'attached', count: before.length })
    expect(await attachGuestOrders(ctx(), token, buyer.user)).toEqual({ kind: 'attached', count: 0 })
    expect(await findGuestOrders(ctx(), buyer.user)).toHaveLength(0)
    const owned = await db.select({ userId: s.orders.userId }).from(s.orders).where(eq(s.orders.tenantId, 'excursio'))
    expect(owned.filter((o) => o.userId === buyer.user.id)).toHaveLength(before.length)
    expect(owned.some((o) => o.userId === other.user.id)).toBe(false)
    // Now the account's own: its page opens for the buyer signed in anywhere, and still not for the other account.
    const [mine] = await db.select({ purchaseId: s.orders.purchaseId }).from(s.orders).where(eq(s.orders.userId, buyer.user.id)).limit(1)
    expect(await openOrder(mine!.purchaseId, buyer.cookie)).toBe(200)
    expect(await openOrder(mine!.purchaseId, other.cookie)).toBe(404)
  })
})
