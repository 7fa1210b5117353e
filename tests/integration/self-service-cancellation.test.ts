// Issue 14 on real PostgreSQL with the sandbox gateway: a buyer cancels a booking from the order page. The
// refund follows the policy frozen with the booking, to the minute and across a clock change, is paid once
// however often the confirm arrives, gives the seats back, and shares a discount fairly between bookings.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartOwner } from '../../app/domain/booking-contract'
import { cancelBooking } from '../../app/models/orders/cancel-booking.server'
import { loadCancellation } from '../../app/models/orders/cancellation.server'
import { addCartItem } from '../../app/models/cart/cart.server'
import { applyPromoCode } from '../../app/models/cart/promo.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { supplierDecision } from '../../app/models/orders/supplier-decision.server'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import type { Db } from '../../app/utils/db.server'
import type { Locale } from '../../app/domain/locales'
import { zonedTimeToUtc } from '../../app/domain/zoned-time'
import * as s from '../../drizzle/schema/index'
import { loadTenants } from '../../app/tenancy/load.server'
import { addInput, emailsFor, findDepartures, guest, orderInput, setFreeSeats, slotCounts, type Departure } from '../helpers/booking'
import { testContext, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let departures: Departure[]
const ctx = (tenant: 'excursio' | 'deira' = 'excursio', locale: Locale = 'en') => testContext(db, { tenant, locale })
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123', name: 'Ada Lovelace' })
const BERLIN = 'Europe/Berlin'

beforeAll(async () => {
  database = await createSeededTestDatabase('self_service_cancellation', { requirePostgres: true })
  db = database.db
  departures = await findDepartures(db, 14)
  const { tenants } = loadTenants()
  useTestPayments(createPaymentProviderLookup(db, (id) => tenants.find((t) => t.id === id)))
})
afterAll(() => database?.drop())

let next = 0
/** A paid order of one booking per departure given, through the real checkout and the sandbox gateway. */
async function paidOrder(options: { lines?: Departure[]; adults?: number; promo?: string; cardNumber?: string; locale?: Locale } = {}) {
  const owner = guest()
  const lines = options.lines ?? [departures[next++]!]
  const c = ctx('excursio', options.locale)
  for (const d of lines) {
    await setFreeSeats(db, d.slotId, 10)
    const [point] = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, d.experienceId))
    expect(await addCartItem(c, owner, { ...addInput(d, options.adults ?? 2), pickupPointId: point?.id ?? null })).toMatchObject({ ok: true })
  }
  if (options.promo) expect(await applyPromoCode(c, owner, options.promo)).toMatchObject({ ok: true })
  const placed = await placeOrder(c, orderInput(owner, (await checkCart(c, owner)).totals.total))
  if (placed.kind !== 'placed') throw new Error(placed.kind)
  const sessionId = new URL(placed.next.url).pathname.split('/').at(-1)!
  expect((await completeSandboxSession(db, 'excursio', sessionId, card(options.cardNumber ?? '4242424242424242'))).kind).toBe('completed')
  await refreshOrderPayment(c, placed.purchaseId)
  const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
  const list = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id)).orderBy(s.bookings.createdAt, s.bookings.id)
  return { owner, order: order!, bookings: list, sessionId, purchaseId: placed.purchaseId }
}

/** Gives a booking another frozen policy, as if it had been sold under it. */
async function freeze(bookingId: string, policy: Partial<s.CancellationSnapshot> & { startsAt: string }) {
  const snapshot: s.CancellationSnapshot = { kind: 'free', rules: [], freeCutoffHours: null, timeZone: BERLIN, ...policy }
  await db.update(s.bookings).set({ cancellationPolicy: snapshot }).where(eq(s.bookings.id, bookingId))
}
const refundsOf = (orderId: string) => db.select().from(s.payments).where(and(eq(s.payments.orderId, orderId), eq(s.payments.kind, 'refund')))
const movementsOf = (sessionId: string) => db.select().from(s.sandboxGatewayMovements).where(and(eq(s.sandboxGatewayMovements.sessionId, sessionId), eq(s.sandboxGatewayMovements.kind, 'refund')))
const cancel = (purchaseId: string, bookingId: string, owner: CartOwner, now?: Date) => cancelBooking(ctx(), { purchaseId, bookingId, owner }, { now })

describe('self-service cancellation', () => {
  it('freezes the option’s policy with the booking when the order is placed', async () => {
    const { bookings } = await paidOrder()
    const [slot] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, bookings[0]!.slotId))
    expect(bookings[0]!.cancellationPolicy).toMatchObject({ startsAt: new Date(slot!.startsAt).toISOString(), timeZone: expect.any(String) })
  })

  it('refunds once, moves money once and emails once when the same booking is cancelled twice at once, and gives the seats back', async () => {
    const { owner, order, bookings, sessionId, purchaseId } = await paidOrder({ adults: 3 })
    const b = bookings[0]!
    await freeze(b.id, { startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() })
    const before = await slotCounts(db, b.slotId)
    const results = await Promise.all([cancel(purchaseId, b.id, owner), cancel(purchaseId, b.id, owner)])
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, money: 'refund', refundAmount: order.totalAmount }])
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'already_cancelled' }])
    expect((await refundsOf(order.id)).map((p) => [p.amount, p.status])).toEqual([[order.totalAmount, 'SUCCEEDED']])
    expect((await movementsOf(sessionId)).map((m) => m.amount)).toEqual([order.totalAmount])
    expect((await emailsFor(db, purchaseId)).filter((e) => e.kind === 'booking_cancelled')).toHaveLength(1)
    expect(await slotCounts(db, b.slotId)).toEqual({ ...before, booked: before.booked - 3 })
    const [after] = await db.select().from(s.bookings).where(eq(s.bookings.id, b.id))
    expect([after!.status, after!.cancelledAt]).toEqual(['CANCELLED', expect.any(Date)])
    expect((await db.select().from(s.orders).where(eq(s.orders.id, order.id)))[0]!.status).toBe('CANCELLED')
    // The credit note is issued when the provider has refunded, once, for the amount refunded.
    const notes = await db.select().from(s.invoices).where(and(eq(s.invoices.orderId, order.id), eq(s.invoices.kind, 'credit_note')))
    expect(notes.map((n) => n.amount)).toEqual([order.totalAmount])
  })

  it('refunds what the policy says one minute before, at and after each threshold, and at the threshold when confirmed', async () => {
    const { owner, order, bookings, sessionId, purchaseId } = await paidOrder()
    const b = bookings[0]!
    const start = zonedTimeToUtc('2030-06-10', '10:00', BERLIN)
    const rules = [
      { days: 2, hours: 0, minutes: 0, penaltyPercent: 25 },
      { days: 0, hours: 5, minutes: 30, penaltyPercent: 50 },
      { days: 0, hours: 0, minutes: 90, penaltyPercent: 100 },
    ]
    await freeze(b.id, { kind: 'percentage', rules, startsAt: start.toISOString() })
    const paid = order.totalAmount
    const after = (percent: number) => paid - Math.floor((paid * percent + 50) / 100)
    const line2d = zonedTimeToUtc('2030-06-08', '10:00', BERLIN)
    const min = (instant: Date, m: number) => new Date(instant.getTime() + m * 60_000)
    const cases: Array<[Date, number]> = [
      [min(line2d, -1), paid], [line2d, after(25)], [min(line2d, 1), after(25)],
      [min(start, -331), after(25)], [min(start, -330), after(50)], [min(start, -329), after(50)],
      [min(start, -91), after(50)], [min(start, -90), 0], [min(start, -89), 0],
    ]
    for (const [now, refund] of cases) {
      const view = await loadCancellation(ctx(), purchaseId, b.id, owner, now)
      expect(view?.plan, now.toISOString()).toMatchObject({ money: 'refund', refundAmount: refund })
    }
    expect(await cancel(purchaseId, b.id, owner, min(start, -330))).toEqual({ ok: true, money: 'refund', refundAmount: after(50) })
    expect((await refundsOf(order.id)).map((p) => p.amount)).toEqual([after(50)])
    expect((await movementsOf(sessionId)).map((m) => m.amount)).toEqual([after(50)])
  })

  it('counts "a day before" in Berlin’s calendar across both daylight-saving changes', async () => {
    // A 10:00 start on the day the clocks change; local 10:00 the day before is 23 h (spring) or 25 h (autumn) earlier.
    const weekends = [
      { start: zonedTimeToUtc('2030-03-31', '10:00', BERLIN), cutoff: new Date('2030-03-30T09:00:00Z'), hours: 23 },
      { start: zonedTimeToUtc('2030-10-27', '10:00', BERLIN), cutoff: new Date('2030-10-26T08:00:00Z'), hours: 25 },
    ]
    for (const { start, cutoff, hours } of weekends) {
      expect((start.getTime() - cutoff.getTime()) / 3_600_000).toBe(hours)
      const { owner, order, bookings, purchaseId } = await paidOrder()
      const b = bookings[0]!
      await freeze(b.id, { kind: 'free', freeCutoffHours: 24, startsAt: start.toISOString() })
      const at = (m: number) => loadCancellation(ctx(), purchaseId, b.id, owner, new Date(cutoff.getTime() + m * 60_000))
      expect((await at(-1))?.plan).toMatchObject({ refundAmount: order.totalAmount, quote: { cutoff } })
      expect((await at(0))?.plan).toMatchObject({ refundAmount: 0, quote: { penaltyPercent: 100 } })
      expect((await at(1))?.plan).toMatchObject({ refundAmount: 0 })
      expect(await cancel(purchaseId, b.id, owner, new Date(cutoff.getTime() - 60_000))).toEqual({ ok: true, money: 'refund', refundAmount: order.totalAmount })
    }
  })

  it('spreads the order’s discount over its bookings, so two partial refunds add up to what was paid', async () => {
    const { owner, order, bookings, sessionId, purchaseId } = await paidOrder({ lines: [departures[next++]!, departures[next++]!], adults: 1, promo: 'WELCOME10' })
    expect(order.discountAmount).toBeGreaterThan(0)
    const [a, b] = bookings as [typeof bookings[0], typeof bookings[0]]
    const far = new Date(Date.now() + 60 * 86_400_000).toISOString()
    await freeze(a.id, { startsAt: far })
    await freeze(b.id, { startsAt: far })
    const sum = a.priceAmount + b.priceAmount
    const exactA = (a.priceAmount * order.discountAmount) / sum
    const exactB = (b.priceAmount * order.discountAmount) / sum
    // Largest remainder: the one cent left over goes to the booking with the larger fraction.
    const shareA = Math.floor(exactA) + (Math.floor(exactA) + Math.floor(exactB) < order.discountAmount && exactA % 1 >= exactB % 1 ? 1 : 0)
    const shareB = order.discountAmount - shareA
    const first = await cancel(purchaseId, a.id, owner)
    expect(first).toEqual({ ok: true, money: 'refund', refundAmount: a.priceAmount - shareA })
    expect((await db.select().from(s.orders).where(eq(s.orders.id, order.id)))[0]!.status).toBe('CONFIRMED')
    expect(await cancel(purchaseId, b.id, owner)).toEqual({ ok: true, money: 'refund', refundAmount: b.priceAmount - shareB })
    const refunds = await refundsOf(order.id)
    expect(refunds.reduce((total, p) => total + p.amount, 0)).toBe(order.totalAmount)
    expect((await movementsOf(sessionId)).reduce((total, m) => total + m.amount, 0)).toBe(order.totalAmount)
    expect((await db.select().from(s.orders).where(eq(s.orders.id, order.id)))[0]!.status).toBe('CANCELLED')
  })

  it('answers "not found" for another tenant’s or another buyer’s booking and cancels nothing', async () => {
    const { owner, bookings, purchaseId } = await paidOrder()
    const b = bookings[0]!
    expect(await cancelBooking(ctx('deira'), { purchaseId, bookingId: b.id, owner })).toEqual({ ok: false, error: 'not_found' })
    expect(await loadCancellation(ctx('deira'), purchaseId, b.id, owner)).toBeNull()
    expect(await cancel(purchaseId, b.id, guest())).toEqual({ ok: false, error: 'not_found' })
    expect(await loadCancellation(ctx(), purchaseId, b.id, guest())).toBeNull()
    const other = await paidOrder()
    expect(await cancel(purchaseId, other.bookings[0]!.id, owner)).toEqual({ ok: false, error: 'not_found' })
    expect((await db.select().from(s.bookings).where(eq(s.bookings.id, b.id)))[0]!.status).toBe('CONFIRMED')
  })

  it('sends an on-hold order the supplier declined its own email, in the buyer’s language', async () => {
    const [d] = await findDepartures(db, 1, { onRequest: true, pickup: 'any' })
    const { bookings, purchaseId } = await paidOrder({ lines: [d!], adults: 1, cardNumber: '4000000000003220', locale: 'de' })
    expect(await supplierDecision(ctx('excursio', 'de'), bookings[0]!.id, 'decline')).toEqual({ ok: true, orderStatus: 'FAILED' })
    const emails = (await emailsFor(db, purchaseId)) as unknown as Array<{ kind: string; locale: string }>
    expect(emails.map((e) => [e.kind, e.locale])).toEqual([['order_on_hold', 'de'], ['supplier_declined', 'de']])
  })

  it('confirms an on-hold order whose buyer cancelled one booking for free before the supplier confirmed the other', async () => {
    const [onRequest] = await findDepartures(db, 1, { onRequest: true, pickup: 'any' })
    const instant = departures[next++]!
    const { order, bookings, purchaseId, owner } = await paidOrder({ lines: [instant, onRequest!], adults: 1, cardNumber: '4000000000003220' })
    expect(order.status).toBe('ON_HOLD')
    const confirmed = bookings.find((b) => b.status === 'CONFIRMED')!
    const waiting = bookings.find((b) => b.status === 'PENDING_SUPPLIER')!
    await freeze(confirmed.id, { kind: 'free', startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() })
    expect(await cancel(purchaseId, confirmed.id, owner)).toMatchObject({ ok: true, refundAmount: 0 })
    expect(await supplierDecision(ctx(), waiting.id, 'confirm')).toEqual({ ok: true, orderStatus: 'CONFIRMED' })
    const emails = (await emailsFor(db, purchaseId)) as unknown as Array<{ kind: string }>
    expect(emails.map((e) => e.kind)).toEqual(['order_on_hold', 'booking_cancelled', 'order_confirmed'])
  })
})
