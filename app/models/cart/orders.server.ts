// How a cart and its orders relate (decision 017): a cart backs at most one unpaid order at a time. The
// order records a fingerprint of the cart content it was made from; placing the same content again finds
// that order, and any change to the content cancels it and gives its held seats back. Every step runs under
// the cart row's lock, so tabs, reloads and double clicks on one cart are served one after the other.
import { createHash } from 'node:crypto'
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { bookings, cartItems, carts, orders, payments } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { CartItemRow, CartRow } from './cart.server'
import { findSessionPayment } from '../checkout/session.server'
import { HOLD_MINUTES, holdSeats, lockOrderBookings, releaseHeldSeats } from './holds.server'
import type { OrderRow } from '../orders/orders.server'
import { enqueuePaymentAction } from '../platform/outbox.server'
import { findPromo, returnPromoUse, takePromoUse } from './promo-codes.server'

/** Orders that may still be paid; a cart backs at most one of them. */
export const UNPAID = ['PENDING_PAYMENT', 'PROCESSING'] as const

/** Locks the cart row for the rest of the transaction; null when the cart is gone. */
export async function lockCart(tx: Db, tenantId: string, cartId: string): Promise<CartRow | null> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.tenantId, tenantId)))
    .for('update')
  return cart ?? null
}

/**
 * What the buyer would pay for: every line (departure, units, extras, pickup, pay later, the price it was
 * added at), the promo code and the currency shown. Equal fingerprints mean the same order.
 */
function cartFingerprint(items: CartItemRow[], promoCode: string | null, currency: string): string {
  const lines = [...items]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((i) => [
      i.id,
      i.slotId,
      Object.entries(i.unitQuantities).filter(([, n]) => n).sort(),
      [...i.extras].sort((a, b) => (a.extraId < b.extraId ? -1 : 1)).map((e) => [e.extraId, e.quantity]),
      i.pickupPointId,
      i.pickupTime,
      i.pickupAddress,
      i.payLater,
      i.priceAmount,
      i.currency,
    ])
  return createHash('sha256')
    .update(JSON.stringify([lines, promoCode?.toUpperCase() ?? null, currency]))
    .digest('base64url')
}

export async function currentFingerprint(tx: Db, cart: CartRow, currency: string, promoCode = cart.promoCode): Promise<string> {
  const items = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.tenantId, cart.tenantId)))
  return cartFingerprint(items, promoCode, currency)
}

export async function unpaidOrdersOfCart(tx: Db, tenantId: string, cartId: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.cartId, cartId), inArray(orders.status, [...UNPAID])))
    .orderBy(orders.createdAt)
    .for('update')
}

/** An unpaid order can be offered again while every seat is still held for it and its payment is awaited. */
export async function isResumable(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const held = await tx.select({ status: bookings.status, expiresAt: bookings.holdExpiresAt }).from(bookings).where(eq(bookings.orderId, order.id))
  if (!held.length || held.some((b) => b.status !== 'ON_HOLD' || !b.expiresAt || b.expiresAt <= now)) return false
  const payment = await findSessionPayment(tx, order)
  return payment?.status === 'PENDING'
}

/**
 * The buyer replaced this unpaid order (the cart changed, or its holds ran out): held seats go back, the
 * promo use is returned, the payment stops being awaited and the provider is told to close the payment page.
 * A payment that still arrives for it is refunded (fulfilment.server.ts). Call with the order row locked.
 */
export async function cancelUnpaidOrder(tx: Db, order: OrderRow, now: Date): Promise<void> {
  for (const b of await lockOrderBookings(tx, order.id)) {
    if (b.status === 'ON_HOLD') await releaseHeldSeats(tx, b)
    if (b.status === 'ON_HOLD' || b.status === 'EXPIRED') {
      await tx.update(bookings).set({ status: 'CANCELLED', holdExpiresAt: null, updatedAt: now }).where(eq(bookings.id, b.id))
    }
  }
  const payment = await findSessionPayment(tx, order)
  if (payment?.status === 'PENDING') {
    await tx.update(payments).set({ status: 'FAILED', updatedAt: now }).where(eq(payments.id, payment.id))
    if (payment.providerReference) await enqueuePaymentAction(tx, order.tenantId, { action: 'expire', paymentId: payment.id })
  }
  await tx.update(orders).set({ status: 'CANCELLED', updatedAt: now }).where(eq(orders.id, order.id))
  if (order.promoCode) await returnPromoUse(tx, order.tenantId, order.promoCode)
}

/**
 * After a change to the cart: cancels the unpaid orders that no longer match its content. An order placed
 * from the new content (by a request that ran between the change and this call) matches and stays.
 * Returns how many were cancelled.
 */
export async function releaseStaleOrders(tx: Db, tenantId: string, cartId: string, currency: string, now = new Date()): Promise<number> {
  const cart = await lockCart(tx, tenantId, cartId)
  if (!cart) return 0
  const unpaid = await unpaidOrdersOfCart(tx, tenantId, cartId)
  if (!unpaid.length) return 0
  const fingerprint = await currentFingerprint(tx, cart, currency)
  let cancelled = 0
  for (const order of unpaid) {
    if (order.cartFingerprint === fingerprint) continue
    await cancelUnpaidOrder(tx, order, now)
    cancelled++
  }
  return cancelled
}

/**
 * Seats held right now by this cart's own unpaid order, by slot. The cart and checkout count them as the
 * buyer's, so going Back from the payment page does not show the buyer's own held seats as sold out.
 */
export async function seatsHeldForCart(db: Db, tenantId: string, cartId: string, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ slotId: bookings.slotId, seats: sql<number>`sum(${bookings.quantity})::int` })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.cartId, cartId), inArray(orders.status, [...UNPAID]), eq(bookings.status, 'ON_HOLD'), gt(bookings.holdExpiresAt, now)))
    .groupBy(bookings.slotId)
  return new Map(rows.map((r) => [r.slotId, r.seats]))
}

/** How long after its payment page opened a declined order can be paid again on that page (the sandbox's page lives 30). */
export const RETRY_MINUTES = 25

/** The cart's latest order when it is a declined one; an older declined order is never revived over a newer order. */
export async function latestDeclinedOrder(tx: Db, tenantId: string, cartId: string): Promise<OrderRow | null> {
  const [latest] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.cartId, cartId)))
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .for('update')
  return latest?.status === 'FAILED' ? latest : null
}

class NotRevivable extends Error {}

/**
 * "Try again" after a declined card (issue 13): the same order, number and payment page, with its seats held
 * again. Only while the page can still take a card, every seat is still free and the promo still has a use;
 * otherwise false, and nothing changed (the savepoint rolls back a partial hold).
 */
export async function reviveDeclinedOrder(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const payment = await findSessionPayment(tx, order)
  if (!payment || payment.status !== 'FAILED' || !payment.sessionUrl) return false
  if (payment.createdAt.getTime() + RETRY_MINUTES * 60_000 <= now.getTime()) return false
  try {
    await tx.transaction(async (savepoint) => {
      const sp = savepoint as unknown as Db
      const list = await lockOrderBookings(sp, order.id)
      if (!list.length || list.some((b) => b.status !== 'EXPIRED')) throw new NotRevivable()
      for (const b of list) if (!(await holdSeats(sp, b.slotId, b.quantity))) throw new NotRevivable()
      const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000)
      await sp.update(bookings).set({ status: 'ON_HOLD', holdExpiresAt, updatedAt: now }).where(eq(bookings.orderId, order.id))
      if (order.promoCode) {
        const promo = await findPromo(sp, order.tenantId, order.promoCode)
        if (!promo || !(await takePromoUse(sp, promo.id))) throw new NotRevivable()
      }
      await sp.update(payments).set({ status: 'PENDING', updatedAt: now }).where(eq(payments.id, payment.id))
      await sp.update(orders).set({ status: 'PENDING_PAYMENT', updatedAt: now }).where(eq(orders.id, order.id))
    })
    return true
  } catch (error) {
    if (error instanceof NotRevivable) return false
    throw error
  }
}

/** What the buyer typed for this cart's latest order, to fill the checkout form in again (a retry keeps it). */
export async function lastBuyerOfCart(db: Db, tenantId: string, cartId: string) {
  const [order] = await db
    .select({ firstName: orders.buyerFirstName, lastName: orders.buyerLastName, email: orders.email, phoneCountryCode: orders.phoneCountryCode, phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.cartId, cartId)))
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return order ?? null
}
