// Self-service cancellation (issue 14), one transaction: the order and its bookings locked, the booking
// CANCELLED, its seats back on the slot, the refund row and its outbox row, the order's state and the email.
// The refund is keyed `refund:{booking id}` and the state is re-read under the lock, so a second confirm,
// however concurrent, finds the booking CANCELLED and moves nothing.
import { and, eq } from 'drizzle-orm'
import { bookings, orders } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import type { CartOwner, ProviderLookup } from '../../domain/booking-contract'
import { findCharge, planCancellation, type CancelPlan, type Refusal } from './cancellation.server'
import { lockOrderBookings, releaseHeldSeats, returnBookedSeats } from '../cart/holds.server'
import { emailOrder } from './effects.server'
import { settleOrderAfterCancel } from './after-cancel.server'
import { alertSupplier } from '../partners/alerts.server'
import { canSeeOrder } from './access.server'
import { processPaymentActions, recordRefund, refundedSoFar } from '../checkout/payment-actions.server'

/** `expectedRefund`: what the buyer was shown; when a tier has begun since, nothing is cancelled ('quote_changed'). */
type CancelBookingInput = { purchaseId: string; bookingId: string; owner: CartOwner; expectedRefund?: number }
type CancelBookingResult = { ok: true; money: CancelPlan['money']; refundAmount: number } | { ok: false; error: 'not_found' | 'quote_changed' | Refusal }

export async function cancelBooking(
  ctx: RequestContext,
  input: CancelBookingInput,
  options: { now?: Date; providers?: ProviderLookup } = {},
): Promise<CancelBookingResult> {
  const now = options.now ?? new Date()
  if (!(await canSeeOrder(ctx, input.purchaseId, input.owner))) return { ok: false, error: 'not_found' }
  const result = await ctx.db.transaction(async (tx): Promise<CancelBookingResult> => {
    const t = tx as unknown as Db
    // The order row first, then its bookings in slot order: the same lock order as fulfilment and supplierDecision.
    const [order] = await t
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, input.purchaseId)))
      .for('update')
    if (!order) return { ok: false, error: 'not_found' }
    const list = await lockOrderBookings(t, order.id)
    const booking = list.find((b) => b.id === input.bookingId)
    if (!booking) return { ok: false, error: 'not_found' }
    const [charge, refunded] = await Promise.all([findCharge(t, order.id), refundedSoFar(t, order.id)])
    const plan = planCancellation(order, list, booking.id, { charge, refunded }, now)
    if (typeof plan === 'string') return { ok: false, error: plan }
    if (input.expectedRefund !== undefined && input.expectedRefund !== plan.refundAmount) return { ok: false, error: 'quote_changed' }

    const wasWaiting = booking.status === 'PENDING_SUPPLIER'
    if (wasWaiting) await releaseHeldSeats(t, booking)
    else await returnBookedSeats(t, booking)
    await t.update(bookings).set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now }).where(eq(bookings.id, booking.id))
    booking.status = 'CANCELLED'
    if (plan.money === 'refund' && plan.refundAmount > 0) await recordRefund(t, charge!, `refund:${booking.id}`, plan.refundAmount)

    const next = await settleOrderAfterCancel(t, order, list, now)
    await emailOrder(t, next, 'booking_cancelled', {
      bookingId: booking.id,
      refundAmount: plan.refundAmount,
      penaltyAmount: plan.money === 'refund' ? plan.quote.paidAmount - plan.refundAmount : 0,
      penaltyPercent: plan.money === 'refund' ? plan.quote.penaltyPercent : 0,
      money: plan.money,
    })
    await alertSupplier(t, [booking.id], 'cancellation', { cancelledBy: 'buyer' })
    return { ok: true, money: plan.money, refundAmount: plan.refundAmount }
  })
  // The provider is asked after the commit; the worker retries whatever this first attempt could not send.
  if (result.ok) await processPaymentActions(ctx.db, { now, providers: options.providers ?? ctx.payments, tenantId: ctx.tenant.id }).catch((error) => console.warn(`[payments] actions not sent yet: ${(error as Error).message}`))
  return result
}
