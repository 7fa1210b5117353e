// The body of placeOrder's transaction: the order row (idempotent), one guarded hold per line, the promo use,
// the bookings and the pending payment. Any refusal throws an Abort, which rolls everything back.
import { randomBytes } from 'node:crypto'
import { bookings, orders, payments, type CancellationSnapshot } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import type { CheckedCart, PlaceOrderInput, PlaceOrderResult } from '../../domain/booking-contract'
import type { BookingAnswer } from '../../domain/booking-questions'
import type { PricedCart } from '../cart/check.server'
import type { CartRow } from '../cart/cart.server'
import type { LineFacts } from '../cart/lines.server'
import { bookSeats, bySlot, HOLD_MINUTES, holdSeats } from '../cart/holds.server'
import { issueInvoice } from './invoices.server'
import { bookingKey, clearBookedCartItems, emailOrder } from './effects.server'
import { takePromoUse } from '../cart/promo-codes.server'

/** A rollback that carries the answer for the visitor. */
export class Abort {
  constructor(readonly result: PlaceOrderResult | { kind: 'duplicate' }) {}
}

/** `answers`: each cart line's booking questions answered and frozen (checkout/answers.server.ts). */
type Write = { input: PlaceOrderInput; cart: CartRow; priced: PricedCart; providerId: string; now: Date; fingerprint: string; answers?: Map<string, BookingAnswer[]> }

export async function writeOrder(ctx: RequestContext, tx: Db, { input, cart, priced, providerId, now, fingerprint, answers }: Write) {
  const { totals } = priced.checked
  const lines = priced.lines.filter((l) => l.sized !== null)
  const needsPayment = totals.payNowAmount > 0
  const allPayLater = lines.every((l) => l.item.payLater)
  const purchaseId = newPurchaseId()
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId: ctx.tenant.id,
      number: newOrderNumber(),
      purchaseId,
      userId: input.owner.userId,
      cartId: cart.id,
      buyerFirstName: input.buyer.firstName,
      buyerLastName: input.buyer.lastName,
      email: input.buyer.email.toLowerCase(),
      phoneCountryCode: input.buyer.phoneCountryCode,
      phone: input.buyer.phone,
      locale: ctx.locale,
      currency: totals.currency,
      subtotalAmount: totals.subtotal,
      discountAmount: totals.discount,
      totalAmount: totals.total,
      promoCode: priced.checked.promo?.status === 'applied' ? priced.checked.promo.code : null,
      payLater: allPayLater,
      status: needsPayment ? 'PENDING_PAYMENT' : allPayLater || totals.payLaterAmount > 0 ? 'PAY_LATER' : 'CONFIRMED',
      idempotencyKey: input.idempotencyKey,
      cartFingerprint: fingerprint,
    })
    .onConflictDoNothing({ target: [orders.tenantId, orders.idempotencyKey] })
    .returning()
  if (!order) throw new Abort({ kind: 'duplicate' })

  // Nothing to charge now: the seats are booked at once (pay later, or a free order).
  const take = needsPayment ? holdSeats : bookSeats
  const failed: string[] = []
  for (const l of [...lines].sort((a, b) => bySlot(a.item, b.item))) {
    if (!(await take(tx, l.item.slotId, l.sized!.quantity))) failed.push(l.item.id)
  }
  if (failed.length) throw new Abort({ kind: 'sold_out', cart: markSoldOut(priced.checked, failed) })
  if (priced.promoId && totals.discount > 0 && !(await takePromoUse(tx, priced.promoId))) {
    throw new Abort({ kind: 'cart_changed', cart: withoutPromo(priced.checked) })
  }

  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000)
  const rows = await tx
    .insert(bookings)
    .values(
      lines.map((l) => ({
        tenantId: ctx.tenant.id,
        orderId: order.id,
        experienceId: l.item.experienceId,
        optionId: l.item.optionId,
        slotId: l.item.slotId,
        unitQuantities: l.item.unitQuantities,
        travellers: l.sized!.travellers,
        quantity: l.sized!.quantity,
        extras: l.item.extras,
        pickupPointId: l.sized!.pickup?.pointId ?? null,
        pickupTime: l.sized!.pickup?.time ?? null,
        pickupAddress: l.sized!.pickup?.address ?? null,
        priceAmount: l.line.currentAmount!,
        currency: totals.currency,
        payLater: l.item.payLater,
        status: needsPayment ? ('ON_HOLD' as const) : ('CONFIRMED' as const),
        idempotencyKey: bookingKey(input.idempotencyKey, l.item.id),
        holdExpiresAt: needsPayment ? holdExpiresAt : null,
        confirmedAt: needsPayment ? null : now,
        cancellationPolicy: policySnapshot(l.facts),
        answers: answers?.get(l.item.id) ?? [],
      })),
    )
    .returning({ idempotencyKey: bookings.idempotencyKey })

  if (needsPayment) {
    await tx.insert(payments).values({
      tenantId: ctx.tenant.id,
      orderId: order.id,
      provider: providerId,
      kind: lines.some((l) => l.line.onRequest) ? 'authorise' : 'capture',
      amount: totals.payNowAmount,
      currency: totals.currency,
      idempotencyKey: `session:${purchaseId}`,
    })
  } else {
    if (order.status === 'CONFIRMED') await issueInvoice(tx, order, totals.total)
    await clearBookedCartItems(tx, order, rows.map((r) => r.idempotencyKey))
    await emailOrder(tx, order, order.status === 'PAY_LATER' ? 'order_pay_later' : 'order_confirmed')
  }
  return { order, description: lines.map((l) => l.line.title).join(', ').slice(0, 200) }
}

/** The policy the buyer was sold, frozen with the booking: a later edit of the option's policy cannot change it. */
function policySnapshot(facts: LineFacts | null): CancellationSnapshot | null {
  const policy = facts?.option.policy
  if (!facts || !policy) return null
  return { kind: policy.kind, rules: policy.rules, freeCutoffHours: policy.freeCutoffHours, timeZone: facts.experience.timeZone, startsAt: facts.slot.startsAt.toISOString() }
}

function withoutPromo(cart: CheckedCart): CheckedCart {
  const { totals } = cart
  const payNowAmount = Math.min(totals.subtotal, totals.payNowAmount + totals.discount)
  return {
    ...cart,
    promo: cart.promo ? { code: cart.promo.code, status: 'used_up' } : null,
    totals: { ...totals, discount: 0, total: totals.subtotal, payNowAmount, payLaterAmount: totals.subtotal - payNowAmount },
  }
}

/** Marks the lines whose hold failed as unavailable, for the sold-out answer. */
function markSoldOut(cart: CheckedCart, lineIds: string[]): CheckedCart {
  const lines = cart.lines.map((l) => (lineIds.includes(l.id) ? { ...l, status: 'UNAVAILABLE' as const, currentAmount: null } : l))
  return { ...cart, lines, outcome: lines.every((l) => l.status === 'UNAVAILABLE') ? 'none_available' : 'some_unavailable' }
}

export function newOrderNumber(): string {
  // Crockford's base 32 without I, L, O, U: eight characters read out on the phone without confusion.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
  return [...randomBytes(8)].map((b) => alphabet[b % 32]).join('')
}

export function newPurchaseId(): string {
  return randomBytes(12).toString('base64url')
}
