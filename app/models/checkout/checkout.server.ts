// Placing an order (issue 4): one transaction re-prices the cart, creates the order and its bookings and
// holds every seat with a guarded statement; the payment session is opened after the commit. See
// docs/booking.md for the states and which transaction moves each one.
import { and, eq } from 'drizzle-orm'
import { z } from '~/domain/zod'
import { orders } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import type { PlaceOrderInput, PlaceOrderResult } from '../../domain/booking-contract'
import { priceCart } from '../cart/check.server'
import { findCart, type CartRow } from '../cart/cart.server'
import { getRates } from '../catalogue/exchange-rates.server'
import { outcomePath } from './urls'
import { findSessionPayment, openPaymentSession } from './session.server'
import { Abort, writeOrder } from '../orders/write.server'
import { cancelUnpaidOrder, currentFingerprint, isResumable, latestDeclinedOrder, lockCart, reviveDeclinedOrder, unpaidOrdersOfCart } from '../cart/orders.server'
import { processPaymentActions } from './payment-actions.server'
import { outcomeOf, type OrderRow } from '../orders/orders.server'
import { freezeAnswers, rewriteAnswers } from './answers.server'

const PlaceOrderInputSchema = z.object({
  owner: z.object({ guestToken: z.string().nullable(), userId: z.string().nullable() }),
  buyer: z.object({
    // Lenient on purpose: the checkout form's own schema (with its messages) runs first; this only keeps
    // malformed calls from writing an order.
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    phoneCountryCode: z.string().regex(/^\+\d{1,4}$/),
    phone: z.string().regex(/^[\d\s()-]{4,30}$/),
  }),
  promoCode: z.string().trim().max(40).nullable(),
  idempotencyKey: z.string().min(8).max(120),
  confirmedTotal: z.number().int().min(0),
  origin: z.url(),
  // Only the shape here: the answers are judged against the questions inside the transaction (answers.server.ts).
  answers: z.record(z.uuid(), z.record(z.uuid(), z.string().max(2000).optional())).optional(),
})

export async function placeOrder(ctx: RequestContext, rawInput: PlaceOrderInput, now = new Date()): Promise<PlaceOrderResult> {
  const input = PlaceOrderInputSchema.parse(rawInput) as PlaceOrderInput
  const cart = await findCart(ctx, input.owner)
  if (!cart) return { kind: 'empty' }
  // The form's key only ever names an order of this cart: another buyer presenting it gets their own outcome.
  const key = orderKey(cart.id, input.idempotencyKey)
  const existing = await findOrderByKey(ctx.db, ctx.tenant.id, key)
  if (existing?.status === 'CANCELLED') {
    // This form's order was replaced by a later one (the cart changed in another tab): confirm the cart as it is now.
    const { checked } = await priceCart(ctx, cart, { now })
    return checked.lines.length ? { kind: 'cart_changed', cart: checked } : { kind: 'empty' }
  }
  if (existing) return resumeOrder(ctx, existing, input.origin)
  return placeNew(ctx, input, cart, key, now)
}

async function placeNew(ctx: RequestContext, input: PlaceOrderInput, cart: CartRow, key: string, now: Date): Promise<PlaceOrderResult> {
  const provider = ctx.payments(ctx.tenant.id)
  const rates = await getRates(ctx.db)

  let written: { order: OrderRow; description?: string }
  try {
    written = await ctx.db.transaction(async (tx) => {
      const t = tx as unknown as Db
      // Every placement of one cart waits here for the one before it (tabs, reloads, double clicks).
      const locked = await lockCart(t, ctx.tenant.id, cart.id)
      if (!locked) throw new Abort({ kind: 'empty' })
      if (await findOrderByKey(t, ctx.tenant.id, key)) throw new Abort({ kind: 'duplicate' })
      const promoCode = input.promoCode || locked.promoCode
      const fingerprint = await currentFingerprint(t, locked, ctx.currency, promoCode)
      for (const unpaid of await unpaidOrdersOfCart(t, ctx.tenant.id, cart.id)) {
        if (unpaid.cartFingerprint === fingerprint && unpaid.totalAmount === input.confirmedTotal && (await isResumable(t, unpaid, now))) {
          await rewriteAnswers(t, unpaid.id, input.answers, ctx.locale)
          return { order: await updateBuyer(t, unpaid, input, now) }
        }
        // Changed since (or its holds ran out): its seats go back before the new order takes them.
        await cancelUnpaidOrder(t, unpaid, now)
      }
      // "Try again" after a declined card: the same order on the same payment page, while it can still be paid.
      const declined = await latestDeclinedOrder(t, ctx.tenant.id, cart.id)
      if (declined?.cartFingerprint === fingerprint && declined.totalAmount === input.confirmedTotal && (await reviveDeclinedOrder(t, declined, now))) {
        await rewriteAnswers(t, declined.id, input.answers, ctx.locale)
        return { order: await updateBuyer(t, declined, input, now) }
      }
      const priced = await priceCart(ctx, locked, { db: t, now, rates, promoCode })
      if (!priced.checked.lines.length) throw new Abort({ kind: 'empty' })
      // A line the visitor last saw available that cannot be booked now went to someone else: sold out.
      if (priced.lines.some((l) => l.sized === null && l.item.status !== 'UNAVAILABLE')) throw new Abort({ kind: 'sold_out', cart: priced.checked })
      const bookable = priced.lines.filter((l) => l.sized !== null)
      if (!bookable.length || priced.checked.totals.total !== input.confirmedTotal) throw new Abort({ kind: 'cart_changed', cart: priced.checked })
      const answers = await freezeAnswers(t, bookable.map((l) => ({ id: l.item.id, experienceId: l.item.experienceId })), input.answers, ctx.locale)
      return writeOrder(ctx, t, { input: { ...input, idempotencyKey: key }, cart: locked, priced, providerId: provider.id, now, fingerprint, answers })
    })
  } catch (error) {
    if (!(error instanceof Abort)) throw error
    if (error.result.kind !== 'duplicate') return error.result
    // Another request with the same key committed first: answer with that order, never a second one.
    const winner = await findOrderByKey(ctx.db, ctx.tenant.id, key)
    if (!winner) throw new Error('Idempotent order vanished')
    return resumeOrder(ctx, winner, input.origin)
  }
  // A replaced order's payment page is closed now; the worker retries if the provider is unreachable.
  await processPaymentActions(ctx.db, { now, providers: ctx.payments, tenantId: ctx.tenant.id }).catch((error) => console.warn(`[checkout] payment actions not sent yet: ${(error as Error).message}`))
  return resumeOrder(ctx, written.order, input.origin, written.description)
}

export function orderKey(cartId: string, formKey: string): string {
  return `${cartId}:${formKey}`
}

/** The same order placed again from another tab: the details typed last are the ones the supplier gets. */
async function updateBuyer(tx: Db, order: OrderRow, input: PlaceOrderInput, now: Date): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({
      buyerFirstName: input.buyer.firstName,
      buyerLastName: input.buyer.lastName,
      email: input.buyer.email.toLowerCase(),
      phoneCountryCode: input.buyer.phoneCountryCode,
      phone: input.buyer.phone,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning()
  return updated!
}

async function findOrderByKey(db: Db, tenantId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.idempotencyKey, key)))
  return row ?? null
}

/** Where a placed order sends the buyer: its payment page while payment is due, else its outcome screen. */
async function resumeOrder(ctx: RequestContext, order: OrderRow, origin: string, description?: string): Promise<PlaceOrderResult> {
  const placed = (url: string): PlaceOrderResult => ({ kind: 'placed', orderNumber: order.number, purchaseId: order.purchaseId, next: { type: 'redirect', url } })

  const screen = (o: OrderRow) => outcomePath(outcomeOf(o.status, []), o.purchaseId, ctx.locale)
  if (order.status !== 'PENDING_PAYMENT') return placed(screen(order))
  const payment = await findSessionPayment(ctx.db, order)
  if (!payment || payment.status !== 'PENDING') return placed(outcomePath('in_progress', order.purchaseId, ctx.locale))
  const session = await openPaymentSession(ctx, order, origin, description ?? `Order ${order.number}`)
  if (session.ok) return placed(session.url)
  return { kind: 'payment_unavailable', orderNumber: order.number, purchaseId: order.purchaseId }
}
