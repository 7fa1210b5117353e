// The one way a payment outcome reaches an order, whether it comes by webhook, by the buyer's return or by
// reconciliation. Idempotent twice over: a delivery already recorded in payment_events is a no-op, and every
// booking transition is guarded by its current state, so a second event for the same outcome changes nothing.
import { and, eq } from 'drizzle-orm'
import { bookings, orders, paymentEvents, payments } from '../../drizzle/schema/index'
import type { Db } from '../utils/db.server'
import type { OrderOutcome, PaymentEvent } from '../domain/booking-contract'
import type { ProviderLookup } from '../domain/booking-contract'
import { findSessionPayment } from './checkout-session.server'
import { applyAuthorised, applySucceeded } from './fulfil-paid.server'
import { lockOrderBookings, releaseHeldSeats } from './holds.server'
import { emailOrder } from './order-effects.server'
import { outcomeOf, type OrderRow } from './orders.server'
import { processPaymentActions, recordRefund } from './payment-actions.server'
import { enqueuePaymentAction } from './outbox.server'
import { returnPromoUse } from './promo.server'

type PaymentRow = typeof payments.$inferSelect

export type FulfilmentResult = { status: 'processed' | 'duplicate' | 'unknown_order' | 'ignored'; outcome?: OrderOutcome }
export type FulfilmentOptions = { now?: Date; providers: ProviderLookup }

export async function handlePaymentEvent(db: Db, event: PaymentEvent, options: FulfilmentOptions): Promise<FulfilmentResult> {
  const now = options.now ?? new Date()
  const result = await db.transaction(async (tx): Promise<FulfilmentResult & { orderId?: string }> => {
    const t = tx as unknown as Db
    const [recorded] = await t
      .insert(paymentEvents)
      .values({ tenantId: event.tenantId, provider: event.provider, providerEventId: event.eventId, type: event.type, payload: event })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
      .returning({ id: paymentEvents.id })
    if (!recorded) return { status: 'duplicate' }
    const done = () => t.update(paymentEvents).set({ processedAt: now }).where(eq(paymentEvents.id, recorded.id))
    // The order row lock serialises everything that moves this order: other events, the hold sweeper, the supplier.
    const [order] = await t
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, event.tenantId), eq(orders.purchaseId, event.purchaseId)))
      .for('update')
    if (!order) {
      await done()
      return { status: 'unknown_order' }
    }
    const payment = await findSessionPayment(t, order)
    if (!payment || payment.amount !== event.amount || payment.currency !== event.currency) {
      console.warn(`[payments] ${event.provider} event ${event.eventId} does not match order ${order.number}; ignored`)
      await done()
      return { status: 'ignored' }
    }
    const changed =
      order.status === 'CANCELLED'
        ? await giveBackReplaced(t, order, payment, event, now)
        : event.type === 'payment.failed'
        ? await applyFailed(t, order, payment.id, event, now)
        : event.type === 'payment.authorised'
        ? await applyAuthorised(t, order, payment, event, now)
        : await applySucceeded(t, order, payment, event, now)
    await done()
    const [after] = await t.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
    const list = await lockOrderBookings(t, order.id)
    return { status: changed ? 'processed' : 'ignored', outcome: outcomeOf(after!.status, list), orderId: order.id }
  })
  // Refunds, captures and releases written above go out now; the worker retries any that fail.
  if (result.orderId) await processPaymentActions(db, { now, providers: options.providers, tenantId: event.tenantId }).catch((error) => console.warn(`[payments] actions not sent yet: ${(error as Error).message}`))
  return { status: result.status, outcome: result.outcome }
}

/**
 * Money for an order the buyer replaced before paying it (decision 017): nothing is booked; a charge is
 * refunded in full and an authorisation released, each once (the refund key and the payment's state guard it).
 */
async function giveBackReplaced(tx: Db, order: OrderRow, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<boolean> {
  if (event.type === 'payment.failed' || payment.status === 'SUCCEEDED') return false
  const charge = { ...payment, providerReference: payment.providerReference ?? event.providerReference }
  await tx.update(payments).set({ status: 'SUCCEEDED', providerReference: charge.providerReference, rawEvent: event, updatedAt: now }).where(eq(payments.id, payment.id))
  if (event.type === 'payment.authorised') await enqueuePaymentAction(tx, order.tenantId, { action: 'release', paymentId: payment.id })
  else await recordRefund(tx, charge, `refund:replaced:${order.purchaseId}`, payment.amount)
  console.warn(`[payments] order ${order.number} was replaced before it was paid; its ${event.type} is given back`)
  return true
}

/** The card was declined: holds go back, the order fails, the buyer is told (only while payment was awaited). */
async function applyFailed(tx: Db, order: OrderRow, paymentId: string, event: PaymentEvent, now: Date): Promise<boolean> {
  if (order.status !== 'PENDING_PAYMENT' && order.status !== 'PROCESSING') return false
  for (const b of await lockOrderBookings(tx, order.id)) {
    if (b.status !== 'ON_HOLD') continue
    await releaseHeldSeats(tx, b)
    await tx.update(bookings).set({ status: 'EXPIRED', holdExpiresAt: null, updatedAt: now }).where(eq(bookings.id, b.id))
  }
  await tx.update(payments).set({ status: 'FAILED', rawEvent: event, updatedAt: now }).where(eq(payments.id, paymentId))
  const [failed] = await tx.update(orders).set({ status: 'FAILED', updatedAt: now }).where(eq(orders.id, order.id)).returning()
  if (order.promoCode) await returnPromoUse(tx, order.tenantId, order.promoCode)
  await emailOrder(tx, failed!, 'payment_failed')
  return true
}
