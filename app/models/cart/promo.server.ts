// The promo code field of the cart and checkout: a code is kept on the cart only when it applies now.
import { and, eq } from 'drizzle-orm'
import { carts } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { CartOwner, PromoState } from '../../domain/booking-contract'
import { priceCart } from './check.server'
import { fail, ok, type PromoError, type Result } from '../../domain/cart-errors'
import { PromoCodeSchema } from '../../domain/cart-schemas'
import { findCart, touch } from './cart.server'

export async function applyPromoCode(ctx: RequestContext, owner: CartOwner, input: unknown, now = new Date()): Promise<Result<PromoState, PromoError>> {
  const code = PromoCodeSchema.safeParse(input)
  if (!code.success) return fail({ code: 'promo_invalid' })
  const cart = await findCart(ctx, owner)
  if (!cart) return fail({ code: 'cart_empty' })
  const { checked } = await priceCart(ctx, cart, { now, promoCode: code.data })
  if (!checked.lines.length) return fail({ code: 'cart_empty' })
  const state = checked.promo!
  if (state.status !== 'applied') {
    if (state.status === 'below_minimum') return fail({ code: 'promo_below_minimum', minimum: state.minimum ?? 0, currency: checked.totals.currency })
    return fail({ code: state.status === 'expired' ? 'promo_expired' : state.status === 'used_up' ? 'promo_used_up' : 'promo_invalid' })
  }
  if (state.code !== cart.promoCode) {
    await ctx.db
      .update(carts)
      .set({ promoCode: state.code })
      .where(and(eq(carts.id, cart.id), eq(carts.tenantId, ctx.tenant.id)))
    await touch(ctx, cart.id, now)
  }
  return ok(state)
}

export async function removePromoCode(ctx: RequestContext, owner: CartOwner): Promise<void> {
  const cart = await findCart(ctx, owner)
  if (!cart) return
  if (!cart.promoCode) return
  await ctx.db
    .update(carts)
    .set({ promoCode: null })
    .where(and(eq(carts.id, cart.id), eq(carts.tenantId, ctx.tenant.id)))
  await touch(ctx, cart.id)
}
