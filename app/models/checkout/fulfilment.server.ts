// The one way a payment outcome reaches an order, whether it comes by webhook, by the buyer's return or by
// reconciliation. Idempotent twice over: a delivery already recorded in payment_events is a no-op, and every
// booking transition is guarded by its current state, so a second event for the same outcome changes nothing.
//
// Money received or held (applySucceeded, applyAuthorised): bookings are confirmed (held seats become booked), a
// booking whose hold expired re-takes free seats or fails and is refunded, and on-request bookings wait for the
// supplier. Runs inside handlePaymentEvent's transaction with the order row locked; every step is guarded by the
// booking's state.
import { and, eq, sql } from 'drizzle-orm'
import { bookings, orders, paymentEvents, payments } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { OrderOutcome, PaymentEvent, ProviderLookup } from '../../domain/booking-contract'
import { findSessionPayment } from './session.server'
import { lockOrderBookings, releaseHeldSeats, bookSeats, confirmHeldSeats, holdSeats, type LockedBooking } from '../cart/holds.server'
import { emailOrder, clearBookedCartItems } from '../orders/effects.server'
import { outcomeOf, type OrderRow } from '../orders/orders.server'
import { processPaymentActions, recordRefund, refundedSoFar } from './payment-actions.server'
import { enqueuePaymentAction } from '../platform/outbox.server'
import { returnPromoUse } from '../cart/promo-codes.server'
import { issueInvoice } from '../orders/invoices.server'

type PaymentRow = typeof payments.$inferSelect

type FulfilmentResult = { status: 'processed' | 'duplicate' | 'unknown_order' | 'ignored'; outcome?: OrderOutcome }
type FulfilmentOptions = { now?: Date; providers: ProviderLookup }

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

type Status = LockedBooking['status']

async function setBooking(tx: Db, b: LockedBooking, status: Status, now: Date) {
  await tx
    .update(bookings)
    .set({ status, holdExpiresAt: null, confirmedAt: status === 'CONFIRMED' ? now : null, updatedAt: now })
    .where(eq(bookings.id, b.id))
  b.status = status
}

/** Paid in full: confirm what can be confirmed, refund what cannot, then settle the order's status. */
async function applySucceeded(tx: Db, order: OrderRow, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<boolean> {
  if (order.status === 'PAY_LATER' || order.status === 'CANCELLED') return false
  const list = await lockOrderBookings(tx, order.id)
  let changed = false
  let refundable = payment.amount - (await refundedSoFar(tx, order.id))
  for (const b of list) {
    if (b.status === 'ON_HOLD') {
      await confirmHeldSeats(tx, b.slotId, b.quantity)
      await setBooking(tx, b, 'CONFIRMED', now)
    } else if (b.status === 'EXPIRED') {
      // Paid after the hold was given back: the seats are taken again if they are still free.
      if (await bookSeats(tx, b.slotId, b.quantity)) await setBooking(tx, b, 'CONFIRMED', now)
      else {
        await setBooking(tx, b, 'FAILED', now)
        const amount = b.payLater ? 0 : Math.min(b.priceAmount, refundable)
        if (await recordRefund(tx, { ...payment, providerReference: payment.providerReference ?? event.providerReference }, `refund:${b.id}`, amount)) refundable -= amount
      }
    } else continue
    changed = true
  }
  if (payment.status !== 'SUCCEEDED') {
    await tx
      .update(payments)
      .set({ status: 'SUCCEEDED', providerReference: payment.providerReference ?? event.providerReference, rawEvent: event, updatedAt: now })
      .where(eq(payments.id, payment.id))
  }
  if (!changed) return false
  await settle(tx, order, list, now)
  return true
}

/** Authorised only (on-request): those bookings wait for the supplier with their seats held; the others are confirmed. */
async function applyAuthorised(tx: Db, order: OrderRow, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<boolean> {
  if (order.status !== 'PENDING_PAYMENT' && order.status !== 'PROCESSING' && order.status !== 'FAILED') return false
  const list = await lockOrderBookings(tx, order.id)
  let changed = false
  for (const b of list) {
    const target: Status = b.onRequest ? 'PENDING_SUPPLIER' : 'CONFIRMED'
    if (b.status === 'ON_HOLD') {
      if (target === 'CONFIRMED') await confirmHeldSeats(tx, b.slotId, b.quantity)
      await setBooking(tx, b, target, now)
    } else if (b.status === 'EXPIRED') {
      const taken = target === 'CONFIRMED' ? await bookSeats(tx, b.slotId, b.quantity) : await holdSeats(tx, b.slotId, b.quantity)
      // Nothing was charged, so a booking that cannot be taken needs no refund: it is left out of the capture.
      await setBooking(tx, b, taken ? target : 'FAILED', now)
    } else continue
    changed = true
  }
  await tx
    .update(payments)
    .set({ status: 'SUCCEEDED', providerReference: payment.providerReference ?? event.providerReference, rawEvent: event, updatedAt: now })
    .where(eq(payments.id, payment.id))
  if (!changed) return false
  if (list.some((b) => b.status === 'PENDING_SUPPLIER')) {
    await setAnswerDue(tx, order.id, now)
    const [held] = await tx.update(orders).set({ status: 'ON_HOLD', updatedAt: now }).where(eq(orders.id, order.id)).returning()
    await clearBookedCartItems(tx, order, list.map((b) => b.idempotencyKey))
    await emailOrder(tx, held!, 'order_on_hold')
  } else await settleAuthorisation(tx, order, { ...payment, providerReference: payment.providerReference ?? event.providerReference }, list, now)
  return true
}

/**
 * The supplier's answer window, from the experience (default 48 h), capped at 5 days: a card authorisation
 * lapses after about 7, so an unanswered request is always declined (and released) well before that.
 */
export const MAX_ANSWER_HOURS = 120

async function setAnswerDue(tx: Db, orderId: string, now: Date) {
  await tx.execute(sql`
    update bookings b set answer_due_at = ${now.toISOString()}::timestamptz + make_interval(hours => least(e.answer_window_hours, ${MAX_ANSWER_HOURS}))
    from experiences e
    where e.id = b.experience_id and b.order_id = ${orderId} and b.status = 'PENDING_SUPPLIER' and b.answer_due_at is null`)
}

/**
 * No booking waits for the supplier any more: capture what the confirmed bookings cost (less the discount)
 * or release the authorisation, then settle the order. Also the end of supplierDecision.
 */
export async function settleAuthorisation(tx: Db, order: OrderRow, authorisation: PaymentRow, list: LockedBooking[], now: Date, failedEmail: FailedEmail = 'payment_failed') {
  const confirmed = list.filter((b) => b.status === 'CONFIRMED' && !b.payLater).reduce((sum, b) => sum + b.priceAmount, 0)
  const amount = Math.max(0, Math.min(authorisation.amount, confirmed - order.discountAmount))
  if (amount > 0) {
    const [capture] = await tx
      .insert(payments)
      .values({
        tenantId: order.tenantId,
        orderId: order.id,
        provider: authorisation.provider,
        providerReference: authorisation.providerReference,
        kind: 'capture',
        amount,
        currency: authorisation.currency,
        idempotencyKey: `capture:${order.purchaseId}`,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id })
    if (capture) await enqueuePaymentAction(tx, order.tenantId, { action: 'capture', paymentId: capture.id })
  } else {
    await enqueuePaymentAction(tx, order.tenantId, { action: 'release', paymentId: authorisation.id })
  }
  await settle(tx, order, list, now, failedEmail)
}

/** A declined on-request order is not a failed payment: it gets its own email (issue 14). */
type FailedEmail = 'payment_failed' | 'supplier_declined'

/**
 * A booking the buyer cancelled themselves (only their cancellation sets CANCELLED with a time) is neither a
 * confirmed nor a failed part of the order: it had its own refund and email. An on-hold order whose buyer
 * cancelled one booking and whose supplier then confirmed the rest is confirmed, not partly.
 */
const cancelledByBuyer = (b: LockedBooking) => b.status === 'CANCELLED' && b.cancelledAt !== null

/** The order's status from its bookings, with the invoice, the cart clean-up and the email that go with it. */
async function settle(tx: Db, order: OrderRow, list: LockedBooking[], now: Date, failedEmail: FailedEmail = 'payment_failed') {
  const counted = list.filter((b) => !cancelledByBuyer(b))
  const confirmed = counted.filter((b) => b.status === 'CONFIRMED')
  const status = !counted.length ? 'CANCELLED' : confirmed.length === counted.length ? 'CONFIRMED' : confirmed.length ? 'PARTIALLY_CONFIRMED' : 'FAILED'
  const [next] = await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id)).returning()
  if (confirmed.length) await clearBookedCartItems(tx, order, confirmed.map((b) => b.idempotencyKey))
  // Every booking cancelled by the buyer: each cancellation has already said so by email.
  if (status !== 'CANCELLED') await emailOrder(tx, next!, status === 'CONFIRMED' ? 'order_confirmed' : status === 'PARTIALLY_CONFIRMED' ? 'order_partial' : failedEmail)
  // Last: the invoice takes the tenant's counter row lock (ADR 032), which other payments then wait for.
  if (confirmed.length) await issueInvoice(tx, next!, Math.max(0, order.totalAmount - (await refundedSoFar(tx, order.id))), now)
}
