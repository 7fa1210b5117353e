// Who may see an order by its purchase id (issues 13 and 14): the browser that placed it (its cart token), the
// signed-in user it belongs to, or a browser the guest look-up granted it (`owner.grantedPurchaseIds`, from the
// signed `order_grants` cookie; getCartOwner fills it in). Anyone else, with or without the id, finds nothing,
// as for an unknown id. The order page, its documents, vouchers and cancellation all ask this one function.
import { and, eq } from 'drizzle-orm'
import { carts, customOfferRequests, orders } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { CartOwner } from '../../domain/booking-contract'

export async function canSeeOrder(ctx: RequestContext, purchaseId: string, owner: CartOwner): Promise<boolean> {
  const granted = owner.grantedPurchaseIds?.includes(purchaseId) ?? false
  if (!owner.guestToken && !owner.userId && !granted) return false
  const [row] = await ctx.db
    .select({ userId: orders.userId, cartUserId: carts.userId, cartToken: carts.guestToken, offerToken: customOfferRequests.buyerGuestToken })
    .from(orders)
    .leftJoin(carts, and(eq(carts.id, orders.cartId), eq(carts.tenantId, orders.tenantId)))
    // An accepted custom offer has no cart: the browser that accepted it holds the token instead (decision 035).
    .leftJoin(customOfferRequests, and(eq(customOfferRequests.orderId, orders.id), eq(customOfferRequests.tenantId, orders.tenantId)))
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId)))
  if (!row) return false
  // A grant names this tenant and this purchase id, and was signed by this server when the look-up matched.
  if (granted) return true
  if (owner.userId && (row.userId === owner.userId || row.cartUserId === owner.userId)) return true
  return Boolean(owner.guestToken && (row.cartToken === owner.guestToken || row.offerToken === owner.guestToken))
}
