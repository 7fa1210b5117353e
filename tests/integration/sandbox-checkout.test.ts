// The booking core with the real sandbox gateway behind the provider interface (no fake): the test cards of
// issue 4 from the placed order to its outcome, the buyer's return asking the gateway, and the supplier's
// capture and the automatic refund moving money on the gateway exactly once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { releaseExpiredHolds } from '../../app/models/cart/holds.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { supplierDecision } from '../../app/models/orders/supplier-decision.server'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import { completeSandboxSession, SANDBOX_PAY_PATH } from '../../app/services/payments/sandbox-gateway.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { loadTenants } from '../../app/tenancy/load.server'
import { addInput, findDepartures, guest, orderInput, setFreeSeats, type Departure } from '../helpers/booking'
import { testContext, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
const ctx = () => testContext(db, { tenant: 'excursio' })
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123', name: 'Ada Lovelace' })

beforeAll(async () => {
  database = await createSeededTestDatabase('sandbox_checkout')
  db = database.db
  // What server.ts does at boot: each tenant's own provider (the sandbox for the demo tenants).
  const { tenants } = loadTenants()
  useTestPayments(createPaymentProviderLookup(db, (id) => tenants.find((t) => t.id === id)))
})
afterAll(() => database?.drop())

async function pay(d: Departure, cardNumber: string, adults = 1) {
  await setFreeSeats(db, d.slotId, 10)
  const owner = guest()
  const [point] = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, d.experienceId))
  expect(await addCartItem(ctx(), owner, { ...addInput(d, adults), pickupPointId: point?.id ?? null })).toMatchObject({ ok: true })
  const result = await placeOrder(ctx(), orderInput(owner, (await checkCart(ctx(), owner)).totals.total))
  if (result.kind !== 'placed') throw new Error(result.kind)
  const url = new URL(result.next.url)
  expect(url.pathname.startsWith(`${SANDBOX_PAY_PATH}/`)).toBe(true)
  const sessionId = url.pathname.split('/').at(-1)!
  expect((await completeSandboxSession(db, 'excursio', sessionId, card(cardNumber))).kind).toBe('completed')
  return { purchaseId: result.purchaseId, sessionId, view: await refreshOrderPayment(ctx(), result.purchaseId) }
}

describe('checkout with the sandbox gateway', () => {
  it('confirms with 4242 and fails with 4000…0002, asking the gateway on the buyer’s return', async () => {
    const [a, b] = await findDepartures(db, 2)
    expect((await pay(a!, '4242424242424242')).view).toMatchObject({ outcome: 'success', moneyReceived: true })
    expect((await pay(b!, '4000000000000002')).view).toMatchObject({ outcome: 'failed', moneyReceived: false })
  })

  it('holds 4000…3220 on an on-request experience and captures it on the gateway when the supplier confirms', async () => {
    const [d] = await findDepartures(db, 1, { onRequest: true, pickup: 'any' })
    const { purchaseId, sessionId, view } = await pay(d!, '4000000000003220', 2)
    expect(view).toMatchObject({ outcome: 'on_hold' })
    expect(await supplierDecision(ctx(), view!.bookings[0]!.id, 'confirm')).toEqual({ ok: true, orderStatus: 'CONFIRMED' })
    const [session] = await db.select().from(s.sandboxGatewaySessions).where(eq(s.sandboxGatewaySessions.id, sessionId))
    expect([session!.status, session!.capturedAmount]).toEqual(['captured', view!.totalAmount])
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, purchaseId))
    const payments = await db.select().from(s.payments).where(eq(s.payments.orderId, order!.id))
    expect(payments.map((p) => [p.kind, p.status]).sort()).toEqual([['authorise', 'SUCCEEDED'], ['capture', 'SUCCEEDED']])
  })

  it('refunds on the gateway, once, a payment that arrives after its seats went to someone else', async () => {
    const [d] = await findDepartures(db, 1)
    await setFreeSeats(db, d!.slotId, 10)
    const owner = guest()
    await addCartItem(ctx(), owner, addInput(d!, 2))
    const placed = await placeOrder(ctx(), orderInput(owner, (await checkCart(ctx(), owner)).totals.total))
    if (placed.kind !== 'placed') throw new Error(placed.kind)
    await releaseExpiredHolds(db, new Date(Date.now() + 16 * 60_000))
    await setFreeSeats(db, d!.slotId, 0)
    const sessionId = new URL(placed.next.url).pathname.split('/').at(-1)!
    await completeSandboxSession(db, 'excursio', sessionId, card('4242424242424242'))
    const view = await refreshOrderPayment(ctx(), placed.purchaseId)
    expect(view).toMatchObject({ outcome: 'failed', moneyReceived: true, refundedAmount: view!.totalAmount })
    await refreshOrderPayment(ctx(), placed.purchaseId)
    const [session] = await db.select().from(s.sandboxGatewaySessions).where(eq(s.sandboxGatewaySessions.id, sessionId))
    expect(session!.refundedAmount).toBe(view!.totalAmount)
    const movements = await db.select().from(s.sandboxGatewayMovements).where(eq(s.sandboxGatewayMovements.sessionId, sessionId))
    expect(movements.map((m) => [m.kind, m.ok])).toEqual([['refund', true]])
  })
})
