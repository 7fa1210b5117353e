// Issue 13 (3): "Try again" after a declined card retries the same order on the same payment page, with the
// buyer's details kept, while that page can still take a card; a changed cart or a late retry is a new order.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem, updateCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { lastBuyerOfCart, RETRY_MINUTES } from '../../app/models/cart/orders.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { loadTenants } from '../../app/tenancy/load.server'
import { addInput, findDepartures, guest, orderInput, setFreeSeats, slotCounts, type Departure } from '../helpers/booking'
import { testContext, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let departures: Departure[]
const ctx = () => testContext(db, { tenant: 'excursio' })
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/39', cvc: '123', name: 'Ada Lovelace' })

beforeAll(async () => {
  database = await createSeededTestDatabase('checkout_retry')
  db = database.db
  departures = await findDepartures(db, 4)
  const { tenants } = loadTenants()
  useTestPayments(createPaymentProviderLookup(db, (id) => tenants.find((t) => t.id === id)))
})
afterAll(() => database?.drop())

let next = 0
/** A cart whose first order was declined by the sandbox's 4000…0002 card. */
async function declinedCart() {
  const d = departures[next++]!
  await setFreeSeats(db, d.slotId, 10)
  const owner = guest()
  expect(await addCartItem(ctx(), owner, addInput(d, 2))).toMatchObject({ ok: true })
  const total = (await checkCart(ctx(), owner)).totals.total
  const buyer = { ...orderInput(owner, total), buyer: { firstName: 'Zeynep', lastName: 'Kaya', email: 'zeynep@example.com', phoneCountryCode: '+90', phone: '532 123 4567' } }
  const first = await placeOrder(ctx(), buyer)
  if (first.kind !== 'placed') throw new Error(first.kind)
  const sessionId = new URL(first.next.url).pathname.split('/').at(-1)!
  expect((await completeSandboxSession(db, 'excursio', sessionId, card('4000000000000002'))).kind).toBe('completed')
  expect(await refreshOrderPayment(ctx(), first.purchaseId)).toMatchObject({ outcome: 'failed' })
  return { d, owner, total, first, sessionId, cartId: (await checkCart(ctx(), owner)).cartId }
}

describe('trying again after a declined card', () => {
  it('keeps what the buyer typed and retries the same order on the same page, which then pays', async () => {
    const { d, owner, total, first, sessionId, cartId } = await declinedCart()
    const before = await slotCounts(db, d.slotId)
    expect(await lastBuyerOfCart(db, 'excursio', cartId)).toEqual({ firstName: 'Zeynep', lastName: 'Kaya', email: 'zeynep@example.com', phoneCountryCode: '+90', phone: '532 123 4567' })
    const retry = await placeOrder(ctx(), orderInput(owner, total))
    expect(retry).toEqual(first)
    expect(await slotCounts(db, d.slotId)).toEqual({ ...before, held: before.held + 2 })
    expect((await completeSandboxSession(db, 'excursio', sessionId, card('4242424242424242'))).kind).toBe('completed')
    expect(await refreshOrderPayment(ctx(), first.purchaseId)).toMatchObject({ outcome: 'success', number: expect.any(String) })
    const orders = await db.select().from(s.orders).where(eq(s.orders.cartId, cartId))
    expect(orders.map((o) => [o.purchaseId, o.status])).toEqual([[first.purchaseId, 'CONFIRMED']])
  })

  it('makes a new order when the cart changed after the decline', async () => {
    const { owner, first, cartId } = await declinedCart()
    const [item] = await db.select().from(s.cartItems).where(eq(s.cartItems.cartId, cartId))
    expect(await updateCartItem(ctx(), owner, { itemId: item!.id, unitQuantities: { adult: 1 }, extras: [], pickupPointId: null, payLater: false })).toMatchObject({ ok: true })
    const retry = await placeOrder(ctx(), orderInput(owner, (await checkCart(ctx(), owner)).totals.total))
    if (retry.kind !== 'placed') throw new Error(retry.kind)
    expect(retry.purchaseId).not.toBe(first.purchaseId)
  })

  it('makes a new order once the declined page can no longer take a card', async () => {
    const { owner, total, first } = await declinedCart()
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, first.purchaseId))
    // The page was opened RETRY_MINUTES + 1 ago.
    await db.update(s.payments).set({ createdAt: new Date(Date.now() - (RETRY_MINUTES + 1) * 60_000) }).where(eq(s.payments.orderId, order!.id))
    const retry = await placeOrder(ctx(), orderInput(owner, total))
    if (retry.kind !== 'placed') throw new Error(retry.kind)
    expect(retry.purchaseId).not.toBe(first.purchaseId)
  })
})
