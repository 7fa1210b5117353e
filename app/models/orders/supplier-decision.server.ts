// On-request bookings: the supplier confirms or declines each one, from the hub, from the signed link in its
// email, or the answer window declines it for them. When none is left waiting, the card's authorisation is
// captured for what was confirmed, or released when nothing was (settleAuthorisation).
//
// Works without a tenant request context (the hub and the worker serve every tenant): a booking is found by
// its id within a supplier (the hub) or a tenant (the shop's tests), and its own tenant decides the provider.
// The order row lock (FOR UPDATE) serialises every answer with payments, the buyer's cancellation and the
// worker: the second of two answers finds the booking no longer waiting and changes nothing.
import { and, eq } from 'drizzle-orm'
import { bookings, experiences, orders } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { actForBookingTenant, type Db } from '../../utils/db.server'
import type { ProviderLookup } from '../../domain/booking-contract'
import { findSessionPayment } from '../checkout/session.server'
import { settleAuthorisation } from '../checkout/fulfilment.server'
import { confirmHeldSeats, lockOrderBookings, releaseHeldSeats } from '../cart/holds.server'
import { processPaymentActions } from '../checkout/payment-actions.server'
import { tenantById } from '../platform/tenant-directory.server'
import { audit } from '../partners/audit.server'
import { alertSupplier } from '../partners/alerts.server'

export type AnsweredVia = 'email' | 'hub' | 'timeout'
export type SupplierDecisionResult = { ok: true; orderStatus: string } | { ok: false; error: 'not_found' | 'not_pending' }

export type DecisionInput = {
  bookingId: string
  decision: 'confirm' | 'decline'
  via: AnsweredVia
  /** The staff member who answered in the hub; null for a link in an email and for the timeout. */
  staffId?: string | null
} & ({ supplierId: string } | { tenantId: string })

export async function decideOnRequest(db: Db, input: DecisionInput, options: { now?: Date; providers: ProviderLookup }): Promise<SupplierDecisionResult & { tenantId?: string }> {
  const now = options.now ?? new Date()
  const scope = 'supplierId' in input ? eq(experiences.supplierId, input.supplierId) : eq(bookings.tenantId, input.tenantId)
  const result = await db.transaction(async (tx): Promise<SupplierDecisionResult & { tenantId?: string }> => {
    const t = tx as unknown as Db
    const [found] = await t
      .select({ orderId: bookings.orderId, tenantId: bookings.tenantId, supplierId: experiences.supplierId })
      .from(bookings)
      .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
      .where(and(eq(bookings.id, input.bookingId), scope))
    // A booking of a tenant this server no longer serves has no provider and no emails to send.
    if (!found || !tenantById(found.tenantId)) return { ok: false, error: 'not_found' }
    // Found in its scope: whether the order still waits is decided over all its bookings, the tenant's rows.
    await actForBookingTenant(t, found.tenantId)
    const [order] = await t.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
    const list = await lockOrderBookings(t, found.orderId)
    const booking = list.find((b) => b.id === input.bookingId)
    if (!order || order.status !== 'ON_HOLD' || booking?.status !== 'PENDING_SUPPLIER') return { ok: false, error: 'not_pending' }
    // The worker picked this booking before taking the lock; a later due time (never set today) would win.
    if (input.via === 'timeout' && (!booking.answerDueAt || booking.answerDueAt > now)) return { ok: false, error: 'not_pending' }
    if (input.decision === 'confirm') await confirmHeldSeats(t, booking.slotId, booking.quantity)
    else await releaseHeldSeats(t, booking)
    booking.status = input.decision === 'confirm' ? 'CONFIRMED' : 'FAILED'
    booking.answeredVia = input.via
    await t
      .update(bookings)
      .set({ status: booking.status, answeredVia: input.via, confirmedAt: input.decision === 'confirm' ? now : null, cancelledAt: input.decision === 'decline' ? now : null, updatedAt: now })
      .where(eq(bookings.id, booking.id))
    await audit(t, {
      staffId: input.staffId ?? null,
      supplierId: found.supplierId,
      tenantId: found.tenantId,
      action: input.decision === 'confirm' ? 'booking.confirmed' : 'booking.declined',
      entity: 'booking',
      entityId: booking.id,
      before: { status: 'PENDING_SUPPLIER' },
      after: { status: booking.status, answeredVia: input.via },
    })
    if (input.via === 'timeout') await alertSupplier(t, [booking.id], 'auto_declined')
    if (list.some((b) => b.status === 'PENDING_SUPPLIER')) return { ok: true, orderStatus: order.status, tenantId: found.tenantId }
    const authorisation = await findSessionPayment(t, order)
    if (authorisation) await settleAuthorisation(t, order, authorisation, list, now, 'supplier_declined')
    const [after] = await t.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
    return { ok: true, orderStatus: after!.status, tenantId: found.tenantId }
  })
  if (result.ok) await processPaymentActions(db, { now, providers: options.providers, tenantId: result.tenantId }).catch((error) => console.warn(`[payments] actions not sent yet: ${(error as Error).message}`))
  return result
}

/** The shop's way in (tests and tools with a tenant context): the answer counts as given in the hub. */
export async function supplierDecision(
  ctx: RequestContext,
  bookingId: string,
  decision: 'confirm' | 'decline',
  options: { now?: Date; providers?: ProviderLookup } = {},
): Promise<SupplierDecisionResult> {
  const result = await decideOnRequest(ctx.db, { bookingId, decision, via: 'hub', tenantId: ctx.tenant.id }, { now: options.now, providers: options.providers ?? ctx.payments })
  return result.ok ? { ok: true, orderStatus: result.orderStatus } : result
}
