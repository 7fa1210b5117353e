// On-request bookings: the supplier confirms or declines each one. When none is left waiting, the card's
// authorisation is captured for what was confirmed, or released when nothing was (settleAuthorisation).
import { and, eq } from 'drizzle-orm'
import { bookings, orders } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import type { ProviderLookup } from '../../domain/booking-contract'
import { findSessionPayment } from '../checkout/session.server'
import { settleAuthorisation } from '../checkout/fulfilment.server'
import { confirmHeldSeats, lockOrderBookings, releaseHeldSeats } from '../cart/holds.server'
import { processPaymentActions } from '../checkout/payment-actions.server'

type SupplierDecisionResult = { ok: true; orderStatus: string } | { ok: false; error: 'not_found' | 'not_pending' }

export async function supplierDecision(
  ctx: RequestContext,
  bookingId: string,
  decision: 'confirm' | 'decline',
  options: { now?: Date; providers?: ProviderLookup } = {},
): Promise<SupplierDecisionResult> {
  const now = options.now ?? new Date()
  const result = await ctx.db.transaction(async (tx): Promise<SupplierDecisionResult> => {
    const t = tx as unknown as Db
    const [found] = await t
      .select({ orderId: bookings.orderId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.tenantId, ctx.tenant.id)))
    if (!found) return { ok: false, error: 'not_found' }
    const [order] = await t.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
    const list = await lockOrderBookings(t, found.orderId)
    const booking = list.find((b) => b.id === bookingId)
    if (!order || order.status !== 'ON_HOLD' || booking?.status !== 'PENDING_SUPPLIER') return { ok: false, error: 'not_pending' }
    if (decision === 'confirm') await confirmHeldSeats(t, booking.slotId, booking.quantity)
    else await releaseHeldSeats(t, booking)
    booking.status = decision === 'confirm' ? 'CONFIRMED' : 'FAILED'
    await t
      .update(bookings)
      .set({ status: booking.status, confirmedAt: decision === 'confirm' ? now : null, cancelledAt: decision === 'decline' ? now : null, updatedAt: now })
      .where(eq(bookings.id, booking.id))
    if (list.some((b) => b.status === 'PENDING_SUPPLIER')) return { ok: true, orderStatus: order.status }
    const authorisation = await findSessionPayment(t, order)
    if (authorisation) await settleAuthorisation(t, order, authorisation, list, now, 'supplier_declined')
    const [after] = await t.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
    return { ok: true, orderStatus: after!.status }
  })
  if (result.ok) await processPaymentActions(ctx.db, { now, providers: options.providers ?? ctx.payments, tenantId: ctx.tenant.id }).catch((error) => console.warn(`[payments] actions not sent yet: ${(error as Error).message}`))
  return result
}
