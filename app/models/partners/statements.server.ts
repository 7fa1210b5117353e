// A supplier's monthly statement (issue 23, decision 049): per tenant that sold its bookings, what travellers paid,
// what was refunded, the platform's commission at the tenant's rate and what is owed to the supplier. A month is
// the month of the activity (the departure's local date). Two queries per statement, whatever its size: the
// month's bookings with their refunds, and (only for orders with a promo discount) the sibling bookings the
// discount was spread over. Every query is scoped by `experiences.supplier_id`.
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import { availabilitySlots, bookingOperations, bookings, experiences, experienceTranslations, options, orders, payments } from '../../../drizzle/schema/index'
import { bookingReference } from '../../domain/booking-reference'
import { CSV_BOM, csvRow } from '../../domain/csv'
import { currencyDigits } from '../../domain/money'
import { paidPerBooking } from '../../domain/refund'
import { addMonths, todayIn, wallClock } from '../../domain/zoned-time'
import type { Db } from '../../utils/db.server'

/** The commission rate a tenant's file gives, in percent; null when the file has none (or the tenant is gone). */
export type CommissionLookup = (tenantId: string) => number | null

export type Figures = {
  currency: string
  bookings: number
  /** What travellers paid (or, for pay later, pay the supplier directly) for these bookings. */
  gross: number
  /** The part of `gross` paid to the supplier directly (pay later): the platform never held it. */
  paidDirect: number
  refunds: number
  commission: number
  /** Owed to the supplier: what the platform collected, less refunds and commission. Negative: owed by it. */
  net: number
}

export type StatementLine = Omit<Figures, 'bookings' | 'refunds'> & {
  id: string
  reference: string
  tenantId: string
  status: 'CONFIRMED' | 'CANCELLED'
  payLater: boolean
  localDate: string
  startsAt: Date
  timeZone: string
  title: string
  refund: number
  /** The rate applied; null when the tenant has none (counted at 0 %). */
  percent: number | null
}

export type TenantStatement = { tenantId: string; percent: number | null; figures: Figures[] }
export type Statement = { month: string; tenant: string | null; lines: StatementLine[]; tenants: TenantStatement[]; totals: Figures[] }

const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/
const TENANT = /^[a-z0-9-]{1,60}$/

/** `YYYY-MM` from the URL, or the current month in the supplier's zone for anything else (never a 500). */
export function statementMonth(value: string | null | undefined, timeZone: string, now = new Date()): string {
  return value && MONTH.test(value) ? value : todayIn(timeZone, now).slice(0, 7)
}

/** A tenant id from the URL, or null (all tenants) for anything that is not one. */
export const statementTenant = (value: string | null | undefined): string | null => (value && TENANT.test(value) ? value : null)

/** The commission on `base` minor units at `percent` (two decimals at most): exact integer arithmetic, half up. */
export function commissionOf(base: number, percent: number | null): number {
  if (!percent || base <= 0) return 0
  const hundredths = Math.round(percent * 100)
  return Math.floor((base * hundredths + 5_000) / 10_000)
}

const title = (locale: string) =>
  sql<string>`coalesce((select t.title from ${experienceTranslations} t where t.experience_id = ${experiences.id} and t.locale = ${locale}), (select t.title from ${experienceTranslations} t where t.experience_id = ${experiences.id} and t.locale = 'en'), ${experiences.slug})`
/** The booking's place in its order (1-based), as the reference counts it (app/domain/booking-reference.ts). */
const position = sql<number>`(select count(*)::int from ${bookings} b2 where b2.order_id = ${bookings.orderId} and (b2.created_at, b2.id) <= (${bookings.createdAt}, ${bookings.id}))`
/** Refunds of this booking on their way or made: every refund path keys its row `refund:{booking id}`. */
const refunded = sql<number>`(select coalesce(sum(p.amount), 0)::int from ${payments} p where p.order_id = ${bookings.orderId} and p.kind = 'refund' and p.status <> 'FAILED' and p.idempotency_key = 'refund:' || ${bookings.id}::text)`
/** A cancelled booking was charged when a capture of its order existed before it was cancelled (not an authorisation let go). */
const chargedBeforeCancel = sql`exists (select 1 from ${payments} p where p.order_id = ${bookings.orderId} and p.kind = 'capture' and p.status <> 'FAILED' and p.created_at <= ${bookings.cancelledAt})`

/**
 * Which bookings a statement counts: confirmed ones, except a pay-later booking marked no-show and never settled
 * (nobody was paid); cancelled ones that had been charged (the refund shows what went back), except pay later.
 */
const counted: SQL = or(
  and(eq(bookings.status, 'CONFIRMED'), sql`not (${bookings.payLater} and ${bookingOperations.noShowAt} is not null and ${bookingOperations.settledAt} is null)`),
  and(eq(bookings.status, 'CANCELLED'), eq(bookings.payLater, false), chargedBeforeCancel),
)!

export async function getStatement(db: Db, supplierId: string, query: { month: string; tenant?: string | null; locale?: string; /** The supplier's own currency, listed first. */ currency?: string }, rateOf: CommissionLookup): Promise<Statement> {
  if (!MONTH.test(query.month)) throw new Error(`not a month: ${query.month}`)
  const month = query.month
  const from = `${month}-01`
  const to = `${addMonths(month, 1)}-01`
  const tenant = statementTenant(query.tenant)
  // From the supplier's experiences through their options to the month's slots (availability_slots_option_date_idx)
  // and their bookings (bookings_slot_idx): the month is found by index, not by reading every booking.
  const rows = await db
    .select({
      id: bookings.id,
      orderId: bookings.orderId,
      tenantId: bookings.tenantId,
      status: bookings.status,
      payLater: bookings.payLater,
      priceAmount: bookings.priceAmount,
      currency: bookings.currency,
      orderNumber: orders.number,
      discount: orders.discountAmount,
      position,
      localDate: availabilitySlots.localDate,
      startsAt: availabilitySlots.startsAt,
      timeZone: experiences.timeZone,
      title: title(query.locale ?? 'en'),
      refunded,
      settledAmount: bookingOperations.settledAmount,
    })
    .from(availabilitySlots)
    .innerJoin(options, eq(options.id, availabilitySlots.optionId))
    .innerJoin(experiences, eq(experiences.id, options.experienceId))
    .innerJoin(bookings, eq(bookings.slotId, availabilitySlots.id))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(bookingOperations, eq(bookingOperations.bookingId, bookings.id))
    .where(and(eq(experiences.supplierId, supplierId), gte(availabilitySlots.localDate, from), lt(availabilitySlots.localDate, to), tenant ? eq(bookings.tenantId, tenant) : undefined, counted))
    .orderBy(asc(availabilitySlots.localDate), asc(availabilitySlots.startsAt), asc(bookings.createdAt), asc(bookings.id))

  const paid = await paidAmounts(db, rows.filter((r) => r.discount > 0 && !r.payLater).map((r) => r.orderId))
  const lines: StatementLine[] = rows.map((r) => {
    const percent = rateOf(r.tenantId)
    const gross = r.payLater ? r.settledAmount ?? r.priceAmount : paid.get(r.id) ?? r.priceAmount
    const paidDirect = r.payLater ? gross : 0
    const refund = r.refunded
    // Commission once per booking, on what was kept after refunds; totals are sums of these, so they add up.
    const commission = commissionOf(gross - refund, percent)
    return {
      id: r.id,
      reference: bookingReference(r.orderNumber, r.position - 1),
      tenantId: r.tenantId,
      status: r.status as StatementLine['status'],
      payLater: r.payLater,
      localDate: r.localDate,
      startsAt: r.startsAt,
      timeZone: r.timeZone,
      title: r.title,
      currency: r.currency,
      gross,
      paidDirect,
      refund,
      percent,
      commission,
      net: gross - paidDirect - refund - commission,
    }
  })
  return { month, tenant, lines, ...summarise(lines, rateOf, query.currency) }
}

/** What each booking of these orders was paid after its share of the order's discount (as refunds count it). */
async function paidAmounts(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(orderIds)]
  if (!ids.length) return new Map()
  // Every booking of the order, whoever's: the discount is spread over all of them (app/domain/refund.ts). Only
  // this supplier's figures leave this function.
  const siblings = await db
    .select({ id: bookings.id, orderId: bookings.orderId, priceAmount: bookings.priceAmount, payLater: bookings.payLater, createdAt: bookings.createdAt, discount: orders.discountAmount })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(inArray(bookings.orderId, ids))
    .orderBy(asc(bookings.orderId), asc(bookings.createdAt), asc(bookings.id))
  const paid = new Map<string, number>()
  for (const id of ids) {
    const list = siblings.filter((b) => b.orderId === id)
    for (const [bookingId, amount] of paidPerBooking(list, list[0]?.discount ?? 0)) paid.set(bookingId, amount)
  }
  return paid
}

const empty = (currency: string): Figures => ({ currency, bookings: 0, gross: 0, paidDirect: 0, refunds: 0, commission: 0, net: 0 })

function add(into: Map<string, Figures>, l: StatementLine) {
  const f = into.get(l.currency) ?? empty(l.currency)
  into.set(l.currency, { currency: l.currency, bookings: f.bookings + 1, gross: f.gross + l.gross, paidDirect: f.paidDirect + l.paidDirect, refunds: f.refunds + l.refund, commission: f.commission + l.commission, net: f.net + l.net })
}

/** One card per tenant (most takings first) and the totals, each per currency charged. */
function summarise(lines: StatementLine[], rateOf: CommissionLookup, own?: string): Pick<Statement, 'tenants' | 'totals'> {
  const byTenant = new Map<string, Map<string, Figures>>()
  const totals = new Map<string, Figures>()
  for (const l of lines) {
    if (!byTenant.has(l.tenantId)) byTenant.set(l.tenantId, new Map())
    add(byTenant.get(l.tenantId)!, l)
    add(totals, l)
  }
  const order = (list: Figures[]) => list.sort((a, b) => Number(b.currency === own) - Number(a.currency === own) || b.gross - a.gross || a.currency.localeCompare(b.currency))
  const tenants = [...byTenant].map(([tenantId, figures]) => ({ tenantId, percent: rateOf(tenantId), figures: order([...figures.values()]) }))
  tenants.sort((a, b) => (b.figures[0]?.gross ?? 0) - (a.figures[0]?.gross ?? 0) || a.tenantId.localeCompare(b.tenantId))
  return { tenants, totals: order([...totals.values()]) }
}

const CSV_HEADER = ['row', 'reference', 'activity_date', 'start_time', 'time_zone', 'experience', 'sold_through', 'tenant_id', 'status', 'pay_later', 'currency', 'bookings', 'gross', 'paid_directly', 'refund', 'commission_percent', 'commission', 'net', 'booking_id']

/**
 * The statement as CSV (decision 049): a row per booking, a `tenant_total` row per tenant and currency, a `total`
 * row per currency; amounts in major units with the currency's own decimals. Built at once: the statement is
 * already in memory to be totalled, and a month of one supplier is hundreds of rows, not hundreds of thousands.
 */
export function statementCsv(statement: Statement, options: { tenantName: (tenantId: string) => string }): string {
  // A number, not text: csvCell would guard a negative net ("-12.50") as if it were a formula.
  const amount = (minor: number, currency: string) => {
    const digits = currencyDigits(currency)
    return Number((minor / 10 ** digits).toFixed(digits))
  }
  const rate = (percent: number | null) => (percent === null ? '' : String(percent))
  const figures = (f: Figures) => [f.currency, f.bookings, amount(f.gross, f.currency), amount(f.paidDirect, f.currency), amount(f.refunds, f.currency)]
  let out = CSV_BOM + csvRow(CSV_HEADER)
  for (const l of statement.lines) {
    const c = l.currency
    out += csvRow(['booking', l.reference, l.localDate, wallClock(l.startsAt, l.timeZone).time, l.timeZone, l.title, options.tenantName(l.tenantId), l.tenantId, l.status, l.payLater ? 'yes' : 'no', c, 1, amount(l.gross, c), amount(l.paidDirect, c), amount(l.refund, c), rate(l.percent), amount(l.commission, c), amount(l.net, c), l.id])
  }
  for (const t of statement.tenants) {
    for (const f of t.figures) out += csvRow(['tenant_total', '', statement.month, '', '', '', options.tenantName(t.tenantId), t.tenantId, '', '', ...figures(f), rate(t.percent), amount(f.commission, f.currency), amount(f.net, f.currency), ''])
  }
  for (const f of statement.totals) out += csvRow(['total', '', statement.month, '', '', '', '', '', '', '', ...figures(f), '', amount(f.commission, f.currency), amount(f.net, f.currency), ''])
  return out
}
