// The paths that cross an owner's rows, run through the app's role under row-level security (decision 055) with the
// scope each gets in production: a buyer's checkout and payment in the tenant's scope, then the hub's check-in,
// manifest and cancellation with its refund, credit note and emails in the supplier's scope. Another supplier's
// scope finds nothing. The policies must let through all that the models do; tests/integration/row-level-security.test.ts
// shows what they keep out.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { checkIn, type Actor } from '../../app/models/partners/operations.server'
import { supplierCancel } from '../../app/models/partners/supplier-cancel.server'
import { getManifest } from '../../app/models/partners/manifest.server'
import { listBookings } from '../../app/models/partners/bookings.server'
import { bookingById } from '../../app/models/partners/booking-lookup.server'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import { loadTenants } from '../../app/tenancy/load.server'
import { PLATFORM_TENANT } from '../../app/domain/hub-mail'
import type { ProviderLookup } from '../../app/domain/booking-contract'
import { withDbScope, type DbScope } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { addInput, findDepartures, guest, orderInput, setFreeSeats, type Departure } from '../helpers/booking'
import { testContext, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let providers: ProviderLookup
let departure: Departure
let departures: Departure[]

/** Awaited inside the scope: a Drizzle query reads the scope when it runs. */
const inScope = <T>(scope: DbScope, fn: () => Promise<T>) => withDbScope(scope, async () => await fn())
const TENANT = 'excursio'

beforeAll(async () => {
  database = await createSeededTestDatabase('rls_paths', { requirePostgres: true })
  departures = await findDepartures(database.db, 40)
  departure = departures[0]!
  const { tenants } = loadTenants()
  // The providers read and write payments through the app's handle, as the server's runtime does.
  providers = createPaymentProviderLookup(database.app, (id) => tenants.find((t) => t.id === id))
  useTestPayments(providers)
})
afterAll(() => database?.drop())

async function staffOf(experienceId: string, name: string): Promise<Actor> {
  const [e] = await database.db.select({ supplierId: s.experiences.supplierId }).from(s.experiences).where(eq(s.experiences.id, experienceId))
  const [staff] = await database.db
    .insert(s.staffAccounts)
    .values({ email: `${name.toLowerCase()}-${Date.now()}@example.com`, name })
    .returning()
  await database.db.insert(s.staffMemberships).values({ staffId: staff!.id, supplierId: e!.supplierId, role: 'owner' })
  return { staffId: staff!.id, supplierId: e!.supplierId }
}

describe('under row-level security, with the scope each path gets', () => {
  it('a buyer pays in the tenant’s scope; the supplier checks in, lists and cancels with a refund in its own; another supplier finds nothing', async () => {
    await setFreeSeats(database.db, departure.slotId, 10)
    // The shop: cart, order, the sandbox's payment page and the return, all for the tenant only.
    const placed = await inScope({ tenantId: TENANT }, async () => {
      const c = testContext(database.app, { tenant: TENANT })
      const buyer = guest()
      expect(await addCartItem(c, buyer, addInput(departure, 2))).toMatchObject({ ok: true })
      const result = await placeOrder(c, orderInput(buyer, (await checkCart(c, buyer)).totals.total))
      if (result.kind !== 'placed') throw new Error(result.kind)
      const sessionId = new URL(result.next.url).pathname.split('/').at(-1)!
      expect((await completeSandboxSession(database.app, TENANT, sessionId, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' })).kind).toBe('completed')
      await refreshOrderPayment(c, result.purchaseId)
      return result
    })
    const [order] = await database.db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
    const [booking] = await database.db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
    expect(booking!.status).toBe('CONFIRMED')
    const [slot] = await database.db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, booking!.slotId))
    const startsAt = new Date(slot!.startsAt)

    // The hub, signed in as the supplier's owner: its scope is the hub's own mail and its suppliers.
    const owner = await staffOf(departure.experienceId, 'Olga')
    const hub: DbScope = { tenantId: PLATFORM_TENANT, supplierIds: [owner.supplierId] }
    const listed = await inScope(hub, () => listBookings(database.app, owner.supplierId, {}))
    expect(listed.rows.map((r) => r.id)).toContain(booking!.id)
    expect(await inScope(hub, () => checkIn({ db: database.app }, owner, { bookingId: booking!.id }, startsAt))).toMatchObject({ ok: true })
    const manifest = await inScope(hub, () => getManifest(database.app, owner.supplierId, departure.date, { locale: 'en', tenantName: (id) => id }))
    expect(manifest.flatMap((d) => d.bookings.map((b) => b.bookingId))).toContain(booking!.id)

    // Another supplier's staff: the same booking is not found, and nothing is written.
    const stranger = await database.db
      .insert(s.suppliers)
      .values({ slug: `rls-other-${Date.now()}`, name: 'Other', currency: 'EUR', contactEmail: 'o@example.com', timeZone: 'Europe/Berlin' })
      .returning()
    const other: Actor = { staffId: owner.staffId, supplierId: stranger[0]!.id }
    const refused = await inScope({ tenantId: PLATFORM_TENANT, supplierIds: [other.supplierId] }, () => supplierCancel({ db: database.app, payments: providers }, other, booking!.id))
    expect(refused).toEqual({ ok: false, reason: 'not_found' })

    // The owner cancels: the refund, the credit note and the buyer's email are written for the tenant.
    const cancelled = await inScope(hub, () => supplierCancel({ db: database.app, payments: providers }, owner, booking!.id))
    expect(cancelled).toEqual({ ok: true, money: 'refund', refundAmount: order!.totalAmount })
    const refunds = await database.db
      .select()
      .from(s.payments)
      .where(and(eq(s.payments.orderId, order!.id), eq(s.payments.kind, 'refund')))
    expect(refunds).toEqual([expect.objectContaining({ amount: order!.totalAmount, status: 'SUCCEEDED', tenantId: TENANT })])
    const notes = await database.db
      .select()
      .from(s.invoices)
      .where(and(eq(s.invoices.orderId, order!.id), eq(s.invoices.kind, 'credit_note')))
    expect(notes).toEqual([expect.objectContaining({ amount: order!.totalAmount, tenantId: TENANT })])
    const emails = (await database.db.select().from(s.outbox).where(eq(s.outbox.tenantId, TENANT))).map((r) => r.payload as { kind: string; cancellation?: { bookingId: string } })
    expect(emails.filter((m) => m.kind === 'booking_cancelled' && m.cancellation?.bookingId === booking!.id)).toHaveLength(1)
  })

  it('a supplier with one booking of an order shared with another supplier: its reference counts the other’s, and its cancellation tells the buyer of both', async () => {
    const supplierOf = async (d: Departure) => (await database.db.select({ id: s.experiences.supplierId }).from(s.experiences).where(eq(s.experiences.id, d.experienceId)))[0]!.id
    const first = departures[1]!
    let second: Departure | undefined
    for (const d of departures.slice(2)) if ((await supplierOf(d)) !== (await supplierOf(first))) second = d
    if (!second) throw new Error('the seed has one supplier only')
    for (const d of [first, second]) await setFreeSeats(database.db, d.slotId, 10)
    const placed = await inScope({ tenantId: TENANT }, async () => {
      const c = testContext(database.app, { tenant: TENANT })
      const buyer = guest()
      for (const d of [first, second]) expect(await addCartItem(c, buyer, addInput(d!, 1))).toMatchObject({ ok: true })
      const result = await placeOrder(c, orderInput(buyer, (await checkCart(c, buyer)).totals.total))
      if (result.kind !== 'placed') throw new Error(result.kind)
      const sessionId = new URL(result.next.url).pathname.split('/').at(-1)!
      expect((await completeSandboxSession(database.app, TENANT, sessionId, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' })).kind).toBe('completed')
      await refreshOrderPayment(c, result.purchaseId)
      return result
    })
    const [order] = await database.db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
    const [theirs] = await database.db
      .select()
      .from(s.bookings)
      .where(and(eq(s.bookings.orderId, order!.id), eq(s.bookings.experienceId, second.experienceId)))
    const owner = await staffOf(second.experienceId, 'Oskar')
    const hub: DbScope = { tenantId: PLATFORM_TENANT, supplierIds: [owner.supplierId] }
    // The reference the buyer's voucher carries, counted by the owner, is the one the supplier's hub shows.
    const asOwner = await bookingById(database.db, owner.supplierId, theirs!.id)
    const asSupplier = await inScope(hub, () => bookingById(database.app, owner.supplierId, theirs!.id))
    expect(asSupplier?.reference).toBe(asOwner!.reference)
    const cancelled = await inScope(hub, () => supplierCancel({ db: database.app, payments: providers }, owner, theirs!.id))
    expect(cancelled).toMatchObject({ ok: true, money: 'refund' })
    const emails = (await database.db.select().from(s.outbox).where(eq(s.outbox.tenantId, TENANT))).map(
      (r) => r.payload as { kind: string; order?: { bookings: unknown[] }; cancellation?: { bookingId: string } }
    )
    const told = emails.filter((m) => m.kind === 'booking_cancelled' && m.cancellation?.bookingId === theirs!.id)
    expect(told.map((m) => m.order?.bookings.length)).toEqual([2])
    const [after] = await database.db.select().from(s.orders).where(eq(s.orders.id, order!.id))
    expect(after!.status).toBe(order!.status)
  })
})
