// Who may see an order by its purchase id (issue 13): the browser that placed it (its cart token) or the
// signed-in user it belongs to. Anyone else, with or without the id, finds nothing, as for an unknown id.
import { and, eq } from 'drizzle-orm'
import { carts, orders } from '../../drizzle/schema/index'
import type { RequestContext } from '../utils/context'
import type { CartOwner } from './booking-contract'

export async function canSeeOrder(ctx: RequestContext, purchaseId: string, owner: CartOwner): Promise<boolean> {
  if (!owner.guestToken && !owner.userId) return false
  const [row] = await ctx.db
    .select({ userId: orders.userId, cartUserId: carts.userId, cartToken: carts.guestToken })
    .from(orders)
    .leftJoin(carts, and(eq(carts.id, orders.cartId), eq(carts.tenantId, orders.tenantId)))
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId)))
  if (!row) return false
  if (owner.userId && (row.userId === owner.userId || row.cartUserId === owner.userId)) return true
  return Boolean(owner.guestToken && row.cartToken === owner.guestToken)
}
