// A booking's day at the meeting point (check-in, no-show) and its money from the hub (pay-later settlement),
// each a guarded write in one transaction with its audit line: two phones scanning the same voucher at once
// check it in once, and the second is told when and by whom.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { bookingOperations, orders } from '../../../drizzle/schema/index'
import { todayIn, wallClock } from '../../domain/zoned-time'
import { actForBookingTenant, type Db } from '../../utils/db.server'
import type { HubContext } from '../../utils/hub-context'
import { consumeRateLimits } from '../platform/rate-limit.server'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import { loadOrderView } from '../orders/orders.server'
import { audit } from './audit.server'
import { bookingById, bookingByReference, type OperationBooking } from './booking-lookup.server'
import { byKey, HUB_LIMITS } from './staff.server'

/** Who acts, for which supplier: the guard's answer (requireSupplier). */
export type Actor = { staffId: string; supplierId: string }

export type CheckInSummary = { bookingId: string; reference: string; name: string; travellers: number; title: string; time: string; date: string; timeZone: string }
export type CheckInResult =
  | { ok: true; booking: CheckInSummary }
  | { ok: false; reason: 'not_found' | 'rate_limited' }
  | { ok: false; reason: 'already'; booking: CheckInSummary; at: string; by: string | null }
  | { ok: false; reason: 'other_day' | 'cancelled' | 'not_confirmed'; booking: CheckInSummary }

const summary = (b: OperationBooking): CheckInSummary => ({
  bookingId: b.id,
  reference: b.reference,
  name: b.leadName,
  travellers: b.travellers,
  title: b.title,
  time: wallClock(b.startsAt, b.timeZone).time,
  date: b.localDate,
  timeZone: b.timeZone,
})

/** Why a booking cannot be checked in today, before anything is written. */
function refusal(b: OperationBooking, now: Date): 'other_day' | 'cancelled' | 'not_confirmed' | null {
  if (b.status === 'CANCELLED' || b.status === 'EXPIRED' || b.status === 'FAILED') return 'cancelled'
  if (b.status !== 'CONFIRMED') return 'not_confirmed'
  return b.localDate === todayIn(b.timeZone, now) ? null : 'other_day'
}

/**
 * Checks a traveller in by booking id (the manifest's button) or by the voucher's reference (scanned or typed;
 * counted against the person's check-in limit, since references can be guessed).
 */
export async function checkIn(ctx: Pick<HubContext, 'db'>, actor: Actor, target: { bookingId: string } | { reference: string }, now = new Date()): Promise<CheckInResult> {
  if ('reference' in target) {
    const limited = await consumeRateLimits(ctx.db, [byKey(HUB_LIMITS.checkIn, actor.staffId)])
    if (limited.limited) return { ok: false, reason: 'rate_limited' }
  }
  const found = 'reference' in target ? await bookingByReference(ctx.db, actor.supplierId, target.reference) : await bookingById(ctx.db, actor.supplierId, target.bookingId)
  if (!found) return { ok: false, reason: 'not_found' }
  const refused = refusal(found, now)
  if (refused) return { ok: false, reason: refused, booking: summary(found) }
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // The insert or the update happens only while nobody has checked the booking in: one writer wins.
    const [row] = await t
      .insert(bookingOperations)
      .values({ bookingId: found.id, tenantId: found.tenantId, checkedInAt: now, checkedInBy: actor.staffId, updatedAt: now })
      .onConflictDoUpdate({
        target: bookingOperations.bookingId,
        set: { checkedInAt: now, checkedInBy: actor.staffId, noShowAt: null, noShowBy: null, updatedAt: now },
        setWhere: isNull(bookingOperations.checkedInAt),
      })
      .returning({ at: bookingOperations.checkedInAt })
    if (!row) {
      const again = await bookingById(t, actor.supplierId, found.id)
      return { ok: false, reason: 'already', booking: summary(found), at: (again?.checkedInAt ?? now).toISOString(), by: again?.checkedInBy ?? null } as const
    }
    await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, tenantId: found.tenantId, action: 'booking.check_in', entity: 'booking', entityId: found.id, before: { checkedInAt: found.checkedInAt, noShowAt: found.noShowAt }, after: { checkedInAt: now } })
    return { ok: true, booking: summary(found) } as const
  })
}

export type OperationResult = { ok: true } | { ok: false; reason: 'not_found' | 'not_checked_in' | 'before_start' | 'already' | 'checked_in' | 'not_confirmed' | 'not_pay_later' }

/** The owner takes a check-in back (scanned the wrong voucher). */
export async function undoCheckIn(ctx: Pick<HubContext, 'db'>, actor: Actor, bookingId: string, now = new Date()): Promise<OperationResult> {
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const b = await bookingById(t, actor.supplierId, bookingId, true)
    if (!b) return { ok: false, reason: 'not_found' }
    const [row] = await t
      .update(bookingOperations)
      .set({ checkedInAt: null, checkedInBy: null, updatedAt: now })
      .where(and(eq(bookingOperations.bookingId, b.id), isNotNull(bookingOperations.checkedInAt)))
      .returning({ id: bookingOperations.bookingId })
    if (!row) return { ok: false, reason: 'not_checked_in' }
    await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, tenantId: b.tenantId, action: 'booking.undo_check_in', entity: 'booking', entityId: b.id, before: { checkedInAt: b.checkedInAt, by: b.checkedInBy }, after: { checkedInAt: null } })
    return { ok: true }
  })
}

/** A confirmed traveller who did not come: only once the departure has started, and never after a check-in. */
export async function markNoShow(ctx: Pick<HubContext, 'db'>, actor: Actor, bookingId: string, now = new Date()): Promise<OperationResult> {
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const b = await bookingById(t, actor.supplierId, bookingId, true)
    if (!b) return { ok: false, reason: 'not_found' }
    if (b.status !== 'CONFIRMED') return { ok: false, reason: 'not_confirmed' }
    if (b.startsAt > now) return { ok: false, reason: 'before_start' }
    if (b.checkedInAt) return { ok: false, reason: 'checked_in' }
    const [row] = await t
      .insert(bookingOperations)
      .values({ bookingId: b.id, tenantId: b.tenantId, noShowAt: now, noShowBy: actor.staffId, updatedAt: now })
      .onConflictDoUpdate({ target: bookingOperations.bookingId, set: { noShowAt: now, noShowBy: actor.staffId, updatedAt: now }, setWhere: sql`${bookingOperations.noShowAt} is null and ${bookingOperations.checkedInAt} is null` })
      .returning({ id: bookingOperations.bookingId })
    if (!row) return { ok: false, reason: 'already' }
    await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, tenantId: b.tenantId, action: 'booking.no_show', entity: 'booking', entityId: b.id, before: { noShowAt: null }, after: { noShowAt: now } })
    return { ok: true }
  })
}

export const SETTLE_METHODS = ['cash', 'card', 'transfer', 'other'] as const
export type SettleInput = { amount: number; method: (typeof SETTLE_METHODS)[number]; note: string | null }

/**
 * The supplier was paid for a pay-later booking (cash at the meeting point, a card terminal, a transfer): recorded
 * once, with the buyer's email in the tenant's brand saying so. The money never passed through the platform, so
 * no invoice of the tenant's follows (the supplier receipts it); the order page shows the booking paid.
 */
export async function settlePayLater(ctx: Pick<HubContext, 'db'>, actor: Actor, bookingId: string, input: SettleInput, now = new Date()): Promise<OperationResult> {
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const b = await bookingById(t, actor.supplierId, bookingId, true)
    if (!b) return { ok: false, reason: 'not_found' }
    if (!b.payLater) return { ok: false, reason: 'not_pay_later' }
    if (b.status !== 'CONFIRMED') return { ok: false, reason: 'not_confirmed' }
    // Found as the supplier's own: the buyer's email shows the whole order, the tenant's rows.
    await actForBookingTenant(t, b.tenantId)
    const settled = { settledAt: now, settledAmount: input.amount, settledMethod: input.method, settledNote: input.note, settledBy: actor.staffId, updatedAt: now }
    const [row] = await t
      .insert(bookingOperations)
      .values({ bookingId: b.id, tenantId: b.tenantId, ...settled })
      .onConflictDoUpdate({ target: bookingOperations.bookingId, set: settled, setWhere: isNull(bookingOperations.settledAt) })
      .returning({ id: bookingOperations.bookingId })
    if (!row) return { ok: false, reason: 'already' }
    await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, tenantId: b.tenantId, action: 'booking.settle', entity: 'booking', entityId: b.id, before: { settledAt: null }, after: { amount: input.amount, currency: b.currency, method: input.method, note: input.note } })
    const [order] = await t.select().from(orders).where(eq(orders.id, b.orderId))
    const view = order ? await loadOrderView(t, order.tenantId, order.purchaseId) : null
    if (order && view) {
      await enqueueEmail(t, { tenantId: order.tenantId, kind: 'pay_later_settled', to: order.email, locale: order.locale, order: view, settlement: { bookingId: b.id, amount: input.amount, currency: b.currency, method: input.method, at: now.toISOString() } })
    }
    return { ok: true }
  })
}
