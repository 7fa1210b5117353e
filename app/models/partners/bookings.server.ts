// A supplier's bookings across every tenant that sells its experiences (issue 22): the filtered list, its CSV
// export read in pages (never the whole list in memory), and one booking with its timeline. Every query is
// scoped by `experiences.supplier_id`: another supplier's booking is simply not found.
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { auditLog, availabilitySlots, bookingOperations, bookings, experiences, experienceTranslations, options, orders, outbox, payments, pickupPoints, staffAccounts } from '../../../drizzle/schema/index'
import { bookingReference } from '../../domain/booking-reference'
import { STATUS_FILTERS } from '../../domain/hub-bookings'
import { z } from '../../domain/zod'
import type { Db } from '../../utils/db.server'

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => !Number.isNaN(Date.parse(d)))

/** The list's filters, from the URL: anything malformed is dropped, never a 500. */
export const BookingFiltersSchema = z.object({
  from: date.optional().catch(undefined),
  to: date.optional().catch(undefined),
  status: z.enum(STATUS_FILTERS).optional().catch(undefined),
  experience: z.uuid().optional().catch(undefined),
  tenant: z.string().regex(/^[a-z0-9-]{1,60}$/).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})
export type BookingFilters = z.infer<typeof BookingFiltersSchema>

export function parseBookingFilters(params: URLSearchParams): BookingFilters {
  const raw = Object.fromEntries([...params].filter(([, v]) => v !== ''))
  return BookingFiltersSchema.parse(raw)
}

/** The booking's place in its order (1-based), as the reference counts it (app/domain/booking-reference.ts). */
const position = sql<number>`(select count(*)::int from ${bookings} b2 where b2.order_id = ${bookings.orderId} and (b2.created_at, b2.id) <= (${bookings.createdAt}, ${bookings.id}))`
const title = sql<string>`coalesce((select t.title from ${experienceTranslations} t where t.experience_id = ${experiences.id} and t.locale = 'en'), ${experiences.slug})`

const columns = {
  id: bookings.id,
  tenantId: bookings.tenantId,
  status: bookings.status,
  payLater: bookings.payLater,
  orderNumber: orders.number,
  position,
  experienceId: experiences.id,
  title,
  optionName: options.name,
  localDate: availabilitySlots.localDate,
  startsAt: availabilitySlots.startsAt,
  timeZone: experiences.timeZone,
  firstName: orders.buyerFirstName,
  lastName: orders.buyerLastName,
  email: orders.email,
  phone: sql<string>`${orders.phoneCountryCode} || ' ' || ${orders.phone}`,
  units: bookings.unitQuantities,
  travellers: bookings.travellers,
  amount: bookings.priceAmount,
  currency: bookings.currency,
  createdAt: bookings.createdAt,
  checkedInAt: bookingOperations.checkedInAt,
  settledAt: bookingOperations.settledAt,
}

function whereOf(supplierId: string, f: BookingFilters): SQL {
  const q = f.q?.trim()
  const search = q
    ? or(
        // A booking reference ("K3M9QX2A-2") or an order number, as the traveller reads it out.
        eq(orders.number, q.toUpperCase().replace(/-\d+$/, '')),
        ilike(orders.email, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
        ilike(sql`${orders.buyerFirstName} || ' ' || ${orders.buyerLastName}`, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
      )
    : undefined
  const status =
    f.status === 'PAY_LATER'
      ? and(eq(bookings.payLater, true), eq(bookings.status, 'CONFIRMED'))
      : f.status === 'CHECKED_IN'
      ? sql`${bookingOperations.checkedInAt} is not null`
      : f.status
      ? eq(bookings.status, f.status)
      : undefined
  return and(
    eq(experiences.supplierId, supplierId),
    f.from ? gte(availabilitySlots.localDate, f.from) : undefined,
    f.to ? lte(availabilitySlots.localDate, f.to) : undefined,
    status,
    f.experience ? eq(experiences.id, f.experience) : undefined,
    f.tenant ? eq(bookings.tenantId, f.tenant) : undefined,
    search,
  )!
}

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, bookings.slotId))
    .innerJoin(options, eq(options.id, bookings.optionId))
    .leftJoin(bookingOperations, eq(bookingOperations.bookingId, bookings.id))
}

export type BookingRow = Awaited<ReturnType<typeof listBookings>>['rows'][number]
export const PAGE_SIZE = 50

/** One page of the list, soonest departure first (the day ahead is what a supplier works on). */
export async function listBookings(db: Db, supplierId: string, f: BookingFilters) {
  const page = f.page ?? 1
  const rows = await baseQuery(db)
    .where(whereOf(supplierId, f))
    .orderBy(asc(availabilitySlots.startsAt), asc(bookings.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
  return { rows: rows.slice(0, PAGE_SIZE).map(withReference), hasMore: rows.length > PAGE_SIZE, page }
}

const withReference = <T extends { orderNumber: string; position: number }>(row: T) => ({ ...row, reference: bookingReference(row.orderNumber, row.position - 1) })

/**
 * The filtered list, page by page in departure order (keyset: start time, id), for the CSV export: each
 * page is written out before the next is read, so 10,000 bookings never sit in memory at once.
 */
export async function* streamBookings(db: Db, supplierId: string, f: BookingFilters, batch = 500) {
  let after: { startsAt: Date; id: string } | null = null
  for (;;) {
    // ISO text, cast: a Date inside a raw `sql` fragment would be sent in JavaScript's own format.
    const cursor: SQL | undefined = after ? sql`(${availabilitySlots.startsAt}, ${bookings.id}) > (${after.startsAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined
    const rows: Array<Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number]> = await baseQuery(db)
      .where(and(whereOf(supplierId, f), cursor))
      .orderBy(asc(availabilitySlots.startsAt), asc(bookings.id))
      .limit(batch)
    if (!rows.length) return
    yield rows.map(withReference)
    if (rows.length < batch) return
    const last = rows.at(-1)!
    after = { startsAt: last.startsAt, id: last.id }
  }
}

/** The experiences and tenants a supplier's bookings can be filtered by. */
export async function filterChoices(db: Db, supplierId: string) {
  const list = await db
    .select({ id: experiences.id, title })
    .from(experiences)
    .where(eq(experiences.supplierId, supplierId))
    .orderBy(asc(experiences.slug))
  const tenants = await db
    .selectDistinct({ tenantId: bookings.tenantId })
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .where(eq(experiences.supplierId, supplierId))
  return { experiences: list, tenants: tenants.map((t) => t.tenantId).sort() }
}

export type TimelineEvent = { at: string; kind: string; detail?: string; by?: string | null }

/** One booking of this supplier with everything its page shows, or null (another supplier's, or none). */
export async function getSupplierBooking(db: Db, supplierId: string, bookingId: string) {
  if (!z.uuid().safeParse(bookingId).success) return null
  const [row] = await baseQuery(db).where(and(eq(bookings.id, bookingId), eq(experiences.supplierId, supplierId)))
  if (!row) return null
  const [detail] = await db
    .select({ orderId: bookings.orderId, purchaseId: orders.purchaseId, orderStatus: orders.status, extras: bookings.extras, answers: bookings.answers, pickupName: pickupPoints.name, pickupTime: bookings.pickupTime, pickupAddress: bookings.pickupAddress, confirmedAt: bookings.confirmedAt, cancelledAt: bookings.cancelledAt, answerDueAt: bookings.answerDueAt, answeredVia: bookings.answeredVia, locale: orders.locale, ops: bookingOperations })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(pickupPoints, eq(pickupPoints.id, bookings.pickupPointId))
    .leftJoin(bookingOperations, eq(bookingOperations.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
  const d = detail!
  const [moneyRows, mails, changes] = await Promise.all([
    db.select({ kind: payments.kind, status: payments.status, amount: payments.amount, currency: payments.currency, at: payments.updatedAt }).from(payments).where(eq(payments.orderId, d.orderId)).orderBy(asc(payments.createdAt)),
    // The emails this booking caused: the buyer's order emails and the supplier's alerts.
    db
      .select({ at: outbox.createdAt, deliveredAt: outbox.deliveredAt, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.tenantId, row.tenantId), or(sql`${outbox.payload}->'order'->>'number' = ${row.orderNumber}`, sql`${outbox.payload}->'hub'->>'reference' = ${withReference(row).reference}`)))
      .orderBy(asc(outbox.createdAt))
      .limit(50),
    db.select({ at: auditLog.at, action: auditLog.action, by: staffAccounts.name }).from(auditLog).leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId)).where(and(eq(auditLog.entityId, bookingId), eq(auditLog.supplierId, supplierId))).orderBy(asc(auditLog.at)),
  ])
  const events: TimelineEvent[] = [{ at: row.createdAt.toISOString(), kind: 'placed' }]
  for (const p of moneyRows) if (p.status === 'SUCCEEDED') events.push({ at: p.at.toISOString(), kind: p.kind === 'authorise' ? 'authorised' : p.kind === 'capture' ? 'captured' : 'refunded', detail: `${(p.amount / 100).toFixed(2)} ${p.currency}` })
  if (d.confirmedAt) events.push({ at: d.confirmedAt.toISOString(), kind: 'confirmed', detail: d.answeredVia ?? undefined })
  if (d.cancelledAt) events.push({ at: d.cancelledAt.toISOString(), kind: row.status === 'FAILED' ? 'declined' : 'cancelled', detail: d.answeredVia ?? undefined })
  for (const m of mails) {
    const payload = m.payload as { kind?: string; to?: string; hub?: { event?: string } }
    events.push({ at: (m.deliveredAt ?? m.at).toISOString(), kind: m.deliveredAt ? 'email' : 'email_queued', detail: `${payload.kind === 'hub' ? `supplier: ${payload.hub?.event}` : payload.kind} → ${payload.to}` })
  }
  if (d.ops?.checkedInAt) events.push({ at: d.ops.checkedInAt.toISOString(), kind: 'checked_in' })
  if (d.ops?.noShowAt) events.push({ at: d.ops.noShowAt.toISOString(), kind: 'no_show' })
  if (d.ops?.settledAt) events.push({ at: d.ops.settledAt.toISOString(), kind: 'settled', detail: `${((d.ops.settledAmount ?? 0) / 100).toFixed(2)} ${row.currency} · ${d.ops.settledMethod ?? ''}` })
  for (const c of changes) events.push({ at: c.at.toISOString(), kind: 'change', detail: c.action, by: c.by })
  // At the same second, in the order they happen: booked, paid, confirmed, then the emails it caused.
  const RANK = ['placed', 'authorised', 'captured', 'confirmed', 'declined', 'cancelled', 'refunded', 'email_queued', 'email', 'checked_in', 'no_show', 'settled', 'change']
  events.sort((a, b) => a.at.slice(0, 19).localeCompare(b.at.slice(0, 19)) || RANK.indexOf(a.kind) - RANK.indexOf(b.kind) || a.at.localeCompare(b.at))
  return { ...withReference(row), ...d, ops: d.ops, events }
}

export type SupplierBooking = NonNullable<Awaited<ReturnType<typeof getSupplierBooking>>>

/** Bookings of the coming days, for the "Today" page: counts per day and the requests to answer. */
export async function upcomingDays(db: Db, supplierId: string, fromDate: string, days: number) {
  const until = new Date(Date.parse(`${fromDate}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10)
  return db
    .select({ localDate: availabilitySlots.localDate, bookings: sql<number>`count(*)::int`, travellers: sql<number>`sum(${bookings.travellers})::int`, checkedIn: sql<number>`count(${bookingOperations.checkedInAt})::int` })
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, bookings.slotId))
    .leftJoin(bookingOperations, eq(bookingOperations.bookingId, bookings.id))
    .where(and(eq(experiences.supplierId, supplierId), gte(availabilitySlots.localDate, fromDate), lte(availabilitySlots.localDate, until), inArray(bookings.status, ['CONFIRMED', 'PENDING_SUPPLIER'])))
    .groupBy(availabilitySlots.localDate)
    .orderBy(asc(availabilitySlots.localDate))
}

/** The latest bookings made, newest first (what came in since yesterday). */
export async function latestBookings(db: Db, supplierId: string, limit = 8) {
  const rows = await baseQuery(db).where(eq(experiences.supplierId, supplierId)).orderBy(desc(bookings.createdAt)).limit(limit)
  return rows.map(withReference)
}
