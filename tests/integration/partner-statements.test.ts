// Issue 23 on real PostgreSQL: a supplier's monthly statement. Orders are placed and paid through the real
// checkout and payment-event path, cancelled through the buyer's and the supplier's real paths; the statement must
// count each booking once, in the month of its activity, with exact gross, refunds, commission at each tenant's
// rate and net, and nothing of another supplier or another month. The CSV says the same, parsed back.
import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { applyPromoCode } from '../../app/models/cart/promo.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { cancelBooking } from '../../app/models/orders/cancel-booking.server'
import { supplierCancel } from '../../app/models/partners/supplier-cancel.server'
import { commissionOf, getStatement, statementCsv, statementMonth, type StatementLine } from '../../app/models/partners/statements.server'
import { addMonths, todayIn, wallClock } from '../../app/domain/zoned-time'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { addInput, guest, orderInput, setFreeSeats, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { pay, placeUnpaid } from '../helpers/paid-orders'

let database: TestDatabase
let db: Db
const fake = useFakeProvider()
// The rates of this test, not the demo files': two tenants, two different rates, one with two decimals.
const RATES: Record<string, number> = { deira: 7.5, excursio: 18.35 }
const rateOf = (tenantId: string) => RATES[tenantId] ?? null

type Booked = { bookingId: string; purchaseId: string; owner: ReturnType<typeof guest>; price: number; currency: string; reference: string }

/** Fixed-price, per-person, instant departures without a pickup to choose, of one supplier (or of any other), in [from, to). */
async function departuresIn(supplierId: string, from: string, to: string, others = false): Promise<Departure[]> {
  const rows = await db
    .select({ slotId: s.availabilitySlots.id, startsAt: s.availabilitySlots.startsAt, date: s.availabilitySlots.localDate, experienceSlug: s.experiences.slug, experienceId: s.experiences.id, optionId: s.options.id, timeZone: s.experiences.timeZone })
    .from(s.availabilitySlots)
    .innerJoin(s.options, eq(s.options.id, s.availabilitySlots.optionId))
    .innerJoin(s.experiences, eq(s.experiences.id, s.options.experienceId))
    .innerJoin(s.optionUnits, and(eq(s.optionUnits.optionId, s.options.id), eq(s.optionUnits.type, 'adult')))
    .where(
      and(
        others ? ne(s.experiences.supplierId, supplierId) : eq(s.experiences.supplierId, supplierId),
        gte(s.availabilitySlots.localDate, from),
        lt(s.availabilitySlots.localDate, to),
        gt(s.availabilitySlots.startsAt, sql`now() + interval '2 days'`),
        eq(s.options.active, true),
        eq(s.experiences.status, 'active'),
        eq(s.experiences.hasFixedPrice, true),
        eq(s.experiences.onRequest, false),
        eq(s.experiences.pricingMode, 'per_person'),
        sql`${s.options.minTravellers} <= 1`,
        sql`not (${s.experiences.pickupIncluded} and exists (select 1 from pickup_points p where p.experience_id = ${s.experiences.id}))`,
        sql`${s.experiences.expiresAt} is null`,
      ),
    )
    .orderBy(asc(s.availabilitySlots.startsAt), asc(s.availabilitySlots.id))
    .limit(20)
  if (!rows.length) throw new Error(`no departure from ${from} to ${to}`)
  return rows.map((r) => ({ ...r, startTime: wallClock(new Date(r.startsAt), r.timeZone).time }))
}

async function bookingOf(purchaseId: string) {
  const [row] = await db.select({ booking: s.bookings, number: s.orders.number }).from(s.bookings).innerJoin(s.orders, eq(s.orders.id, s.bookings.orderId)).where(eq(s.orders.purchaseId, purchaseId))
  return row!
}

/** Two adults on `d`, through the real checkout, paid through the payment-event path (or reserved to pay later). */
async function book(ctx: RequestContext, d: Departure, options: { payLater?: boolean } = {}): Promise<Booked> {
  await setFreeSeats(db, d.slotId, 10)
  let purchaseId: string
  let owner: ReturnType<typeof guest>
  if (options.payLater) {
    owner = guest()
    expect(await addCartItem(ctx, owner, addInput(d, 2, { payLater: true }))).toMatchObject({ ok: true })
    const placed = await placeOrder(ctx, orderInput(owner, (await checkCart(ctx, owner)).totals.total))
    if (placed.kind !== 'placed') throw new Error(placed.kind)
    purchaseId = placed.purchaseId
  } else {
    ;({ owner, purchaseId } = await placeUnpaid(ctx, d, 2))
    await pay(ctx, fake, purchaseId)
  }
  const { booking, number } = await bookingOf(purchaseId)
  expect(booking.status).toBe('CONFIRMED')
  return { bookingId: booking.id, purchaseId, owner, price: booking.priceAmount, currency: booking.currency, reference: `${number}-1` }
}

let supplierId: string
let supplierCurrency: string
let month: string
const booked: Record<'own' | 'marketFull' | 'marketPart' | 'payLater' | 'marketUsd' | 'nextMonth' | 'otherSupplier', Booked> = {} as never
let partRefund = 0
let discounted: { purchaseId: string; total: number; discount: number; ours: { id: string; price: number }; theirs: { id: string; price: number; supplierId: string } }

/** One order on the marketplace with a booking of this supplier and one of another, 10 % off the whole order. */
async function bookTwoWithPromo(ctx: RequestContext, ours: Departure, theirs: Departure) {
  const owner = guest()
  for (const d of [ours, theirs]) {
    await setFreeSeats(db, d.slotId, 10)
    expect(await addCartItem(ctx, owner, addInput(d, 1))).toMatchObject({ ok: true })
  }
  expect(await applyPromoCode(ctx, owner, 'WELCOME10')).toMatchObject({ ok: true })
  const placed = await placeOrder(ctx, orderInput(owner, (await checkCart(ctx, owner)).totals.total))
  if (placed.kind !== 'placed') throw new Error(placed.kind)
  await pay(ctx, fake, placed.purchaseId)
  const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
  const rows = await db.select({ id: s.bookings.id, price: s.bookings.priceAmount, status: s.bookings.status, supplierId: s.experiences.supplierId }).from(s.bookings).innerJoin(s.experiences, eq(s.experiences.id, s.bookings.experienceId)).where(eq(s.bookings.orderId, order!.id))
  expect(rows.map((r) => r.status)).toEqual(['CONFIRMED', 'CONFIRMED'])
  expect(order!.discountAmount).toBeGreaterThan(0)
  const mine = rows.find((r) => r.supplierId === supplierId)!
  const other = rows.find((r) => r.supplierId !== supplierId)!
  return { purchaseId: placed.purchaseId, total: order!.totalAmount, discount: order!.discountAmount, ours: mine, theirs: other }
}

beforeAll(async () => {
  database = await createSeededTestDatabase('partner_statements', { requirePostgres: true })
  db = database.db
  const deira = testContext(db, { tenant: 'deira' })
  const slug = (deira.tenant.catalogue.suppliers as string[])[0]!
  const [supplier] = await db.select().from(s.suppliers).where(eq(s.suppliers.slug, slug))
  supplierId = supplier!.id
  supplierCurrency = supplier!.currency
  // Two months ahead: every day of it is bookable (checkout sells from two days out) and the seed covers it.
  month = addMonths(todayIn(supplier!.timeZone).slice(0, 7), 2)
  const next = addMonths(month, 1)
  const [d] = await departuresIn(supplierId, `${month}-01`, `${next}-01`)
  const [later] = await departuresIn(supplierId, `${next}-01`, `${addMonths(next, 1)}-01`)
  const [other] = await departuresIn(supplierId, `${month}-01`, `${next}-01`, true)
  const [otherLater] = await departuresIn(supplierId, `${next}-01`, `${addMonths(next, 1)}-01`, true)
  // The catalogue as a supplier may set it: this option may be paid later, and cancelling costs half the price.
  const [half] = await db
    .insert(s.cancellationPolicies)
    .values({ slug: 'test-half-fee', kind: 'percentage', name: { en: '50% fee' }, rules: [{ days: 365, hours: 0, minutes: 0, penaltyPercent: 50 }] })
    .returning()
  await db.update(s.options).set({ payLaterAllowed: true, cancellationPolicyId: half!.id }).where(eq(s.options.id, d!.optionId))

  // The supplier's own site sells in its currency; the marketplace is asked for it too, and once for dollars.
  const market = testContext(db, { tenant: 'excursio', currency: supplierCurrency })
  booked.own = await book(deira, d!)
  booked.marketFull = await book(market, d!)
  booked.marketPart = await book(market, d!)
  booked.payLater = await book(deira, d!, { payLater: true })
  booked.marketUsd = await book(testContext(db, { tenant: 'excursio', currency: 'USD' }), d!)
  booked.nextMonth = await book(deira, later!)
  booked.otherSupplier = await book(market, other!)
  discounted = await bookTwoWithPromo(market, later!, otherLater!)

  // Cancelled by the supplier: everything back. Cancelled by the buyer under the 50 % policy: half back.
  const [staff] = await db.insert(s.staffAccounts).values({ email: `owner-${Date.now()}@example.com`, name: 'Ana' }).returning()
  expect(await supplierCancel({ db, payments: fake.lookup }, { staffId: staff!.id, supplierId }, booked.marketFull.bookingId)).toMatchObject({ ok: true, refundAmount: booked.marketFull.price })
  const cancelled = await cancelBooking(market, { purchaseId: booked.marketPart.purchaseId, bookingId: booked.marketPart.bookingId, owner: booked.marketPart.owner }, { providers: fake.lookup })
  expect(cancelled).toMatchObject({ ok: true, money: 'refund' })
  partRefund = (cancelled as { refundAmount: number }).refundAmount
}, 240_000)
afterAll(() => database?.drop())

/** Half up to the minor unit, computed another way than the model (BigInt), so a wrong rounding shows. */
const expectedCommission = (base: number, percent: number) => Number((BigInt(base) * BigInt(Math.round(percent * 100)) * 2n + 10_000n) / 20_000n)

describe('a supplier’s monthly statement', () => {
  it('counts each of the month’s bookings once, on the tenant that sold it, with exact figures per booking', async () => {
    const statement = await getStatement(db, supplierId, { month, currency: supplierCurrency }, rateOf)
    const line = (b: Booked) => statement.lines.find((l) => l.id === b.bookingId)
    expect(statement.lines.map((l) => l.id).sort()).toEqual([booked.own, booked.marketFull, booked.marketPart, booked.payLater, booked.marketUsd].map((b) => b.bookingId).sort())
    expect(partRefund).toBeGreaterThan(0)
    expect(partRefund).toBeLessThan(booked.marketPart.price)

    const own = expectedCommission(booked.own.price, 7.5)
    expect(line(booked.own)).toMatchObject({ tenantId: 'deira', status: 'CONFIRMED', reference: booked.own.reference, currency: supplierCurrency, gross: booked.own.price, paidDirect: 0, refund: 0, percent: 7.5, commission: own, net: booked.own.price - own })
    // Refunded in full: no commission on money that went back, nothing owed.
    expect(line(booked.marketFull)).toMatchObject({ tenantId: 'excursio', status: 'CANCELLED', gross: booked.marketFull.price, refund: booked.marketFull.price, commission: 0, net: 0 })
    // Refunded in part: commission on the fee the buyer paid.
    const kept = booked.marketPart.price - partRefund
    expect(line(booked.marketPart)).toMatchObject({ tenantId: 'excursio', status: 'CANCELLED', gross: booked.marketPart.price, refund: partRefund, percent: 18.35, commission: expectedCommission(kept, 18.35), net: kept - expectedCommission(kept, 18.35) })
    // Pay later: the traveller pays the supplier; the platform holds nothing and is owed its commission.
    const direct = expectedCommission(booked.payLater.price, 7.5)
    expect(line(booked.payLater)).toMatchObject({ tenantId: 'deira', payLater: true, gross: booked.payLater.price, paidDirect: booked.payLater.price, refund: 0, commission: direct, net: -direct })
    // Charged in dollars: kept in dollars, never converted at some later rate.
    expect(booked.marketUsd.currency).toBe('USD')
    expect(line(booked.marketUsd)).toMatchObject({ tenantId: 'excursio', currency: 'USD', gross: booked.marketUsd.price, commission: expectedCommission(booked.marketUsd.price, 18.35) })
    // Every booking in the month of its activity.
    for (const l of statement.lines) expect(l.localDate.slice(0, 7)).toBe(month)
  })

  it('totals per tenant and overall that are the exact sums of the lines, per currency charged', async () => {
    const statement = await getStatement(db, supplierId, { month, currency: supplierCurrency }, rateOf)
    const sum = (lines: StatementLine[], key: 'gross' | 'paidDirect' | 'refund' | 'commission' | 'net') => lines.reduce((n, l) => n + l[key], 0)
    const figures = (lines: StatementLine[], currency: string) => ({ currency, bookings: lines.length, gross: sum(lines, 'gross'), paidDirect: sum(lines, 'paidDirect'), refunds: sum(lines, 'refund'), commission: sum(lines, 'commission'), net: sum(lines, 'net') })
    const of = (tenant: string | null, currency: string) => statement.lines.filter((l) => (tenant === null || l.tenantId === tenant) && l.currency === currency)
    expect(statement.tenants).toEqual([
      { tenantId: expect.any(String), percent: expect.any(Number), figures: expect.any(Array) },
      { tenantId: expect.any(String), percent: expect.any(Number), figures: expect.any(Array) },
    ])
    const deira = statement.tenants.find((t) => t.tenantId === 'deira')!
    const excursio = statement.tenants.find((t) => t.tenantId === 'excursio')!
    expect(deira).toEqual({ tenantId: 'deira', percent: 7.5, figures: [figures(of('deira', supplierCurrency), supplierCurrency)] })
    expect(excursio).toEqual({ tenantId: 'excursio', percent: 18.35, figures: [figures(of('excursio', supplierCurrency), supplierCurrency), figures(of('excursio', 'USD'), 'USD')] })
    expect(statement.totals).toEqual([figures(of(null, supplierCurrency), supplierCurrency), figures(of(null, 'USD'), 'USD')])
    // And the figures themselves, from the bookings as placed: the supplier's currency first.
    const [total] = statement.totals
    expect(total).toMatchObject({ bookings: 4, gross: booked.own.price + booked.marketFull.price + booked.marketPart.price + booked.payLater.price, paidDirect: booked.payLater.price, refunds: booked.marketFull.price + partRefund })
    expect(total!.net).toBe(total!.gross - total!.paidDirect - total!.refunds - total!.commission)
  })

  it('narrows to one tenant, and leaves out other months and other suppliers', async () => {
    const deira = await getStatement(db, supplierId, { month, tenant: 'deira' }, rateOf)
    expect(deira.lines.map((l) => l.id).sort()).toEqual([booked.own.bookingId, booked.payLater.bookingId].sort())
    expect(deira.tenants.map((t) => t.tenantId)).toEqual(['deira'])
    const next = await getStatement(db, supplierId, { month: addMonths(month, 1) }, rateOf)
    expect(next.lines.map((l) => l.id)).toContain(booked.nextMonth.bookingId)
    expect(next.lines.map((l) => l.id)).not.toContain(booked.own.bookingId)
    const all = [...(await getStatement(db, supplierId, { month }, rateOf)).lines, ...next.lines].map((l) => l.id)
    expect(all).not.toContain(booked.otherSupplier.bookingId)
    // The other supplier sees its own booking, and none of this one's.
    const [other] = await db.select({ supplierId: s.experiences.supplierId }).from(s.bookings).innerJoin(s.experiences, eq(s.experiences.id, s.bookings.experienceId)).where(eq(s.bookings.id, booked.otherSupplier.bookingId))
    const theirs = await getStatement(db, other!.supplierId, { month }, rateOf)
    expect(theirs.lines.map((l) => l.id)).toContain(booked.otherSupplier.bookingId)
    expect(theirs.lines.map((l) => l.id)).not.toContain(booked.own.bookingId)
    expect(await getStatement(db, supplierId, { month: '2001-01' }, rateOf)).toMatchObject({ lines: [], tenants: [], totals: [] })
  })

  it('counts what the traveller paid after a promo: the order’s discount spread over its bookings, adding up across suppliers', async () => {
    const later = addMonths(month, 1)
    const ours = (await getStatement(db, supplierId, { month: later }, rateOf)).lines.find((l) => l.id === discounted.ours.id)!
    const theirs = (await getStatement(db, discounted.theirs.supplierId, { month: later }, rateOf)).lines.find((l) => l.id === discounted.theirs.id)!
    // Each share within a minor unit of its exact proportion, and together exactly what the card was charged.
    const exactShare = (discounted.ours.price * discounted.discount) / (discounted.ours.price + discounted.theirs.price)
    expect(Math.abs(discounted.ours.price - ours.gross - exactShare)).toBeLessThan(1)
    expect(ours.gross + theirs.gross).toBe(discounted.total)
    expect(ours.commission).toBe(expectedCommission(ours.gross, 18.35))
  })

  it('counts a tenant without a rate at 0 % and says so', async () => {
    const statement = await getStatement(db, supplierId, { month, tenant: 'deira' }, () => null)
    expect(statement.tenants).toEqual([expect.objectContaining({ tenantId: 'deira', percent: null })])
    expect(statement.lines.every((l) => l.percent === null && l.commission === 0)).toBe(true)
  })

  it('writes the same month as CSV, formula-safe, one row per booking plus totals, and reads back to the same figures', async () => {
    const statement = await getStatement(db, supplierId, { month, currency: supplierCurrency }, rateOf)
    const csv = statementCsv(statement, { tenantName: (id) => (id === 'deira' ? '=Deira' : id) })
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const rows = parseCsv(csv.slice(1))
    const [header, ...body] = rows
    const col = (name: string) => header!.indexOf(name)
    const bookingsRows = body.filter((r) => r[col('row')] === 'booking')
    expect(bookingsRows.map((r) => r[col('reference')]).sort()).toEqual(statement.lines.map((l) => l.reference).sort())
    const own = bookingsRows.find((r) => r[col('reference')] === booked.own.reference)!
    // A tenant name that starts like a formula is neutralised.
    expect(own[col('sold_through')]).toBe("'=Deira")
    const minor = (v: string) => Math.round(Number(v) * 100)
    const line = statement.lines.find((l) => l.id === booked.own.bookingId)!
    expect({ gross: minor(own[col('gross')]!), commission: minor(own[col('commission')]!), net: minor(own[col('net')]!), percent: own[col('commission_percent')] }).toEqual({ gross: line.gross, commission: line.commission, net: line.net, percent: '7.5' })
    const totals = body.filter((r) => r[col('row')] === 'total')
    expect(totals.map((r) => [r[col('currency')], Number(r[col('bookings')]), minor(r[col('gross')]!), minor(r[col('refund')]!), minor(r[col('commission')]!), minor(r[col('net')]!)])).toEqual(
      statement.totals.map((t) => [t.currency, t.bookings, t.gross, t.refunds, t.commission, t.net]),
    )
    // Each currency's booking rows add up to its total row.
    for (const t of totals) {
      const mine = bookingsRows.filter((r) => r[col('currency')] === t[col('currency')])
      expect(mine.reduce((n, r) => n + minor(r[col('net')]!), 0)).toBe(minor(t[col('net')]!))
    }
  })
})

describe('commission arithmetic', () => {
  it('rounds half up once per booking, in integers', () => {
    expect(commissionOf(1000, 18.35)).toBe(184) // 183.5
    expect(commissionOf(999, 7.5)).toBe(75) // 74.925
    expect(commissionOf(12345, 12.34)).toBe(1523) // 1523.373
    expect(commissionOf(1000, null)).toBe(0)
    expect(commissionOf(0, 18)).toBe(0)
    expect(commissionOf(-5, 18)).toBe(0)
    expect(commissionOf(1, 50)).toBe(1) // 0.5
  })

  it('takes the month from the URL or the supplier’s current month', () => {
    const now = new Date('2026-01-31T22:30:00Z')
    expect(statementMonth('2026-03', 'Asia/Dubai', now)).toBe('2026-03')
    expect(statementMonth(null, 'Asia/Dubai', now)).toBe('2026-02')
    expect(statementMonth(null, 'Europe/Berlin', now)).toBe('2026-01')
    for (const bad of ['2026-13', '2026-1', 'x', "2026-03' or 1=1", '1999-12']) expect(statementMonth(bad, 'Europe/Berlin', now)).toBe('2026-01')
  })
})

/** RFC 4180, enough for what csvRow writes: quoted fields with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}
