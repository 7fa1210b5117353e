// Placing orders and fulfilling payments on a real database with the demo seed and a fake provider:
// idempotency, the refusals that write nothing, pay later, expired holds and each payment outcome.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { orderKey, placeOrder } from '../../app/models/checkout/checkout.server'
import { handlePaymentEvent } from '../../app/models/checkout/fulfilment.server'
import { releaseExpiredHolds } from '../../app/models/cart/holds.server'
import { getOrderView } from '../../app/models/orders/orders.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { addInput, emailsFor, findDepartures, guest, orderInput, paymentEvent, setFreeSeats, slotCounts, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext, testPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let departures: Departure[]
const fake = useFakeProvider()
const ctx = () => testContext(db, { tenant: 'excursio' })

beforeAll(async () => {
  database = await createSeededTestDatabase('checkout')
  db = database.db
  departures = await findDepartures(db, 12)
})
afterAll(() => database?.drop())

let next = 0
/** A guest cart with one item on a fresh departure that has `free` seats left. */
async function cartWith(adults = 1, free = 10) {
  const d = departures[next++]!
  await setFreeSeats(db, d.slotId, free)
  const owner = guest()
  const added = await addCartItem(ctx(), owner, addInput(d, adults))
  expect(added).toMatchObject({ ok: true })
  const cart = await checkCart(ctx(), owner)
  return { d, owner, cart, total: cart.totals.total }
}
const orderCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]!.n

describe('placing an order', () => {
  it('places one order for a repeated idempotency key and redirects both requests to the same payment page', async () => {
    const { d, owner, total, cart } = await cartWith(2)
    const before = await slotCounts(db, d.slotId)
    const input = orderInput(owner, total)
    const first = await placeOrder(ctx(), input)
    const second = await placeOrder(ctx(), input)
    expect(first.kind).toBe('placed')
    expect(second).toEqual(first)
    const rows = await db.select().from(s.orders).where(eq(s.orders.idempotencyKey, orderKey(cart.cartId, input.idempotencyKey)))
    expect(rows).toHaveLength(1)
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held + 2 })
    const bookings = await db.select().from(s.bookings).where(eq(s.bookings.orderId, rows[0]!.id))
    expect(bookings.map((b) => [b.status, b.quantity])).toEqual([['ON_HOLD', 2]])
    expect(bookings[0]!.holdExpiresAt!.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(14 * 60_000)
    expect(fake.calls.createSession.filter((c) => c.purchaseId === rows[0]!.purchaseId)).toHaveLength(1)
  })

  it('writes nothing and reports the cart when the confirmed total is not the current one', async () => {
    const { d, owner, total } = await cartWith(1)
    const [orders, slot] = [await orderCount(), await slotCounts(db, d.slotId)]
    const result = await placeOrder(ctx(), orderInput(owner, total + 1))
    expect(result.kind).toBe('cart_changed')
    expect([await orderCount(), await slotCounts(db, d.slotId)]).toEqual([orders, slot])
  })

  it('answers sold out, writing nothing, when the last seats went between the check and the order', async () => {
    const { d, owner, total } = await cartWith(2, 2)
    await setFreeSeats(db, d.slotId, 1)
    const orders = await orderCount()
    const result = await placeOrder(ctx(), orderInput(owner, total))
    expect(result.kind).toBe('sold_out')
    if (result.kind === 'sold_out') expect(result.cart.lines.map((l) => l.status)).toEqual(['UNAVAILABLE'])
    expect(await orderCount()).toBe(orders)
  })

  it('answers empty for a visitor without a cart', async () => {
    expect(await placeOrder(ctx(), orderInput(guest(), 0))).toEqual({ kind: 'empty' })
  })

  it('keeps the order and says so when the provider cannot open a session; the hold then expires', async () => {
    const { d, owner, total } = await cartWith(1)
    const before = await slotCounts(db, d.slotId)
    fake.state.failSessions = true
    const result = await placeOrder(ctx(), orderInput(owner, total)).finally(() => (fake.state.failSessions = false))
    expect(result.kind).toBe('payment_unavailable')
    expect((await slotCounts(db, d.slotId)).held).toBe(before.held + 1)
    const released = await releaseExpiredHolds(db, new Date(Date.now() + 16 * 60_000))
    expect(released.bookings).toBeGreaterThanOrEqual(1)
    expect(await slotCounts(db, d.slotId)).toEqual(before)
    if (result.kind === 'payment_unavailable') expect((await getOrderView(ctx(), result.purchaseId))?.outcome).toBe('failed')
  })
})

describe('payment outcomes', () => {
  async function placed(adults = 1) {
    const c = await cartWith(adults)
    const result = await placeOrder(ctx(), orderInput(c.owner, c.total))
    if (result.kind !== 'placed') throw new Error(result.kind)
    return { ...c, purchaseId: result.purchaseId }
  }

  it('confirms a paid order: seats booked, invoice, confirmation email, cart emptied', async () => {
    const { d, owner, purchaseId } = await placed(2)
    const before = await slotCounts(db, d.slotId)
    expect((await getOrderView(ctx(), purchaseId))?.outcome).toBe('in_progress')
    const result = await handlePaymentEvent(db, paymentEvent(fake, 'excursio', purchaseId, 'payment.succeeded', `ok-${purchaseId}`), { providers: testPayments })
    expect(result).toEqual({ status: 'processed', outcome: 'success' })
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held - 2, booked: before.booked + 2 })
    const view = await getOrderView(ctx(), purchaseId)
    expect(view).toMatchObject({ outcome: 'success', status: 'CONFIRMED', moneyReceived: true, refundedAmount: 0 })
    expect(view!.bookings.map((b) => b.status)).toEqual(['CONFIRMED'])
    expect((await emailsFor(db, purchaseId)).map((e) => e.kind)).toEqual(['order_confirmed'])
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, purchaseId))
    expect(await db.select().from(s.invoices).where(eq(s.invoices.orderId, order!.id))).toHaveLength(1)
    expect((await checkCart(ctx(), owner)).lines).toEqual([])
  })

  it('fails a declined order: holds back, payment_failed email, the cart kept for another try', async () => {
    const { d, owner, purchaseId } = await placed(1)
    const before = await slotCounts(db, d.slotId)
    const result = await handlePaymentEvent(db, { ...paymentEvent(fake, 'excursio', purchaseId, 'payment.failed', `no-${purchaseId}`), failureReason: 'card_declined' }, { providers: testPayments })
    expect(result.outcome).toBe('failed')
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held - 1 })
    expect((await emailsFor(db, purchaseId)).map((e) => e.kind)).toEqual(['payment_failed'])
    expect((await getOrderView(ctx(), purchaseId))?.moneyReceived).toBe(false)
    expect((await checkCart(ctx(), owner)).lines).toHaveLength(1)
  })

  it('ignores an event whose amount is not the order’s, and an event for another tenant’s order', async () => {
    const { purchaseId } = await placed(1)
    const event = paymentEvent(fake, 'excursio', purchaseId, 'payment.succeeded', `odd-${purchaseId}`)
    expect((await handlePaymentEvent(db, { ...event, amount: event.amount - 1 }, { providers: testPayments })).status).toBe('ignored')
    expect((await handlePaymentEvent(db, { ...event, eventId: `x-${purchaseId}`, tenantId: 'deira' }, { providers: testPayments })).status).toBe('unknown_order')
    expect((await getOrderView(ctx(), purchaseId))?.outcome).toBe('in_progress')
    expect(await getOrderView(testContext(db, { tenant: 'deira' }), purchaseId)).toBeNull()
  })
})

describe('releasing expired holds', () => {
  it('expires only holds past their time, gives the seats back once, and leaves paid orders alone', async () => {
    const a = await cartWith(2)
    const b = await cartWith(1)
    const [ra, rb] = [await placeOrder(ctx(), orderInput(a.owner, a.total)), await placeOrder(ctx(), orderInput(b.owner, b.total))]
    if (ra.kind !== 'placed' || rb.kind !== 'placed') throw new Error('not placed')
    await handlePaymentEvent(db, paymentEvent(fake, 'excursio', rb.purchaseId, 'payment.succeeded', `paid-${rb.purchaseId}`), { providers: testPayments })
    const [sa, sb] = [await slotCounts(db, a.d.slotId), await slotCounts(db, b.d.slotId)]
    expect((await releaseExpiredHolds(db, new Date(Date.now() + 5 * 60_000))).bookings).toBe(0)
    const later = new Date(Date.now() + 16 * 60_000)
    const [first, second] = await Promise.all([releaseExpiredHolds(db, later), releaseExpiredHolds(db, later)])
    expect(first.bookings + second.bookings).toBeGreaterThanOrEqual(1)
    expect(await slotCounts(db, a.d.slotId)).toEqual({ ...sa, held: sa.held - 2 })
    expect(await slotCounts(db, b.d.slotId)).toEqual(sb)
    const statuses = await db
      .select({ status: s.bookings.status })
      .from(s.bookings)
      .innerJoin(s.orders, eq(s.orders.id, s.bookings.orderId))
      .where(and(eq(s.orders.purchaseId, ra.purchaseId)))
    expect(statuses.map((x) => x.status)).toEqual(['EXPIRED'])
  })
})
