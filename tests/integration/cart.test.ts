// The cart's rules on the demo seed: what may be added (spec §5 and the tenant's scope), prices in the
// visitor's currency, promo codes, the four outcomes of the cart check, and the guest cart joining the account.
import { and, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem, findCart, removeCartItem, updateCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { cartErrorMessage } from '../../app/domain/cart-errors'
import { mergeGuestCart } from '../../app/models/cart/merge.server'
import { getRates } from '../../app/models/catalogue/exchange-rates.server'
import type { Db } from '../../app/utils/db.server'
import { convertTotal } from '../../app/domain/money'
import { wallClock } from '../../app/domain/zoned-time'
import * as s from '../../drizzle/schema/index'
import { addInput, findDepartures, guest, setFreeSeats, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let plain: Departure[]
useFakeProvider()
const ctx = (tenant: 'excursio' | 'deira' | 'get-that-boat' = 'excursio', currency?: string) => testContext(db, { tenant, currency })

beforeAll(async () => {
  database = await createSeededTestDatabase('cart')
  db = database.db
  plain = await findDepartures(db, 16)
  for (const d of plain) await setFreeSeats(db, d.slotId, 10)
})
afterAll(() => database?.drop())

let next = 0
const departure = () => plain[next++]!
const adultUnit = async (optionId: string) =>
  (await db.select().from(s.optionUnits).where(and(eq(s.optionUnits.optionId, optionId), eq(s.optionUnits.type, 'adult'))))[0]!

async function findBoatDeparture(optionId: string): Promise<Departure[]> {
  const rows = await db
    .select({ slotId: s.availabilitySlots.id, date: s.availabilitySlots.localDate, startsAt: s.availabilitySlots.startsAt, experienceSlug: s.experiences.slug, experienceId: s.experiences.id, timeZone: s.experiences.timeZone })
    .from(s.availabilitySlots)
    .innerJoin(s.options, eq(s.options.id, s.availabilitySlots.optionId))
    .innerJoin(s.experiences, eq(s.experiences.id, s.options.experienceId))
    .where(and(eq(s.availabilitySlots.optionId, optionId), gt(s.availabilitySlots.startsAt, new Date(Date.now() + 2 * 86_400_000))))
    .limit(1)
  for (const r of rows) await setFreeSeats(db, r.slotId, 10)
  return rows.map((r) => ({ ...r, optionId, startTime: wallClock(r.startsAt, r.timeZone).time }))
}

describe('adding to the cart', () => {
  it('keeps the price shown, in the visitor’s currency, rounded once', async () => {
    const d = departure()
    const owner = guest()
    expect(await addCartItem(ctx('excursio', 'EUR'), owner, addInput(d, 3))).toMatchObject({ ok: true })
    const unit = await adultUnit(d.optionId)
    const expected = convertTotal([{ amount: unit.priceAmount * 3, currency: unit.currency }], 'EUR', await getRates(db))
    const cart = await checkCart(ctx('excursio', 'EUR'), owner)
    expect(cart.lines.map((l) => [l.currency, l.shownAmount, l.currentAmount, l.travellers, l.status])).toEqual([['EUR', expected, expected, 3, 'APPROVED']])
    expect(cart.totals).toMatchObject({ currency: 'EUR', subtotal: expected, total: expected, payNowAmount: expected, payLaterAmount: 0 })
  })

  it('refuses more travellers per item than an item holds, with the spec’s message key', async () => {
    const [d] = await findDepartures(db, 1, { perItem: true })
    await setFreeSeats(db, d!.slotId, 5)
    const [option] = await db.select().from(s.options).where(eq(s.options.id, d!.optionId))
    const capacity = option!.maxCapacityPerItem!
    const result = await addCartItem(ctx(), guest(), addInput(d!, 0, { item: 1, travellers: capacity + 1 }))
    expect(result).toEqual({ ok: false, error: { code: 'capacity_per_item', capacity } })
    if (!result.ok) expect(cartErrorMessage(result.error)).toEqual({ key: 'cart.errors.capacity_per_item', values: { capacity } })
    expect(await addCartItem(ctx(), guest(), addInput(d!, 0, { item: 2, travellers: capacity + 1 }))).toMatchObject({ ok: true })
  })

  it('allows pay later only where the option and the tenant both allow it', async () => {
    const [later] = await findDepartures(db, 1, { payLater: true, pickup: 'any' })
    await setFreeSeats(db, later!.slotId, 5)
    const [point] = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, later!.experienceId))
    const input = { ...addInput(later!, 1, { payLater: true }), pickupPointId: point?.id ?? null }
    expect(await addCartItem(ctx(), guest(), input)).toMatchObject({ ok: true })
    expect(await addCartItem(ctx('get-that-boat'), guest(), input)).toMatchObject({ ok: false }) // not its experience
    // An option that does not allow it (picked as such: which departures come first changes with the clock).
    const [fixed] = await findDepartures(db, 1, { payLater: false })
    await setFreeSeats(db, fixed!.slotId, 5)
    expect(await addCartItem(ctx(), guest(), addInput(fixed!, 1, { payLater: true }))).toEqual({ ok: false, error: { code: 'pay_later_not_allowed' } })
    // A site that switches pay later off refuses it even on its own option that allows it.
    const noPayLater = { ...ctx('get-that-boat'), tenant: { ...ctx('get-that-boat').tenant, features: { ...ctx('get-that-boat').tenant.features, payLater: false } } }
    const [boat] = await db
      .select({ id: s.options.id })
      .from(s.options)
      .innerJoin(s.experiences, eq(s.experiences.id, s.options.experienceId))
      .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
      .where(and(eq(s.suppliers.slug, 'get-that-boat'), eq(s.options.payLaterAllowed, true)))
      .limit(1)
    const [boatDeparture] = await findBoatDeparture(boat!.id)
    const refused = await addCartItem(noPayLater, guest(), addInput(boatDeparture!, 2, { payLater: true }))
    expect(refused).toEqual({ ok: false, error: { code: 'pay_later_not_allowed' } })
    expect(await addCartItem(noPayLater, guest(), addInput(boatDeparture!, 2))).toMatchObject({ ok: true })
    expect(await addCartItem(ctx('get-that-boat'), guest(), addInput(boatDeparture!, 2, { payLater: true }))).toMatchObject({ ok: true })
  })

  it('treats another tenant’s experience as not found', async () => {
    const d = departure()
    const [supplier] = await db
      .select({ slug: s.suppliers.slug })
      .from(s.experiences)
      .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
      .where(eq(s.experiences.id, d.experienceId))
    const foreign = supplier!.slug === 'deira-desert-safari' ? 'get-that-boat' : 'deira'
    expect(await addCartItem(ctx(foreign), guest(), addInput(d))).toEqual({ ok: false, error: { code: 'experience_not_found' } })
  })

  it('names each other mistake: departure, units, numbers, extras, pickup, availability, input', async () => {
    const d = departure()
    const owner = guest()
    const add = (patch: object) => addCartItem(ctx(), owner, { ...addInput(d, 1), ...patch })
    const [otherExtra] = await db.select().from(s.extras).where(eq(s.extras.experienceId, plain[0]!.experienceId === d.experienceId ? plain[1]!.experienceId : plain[0]!.experienceId))
    const [foreignPickup] = await db.select().from(s.pickupPoints).limit(1)
    const [option] = await db.select().from(s.options).where(eq(s.options.id, d.optionId))
    expect(await add({ startTime: '03:17' })).toEqual({ ok: false, error: { code: 'slot_not_found' } })
    expect(await add({ optionId: plain.find((p) => p.experienceId !== d.experienceId)!.optionId })).toEqual({ ok: false, error: { code: 'option_not_found' } })
    expect(await add({ unitQuantities: { item: 1 } })).toEqual({ ok: false, error: { code: 'unit_not_offered', unit: 'item' } })
    expect(await add({ unitQuantities: { adult: 0 } })).toEqual({ ok: false, error: { code: 'no_travellers' } })
    if (option!.maxTravellers) expect(await add({ unitQuantities: { adult: option!.maxTravellers + 1 } })).toMatchObject({ ok: false, error: { code: 'too_many_travellers' } })
    expect(await add({ unitQuantities: { adult: 11 } })).toMatchObject({ ok: false, error: { code: expect.stringMatching(/not_enough_availability|too_many_travellers/) } })
    if (otherExtra) expect(await add({ extras: [{ extraId: otherExtra.id, quantity: 1 }] })).toEqual({ ok: false, error: { code: 'extra_not_found' } })
    expect(await add({ pickupPointId: foreignPickup!.id })).toEqual({ ok: false, error: { code: 'pickup_not_found' } })
    expect(await add({ date: 'tomorrow' })).toEqual({ ok: false, error: { code: 'invalid_input' } })
    expect(await add({ unitQuantities: { adult: -1 } })).toEqual({ ok: false, error: { code: 'invalid_input' } })
    await setFreeSeats(db, d.slotId, 2)
    expect(await add({ unitQuantities: { adult: 3 } })).toEqual({ ok: false, error: { code: 'not_enough_availability', remaining: 2 } })
    expect(await add({ unitQuantities: { adult: 2 } })).toMatchObject({ ok: true })
    // The cart already wants both seats: a second line on the same departure gets none.
    expect(await add({ unitQuantities: { adult: 1 } })).toEqual({ ok: false, error: { code: 'not_enough_availability', remaining: 0 } })
    await setFreeSeats(db, d.slotId, 10)
  })

  it('asks for a pickup point where the experience includes pickup, and times the pickup before the start', async () => {
    const [d] = await findDepartures(db, 1, { pickup: true })
    await setFreeSeats(db, d!.slotId, 5)
    const points = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, d!.experienceId))
    const owner = guest()
    expect(await addCartItem(ctx(), owner, addInput(d!))).toEqual({ ok: false, error: { code: 'pickup_required' } })
    const point = points.find((p) => p.pickupOffsetMinutes > 0) ?? points[0]!
    expect(await addCartItem(ctx(), owner, { ...addInput(d!), pickupPointId: point.id })).toMatchObject({ ok: true })
    const [line] = (await checkCart(ctx(), owner)).lines
    const [h, m] = d!.startTime.split(':').map(Number)
    const minutes = (h! * 60 + m! - point.pickupOffsetMinutes + 1440) % 1440
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    expect(line!.pickup).toEqual({ pointId: point.id, name: point.name, address: point.address, time })
  })

  it('edits and removes only the owner’s own items', async () => {
    const d = departure()
    const owner = guest()
    const added = await addCartItem(ctx(), owner, addInput(d, 1))
    if (!added.ok) throw new Error('not added')
    const before = (await checkCart(ctx(), owner)).totals.total
    const edit = { itemId: added.value.itemId, unitQuantities: { adult: 2 }, extras: [], pickupPointId: null, payLater: false }
    expect(await updateCartItem(ctx(), guest(), edit)).toEqual({ ok: false, error: { code: 'item_not_found' } })
    expect(await updateCartItem(ctx(), owner, edit)).toMatchObject({ ok: true })
    const unit = await adultUnit(d.optionId)
    const twice = convertTotal([{ amount: unit.priceAmount * 2, currency: unit.currency }], 'USD', await getRates(db))
    expect(before).toBe(convertTotal([{ amount: unit.priceAmount, currency: unit.currency }], 'USD', await getRates(db)))
    // Rounded once on the line, not twice the rounded single price.
    expect((await checkCart(ctx(), owner)).totals.total).toBe(twice)
    expect(await removeCartItem(ctx(), guest(), added.value.itemId)).toEqual({ ok: false, error: { code: 'item_not_found' } })
    expect(await removeCartItem(ctx(), owner, added.value.itemId)).toEqual({ ok: true, value: null })
    expect((await checkCart(ctx(), owner)).lines).toEqual([])
  })

  it('moves the guest’s items into the account’s cart at sign-in', async () => {
    const [user] = await db.insert(s.users).values({ tenantId: 'excursio', email: 'merge@example.com', passwordHash: 'x', firstName: 'M', lastName: 'G' }).returning()
    const account = { guestToken: null, userId: user!.id }
    const visitor = guest()
    await addCartItem(ctx(), account, addInput(departure()))
    await addCartItem(ctx(), visitor, addInput(departure(), 2))
    await mergeGuestCart(ctx(), visitor.guestToken, user!.id)
    expect((await checkCart(ctx(), account)).lines.map((l) => l.travellers).sort()).toEqual([1, 2])
    expect(await findCart(ctx(), visitor)).toBeNull()
  })
})
