// Placing an order (issue 4): one transaction re-prices the cart, creates the order and its bookings and
// holds every seat with a guarded statement; the payment session is opened after the commit. See
// docs/booking.md for the states and which transaction moves each one.
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { orders } from '../../drizzle/schema/index'
import type { RequestContext } from '../utils/context'
import type { Db } from '../utils/db.server'
import type { PlaceOrderInput, PlaceOrderResult } from './booking-contract'
import { paymentProvider } from './booking-runtime.server'
import { priceCart } from './cart-check.server'
import { findCart } from './cart.server'
import { outcomePath } from './checkout-urls'
import { findSessionPayment, openPaymentSession } from './checkout-session.server'
import { Abort, writeOrder } from './order-write.server'
import { outcomeOf, type OrderRow } from './orders.server'

const PlaceOrderInputSchema = z.object({
  owner: z.object({ guestToken: z.string().nullable(), userId: z.string().nullable() }),
  buyer: z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(200),
    phoneCountryCode: z.string().regex(/^\+\d{1,4}$/),
    phone: z.string().regex(/^[\d\s-]{4,20}$/),
  }),
  promoCode: z.string().trim().max(40).nullable(),
  idempotencyKey: z.string().min(8).max(120),
  confirmedTotal: z.number().int().min(0),
  origin: z.url(),
})

export async function placeOrder(ctx: RequestContext, rawInput: PlaceOrderInput, now = new Date()): Promise<PlaceOrderResult> {
  const input = PlaceOrderInputSchema.parse(rawInput) as PlaceOrderInput
  const existing = await findOrderByKey(ctx.db, ctx.tenant.id, input.idempotencyKey)
  if (existing) return resumeOrder(ctx, existing, input.origin)
  const cart = await findCart(ctx, input.owner)
  if (!cart) return { kind: 'empty' }
  const provider = paymentProvider(ctx.tenant.id)

  let written: Awaited<ReturnType<typeof writeOrder>>
  try {
    written = await ctx.db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const priced = await priceCart(ctx, cart, { db: t, now, promoCode: input.promoCode || cart.promoCode })
      if (!priced.checked.lines.length) throw new Abort({ kind: 'empty' })
      // A line the visitor last saw available that cannot be booked now went to someone else: sold out.
      if (priced.lines.some((l) => l.sized === null && l.item.status !== 'UNAVAILABLE')) throw new Abort({ kind: 'sold_out', cart: priced.checked })
      const bookable = priced.lines.filter((l) => l.sized !== null)
      if (!bookable.length || priced.checked.totals.total !== input.confirmedTotal) throw new Abort({ kind: 'cart_changed', cart: priced.checked })
      return writeOrder(ctx, t, { input, cart, priced, providerId: provider.id, now })
    })
  } catch (error) {
    if (!(error instanceof Abort)) throw error
    if (error.result.kind !== 'duplicate') return error.result
    // Another request with the same key committed first: answer with that order, never a second one.
    const winner = await findOrderByKey(ctx.db, ctx.tenant.id, input.idempotencyKey)
    if (!winner) throw new Error('Idempotent order vanished')
    return resumeOrder(ctx, winner, input.origin)
  }
  return resumeOrder(ctx, written.order, input.origin, written.description)
}

export async function findOrderByKey(db: Db, tenantId: string, key: string): Promise<OrderRow | null> {
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
