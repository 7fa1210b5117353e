// Issue 9 on real PostgreSQL with the real sandbox gateway over HTTP: however a buyer multiplies tabs,
// reloads and clicks, one cart backs one unpaid order and one set of holds, a payment page paid twice
// charges once, a changed cart replaces its unpaid order, and a form key is only ever its own cart's.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem, updateCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { handlePaymentEvent } from '../../app/models/checkout/fulfilment.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { loadTenants } from '../../app/tenancy/load.server'
import { addInput, emailsFor, findDepartures, guest, orderInput, setFreeSeats, slotCounts, type Departure } from '../helpers/booking'
import { testContext, testPayments, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { request, startRouteServer, type RouteServer } from '../helpers/route-server'
import { waitFor } from '../helpers/wait-for'

let database: TestDatabase
let db: Db
let server: RouteServer
let departures: Departure[]
const ctx = () => testContext(db, { tenant: 'excursio' })

beforeAll(async () => {
  database = await createSeededTestDatabase('one_cart_one_order', { requirePostgres: true })
  db = database.db
  departures = await findDepartures(db, 8)
  server = await startRouteServer(db)
  const { tenants } = loadTenants()
  useTestPayments(createPaymentProviderLookup(db, (id) => tenants.find((t) => t.id === id)))
})
afterAll(async () => {
  await server?.close()
  await database?.drop()
})

let next = 0
async function cartWith(adults: number, free = 10) {
  const d = departures[next++]!
  await setFreeSeats(db, d.slotId, free)
  const owner = guest()
  expect(await addCartItem(ctx(), owner, addInput(d, adults))).toMatchObject({ ok: true })
  const cart = await checkCart(ctx(), owner)
  return { d, owner, cartId: cart.cartId, total: cart.totals.total, before: await slotCounts(db, d.slotId) }
}
/** What the checkout form of one rendered page sends: its own key. */
const place = (owner: ReturnType<typeof guest>, total: number, key?: string) => placeOrder(ctx(), { ...orderInput(owner, total, key), origin: server.origin('localhost') })
const ordersOfCart = (cartId: string) => db.select().from(s.orders).where(eq(s.orders.cartId, cartId)).orderBy(s.orders.createdAt)
const sessionsOf = (purchaseId: string) => db.select().from(s.sandboxGatewaySessions).where(eq(s.sandboxGatewaySessions.purchaseId, purchaseId))

async function openPage(path: string) {
  const page = await request(server.port, 'localhost', path)
  const cookie = String(page.headers['set-cookie']).split(';')[0]!
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const pay = () =>
    request(server.port, 'localhost', path, {
      method: 'POST',
      body: new URLSearchParams({ csrf, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin('localhost'), cookie },
    })
  return { page, pay }
}


describe('one cart, one order', () => {
  it('makes one order and one set of holds from five checkout pages of one cart submitted at once, and sends all five to the same payment page', async () => {
    const { d, owner, cartId, total, before } = await cartWith(1)
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => place(owner, total)))
    expect(results.map((r) => r.kind)).toEqual(['placed', 'placed', 'placed', 'placed', 'placed'])
    const urls = new Set(results.map((r) => (r.kind === 'placed' ? r.next.url : '')))
    expect(urls.size).toBe(1)
    const orders = await ordersOfCart(cartId)
    expect(orders.map((o) => o.status)).toEqual(['PENDING_PAYMENT'])
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held + 1 })
    expect(await db.select().from(s.bookings).where(eq(s.bookings.orderId, orders[0]!.id))).toHaveLength(1)
    expect(await sessionsOf(orders[0]!.purchaseId)).toHaveLength(1)
  })

  it('shows the buyer who comes back from the payment page the last seat their own order holds as theirs, and resumes that order', async () => {
    const { d, owner, cartId, total, before } = await cartWith(1, 1)
    const first = await place(owner, total)
    const back = await checkCart(ctx(), owner)
    expect([back.outcome, back.lines.map((l) => l.status)]).toEqual(['ok', ['APPROVED']])
    const again = await place(owner, back.totals.total)
    expect(again).toEqual(first)
    expect((await ordersOfCart(cartId)).map((o) => o.status)).toEqual(['PENDING_PAYMENT'])
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held + 1 })
  })

  it('charges once, confirms once and emails once when one payment page is paid twice at once and the return asks again, and the paid order empties the cart', async () => {
    const { d, owner, cartId, total, before } = await cartWith(2)
    const placed = await place(owner, total)
    if (placed.kind !== 'placed') throw new Error(placed.kind)
    const path = new URL(placed.next.url).pathname
    const tab = await openPage(path)
    const answers = await Promise.all([tab.pay(), tab.pay()])
    expect(answers.map((a) => a.status)).toEqual([303, 303])
    const purchaseId = placed.purchaseId
    const [session] = await waitFor(() => sessionsOf(purchaseId), (rows) => rows[0]?.status === 'succeeded')
    expect([session!.status, session!.capturedAmount]).toEqual(['succeeded', total])
    // The provider's retry: the webhook delivered, and the buyer's return asking the gateway, twice each.
    await Promise.all([refreshOrderPayment(ctx(), purchaseId), refreshOrderPayment(ctx(), purchaseId)])
    const webhooks = await db.select().from(s.sandboxGatewayWebhooks).where(eq(s.sandboxGatewayWebhooks.sessionId, session!.id))
    expect(webhooks).toHaveLength(1)
    const [order] = await waitFor(() => db.select().from(s.orders).where(eq(s.orders.purchaseId, purchaseId)), (rows) => rows[0]?.status === 'CONFIRMED')
    expect(order!.status).toBe('CONFIRMED')
    const payments = await db.select().from(s.payments).where(eq(s.payments.orderId, order!.id))
    expect(payments.map((p) => [p.kind, p.status, p.amount])).toEqual([['capture', 'SUCCEEDED', total]])
    expect((await emailsFor(db, purchaseId)).map((e) => e.kind)).toEqual(['order_confirmed'])
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, booked: before.booked + 2 })
    expect(await db.select().from(s.cartItems).where(eq(s.cartItems.cartId, cartId))).toEqual([])
  })

  it('cancels the unpaid order when the cart changes, gives its seats back and closes its payment page, then places the new content', async () => {
    const { d, owner, cartId, before } = await cartWith(3)
    const first = await place(owner, (await checkCart(ctx(), owner)).totals.total)
    if (first.kind !== 'placed') throw new Error(first.kind)
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held + 3 })
    const [item] = await db.select().from(s.cartItems).where(eq(s.cartItems.cartId, cartId))
    expect(await updateCartItem(ctx(), owner, { itemId: item!.id, unitQuantities: { adult: 1 }, extras: [], pickupPointId: null, payLater: false })).toMatchObject({ ok: true })
    // The change alone releases the seats: the buyer who removed two travellers does not keep them from others.
    expect(await slotCounts(db, d.slotId)).toEqual(before)
    const [replaced] = await sessionsOf(first.purchaseId)
    expect(replaced!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now())
    const stale = await openPage(new URL(first.next.url).pathname)
    expect(stale.page.status).not.toBe(200)

    const second = await place(owner, (await checkCart(ctx(), owner)).totals.total)
    if (second.kind !== 'placed') throw new Error(second.kind)
    expect(second.purchaseId).not.toBe(first.purchaseId)
    const orders = await ordersOfCart(cartId)
    expect(orders.map((o) => [o.purchaseId, o.status])).toEqual([
      [first.purchaseId, 'CANCELLED'],
      [second.purchaseId, 'PENDING_PAYMENT'],
    ])
    const oldBookings = await db.select().from(s.bookings).where(eq(s.bookings.orderId, orders[0]!.id))
    expect(oldBookings.map((b) => b.status)).toEqual(['CANCELLED'])
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held + 1 })
  })

  it('answers the old tab of a replaced order with the cart as it is now, to confirm, not with a second order', async () => {
    const { owner, cartId } = await cartWith(2)
    const key = `tab-a-${Date.now()}`
    const total = (await checkCart(ctx(), owner)).totals.total
    expect((await place(owner, total, key)).kind).toBe('placed')
    const [item] = await db.select().from(s.cartItems).where(eq(s.cartItems.cartId, cartId))
    await updateCartItem(ctx(), owner, { itemId: item!.id, unitQuantities: { adult: 1 }, extras: [], pickupPointId: null, payLater: false })
    const again = await place(owner, total, key)
    expect(again.kind).toBe('cart_changed')
    expect((await ordersOfCart(cartId)).map((o) => o.status)).toEqual(['CANCELLED'])
  })

  it('refunds in full, once, a payment that still arrives for a replaced order', async () => {
    const { owner, cartId } = await cartWith(1)
    const first = await place(owner, (await checkCart(ctx(), owner)).totals.total)
    if (first.kind !== 'placed') throw new Error(first.kind)
    const [item] = await db.select().from(s.cartItems).where(eq(s.cartItems.cartId, cartId))
    await updateCartItem(ctx(), owner, { itemId: item!.id, unitQuantities: { adult: 2 }, extras: [], pickupPointId: null, payLater: false })
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, first.purchaseId))
    const [session] = await sessionsOf(first.purchaseId)
    const event = { provider: 'sandbox' as const, eventId: 'evt_late_1', purchaseId: first.purchaseId, tenantId: 'excursio', type: 'payment.succeeded' as const, amount: order!.totalAmount, currency: order!.currency, providerReference: session!.id }
    await handlePaymentEvent(db, event, { providers: testPayments })
    await handlePaymentEvent(db, { ...event, eventId: 'evt_late_2' }, { providers: testPayments })
    const refunds = await db.select().from(s.payments).where(and(eq(s.payments.orderId, order!.id), eq(s.payments.kind, 'refund')))
    expect(refunds.map((r) => r.amount)).toEqual([order!.totalAmount])
    const [after] = await db.select().from(s.orders).where(eq(s.orders.id, order!.id))
    expect(after!.status).toBe('CANCELLED')
    expect(await emailsFor(db, first.purchaseId)).toEqual([])
  })

  it('gives a visitor who presents another buyer’s form key their own order, never the other buyer’s', async () => {
    const a = await cartWith(1)
    const b = await cartWith(2)
    const key = `shared-key-${Date.now()}`
    const theirs = await place(a.owner, a.total, key)
    const mine = await place(b.owner, b.total, key)
    if (theirs.kind !== 'placed' || mine.kind !== 'placed') throw new Error('not placed')
    expect(mine.purchaseId).not.toBe(theirs.purchaseId)
    expect(mine.next.url).not.toBe(theirs.next.url)
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, mine.purchaseId))
    expect([order!.cartId, order!.totalAmount]).toEqual([b.cartId, b.total])
    const count = await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.cartId, a.cartId))
    expect(count[0]!.n).toBe(1)
  })
})
