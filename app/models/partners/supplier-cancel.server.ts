// A supplier cancels a booking from the hub (owner only): unlike the buyer's cancellation (cancel-booking.server.ts)
// no policy applies, the buyer gets back everything paid for it. The same machinery: the order and its bookings
// locked in the same order as every other path, the refund keyed `refund:{booking id}` (so a double click, or a
// buyer cancelling at the same moment, refunds once), its credit note issued when the provider has refunded
// (payment-actions.server.ts), the seats back on the slot and the buyer's email, all in one transaction.
import { and, eq } from 'drizzle-orm'
import { bookings, orders } from '../../../drizzle/schema/index'
import { paidPerBooking } from '../../domain/refund'
import { actForBookingTenant, type Db } from '../../utils/db.server'
import type { HubContext } from '../../utils/hub-context'
import { findCharge } from '../orders/cancellation.server'
import { emailOrder } from '../orders/effects.server'
import { settleOrderAfterCancel } from '../orders/after-cancel.server'
import { alertSupplier } from './alerts.server'
import { lockOrderBookings, returnBookedSeats } from '../cart/holds.server'
import { processPaymentActions, recordRefund, refundedSoFar } from '../checkout/payment-actions.server'
import { audit } from './audit.server'
import { bookingById } from './booking-lookup.server'
import type { Actor } from './operations.server'

export type SupplierCancelResult = { ok: true; money: 'refund' | 'not_charged'; refundAmount: number } | { ok: false; reason: 'not_found' | 'already_cancelled' | 'not_cancellable' }

export async function supplierCancel(ctx: Pick<HubContext, 'db' | 'payments'>, actor: Actor, bookingId: string, now = new Date()): Promise<SupplierCancelResult> {
  let tenantId: string | undefined
  const result = await ctx.db.transaction(async (tx): Promise<SupplierCancelResult> => {
    const t = tx as unknown as Db
    // Scoped to the supplier before anything is locked: another supplier's booking is not found, nothing written.
    const found = await bookingById(t, actor.supplierId, bookingId)
    if (!found) return { ok: false, reason: 'not_found' }
    // Found as the supplier's own: the rest of the order (other suppliers' bookings, the buyer's email) is the tenant's.
    await actForBookingTenant(t, found.tenantId)
    const [order] = await t.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
    const list = await lockOrderBookings(t, found.orderId)
    const booking = list.find((b) => b.id === found.id)
    if (!order || !booking) return { ok: false, reason: 'not_found' }
    tenantId = order.tenantId
    if (booking.status === 'CANCELLED') return { ok: false, reason: 'already_cancelled' }
    if (booking.status !== 'CONFIRMED') return { ok: false, reason: 'not_cancellable' }

    const [charge, refunded] = await Promise.all([findCharge(t, order.id), refundedSoFar(t, order.id)])
    const byCreation = [...list].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
    const paid = paidPerBooking(byCreation, order.discountAmount).get(booking.id) ?? 0
    // Everything paid for this booking, never more than what is left of the charge.
    const refundAmount = booking.payLater || !charge ? 0 : Math.max(0, Math.min(paid, charge.amount - refunded))

    await returnBookedSeats(t, booking)
    await t.update(bookings).set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now }).where(and(eq(bookings.id, booking.id), eq(bookings.status, 'CONFIRMED')))
    booking.status = 'CANCELLED'
    if (refundAmount > 0) await recordRefund(t, charge!, `refund:${booking.id}`, refundAmount)

    const next = await settleOrderAfterCancel(t, order, list, now)
    const money = refundAmount > 0 ? 'refund' : 'not_charged'
    await emailOrder(t, next, 'booking_cancelled', { bookingId: booking.id, refundAmount, penaltyAmount: 0, penaltyPercent: 0, money, by: 'supplier' })
    // The rest of the team hears of it as of a traveller's cancellation (the seats are free again).
    await alertSupplier(t, [booking.id], 'cancellation', { cancelledBy: 'supplier' })
    await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, tenantId: order.tenantId, action: 'booking.cancel', entity: 'booking', entityId: booking.id, before: { status: 'CONFIRMED' }, after: { status: 'CANCELLED', refundAmount, currency: order.currency } })
    return { ok: true, money, refundAmount }
  })
  // The provider is asked after the commit; the worker retries whatever this first attempt could not send.
  if (result.ok && result.refundAmount > 0) await processPaymentActions(ctx.db, { now, providers: ctx.payments, tenantId }).catch((error) => console.warn(`[payments] actions not sent yet: ${(error as Error).message}`))
  return result
}
