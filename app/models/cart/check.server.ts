// Spec §4 cart check: every line re-judged against current availability and prices, the four outcomes, the
// totals payable now and later. The cart page and the checkout call checkCart; placeOrder calls priceCart
// inside its transaction, so the order is built from exactly what was checked.
import { and, eq } from 'drizzle-orm'
import { cartItems, carts } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { experiencePath } from '../../utils/experience-path'
import { convertMoney, type Rates } from '../../domain/money'
import type { CartLine, CartOwner, CartCheckOutcome, CheckedCart } from '../../domain/booking-contract'
import { experiencesInScope, loadLineFacts, type LineFacts } from './lines.server'
import { cancellationNowOf, isError, priceSelection, sizeSelection, slotProblem, startTimeOf, type Sized } from './rules'
import { findCart, listCartItems, type CartItemRow, type CartRow } from './cart.server'
import { getRates } from '../catalogue/exchange-rates.server'
import { seatsHeldForCart } from './orders.server'
import { findPromo, judgePromo } from './promo-codes.server'

type PricedLine = { item: CartItemRow; facts: LineFacts | null; sized: Sized | null; line: CartLine }
export type PricedCart = { checked: CheckedCart; lines: PricedLine[]; promoId: string | null }

/**
 * Re-judges every line of `cart` now, in the visitor's currency; reads only. Inside a transaction pass `db` (the
 * transaction) and `rates`: a query on the pool from inside a transaction could wait for a connection that
 * only the waiting transactions hold.
 */
export async function priceCart(
  ctx: RequestContext,
  cart: CartRow,
  options: { now?: Date; db?: Db; promoCode?: string | null; rates?: Rates } = {},
): Promise<PricedCart> {
  const db = options.db ?? ctx.db
  const now = options.now ?? new Date()
  const currency = ctx.currency
  const items = await listCartItems(db, ctx.tenant.id, cart.id)
  const [facts, scope, rates, ownHeld] = await Promise.all([
    loadLineFacts(db, items.map((i) => i.slotId), ctx.locale),
    experiencesInScope({ ...ctx, db }, items.map((i) => i.experienceId)),
    options.rates ?? getRates(ctx.db),
    items.length ? seatsHeldForCart(db, ctx.tenant.id, cart.id, now) : new Map<string, number>(),
  ])
  // Seats this cart's own unpaid order holds are free for it (a negative "taken").
  const takenBySlot = new Map([...ownHeld].map(([slotId, seats]) => [slotId, -seats]))
  const lines = items.map((item): PricedLine => {
    const f = facts.get(item.slotId) ?? null
    const shown = item.currency === currency ? item.priceAmount : convertMoney({ amount: item.priceAmount, currency: item.currency }, currency, rates)?.amount
    let sized: Sized | null = null
    let amount: number | null = null
    if (f && scope.has(item.experienceId)) {
      const size = sizeSelection(f, item, ctx.tenant.features)
      const taken = takenBySlot.get(item.slotId) ?? 0
      if (!isError(size) && !slotProblem(f, size.quantity, now, taken)) {
        amount = priceSelection(f, item, currency, rates)
        if (amount !== null) {
          sized = size
          takenBySlot.set(item.slotId, taken + size.quantity)
        }
      }
    }
    // The snapshot is the price the buyer accepted, compared in its own currency: a currency the visitor switched to
    // is not a price change, and it does not hide one that is still waiting to be accepted.
    const inSnapshot = amount === null || item.currency === currency ? amount : priceSelection(f!, item, item.currency, rates)
    const status = amount === null ? 'UNAVAILABLE' : inSnapshot !== null && inSnapshot !== item.priceAmount ? 'PRICE_CHANGED' : 'APPROVED'
    return { item, facts: f, sized, line: toLine(ctx, item, f, sized, { shown: shown ?? amount ?? item.priceAmount, amount, currency, status, rates, now }) }
  })
  const available = lines.filter((l) => l.line.status !== 'UNAVAILABLE')
  const sum = (ls: PricedLine[]) => ls.reduce((total, l) => total + (l.line.currentAmount ?? 0), 0)
  const subtotal = sum(available)
  const code = options.promoCode !== undefined ? options.promoCode : cart.promoCode
  const promo = code ? judgePromo(await findPromo(db, ctx.tenant.id, code), code, subtotal, currency, rates, now) : null
  const discount = promo?.discount ?? 0
  const total = subtotal - discount
  // The discount comes off what is charged now first; pay-later lines are settled with the provider.
  const payNowAmount = Math.max(0, sum(available.filter((l) => !l.line.payLater)) - discount)
  const checked: CheckedCart = {
    cartId: cart.id,
    lines: lines.map((l) => l.line),
    outcome: outcomeOf(lines.map((l) => l.line)),
    promo: promo?.state ?? null,
    totals: { currency, subtotal, discount, total, payNowAmount, payLaterAmount: total - payNowAmount },
  }
  return { checked, lines, promoId: promo?.promoId ?? null }
}

/**
 * The cart as the cart page and checkout show it. A changed price is reported on every view until the buyer
 * accepts the new total (acceptCartTotal): the snapshot keeps the price they last accepted. What a view stores
 * is only what is no news to them: a line's status and the currency they switched to.
 */
export async function checkCart(ctx: RequestContext, owner: CartOwner, options: { now?: Date; persist?: boolean } = {}): Promise<CheckedCart> {
  const cart = await findCart(ctx, owner)
  if (!cart) return emptyCart(ctx.currency)
  const { checked, lines } = await priceCart(ctx, cart, options)
  if (options.persist !== false) await persistSnapshot(ctx, cart, lines, false)
  return checked
}

/**
 * The buyer accepts the total they were shown: the current prices become the snapshot. Refused (nothing stored)
 * when the cart is empty or its total moved again since they read it, so they never accept an amount unseen.
 */
export async function acceptCartTotal(ctx: RequestContext, owner: CartOwner, total: number, options: { now?: Date } = {}): Promise<boolean> {
  const cart = await findCart(ctx, owner)
  if (!cart) return false
  const { checked, lines } = await priceCart(ctx, cart, options)
  if (!checked.lines.length || checked.totals.total !== total) return false
  await persistSnapshot(ctx, cart, lines, true)
  return true
}

function emptyCart(currency: string): CheckedCart {
  return { cartId: '', lines: [], outcome: 'ok', promo: null, totals: { currency, subtotal: 0, discount: 0, total: 0, payNowAmount: 0, payLaterAmount: 0 } }
}

export function outcomeOf(lines: Pick<CartLine, 'status'>[]): CartCheckOutcome {
  const unavailable = lines.filter((l) => l.status === 'UNAVAILABLE').length
  const changed = lines.some((l) => l.status === 'PRICE_CHANGED')
  if (unavailable && unavailable === lines.length) return 'none_available'
  if (unavailable) return changed ? 'unavailable_and_prices_updated' : 'some_unavailable'
  return changed ? 'prices_updated' : 'ok'
}

async function persistSnapshot(ctx: RequestContext, cart: CartRow, lines: PricedLine[], accepted: boolean) {
  for (const { item, line } of lines) {
    // A change not accepted yet keeps the accepted price (and its currency), so the next view reports it again.
    const keep = line.currentAmount === null || (line.status === 'PRICE_CHANGED' && !accepted)
    const price = keep ? item.priceAmount : line.currentAmount!
    const currency = keep ? item.currency : line.currency
    const status = line.status === 'PRICE_CHANGED' && accepted ? 'APPROVED' : line.status
    if (price === item.priceAmount && currency === item.currency && status === item.status) continue
    await ctx.db
      .update(cartItems)
      .set({ priceAmount: price, currency, status })
      .where(and(eq(cartItems.id, item.id), eq(cartItems.tenantId, ctx.tenant.id)))
  }
  if (cart.currency !== ctx.currency) await ctx.db.update(carts).set({ currency: ctx.currency }).where(eq(carts.id, cart.id))
}

type Priced = { shown: number; amount: number | null; currency: string; status: CartLine['status']; rates: Rates; now: Date }

function toLine(ctx: RequestContext, item: CartItemRow, f: LineFacts | null, sized: Sized | null, p: Priced): CartLine {
  const extras = item.extras.map((x) => {
    const extra = f?.experience.extras.find((e) => e.id === x.extraId)
    const amount = extra ? convertMoney({ amount: extra.priceAmount * x.quantity, currency: extra.currency }, p.currency, p.rates)?.amount : 0
    return { ...x, name: extra?.name ?? '', amount: amount ?? 0 }
  })
  return {
    id: item.id,
    experienceId: item.experienceId,
    experienceSlug: f?.experience.slug ?? '',
    experiencePath: f ? experiencePath(ctx, { slug: f.experience.slug, city: { slug: f.experience.citySlug } }) : '/',
    title: f?.experience.title ?? '',
    imageUrl: f?.experience.imageUrl ?? null,
    optionId: item.optionId,
    optionName: f?.option.name ?? '',
    date: f?.slot.localDate ?? '',
    startTime: f ? startTimeOf(f) : '',
    timeZone: f?.experience.timeZone ?? ctx.tenant.timeZone,
    zone: f?.experience.cityName,
    unitQuantities: item.unitQuantities,
    travellers: item.travellers,
    capacityPerItem: f?.experience.pricingMode === 'per_item' ? f.option.maxCapacityPerItem : null,
    extras,
    pickup:
      sized?.pickup ??
      (item.pickupPointId
        ? {
            pointId: item.pickupPointId,
            // An unavailable line still names its pickup point when the departure's facts are known.
            name: f?.experience.pickupPoints.find((p) => p.id === item.pickupPointId)?.name ?? '',
            address: item.pickupAddress ?? '',
            time: item.pickupTime ?? '',
          }
        : null),
    payLater: item.payLater,
    onRequest: f?.experience.onRequest ?? false,
    shownAmount: p.shown,
    currentAmount: p.amount,
    currency: p.currency,
    status: p.status,
    cancellation: f ? cancellationNowOf(f, p.now) : null,
  }
}
