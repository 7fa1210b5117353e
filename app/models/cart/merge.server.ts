// At sign-in the guest's cart joins the account's cart, so nothing picked before signing in is lost.
import { and, eq, isNull } from 'drizzle-orm'
import { cartItems, carts, orders } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { cancelUnpaidOrder, releaseStaleOrders, unpaidOrdersOfCart } from './orders.server'
import { findCart } from './cart.server'

/** Moves the guest cart's items into the user's cart (or hands the guest cart to the user); returns the cart id. */
export async function mergeGuestCart(ctx: RequestContext, guestToken: string | null, userId: string): Promise<string | null> {
  if (!guestToken) return null
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const guest = await findCart(ctx, { guestToken, userId: null }, t)
    if (!guest) return null
    // What this browser booked as a guest now belongs to the account it signed in to (its outcome screens, Your Booking).
    await t
      .update(orders)
      .set({ userId })
      .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.cartId, guest.id), isNull(orders.userId)))
    const mine = await findCart(ctx, { guestToken: null, userId }, t)
    if (guest.userId === userId || !mine) {
      await t
        .update(carts)
        .set({ userId, guestToken: null, updatedAt: new Date() })
        .where(and(eq(carts.id, guest.id), eq(carts.tenantId, ctx.tenant.id)))
      return guest.id
    }
    await t
      .update(cartItems)
      .set({ cartId: mine.id })
      .where(and(eq(cartItems.cartId, guest.id), eq(cartItems.tenantId, ctx.tenant.id)))
    await t
      .update(carts)
      .set({ promoCode: mine.promoCode ?? guest.promoCode, updatedAt: new Date() })
      .where(eq(carts.id, mine.id))
    // Both carts changed: an unpaid order of either no longer matches what the buyer now has (decision 017).
    for (const order of await unpaidOrdersOfCart(t, ctx.tenant.id, guest.id)) await cancelUnpaidOrder(t, order, now)
    await releaseStaleOrders(t, ctx.tenant.id, mine.id, ctx.currency, now)
    await t.delete(carts).where(and(eq(carts.id, guest.id), eq(carts.tenantId, ctx.tenant.id)))
    return mine.id
  })
}
