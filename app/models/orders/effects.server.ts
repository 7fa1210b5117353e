// What follows a state change inside its transaction: the email snapshot in the outbox and the
// cart lines that became bookings leaving the cart.
import { and, eq, inArray } from 'drizzle-orm'
import { cartItems } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { BookingCancellationNote, EmailKind } from '../../domain/booking-contract'
import { loadOrderView, type OrderRow } from './orders.server'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import { alertForOrderEmail } from '../partners/alerts.server'

export async function emailOrder(tx: Db, order: OrderRow, kind: EmailKind, cancellation?: BookingCancellationNote): Promise<void> {
  const view = await loadOrderView(tx, order.tenantId, order.purchaseId)
  if (!view) return
  await enqueueEmail(tx, { tenantId: order.tenantId, kind, to: order.email, locale: order.locale, order: view, cancellation })
  // The supplier hears of the same change in the same transaction (new booking, request, pay later).
  await alertForOrderEmail(tx, order.id, kind)
}

/** Booking keys are `{order key}:{cart item id}`, so the lines that became bookings can leave the cart. */
export function bookingKey(orderKey: string, cartItemId: string): string {
  return `${orderKey}:${cartItemId}`
}

export async function clearBookedCartItems(tx: Db, order: OrderRow, bookingKeys: string[]): Promise<void> {
  if (!order.cartId || !bookingKeys.length) return
  const ids = bookingKeys.map((k) => k.slice(k.lastIndexOf(':') + 1)).filter((id) => /^[0-9a-f-]{36}$/.test(id))
  if (!ids.length) return
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, order.cartId), eq(cartItems.tenantId, order.tenantId), inArray(cartItems.id, ids)))
}
