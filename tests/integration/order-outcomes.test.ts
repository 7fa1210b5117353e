// The outcomes beyond a plain card payment: pay later, on-request authorisations settled by the supplier,
// custom offer requests, and the workers' loop.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBookingWorkers, runWorkersOnce } from '../../app/models/checkout/booking-workers.server'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { createCustomOfferRequest } from '../../app/models/offers/custom-offers.server'
import { handlePaymentEvent } from '../../app/models/checkout/fulfilment.server'
import { getOrderView, listOrders } from '../../app/models/orders/orders.server'
import { signUp } from '../../app/models/accounts/auth.server'
import { supplierDecision } from '../../app/models/orders/supplier-decision.server'
import type { CartOwner } from '../../app/domain/booking-contract'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { addInput, emailsFor, findDepartures, guest, orderInput, paymentEvent, setFreeSeats, slotCounts, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext, testPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
const fake = useFakeProvider()
const ctx = (tenant: 'excursio' | 'deira' = 'excursio') => testContext(db, { tenant })
const ORIGIN = 'http://excursio.localhost:3000'

beforeAll(async () => {
  database = await createSeededTestDatabase('order_outcomes')
  db = database.db
})
afterAll(() => database?.drop())

async function order(d: Departure, adults: number, payLater = false, owner: CartOwner = guest()) {
  await setFreeSeats(db, d.slotId, 10)
  const [point] = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, d.experienceId))
  expect(await addCartItem(ctx(), owner, { ...addInput(d, adults, { payLater }), pickupPointId: point?.id ?? null })).toMatchObject({ ok: true })
  const cart = await checkCart(ctx(), owner)
  const before = await slotCounts(db, d.slotId)
  const result = await placeOrder(ctx(), orderInput(owner, cart.totals.total))
  if (result.kind !== 'placed') throw new Error(result.kind)
  return { owner, cart, before, result, purchaseId: result.purchaseId }
}

describe('pay later', () => {
  it('confirms without payment: seats booked, pay-later email, no payment page, the cart emptied', async () => {
    const [d] = await findDepartures(db, 1, { payLater: true, pickup: 'any' })
    const { owner, cart, before, result, purchaseId } = await order(d!, 2, true)
    expect(cart.totals).toMatchObject({ payNowAmount: 0, payLaterAmount: cart.totals.total })
    expect(result.next.url).toBe(`/checkout/success?purchase=${purchaseId}`)
    expect(fake.calls.createSession.some((c) => c.purchaseId === purchaseId)).toBe(false)
    expect(await slotCounts(db, d!.slotId)).toEqual({ ...before, booked: before.booked + 2 })
    expect(await getOrderView(ctx(), purchaseId)).toMatchObject({ outcome: 'pay_later', status: 'PAY_LATER', moneyReceived: false })
    expect((await emailsFor(db, purchaseId)).map((e) => e.kind)).toEqual(['order_pay_later'])
    expect((await checkCart(ctx(), owner)).lines).toEqual([])
  })
})

describe('on request', () => {
  async function onHold(adults: number) {
    const [d] = await findDepartures(db, 1, { onRequest: true, pickup: 'any' })
    const placed = await order(d!, adults)
    const session = fake.calls.createSession.find((c) => c.purchaseId === placed.purchaseId)!
    expect(session.mode).toBe('authorise')
    const result = await handlePaymentEvent(db, paymentEvent(fake, 'excursio', placed.purchaseId, 'payment.authorised', `auth-${placed.purchaseId}`), { providers: testPayments })
    expect(result).toEqual({ status: 'processed', outcome: 'on_hold' })
    const view = (await getOrderView(ctx(), placed.purchaseId))!
    expect(view.bookings.map((b) => b.status)).toEqual(['PENDING_SUPPLIER'])
    expect(await slotCounts(db, d!.slotId)).toEqual({ ...placed.before, held: placed.before.held + adults })
    expect((await emailsFor(db, placed.purchaseId)).map((e) => e.kind)).toEqual(['order_on_hold'])
    return { d: d!, session, view, ...placed }
  }

  it('captures the authorised amount once the supplier confirms', async () => {
    const { d, before, session, view, purchaseId } = await onHold(1)
    expect(await supplierDecision(ctx('deira'), view.bookings[0]!.id, 'confirm')).toEqual({ ok: false, error: 'not_found' })
    expect(await supplierDecision(ctx(), view.bookings[0]!.id, 'confirm', { providers: fake.lookup })).toEqual({ ok: true, orderStatus: 'CONFIRMED' })
    expect(await supplierDecision(ctx(), view.bookings[0]!.id, 'confirm')).toEqual({ ok: false, error: 'not_pending' })
    expect(fake.calls.capture.filter((c) => c.providerReference === `ref_${purchaseId}`).map((c) => c.amount)).toEqual([session.amount])
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, booked: before.booked + 1 })
    expect(await getOrderView(ctx(), purchaseId)).toMatchObject({ outcome: 'success', moneyReceived: true })
    expect((await emailsFor(db, purchaseId)).map((e) => e.kind)).toEqual(['order_on_hold', 'order_confirmed'])
  })

  it('releases the authorisation and the seats when the supplier declines', async () => {
    const { d, before, view, purchaseId } = await onHold(2)
    expect(await supplierDecision(ctx(), view.bookings[0]!.id, 'decline', { providers: fake.lookup })).toEqual({ ok: true, orderStatus: 'FAILED' })
    expect(fake.calls.release.filter((c) => c.providerReference === `ref_${purchaseId}`)).toHaveLength(1)
    expect(fake.calls.capture.filter((c) => c.providerReference === `ref_${purchaseId}`)).toHaveLength(0)
    expect(await slotCounts(db, d.slotId)).toEqual(before)
    expect((await getOrderView(ctx(), purchaseId))?.outcome).toBe('failed')
  })
})

describe('custom offers', () => {
  it('stores the request and writes an email to the team and a copy to the requester', async () => {
    const [experience] = await db.select().from(s.experiences).where(eq(s.experiences.hasFixedPrice, false)).limit(1)
    const input = { experienceSlug: experience!.slug, name: 'Grace Hopper', email: 'Grace@Example.com', travellers: 12, preferredDate: '2030-05-01', message: 'A dinner cruise for the team' }
    const result = await createCustomOfferRequest(ctx(), input, ORIGIN)
    expect(result).toMatchObject({ ok: true })
    const [row] = await db.select().from(s.customOfferRequests).where(eq(s.customOfferRequests.email, 'grace@example.com'))
    expect(row).toMatchObject({ tenantId: 'excursio', travellers: 12, status: 'NEW' })
    const mails = await db.select().from(s.outbox).where(and(eq(s.outbox.kind, 'email'), sql`${s.outbox.payload} ->> 'kind' = 'custom_offer_received'`))
    expect(mails.map((m) => (m.payload as { to: string }).to).sort()).toEqual(['Grace@Example.com', 'concierge@excursio.example'])
    expect(await createCustomOfferRequest(ctx(), { ...input, travellers: 0 }, ORIGIN)).toEqual({ ok: false, error: { code: 'invalid_input' } })
    expect(await createCustomOfferRequest(ctx(), { ...input, experienceSlug: 'no-such-thing' }, ORIGIN)).toEqual({ ok: false, error: { code: 'experience_not_found' } })
  })
})

describe('the workers', () => {
  it('run once on demand and on a timer that stops cleanly', async () => {
    const once = await runWorkersOnce(db, { providers: fake.lookup })
    expect(once).toMatchObject({ expired: expect.any(Number), checked: expect.any(Number), applied: 0 })
    const stop = startBookingWorkers(db, { intervalMs: 20, providers: fake.lookup })
    await new Promise((r) => setTimeout(r, 100))
    await stop()
  })
})

describe('your bookings', () => {
  it('lists a user’s orders newest first, each exactly as its own outcome screen reads it, and nobody else’s', async () => {
    const created = await signUp(ctx(), { firstName: 'Lena', lastName: 'Vogel', email: 'lena.orders@example.com', password: 'long enough password' })
    if (!created.ok) throw new Error('sign-up failed')
    const owner: CartOwner = { guestToken: null, userId: created.user.id }
    const departures = await findDepartures(db, 3, { pickup: 'any' })
    expect(departures).toHaveLength(3)
    const placed = []
    for (const [i, d] of departures.entries()) placed.push((await order(d, i + 1, false, owner)).purchaseId)
    await order(departures[0]!, 1) // a guest's order in the same tenant
    const listed = await listOrders(ctx(), created.user.id)
    expect(listed.map((o) => o.purchaseId)).toEqual([...placed].reverse())
    for (const view of listed) expect(view).toEqual(await getOrderView(ctx(), view.purchaseId))
    expect(listed.map((o) => o.bookings.length)).toEqual([3, 2, 1]) // an unpaid cart keeps its items: each order took the cart so far
    expect(await listOrders(ctx('deira'), created.user.id)).toEqual([])
  })
})
