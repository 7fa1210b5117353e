// Orders placed through the real checkout and paid through the real payment-event path, for document tests.
import { expect } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { handlePaymentEvent } from '../../app/models/checkout/fulfilment.server'
import type { RequestContext } from '../../app/utils/context'
import { testPayments } from './context'
import { addInput, guest, orderInput, paymentEvent, type Departure, type FakeProvider } from './booking'

/** A placed, unpaid order of `adults` on departure `d` (seats must be free), with its owner. */
export async function placeUnpaid(ctx: RequestContext, d: Departure, adults = 1, buyer?: { firstName: string; lastName: string }) {
  const owner = guest()
  expect(await addCartItem(ctx, owner, addInput(d, adults))).toMatchObject({ ok: true })
  const cart = await checkCart(ctx, owner)
  const input = orderInput(owner, cart.totals.total)
  const placed = await placeOrder(ctx, { ...input, buyer: { ...input.buyer, ...buyer } })
  if (placed.kind !== 'placed') throw new Error(`order not placed: ${placed.kind}`)
  return { owner, purchaseId: placed.purchaseId }
}

/** The provider's "paid" webhook for an order, through handlePaymentEvent like the live webhook route. */
export function pay(ctx: RequestContext, fake: FakeProvider, purchaseId: string) {
  return handlePaymentEvent(ctx.db, paymentEvent(fake, ctx.tenant.id, purchaseId, 'payment.succeeded', `paid-${purchaseId}`), { providers: testPayments })
}
