// What follows one booking's cancellation inside its order's transaction, the same for the buyer's cancellation
// (cancel-booking.server.ts) and the supplier's (partners/supplier-cancel.server.ts): when nobody waits for a
// supplier any more, a held authorisation is settled (capture what is still confirmed, or release it all), and an
// order left with no live booking is CANCELLED. Returns the order as it now stands.
import { eq } from 'drizzle-orm'
import { orders } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { LockedBooking } from '../cart/holds.server'
import { settleAuthorisation } from '../checkout/fulfilment.server'
import { findSessionPayment } from '../checkout/session.server'
import { enqueuePaymentAction } from '../platform/outbox.server'

const LIVE = new Set<LockedBooking['status']>(['ON_HOLD', 'PENDING_SUPPLIER', 'CONFIRMED'])

export async function settleOrderAfterCancel(t: Db, order: typeof orders.$inferSelect, bookingsOfOrder: LockedBooking[], now: Date): Promise<typeof orders.$inferSelect> {
  const live = bookingsOfOrder.filter((b) => LIVE.has(b.status))
  if (order.status === 'ON_HOLD' && !live.some((b) => b.status === 'PENDING_SUPPLIER')) {
    const authorisation = await findSessionPayment(t, order)
    if (authorisation && live.length) await settleAuthorisation(t, order, authorisation, live, now)
    else if (authorisation) await enqueuePaymentAction(t, order.tenantId, { action: 'release', paymentId: authorisation.id })
  }
  // PROCESSING would read as "unpaid" to the cart, the hold sweeper and reconciliation (decision 034): an order
  // with live bookings keeps its state; the refund's own row says it is pending.
  const [next] = live.length
    ? await t.select().from(orders).where(eq(orders.id, order.id))
    : await t.update(orders).set({ status: 'CANCELLED', updatedAt: now }).where(eq(orders.id, order.id)).returning()
  return next!
}
