// Orders placed through the real checkout model with the real sandbox provider, reachable over HTTP.
import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { addInput, guest, orderInput, setFreeSeats, type Departure } from './booking'

export async function placeSandboxOrder(ctx: RequestContext, d: Departure, origin: string) {
  await setFreeSeats(ctx.db, d.slotId, 10)
  const owner = guest()
  expect(await addCartItem(ctx, owner, addInput(d, 2))).toMatchObject({ ok: true })
  const cart = await checkCart(ctx, owner)
  const placed = await placeOrder(ctx, { ...orderInput(owner, cart.totals.total), origin })
  if (placed.kind !== 'placed') throw new Error(`order not placed: ${placed.kind}`)
  const sessionId = new URL(placed.next.url).pathname.split('/').at(-1)!
  return { ...placed, sessionId, path: new URL(placed.next.url).pathname }
}

export async function orderStatus(db: Db, purchaseId: string) {
  const [row] = await db.select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.purchaseId, purchaseId))
  return row?.status
}

/** Everything a webhook could change, to prove a refused one changed nothing. */
export async function paymentState(db: Db) {
  const count = async (table: typeof s.paymentEvents | typeof s.outbox | typeof s.invoices) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
  return {
    events: await count(s.paymentEvents),
    outbox: await count(s.outbox),
    invoices: await count(s.invoices),
    orders: await db.select({ id: s.orders.id, status: s.orders.status, updatedAt: s.orders.updatedAt }).from(s.orders).orderBy(s.orders.id),
    payments: await db.select({ id: s.payments.id, status: s.payments.status }).from(s.payments).orderBy(s.payments.id),
    bookings: await db.select({ id: s.bookings.id, status: s.bookings.status }).from(s.bookings).orderBy(s.bookings.id),
  }
}
