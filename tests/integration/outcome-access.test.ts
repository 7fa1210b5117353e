// Issue 13 (10): an outcome screen shows a buyer's name, email and bookings only to the browser that placed
// the order or the account it belongs to. Anyone else holding the purchase id gets the 404 of an unknown id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, signUp } from '../../app/models/accounts/auth.server'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { mergeGuestCart } from '../../app/models/cart/merge.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { loader as outcomeApi } from '../../app/routes/api.order-outcome'
import type { Db } from '../../app/utils/db.server'
import { loadOutcomePage } from '../../app/pages/order-outcome.server'
import { commitSessionCookie } from '../../app/utils/session.server'
import { addInput, findDepartures, guest, orderInput, setFreeSeats, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let departures: Departure[]
useFakeProvider()
const ctx = () => testContext(db, { tenant: 'excursio' })

beforeAll(async () => {
  database = await createSeededTestDatabase('outcome_access')
  db = database.db
  departures = await findDepartures(db, 3)
})
afterAll(() => database?.drop())

async function placeAsGuest(d: Departure) {
  await setFreeSeats(db, d.slotId, 10)
  const owner = guest()
  expect(await addCartItem(ctx(), owner, addInput(d, 1))).toMatchObject({ ok: true })
  const placed = await placeOrder(ctx(), orderInput(owner, (await checkCart(ctx(), owner)).totals.total))
  if (placed.kind !== 'placed') throw new Error(placed.kind)
  return { owner, purchaseId: placed.purchaseId }
}

const screen = (purchaseId: string, cookie?: string) =>
  loadOutcomePage(ctx(), new Request(`http://localhost/checkout/error?purchase=${purchaseId}`, { headers: cookie ? { cookie } : {} }), 'error')
/** The loader's answer: the order's email when shown, else the status it threw. */
async function shown(purchaseId: string, cookie?: string): Promise<string | number> {
  try {
    return (await screen(purchaseId, cookie)).order.email
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}
async function userCookie(email: string) {
  const signed = await signUp(ctx(), { email, password: 'correct horse battery', firstName: 'Grace', lastName: 'Hopper' })
  if (!signed.ok) throw new Error(signed.reason)
  const session = await createSession(ctx(), signed.user.id)
  return { user: signed.user, cookie: (await commitSessionCookie(new Request('http://localhost/'), session)).split(';')[0]! }
}

describe('who sees an outcome screen', () => {
  it('shows the order to the browser that placed it, and the same 404 as an unknown id to a browser without its cookie or with another cart', async () => {
    const { owner, purchaseId } = await placeAsGuest(departures[0]!)
    expect(await shown(purchaseId, `cart=${owner.guestToken}`)).toBe('ada@example.com')
    expect(await shown(purchaseId)).toBe(404)
    expect(await shown(purchaseId, `cart=${guest().guestToken}`)).toBe(404)
    expect(await shown('UNKNOWN1234', `cart=${owner.guestToken}`)).toBe(404)
    const polled = await outcomeApi({ request: new Request(`http://localhost/api/order-outcome?purchase=${purchaseId}`), context: ctx(), params: {} })
    expect(polled.status).toBe(404)
  })

  it('refuses another signed-in buyer, and shows a guest order to the account the browser then signed in to', async () => {
    const { owner, purchaseId } = await placeAsGuest(departures[1]!)
    const stranger = await userCookie(`stranger-${Date.now()}@example.com`)
    expect(await shown(purchaseId, stranger.cookie)).toBe(404)
    const buyer = await userCookie(`buyer-${Date.now()}@example.com`)
    await mergeGuestCart(ctx(), owner.guestToken, buyer.user.id)
    expect(await shown(purchaseId, buyer.cookie)).toBe('ada@example.com')
  })
})
