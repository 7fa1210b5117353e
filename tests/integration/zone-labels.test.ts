// The zone a start time is given in is the experience's own place everywhere after its page (issue 25): a
// Bodrum cruise (Europe/Istanbul) says "Bodrum time" in the cart, on checkout and the order, never "Istanbul".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { getOrderView } from '../../app/models/orders/orders.server'
import { buildCartView } from '../../app/pages/cart-view.server'
import { invoiceRows } from '../../app/pages/invoice-view.server'
import { getFixedT, translator } from '../../app/i18n/i18n.server'
import type { Db } from '../../app/utils/db.server'
import { findDepartures, guest, orderInput, setFreeSeats, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let cruise: Departure
useFakeProvider()
const ctx = (locale: 'en' | 'de' = 'en') => testContext(db, { tenant: 'get-that-boat', locale })

beforeAll(async () => {
  database = await createSeededTestDatabase('zone_labels')
  db = database.db
  const found = (await findDepartures(db, 400)).find((d) => d.experienceSlug === 'bodrum-gulet-day-cruise')
  if (!found) throw new Error('no departure of the Bodrum gulet cruise in the seed')
  cruise = found
  await setFreeSeats(db, cruise.slotId, 10)
})
afterAll(() => database?.drop())

describe('the zone named after the experience page', () => {
  it('is the experience’s own place in the cart, the checkout summary and the order, not the zone’s city', async () => {
    expect(cruise.timeZone).toBe('Europe/Istanbul')
    const owner = guest()
    const added = await addCartItem(ctx(), owner, { experienceSlug: cruise.experienceSlug, optionId: cruise.optionId, date: cruise.date, startTime: cruise.startTime, unitQuantities: { adult: 1 }, travellers: 1, extras: [], pickupPointId: null, payLater: false })
    expect(added).toMatchObject({ ok: true })
    const cart = await checkCart(ctx(), owner)
    expect(cart.lines[0]!.zone).toBe('Bodrum')
    const view = buildCartView(ctx(), cart, await translator(ctx()))
    expect(view.lines[0]!.timeLabel).toBe(`${cruise.startTime} (Bodrum time)`)
    expect(view.lines[0]!.cancellation?.text).toMatch(/\(Bodrum time\)$/)
    const placed = await placeOrder(ctx(), orderInput(owner, cart.totals.total))
    if (placed.kind !== 'placed') throw new Error(`not placed: ${placed.kind}`)
    const order = await getOrderView(ctx('de'), placed.purchaseId)
    expect(order?.bookings[0]?.zone).toBe('Bodrum')
    // The account's invoices list says it too.
    const [row] = invoiceRows([order!], 'de', await getFixedT('de'))
    expect(row!.bookings[0]!.when).toContain('Bodrum')
    expect(row!.bookings[0]!.when).not.toContain('Istanbul')
  })
})
