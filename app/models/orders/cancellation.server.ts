// What cancelling one booking would do right now (issue 14): the same plan is shown on the cancel screen and
// carried out by cancelBooking, so the buyer is refunded exactly what they were shown.
import { and, asc, eq, ne } from 'drizzle-orm'
import { bookings, orders, payments } from '../../../drizzle/schema/index'
import { paidPerBooking, quoteRefund, type RefundQuote } from '../../domain/refund'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import type { CartOwner, OrderView } from '../../domain/booking-contract'
import { canSeeOrder } from './access.server'
import { getOrderView, type OrderRow } from './orders.server'
import { refundedSoFar } from '../checkout/payment-actions.server'

type BookingRow = typeof bookings.$inferSelect
type PaymentRow = typeof payments.$inferSelect

/** Booking states a buyer may cancel: confirmed, or still waiting for the supplier (only authorised). */
const CANCELLABLE_BOOKINGS = ['CONFIRMED', 'PENDING_SUPPLIER'] as const
const CANCELLABLE_ORDERS = new Set<OrderRow['status']>(['CONFIRMED', 'PARTIALLY_CONFIRMED', 'ON_HOLD', 'PAY_LATER'])

/**
 * `refund`: money was taken and `refundAmount` goes back; `released`: only authorised, the hold is let go;
 * `not_charged`: pay later or free, nothing moves.
 */
export type CancelPlan = { money: 'refund' | 'released' | 'not_charged'; quote: RefundQuote; refundAmount: number }
export type Refusal = 'already_cancelled' | 'not_cancellable' | 'started' | 'no_policy'

/** The money taken for the order: the capture (the session's own, or the one after an authorisation). */
export async function findCharge(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [charge] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'capture'), ne(payments.status, 'FAILED')))
    .orderBy(asc(payments.createdAt))
    .limit(1)
  return charge ?? null
}

/** The plan for one booking of an order, or why it cannot be cancelled online. Pure once the rows are read. */
export function planCancellation(
  order: OrderRow,
  list: BookingRow[],
  bookingId: string,
  money: { charge: PaymentRow | null; refunded: number },
  now: Date,
): CancelPlan | Refusal {
  const booking = list.find((b) => b.id === bookingId)
  if (!booking) return 'not_cancellable'
  if (booking.status === 'CANCELLED') return 'already_cancelled'
  if (!(CANCELLABLE_BOOKINGS as readonly string[]).includes(booking.status) || !CANCELLABLE_ORDERS.has(order.status)) return 'not_cancellable'
  if (!booking.cancellationPolicy) return 'no_policy'
  const paid = paidPerBooking(byCreation(list), order.discountAmount).get(booking.id) ?? 0
  const quote = quoteRefund(booking.cancellationPolicy, paid, now)
  if (!quote.cancellable) return 'started'
  // While the order is on hold nothing has been captured yet: the booking leaves the authorisation, released in full.
  // A booking already confirmed inside such an order would leave with its fee unpaid, so past its free window it
  // is not cancelled online (the screen sends the buyer to the team) until the order's money is settled.
  if (order.status === 'ON_HOLD' && booking.status !== 'PENDING_SUPPLIER' && quote.penaltyAmount > 0) return 'not_cancellable'
  if (booking.status === 'PENDING_SUPPLIER' || order.status === 'ON_HOLD') return { money: 'released', quote: { ...quote, refundAmount: paid, penaltyAmount: 0, penaltyPercent: 0, cutoff: null, nextPenaltyPercent: null }, refundAmount: 0 }
  if (booking.payLater || !money.charge || paid === 0) return { money: 'not_charged', quote, refundAmount: 0 }
  // Never more than what is left of the charge (other bookings of the order may have been refunded already).
  const refundAmount = Math.max(0, Math.min(quote.refundAmount, money.charge.amount - money.refunded))
  return { money: 'refund', quote, refundAmount }
}

/** `timeZone`: the zone the frozen policy counts in, so the cut-off is named in the zone that decides it. */
type CancellationView = { order: OrderView; booking: OrderView['bookings'][number]; plan: CancelPlan | Refusal; timeZone: string }

/** The cancel screen's facts; null for anyone who may not see the order, or a booking not in it (404). */
export async function loadCancellation(ctx: RequestContext, purchaseId: string, bookingId: string, owner: CartOwner, now = new Date()): Promise<CancellationView | null> {
  if (!(await canSeeOrder(ctx, purchaseId, owner))) return null
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId)))
  if (!order) return null
  const list = await ctx.db.select().from(bookings).where(eq(bookings.orderId, order.id)).orderBy(asc(bookings.createdAt), asc(bookings.id))
  if (!list.some((b) => b.id === bookingId)) return null
  const [view, charge, refunded] = await Promise.all([getOrderView(ctx, purchaseId), findCharge(ctx.db, order.id), refundedSoFar(ctx.db, order.id)])
  const booking = view?.bookings.find((b) => b.id === bookingId)
  if (!view || !booking) return null
  const timeZone = list.find((b) => b.id === bookingId)?.cancellationPolicy?.timeZone ?? booking.timeZone
  return { order: view, booking, plan: planCancellation(order, list, bookingId, { charge, refunded }, now), timeZone }
}

/** Creation order (then id): the discount is split the same way whichever order the rows were read in. */
function byCreation(list: BookingRow[]): BookingRow[] {
  return [...list].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

