// The cart check of spec §4 (each outcome, a price change reported until accepted) and promo codes (each rule), on the seed.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { acceptCartTotal, checkCart } from '../../app/models/cart/check.server'
import { applyPromoCode, removePromoCode } from '../../app/models/cart/promo.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { getRates } from '../../app/models/catalogue/exchange-rates.server'
import type { Db } from '../../app/utils/db.server'
import { convertMoney } from '../../app/domain/money'
import * as s from '../../drizzle/schema/index'
import { addInput, findDepartures, guest, orderInput, setFreeSeats, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let departures: Departure[]
useFakeProvider()
const ctx = () => testContext(db, { tenant: 'excursio' })
const DAY = 86_400_000

beforeAll(async () => {
  database = await createSeededTestDatabase('cart_check')
  db = database.db
  departures = await findDepartures(db, 20)
  for (const d of departures) await setFreeSeats(db, d.slotId, 10)
  const now = Date.now()
  await db.insert(s.promoCodes).values([
    { tenantId: 'excursio', code: 'TEN', kind: 'percent', value: 10 },
    { tenantId: 'excursio', code: 'FIVEEURO', kind: 'fixed', value: 500, currency: 'EUR' },
    { tenantId: 'excursio', code: 'OLD', kind: 'percent', value: 10, validTo: new Date(now - DAY) },
    { tenantId: 'excursio', code: 'SOON', kind: 'percent', value: 10, validFrom: new Date(now + DAY) },
    { tenantId: 'excursio', code: 'GONE', kind: 'percent', value: 10, maxUses: 3, usedCount: 3 },
    { tenantId: 'excursio', code: 'LAST', kind: 'percent', value: 20, maxUses: 1 },
    { tenantId: 'excursio', code: 'BIG', kind: 'percent', value: 10, minAmount: 10_000_000, currency: 'USD' },
    { tenantId: 'deira', code: 'DEIRA', kind: 'percent', value: 50 },
  ])
})
afterAll(() => database?.drop())

let next = 0
async function cartOf(count: number) {
  const owner = guest()
  const picked = departures.slice(next, (next += count))
  for (const d of picked) expect(await addCartItem(ctx(), owner, addInput(d, 2))).toMatchObject({ ok: true })
  return { owner, picked }
}
const close = (d: Departure) => db.update(s.availabilitySlots).set({ status: 'CLOSED' }).where(eq(s.availabilitySlots.id, d.slotId))
const reprice = (d: Departure, adult: number) => db.update(s.availabilitySlots).set({ priceOverrides: { adult } }).where(eq(s.availabilitySlots.id, d.slotId))

describe('the cart check', () => {
  it('approves an unchanged cart', async () => {
    const { owner } = await cartOf(2)
    const cart = await checkCart(ctx(), owner)
    expect([cart.outcome, cart.lines.map((l) => l.status)]).toEqual(['ok', ['APPROVED', 'APPROVED']])
  })

  it('reports changed prices with the new total on every view until the buyer accepts that total', async () => {
    const { owner, picked } = await cartOf(2)
    const before = await checkCart(ctx(), owner)
    await reprice(picked[0]!, 987_654)
    const after = await checkCart(ctx(), owner)
    expect([after.outcome, after.lines.map((l) => l.status)]).toEqual(['prices_updated', ['PRICE_CHANGED', 'APPROVED']])
    expect(after.lines[0]!.shownAmount).toBe(before.lines[0]!.currentAmount)
    expect(after.totals.total).toBe(after.lines[0]!.currentAmount! + after.lines[1]!.currentAmount!)
    expect(after.totals.total).not.toBe(before.totals.total)
    // A reload, another language, another currency: still reported, the accepted price still the one shown.
    const again = await checkCart(testContext(db, { tenant: 'excursio', locale: 'de' }), owner)
    expect([again.outcome, again.lines[0]!.shownAmount]).toEqual(['prices_updated', before.lines[0]!.currentAmount])
    expect((await checkCart(testContext(db, { tenant: 'excursio', currency: 'EUR' }), owner)).outcome).toBe('prices_updated')
    expect((await checkCart(ctx(), owner)).outcome).toBe('prices_updated')
    // Accepting a total other than the one now payable stores nothing.
    expect(await acceptCartTotal(ctx(), owner, before.totals.total)).toBe(false)
    expect((await checkCart(ctx(), owner)).outcome).toBe('prices_updated')
    expect(await acceptCartTotal(ctx(), owner, after.totals.total)).toBe(true)
    const accepted = await checkCart(ctx(), owner)
    expect([accepted.outcome, accepted.totals.total]).toEqual(['ok', after.totals.total])
  })

  it('leaves unavailable lines out of the totals, alone or with price changes, and says when nothing is left', async () => {
    const a = await cartOf(2)
    await close(a.picked[0]!)
    const some = await checkCart(ctx(), a.owner)
    expect([some.outcome, some.lines.map((l) => l.status), some.totals.total]).toEqual(['some_unavailable', ['UNAVAILABLE', 'APPROVED'], some.lines[1]!.currentAmount])
    const b = await cartOf(2)
    await close(b.picked[0]!)
    await reprice(b.picked[1]!, 123_456)
    expect((await checkCart(ctx(), b.owner)).outcome).toBe('unavailable_and_prices_updated')
    const c = await cartOf(2)
    for (const d of c.picked) await close(d)
    const none = await checkCart(ctx(), c.owner)
    expect([none.outcome, none.totals.total]).toEqual(['none_available', 0])
  })
})

describe('promo codes', () => {
  it('takes a percentage off the subtotal and a fixed amount converted to the cart’s currency', async () => {
    const { owner } = await cartOf(1)
    const subtotal = (await checkCart(ctx(), owner)).totals.subtotal
    expect(await applyPromoCode(ctx(), owner, 'ten')).toMatchObject({ ok: true, value: { code: 'TEN', status: 'applied' } })
    expect((await checkCart(ctx(), owner)).totals).toMatchObject({ subtotal, discount: Math.round(subtotal / 10), total: subtotal - Math.round(subtotal / 10) })
    await applyPromoCode(ctx(), owner, 'FIVEEURO')
    const fixed = convertMoney({ amount: 500, currency: 'EUR' }, 'USD', await getRates(db))!.amount
    expect((await checkCart(ctx(), owner)).totals.discount).toBe(Math.min(fixed, subtotal))
    await removePromoCode(ctx(), owner)
    expect((await checkCart(ctx(), owner)).totals).toMatchObject({ discount: 0, total: subtotal })
  })

  it('refuses expired, not yet valid, used up, below minimum, unknown and other tenants’ codes', async () => {
    const { owner } = await cartOf(1)
    const refusal = async (code: string) => {
      const result = await applyPromoCode(ctx(), owner, code)
      return result.ok ? 'applied' : result.error.code
    }
    expect(await refusal('OLD')).toBe('promo_expired')
    expect(await refusal('SOON')).toBe('promo_invalid')
    expect(await refusal('GONE')).toBe('promo_used_up')
    expect(await refusal('BIG')).toBe('promo_below_minimum')
    expect(await refusal('NOPE')).toBe('promo_invalid')
    expect(await refusal('DEIRA')).toBe('promo_invalid')
    expect(await refusal('bad code!')).toBe('promo_invalid')
    expect(await applyPromoCode(ctx(), guest(), 'TEN')).toEqual({ ok: false, error: { code: 'cart_empty' } })
    expect((await checkCart(ctx(), owner)).promo).toBeNull()
  })

  it('counts a use when the order is placed, and the last use goes to one order only', async () => {
    const first = await cartOf(1)
    const second = await cartOf(1)
    for (const c of [first, second]) expect(await applyPromoCode(ctx(), c.owner, 'LAST')).toMatchObject({ ok: true })
    const [a, b] = [await checkCart(ctx(), first.owner), await checkCart(ctx(), second.owner)]
    expect((await placeOrder(ctx(), orderInput(first.owner, a.totals.total))).kind).toBe('placed')
    const refused = await placeOrder(ctx(), orderInput(second.owner, b.totals.total))
    expect(refused.kind).toBe('cart_changed')
    if (refused.kind === 'cart_changed') expect(refused.cart.promo).toMatchObject({ code: 'LAST', status: 'used_up' })
    const [promo] = await db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'LAST'))
    expect(promo!.usedCount).toBe(1)
    const [order] = await db.select().from(s.orders).where(sql`${s.orders.promoCode} = 'LAST'`)
    expect(order!.discountAmount).toBe(a.totals.discount)
  })
})

describe('cancellation on a cart line', () => {
  it('never offers a free-cancellation deadline that has passed: the line says what cancelling costs now', async () => {
    const owner = guest()
    const [policyLine] = await db
      .select({ slotId: s.availabilitySlots.id, startsAt: s.availabilitySlots.startsAt })
      .from(s.availabilitySlots)
      .innerJoin(s.options, eq(s.options.id, s.availabilitySlots.optionId))
      .innerJoin(s.cancellationPolicies, eq(s.cancellationPolicies.id, s.options.cancellationPolicyId))
      .where(sql`${s.cancellationPolicies.kind} <> 'non_refundable' and ${s.availabilitySlots.id} in (${sql.join(departures.map((d) => sql`${d.slotId}`), sql`, `)})`)
      .limit(1)
    const d = departures.find((x) => x.slotId === policyLine!.slotId)!
    await setFreeSeats(db, d.slotId, 10)
    const added = await addCartItem(ctx(), owner, addInput(d, 1))
    expect(added, JSON.stringify(added)).toMatchObject({ ok: true })
    const early = (await checkCart(ctx(), owner, { persist: false, now: new Date(policyLine!.startsAt.getTime() - 60 * DAY) })).lines[0]!.cancellation
    expect(early?.kind).toBe('free_until')
    const late = (await checkCart(ctx(), owner, { persist: false, now: new Date(policyLine!.startsAt.getTime() - 60_000) })).lines[0]!.cancellation
    expect(late?.kind === 'fee' || late?.kind === 'non_refundable').toBe(true)
  })
})

describe('an unavailable line', () => {
  it('still names its pickup point once its departure is closed', async () => {
    const [d] = await findDepartures(db, 1, { pickup: true })
    await setFreeSeats(db, d!.slotId, 10)
    const [point] = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, d!.experienceId))
    const owner = guest()
    expect(await addCartItem(ctx(), owner, { ...addInput(d!, 1), pickupPointId: point!.id })).toMatchObject({ ok: true })
    await db.update(s.availabilitySlots).set({ status: 'CLOSED' }).where(eq(s.availabilitySlots.id, d!.slotId))
    const [line] = (await checkCart(ctx(), owner, { persist: false })).lines
    expect(line!.status).toBe('UNAVAILABLE')
    expect(line!.pickup?.name).toBe(point!.name)
  })
})
