// The visitor's cart: found by guest token or user id, always within the tenant; items are validated and
// priced by the same rules as the checkout (cart-rules.ts) and keep the price the visitor was shown.
import { and, desc, eq, sql } from 'drizzle-orm'
import { availabilitySlots, cartItems, carts, experiences, options } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { zonedTimeToUtc } from '../../domain/zoned-time'
import type { CartOwner } from '../../domain/booking-contract'
import { fail, ok, type CartItemError, type Result } from '../../domain/cart-errors'
import { experiencesInScope, loadLineFacts } from './lines.server'
import { isError, priceSelection, seatsOf, sizeSelection, slotProblem, type Selection } from './rules'
import { AddCartItemSchema, UpdateCartItemSchema } from '../../domain/cart-schemas'
import { inScope } from '../catalogue/catalogue.server'
import { getRates } from '../catalogue/exchange-rates.server'
import { releaseStaleOrders } from './orders.server'
import { processPaymentActions } from '../checkout/payment-actions.server'

export type CartRow = typeof carts.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect

/** The owner's cart in this tenant: the signed-in user's, else the guest token's; null when there is none yet. */
export async function findCart(ctx: RequestContext, owner: CartOwner, db: Db = ctx.db): Promise<CartRow | null> {
  const where = owner.userId
    ? and(eq(carts.tenantId, ctx.tenant.id), eq(carts.userId, owner.userId))
    : owner.guestToken
    ? and(eq(carts.tenantId, ctx.tenant.id), eq(carts.guestToken, owner.guestToken))
    : null
  if (!where) return null
  const [cart] = await db.select().from(carts).where(where).orderBy(desc(carts.updatedAt)).limit(1)
  return cart ?? null
}

async function getOrCreateCart(ctx: RequestContext, owner: CartOwner): Promise<CartRow> {
  const found = await findCart(ctx, owner)
  if (found) return found
  if (!owner.userId && !owner.guestToken) throw new Error('A cart needs a guest token or a user id')
  if (!owner.userId) {
    // Two first clicks at once: the unique (tenant, token) keeps one cart, both requests use it.
    await ctx.db.insert(carts).values({ tenantId: ctx.tenant.id, guestToken: owner.guestToken, currency: ctx.currency }).onConflictDoNothing()
    return (await findCart(ctx, owner))!
  }
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // No unique key on (tenant, user): a transaction-scoped lock per user keeps two tabs from making two carts.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${ctx.tenant.id}:${owner.userId}`}))`)
    const again = await findCart(ctx, owner, t)
    if (again) return again
    const [cart] = await t.insert(carts).values({ tenantId: ctx.tenant.id, userId: owner.userId, currency: ctx.currency }).returning()
    return cart!
  })
}

export async function addCartItem(ctx: RequestContext, owner: CartOwner, input: unknown, now = new Date()): Promise<Result<{ itemId: string }, CartItemError>> {
  const parsed = AddCartItemSchema.safeParse(input)
  if (!parsed.success) return fail({ code: 'invalid_input' })
  const data = parsed.data
  const [experience] = await ctx.db
    .select({ id: experiences.id, timeZone: experiences.timeZone })
    .from(experiences)
    .where(and(eq(experiences.slug, data.experienceSlug), inScope(ctx)))
    .limit(1)
  if (!experience) return fail({ code: 'experience_not_found' })
  const [option] = await ctx.db
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.id, data.optionId), eq(options.experienceId, experience.id), eq(options.active, true)))
  if (!option) return fail({ code: 'option_not_found' })
  const startsAt = zonedTimeToUtc(data.date, data.startTime, experience.timeZone)
  const [slot] = await ctx.db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.optionId, option.id), eq(availabilitySlots.startsAt, startsAt), eq(availabilitySlots.localDate, data.date)))
  if (!slot) return fail({ code: 'slot_not_found' })

  const cart = await getOrCreateCart(ctx, owner)
  const priced = await judge(ctx, cart, slot.id, data, now)
  if (!priced.ok) return priced
  if (cart.currency !== ctx.currency) await ctx.db.update(carts).set({ currency: ctx.currency }).where(eq(carts.id, cart.id))
  const [item] = await ctx.db
    .insert(cartItems)
    .values({ tenantId: ctx.tenant.id, cartId: cart.id, experienceId: experience.id, optionId: option.id, slotId: slot.id, ...priced.value })
    .returning({ id: cartItems.id })
  await touch(ctx, cart.id)
  return ok({ itemId: item!.id })
}

/** Changes the quantities, extras, pickup or pay later of an item; its departure stays. */
export async function updateCartItem(ctx: RequestContext, owner: CartOwner, input: unknown, now = new Date()): Promise<Result<{ itemId: string }, CartItemError>> {
  const parsed = UpdateCartItemSchema.safeParse(input)
  if (!parsed.success) return fail({ code: 'invalid_input' })
  const cart = await findCart(ctx, owner)
  const item = cart && (await findItem(ctx, cart.id, parsed.data.itemId))
  if (!cart || !item) return fail({ code: 'item_not_found' })
  if (!(await experiencesInScope(ctx, [item.experienceId])).has(item.experienceId)) return fail({ code: 'experience_not_found' })
  const priced = await judge(ctx, cart, item.slotId, parsed.data, now, item.id)
  if (!priced.ok) return priced
  await ctx.db.update(cartItems).set(priced.value).where(and(eq(cartItems.id, item.id), eq(cartItems.tenantId, ctx.tenant.id)))
  await touch(ctx, cart.id)
  return ok({ itemId: item.id })
}

export async function removeCartItem(ctx: RequestContext, owner: CartOwner, itemId: string): Promise<Result<null, CartItemError>> {
  const cart = await findCart(ctx, owner)
  if (!cart) return fail({ code: 'item_not_found' })
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id), eq(cartItems.tenantId, ctx.tenant.id)))
    .returning({ id: cartItems.id })
  if (!removed.length) return fail({ code: 'item_not_found' })
  await touch(ctx, cart.id)
  return ok(null)
}

export async function listCartItems(db: Db, tenantId: string, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.tenantId, tenantId)))
    .orderBy(cartItems.createdAt, cartItems.id)
}

async function findItem(ctx: RequestContext, cartId: string, itemId: string) {
  const [item] = await ctx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId), eq(cartItems.tenantId, ctx.tenant.id)))
  return item ?? null
}

/** Validates a selection against its departure and prices it in the visitor's currency, for add and update. */
async function judge(ctx: RequestContext, cart: CartRow, slotId: string, sel: Selection, now: Date, skipItemId?: string) {
  const [facts, rates, others] = await Promise.all([
    loadLineFacts(ctx.db, [slotId], ctx.locale).then((m) => m.get(slotId)),
    getRates(ctx.db),
    listCartItems(ctx.db, ctx.tenant.id, cart.id),
  ])
  if (!facts) return fail<CartItemError>({ code: 'slot_not_found' })
  const sized = sizeSelection(facts, sel, ctx.tenant.features)
  if (isError(sized)) return fail(sized)
  const taken = others
    .filter((o) => o.slotId === slotId && o.id !== skipItemId)
    .reduce((sum, o) => sum + seatsOf(o.unitQuantities, facts.experience.pricingMode), 0)
  const problem = slotProblem(facts, sized.quantity, now, taken)
  if (problem) return fail(problem)
  const amount = priceSelection(facts, sel, ctx.currency, rates)
  if (amount === null) return fail<CartItemError>({ code: 'price_unavailable' })
  return ok({
    unitQuantities: sel.unitQuantities,
    travellers: sized.travellers,
    extras: sel.extras,
    pickupPointId: sized.pickup?.pointId ?? null,
    pickupTime: sized.pickup?.time ?? null,
    pickupAddress: sized.pickup?.address ?? null,
    payLater: sel.payLater,
    priceAmount: amount,
    currency: ctx.currency,
    status: 'APPROVED' as const,
  })
}

/** After every change to a cart: an unpaid order made from its earlier content is cancelled (decision 017). */
export async function touch(ctx: RequestContext, cartId: string, now = new Date()) {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const count = await releaseStaleOrders(t, ctx.tenant.id, cartId, ctx.currency, now)
    await t.update(carts).set({ updatedAt: now }).where(and(eq(carts.id, cartId), eq(carts.tenantId, ctx.tenant.id)))
    return count
  })
  // The replaced order's payment page is closed at the provider now; the worker retries if that fails.
  if (cancelled) await processPaymentActions(ctx.db, { now, providers: ctx.payments, tenantId: ctx.tenant.id }).catch((error) => console.warn(`[cart] payment actions not sent yet: ${(error as Error).message}`))
}
