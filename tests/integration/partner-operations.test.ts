// Issue 22 on real PostgreSQL: the day at the meeting point and the money from the hub. Check-in happens once
// however many phones scan at once, the second scan says when and by whom, a voucher of another supplier is
// "not found" with nothing written; a pay-later booking is settled once with one email to the buyer; a supplier's
// cancellation refunds everything once and issues the credit note.
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { checkIn, markNoShow, settlePayLater, type Actor } from '../../app/models/partners/operations.server'
import { supplierCancel } from '../../app/models/partners/supplier-cancel.server'
import { getManifest } from '../../app/models/partners/manifest.server'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import { loadTenants } from '../../app/tenancy/load.server'
import type { ProviderLookup } from '../../app/domain/booking-contract'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { addInput, findDepartures, guest, orderInput, setFreeSeats, type Departure } from '../helpers/booking'
import { testContext, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let providers: ProviderLookup
let departures: Departure[]
let next = 0

beforeAll(async () => {
  database = await createSeededTestDatabase('partner_operations', { requirePostgres: true })
  db = database.db
  departures = await findDepartures(db, 12)
  const { tenants } = loadTenants()
  providers = createPaymentProviderLookup(db, (id) => tenants.find((t) => t.id === id))
  useTestPayments(providers)
})
afterAll(() => database?.drop())

/** A staff member on the team of the supplier running `experienceId` (or of a fresh supplier). */
async function staffOf(experienceId: string | null, name: string): Promise<Actor> {
  let supplierId: string
  if (experienceId) {
    const [e] = await db.select({ supplierId: s.experiences.supplierId }).from(s.experiences).where(eq(s.experiences.id, experienceId))
    supplierId = e!.supplierId
  } else {
    const [sup] = await db.insert(s.suppliers).values({ slug: `other-${Date.now()}`, name: 'Other Supplier', currency: 'EUR', contactEmail: 'other@example.com', timeZone: 'Europe/Berlin' }).returning()
    supplierId = sup!.id
  }
  const [staff] = await db.insert(s.staffAccounts).values({ email: `${name.toLowerCase()}-${Date.now()}-${next}@example.com`, name }).returning()
  await db.insert(s.staffMemberships).values({ staffId: staff!.id, supplierId, role: 'owner' })
  return { staffId: staff!.id, supplierId }
}

/** A confirmed order of one booking, paid through the real checkout and the sandbox gateway (or pay later). */
async function bookedOrder(options: { payLater?: boolean; departure?: Departure } = {}) {
  const d = options.departure ?? departures[next++]!
  const c = testContext(db, { tenant: 'excursio' })
  const owner = guest()
  await setFreeSeats(db, d.slotId, 10)
  expect(await addCartItem(c, owner, addInput(d, 2, { payLater: options.payLater }))).toMatchObject({ ok: true })
  const placed = await placeOrder(c, orderInput(owner, (await checkCart(c, owner)).totals.total))
  if (placed.kind !== 'placed') throw new Error(placed.kind)
  if (!options.payLater) {
    const sessionId = new URL(placed.next.url).pathname.split('/').at(-1)!
    expect((await completeSandboxSession(db, 'excursio', sessionId, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' })).kind).toBe('completed')
    await refreshOrderPayment(c, placed.purchaseId)
  }
  const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
  const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
  const [slot] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, booking!.slotId))
  expect(booking!.status).toBe('CONFIRMED')
  return { order: order!, booking: booking!, startsAt: new Date(slot!.startsAt), reference: `${order!.number}-1`, departure: d }
}

const written = async () => {
  const [ops] = await db.select({ n: count() }).from(s.bookingOperations)
  const [log] = await db.select({ n: count() }).from(s.auditLog)
  return { ops: ops!.n, log: log!.n }
}

describe('check-in at the meeting point', () => {
  it('checks a booking in once when two phones scan it at the same moment, and the loser is told when and by whom', async () => {
    const { booking, startsAt, reference, departure } = await bookedOrder()
    const ana = await staffOf(departure.experienceId, 'Ana')
    const ben = { ...(await staffOf(departure.experienceId, 'Ben')), supplierId: ana.supplierId }
    const results = await Promise.all([checkIn({ db }, ana, { reference }, startsAt), checkIn({ db }, ben, { reference }, startsAt)])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const lost = results.find((r) => !r.ok)!
    const winner = results[0]!.ok ? 'Ana' : 'Ben'
    expect(lost).toMatchObject({ ok: false, reason: 'already', by: winner })
    const [op] = await db.select().from(s.bookingOperations).where(eq(s.bookingOperations.bookingId, booking.id))
    expect(op!.checkedInAt).toEqual(startsAt)
    const lines = await db.select().from(s.auditLog).where(and(eq(s.auditLog.entityId, booking.id), eq(s.auditLog.action, 'booking.check_in')))
    expect(lines).toHaveLength(1)

    const later = new Date(startsAt.getTime() + 5 * 60_000)
    const again = await checkIn({ db }, ana, { reference: reference.toLowerCase() }, later)
    expect(again).toMatchObject({ ok: false, reason: 'already', by: winner, at: startsAt.toISOString() })
  })

  it('answers "not found" for another supplier’s voucher and writes nothing', async () => {
    const { booking, startsAt, reference } = await bookedOrder()
    const stranger = await staffOf(null, 'Stranger')
    const before = await written()
    expect(await checkIn({ db }, stranger, { reference }, startsAt)).toEqual({ ok: false, reason: 'not_found' })
    expect(await checkIn({ db }, stranger, { bookingId: booking.id }, startsAt)).toEqual({ ok: false, reason: 'not_found' })
    expect(await markNoShow({ db }, stranger, booking.id, startsAt)).toEqual({ ok: false, reason: 'not_found' })
    expect(await supplierCancel({ db, payments: providers }, stranger, booking.id)).toEqual({ ok: false, reason: 'not_found' })
    expect(await written()).toEqual(before)
    const [b] = await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id))
    expect(b!.status).toBe('CONFIRMED')
  })

  it('says the voucher is for another day, and checks nothing in', async () => {
    const { booking, startsAt, reference, departure } = await bookedOrder()
    const ana = await staffOf(departure.experienceId, 'Ana')
    const result = await checkIn({ db }, ana, { reference }, new Date(startsAt.getTime() - 3 * 86_400_000))
    expect(result).toMatchObject({ ok: false, reason: 'other_day', booking: { date: departure.date } })
    expect(await db.select().from(s.bookingOperations).where(eq(s.bookingOperations.bookingId, booking.id))).toEqual([])
  })

  it('refuses a no-show before the departure starts, and takes it after', async () => {
    const { booking, startsAt, departure } = await bookedOrder()
    const ana = await staffOf(departure.experienceId, 'Ana')
    expect(await markNoShow({ db }, ana, booking.id, new Date(startsAt.getTime() - 60_000))).toEqual({ ok: false, reason: 'before_start' })
    expect(await markNoShow({ db }, ana, booking.id, new Date(startsAt.getTime() + 60_000))).toEqual({ ok: true })
    expect(await markNoShow({ db }, ana, booking.id, new Date(startsAt.getTime() + 120_000))).toEqual({ ok: false, reason: 'already' })
  })

  it('lists the booking on the day’s manifest with its state, in one departure with its totals', async () => {
    const { booking, reference, departure, startsAt } = await bookedOrder()
    const ana = await staffOf(departure.experienceId, 'Ana')
    await checkIn({ db }, ana, { bookingId: booking.id }, startsAt)
    const manifest = await getManifest(db, ana.supplierId, departure.date, { locale: 'en', tenantName: (id) => id })
    const d = manifest.find((x) => x.slotId === departure.slotId)!
    expect(d.bookings.find((b) => b.reference === reference)).toMatchObject({ leadName: 'Ada Lovelace', email: 'ada@example.com', units: { adult: 2 }, checkedInBy: 'Ana', tenantName: 'excursio' })
    expect(d.totals.checkedIn).toBeGreaterThanOrEqual(2)
  })
})

describe('money from the hub', () => {
  it('settles a pay-later booking once, however often it is sent, with one email to the buyer', async () => {
    const [d] = await findDepartures(db, 1, { payLater: true })
    const { order, booking, departure } = await bookedOrder({ payLater: true, departure: d })
    expect(booking.payLater).toBe(true)
    const ana = await staffOf(departure.experienceId, 'Ana')
    const input = { amount: booking.priceAmount, method: 'cash' as const, note: 'at the pier' }
    const results = await Promise.all([settlePayLater({ db }, ana, booking.id, input), settlePayLater({ db }, ana, booking.id, input)])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const [op] = await db.select().from(s.bookingOperations).where(eq(s.bookingOperations.bookingId, booking.id))
    expect(op).toMatchObject({ settledAmount: booking.priceAmount, settledMethod: 'cash', settledNote: 'at the pier', settledBy: ana.staffId })
    const emails = (await db.select().from(s.outbox).where(eq(s.outbox.kind, 'email'))).map((r) => r.payload as { kind: string; to: string; settlement?: { bookingId: string } })
    const settled = emails.filter((m) => m.kind === 'pay_later_settled' && m.settlement?.bookingId === booking.id)
    expect(settled).toEqual([expect.objectContaining({ to: order.email })])
  })

  it('refunds a supplier-cancelled booking in full exactly once, with its credit note and the buyer’s email', async () => {
    const { order, booking, departure } = await bookedOrder()
    const owner = await staffOf(departure.experienceId, 'Olga')
    const results = await Promise.all([supplierCancel({ db, payments: providers }, owner, booking.id), supplierCancel({ db, payments: providers }, owner, booking.id)])
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, money: 'refund', refundAmount: order.totalAmount }])
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'already_cancelled' })
    const refunds = await db.select().from(s.payments).where(and(eq(s.payments.orderId, order.id), eq(s.payments.kind, 'refund')))
    expect(refunds).toEqual([expect.objectContaining({ amount: order.totalAmount, status: 'SUCCEEDED' })])
    const notes = await db.select().from(s.invoices).where(and(eq(s.invoices.orderId, order.id), eq(s.invoices.kind, 'credit_note')))
    expect(notes).toEqual([expect.objectContaining({ amount: order.totalAmount })])
    const emails = (await db.select().from(s.outbox).where(eq(s.outbox.kind, 'email'))).map((r) => r.payload as { kind: string; cancellation?: { bookingId: string; by?: string } })
    expect(emails.filter((m) => m.kind === 'booking_cancelled' && m.cancellation?.bookingId === booking.id)).toEqual([expect.objectContaining({ cancellation: expect.objectContaining({ by: 'supplier', refundAmount: order.totalAmount }) })])
    // The team hears of it once too, as a cancellation by the supplier.
    const alerts = (emails as Array<{ kind: string; hub?: { event?: string; cancelledBy?: string; reference?: string } }>).filter((m) => m.kind === 'hub' && m.hub?.event === 'cancellation' && m.hub.cancelledBy === 'supplier')
    expect(alerts.length).toBeGreaterThanOrEqual(1)
    const [b] = await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id))
    expect(b!.status).toBe('CANCELLED')
  })
})
