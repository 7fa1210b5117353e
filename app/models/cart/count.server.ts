// How many items the visitor's cart holds, for the header's cart link on every page: one indexed count,
// and no query at all for a visitor without a cart cookie.
import { and, count, eq } from 'drizzle-orm'
import { cartItems, carts } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { CartOwner } from '../../domain/booking-contract'

export async function countCartItems(ctx: RequestContext, owner: CartOwner): Promise<number> {
  const who = owner.userId ? eq(carts.userId, owner.userId) : owner.guestToken ? eq(carts.guestToken, owner.guestToken) : null
  if (!who) return 0
  const [row] = await ctx.db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.tenantId, ctx.tenant.id), eq(cartItems.tenantId, ctx.tenant.id), who))
  return row?.n ?? 0
}
