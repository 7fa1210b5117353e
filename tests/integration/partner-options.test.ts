// Issue 23 on real PostgreSQL: a supplier's options and prices. An option is created with its units in the
// supplier's currency; a price change reaches new carts (PRICE_CHANGED through the cart check) and the listing's
// "from" price, never an existing booking or invoice; tiers out of order are refused with their message; another
// supplier's experience, option or extra is "not found" with nothing written; the seed never overwrites an edit.
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { fromMinorAmount, optionSchema, PickupSchema, extraSchema, policyValues, SalesSchema, type OptionContext } from '../../app/domain/offers'
import { deleteOption, reorderOptions, saveOption, setOptionActive, type CatalogueActor } from '../../app/models/partners/catalogue/options.server'
import { removeExtra, removePickupPoint, saveExtra, savePickupPoint } from '../../app/models/partners/catalogue/options-extras.server'
import { listOffers, writeOffers, type Offers } from '../../app/models/partners/catalogue/options-offers.server'
import { updateSales } from '../../app/models/partners/catalogue/options-sales.server'
import { hubMessages } from '../../app/hub/locales'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { seedDatabase } from '../../drizzle/seed/index'
import { addInput, findDepartures, guest, setFreeSeats, useFakeProvider, type Departure } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { pay, placeUnpaid } from '../helpers/paid-orders'

let database: TestDatabase
let db: Db
const fake = useFakeProvider()
const ctx = () => testContext(db, { tenant: 'excursio' })

beforeAll(async () => {
  database = await createSeededTestDatabase('partner_options', { requirePostgres: true })
  db = database.db
})
afterAll(() => database?.drop())

async function ownerOf(experienceId: string): Promise<CatalogueActor & { context: OptionContext }> {
  const [row] = await db
    .select({ supplierId: s.experiences.supplierId, currency: s.suppliers.currency, pricingMode: s.experiences.pricingMode, hasFixedPrice: s.experiences.hasFixedPrice })
    .from(s.experiences)
    .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
    .where(eq(s.experiences.id, experienceId))
  const [staff] = await db.insert(s.staffAccounts).values({ email: `owner-${Math.random().toString(36).slice(2)}@example.com`, name: 'Olga Owner' }).returning()
  await db.insert(s.staffMemberships).values({ staffId: staff!.id, supplierId: row!.supplierId, role: 'owner' })
  return { staffId: staff!.id, supplierId: row!.supplierId, context: { currency: row!.currency.trim(), pricingMode: row!.pricingMode, hasFixedPrice: row!.hasFixedPrice } }
}

/** The form's input for an option as it is now, with `change` applied: what the hub's edit form submits. */
function inputOf(option: Offers['options'][number], currency: string, change: Record<string, unknown> = {}) {
  const unit = (type: string) => {
    const u = option.units.find((x) => x.type === type)
    if (!u) return undefined
    return { price: fromMinorAmount(u.priceAmount, currency), was: u.originalPriceAmount === null ? undefined : fromMinorAmount(u.originalPriceAmount, currency), ageMin: u.ageMin ?? undefined, ageMax: u.ageMax ?? undefined }
  }
  return {
    name: option.name,
    durationMinutes: option.durationMinutes,
    minTravellers: option.minTravellers,
    maxTravellers: option.maxTravellers ?? undefined,
    maxCapacityPerItem: option.maxCapacityPerItem ?? undefined,
    payLaterAllowed: option.payLaterAllowed,
    adult: unit('adult'),
    child: unit('child'),
    infant: unit('infant'),
    item: unit('item'),
    policy: policyValues(option.policy!),
    ...change,
  }
}

const offersOf = async (experienceId: string, supplierId: string) => (await listOffers(db, supplierId, experienceId))!

async function tableCounts() {
  const tables = { options: s.options, units: s.optionUnits, extras: s.extras, pickups: s.pickupPoints, policies: s.cancellationPolicies, audit: s.auditLog }
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const))
  return Object.fromEntries(entries)
}

describe('options and their prices', () => {
  it('creates an option with adult, child and infant prices in minor units of the supplier\'s currency', async () => {
    const [d] = await findDepartures(db, 1)
    const owner = await ownerOf(d!.experienceId)
    const values = optionSchema({ ...owner.context, pricingMode: 'per_person' }).parse({
      name: { en: 'Sunset upgrade', de: 'Sonnenuntergang' },
      durationMinutes: 150,
      maxTravellers: 12,
      adult: { price: '149.50', was: '180', ageMin: 12, ageMax: 99 },
      child: { price: '99', ageMin: 3, ageMax: 11 },
      infant: { price: '0', ageMin: 0, ageMax: 2 },
      policy: { kind: 'percentage', rules: [{ days: 7, penaltyPercent: 50 }, { days: 2, penaltyPercent: 100 }] },
    })
    const saved = await saveOption(db, owner, d!.experienceId, null, values)
    expect(saved.ok).toBe(true)
    if (!saved.ok) return
    const units = await db.select().from(s.optionUnits).where(eq(s.optionUnits.optionId, saved.optionId))
    expect(units.map((u) => [u.type, u.priceAmount, u.originalPriceAmount, u.currency.trim()]).sort()).toEqual(
      [['adult', 14950, 18000, owner.context.currency], ['child', 9900, null, owner.context.currency], ['infant', 0, null, owner.context.currency]].sort(),
    )
    const [option] = await db.select().from(s.options).where(eq(s.options.id, saved.optionId))
    expect(option).toMatchObject({ slug: 'sunset-upgrade', durationMinutes: 150, maxTravellers: 12, active: true })
    // New terms become a row of this supplier's; a second option with the same terms shares it.
    const [policy] = await db.select().from(s.cancellationPolicies).where(eq(s.cancellationPolicies.id, option!.cancellationPolicyId!))
    expect(policy).toMatchObject({ supplierId: owner.supplierId, kind: 'percentage', rules: [{ days: 7, hours: 0, minutes: 0, penaltyPercent: 50 }, { days: 2, hours: 0, minutes: 0, penaltyPercent: 100 }] })
    const again = await saveOption(db, owner, d!.experienceId, null, values)
    const [twin] = again.ok ? await db.select().from(s.options).where(eq(s.options.id, again.optionId)) : []
    expect(twin).toMatchObject({ slug: 'sunset-upgrade-2', cancellationPolicyId: policy!.id })
    // Terms identical to a shared policy point at the shared row.
    const free = await saveOption(db, owner, d!.experienceId, null, { ...values, policy: { kind: 'free', rules: [{ days: 1, hours: 0, minutes: 0, penaltyPercent: 100 }], freeCutoffHours: 24 } })
    const [freeOption] = free.ok ? await db.select().from(s.options).where(eq(s.options.id, free.optionId)) : []
    const [shared] = await db.select().from(s.cancellationPolicies).where(eq(s.cancellationPolicies.slug, 'free-24h'))
    expect(freeOption?.cancellationPolicyId).toBe(shared!.id)
    const lines = await db.select().from(s.auditLog).where(and(eq(s.auditLog.entityId, saved.optionId), eq(s.auditLog.action, 'option.create')))
    expect(lines).toHaveLength(1)
  })

  it('refuses nonsense prices: negative, three decimals of a two-decimal currency, a "was" price below the price', () => {
    const schema = optionSchema({ currency: 'EUR', pricingMode: 'per_person', hasFixedPrice: true })
    const base = { name: { en: 'X' }, durationMinutes: 60, policy: { kind: 'non_refundable' } }
    const issues = (adult: object) => {
      const result = schema.safeParse({ ...base, adult })
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
    }
    expect(issues({ price: '-5' })).toContain('adult.price:options.errors.priceNegative')
    expect(issues({ price: '12.345' })).toContain('adult.price:options.errors.priceFormat')
    expect(issues({ price: '12', was: '10' })).toContain('adult.was:options.errors.wasBelow')
    expect(issues({ price: '12.30' })).toEqual([])
    expect(schema.safeParse({ ...base }).success).toBe(false)
  })

  it('refuses a percentage policy whose tiers are out of order, with its message in the staff member\'s language', async () => {
    const [d] = await findDepartures(db, 1)
    const owner = await ownerOf(d!.experienceId)
    const before = await tableCounts()
    const result = optionSchema(owner.context).safeParse({
      name: { en: 'Tiered' },
      durationMinutes: 60,
      adult: { price: '50' },
      item: { price: '50' },
      maxCapacityPerItem: 4,
      policy: { kind: 'percentage', rules: [{ days: 2, penaltyPercent: 50 }, { days: 7, penaltyPercent: 100 }] },
    })
    expect(result.success).toBe(false)
    const issue = result.error!.issues.find((i) => i.path.join('.') === 'policy.rules.1.days')
    expect(issue?.message).toBe('options.errors.tierOrder')
    const de = hubMessages('de').options.errors.tierOrder
    expect(de).not.toBe(hubMessages('en').options.errors.tierOrder)
    expect(de.length).toBeGreaterThan(10)
    // A percentage out of 0–100 and a cheaper tier nearer the start are refused too.
    const later = optionSchema(owner.context).safeParse({ name: { en: 'T' }, durationMinutes: 60, adult: { price: '1' }, item: { price: '1' }, maxCapacityPerItem: 2, policy: { kind: 'percentage', rules: [{ days: 7, penaltyPercent: 80 }, { hours: 12, penaltyPercent: 40 }, { hours: 1, penaltyPercent: 140 }] } })
    expect(later.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual(expect.arrayContaining(['policy.rules.1.penaltyPercent:options.errors.tierPercentOrder', 'policy.rules.2.penaltyPercent:options.errors.tierPercent']))
    expect(await tableCounts()).toEqual(before)
  })
})

describe('a price change', () => {
  let d: Departure
  let owner: Awaited<ReturnType<typeof ownerOf>>

  beforeAll(async () => {
    ;[d] = (await findDepartures(db, 1)) as [Departure]
    await setFreeSeats(db, d.slotId, 20)
    owner = await ownerOf(d.experienceId)
  })

  it('leaves an existing booking and its invoice as sold; a cart line becomes PRICE_CHANGED through the cart check', async () => {
    const { purchaseId } = await placeUnpaid(ctx(), d, 2)
    expect((await pay(ctx(), fake, purchaseId)).status).toBe('processed')
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, purchaseId))
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
    const [invoice] = await db.select().from(s.invoices).where(eq(s.invoices.orderId, order!.id))
    expect(invoice).toBeDefined()
    const cartOwner = guest()
    expect(await addCartItem(ctx(), cartOwner, addInput(d, 2))).toMatchObject({ ok: true })
    const first = await checkCart(ctx(), cartOwner)
    expect(first.lines[0]!.status).toBe('APPROVED')

    const offers = await offersOf(d.experienceId, owner.supplierId)
    const option = offers.options.find((o) => o.id === d.optionId)!
    const adult = option.units.find((u) => u.type === 'adult')!
    const raised = adult.priceAmount + 10 * 100
    const values = optionSchema(owner.context).parse(inputOf(option, owner.context.currency, { adult: { price: fromMinorAmount(raised, owner.context.currency), ageMin: adult.ageMin ?? undefined, ageMax: adult.ageMax ?? undefined } }))
    expect(await saveOption(db, owner, d.experienceId, option.id, values)).toMatchObject({ ok: true })
    const [unitAfter] = await db.select().from(s.optionUnits).where(and(eq(s.optionUnits.optionId, option.id), eq(s.optionUnits.type, 'adult')))
    expect(unitAfter).toMatchObject({ id: adult.id, priceAmount: raised })

    const [bookingAfter] = await db.select().from(s.bookings).where(eq(s.bookings.id, booking!.id))
    const [orderAfter] = await db.select().from(s.orders).where(eq(s.orders.id, order!.id))
    const [invoiceAfter] = await db.select().from(s.invoices).where(eq(s.invoices.id, invoice!.id))
    expect(bookingAfter!.priceAmount).toBe(booking!.priceAmount)
    expect(orderAfter!.totalAmount).toBe(order!.totalAmount)
    expect([invoiceAfter!.amount, invoiceAfter!.snapshot]).toEqual([invoice!.amount, invoice!.snapshot])

    const checked = await checkCart(ctx(), cartOwner)
    expect(checked.outcome).toBe('prices_updated')
    expect(checked.lines[0]!.status).toBe('PRICE_CHANGED')
    expect(checked.lines[0]!.currentAmount).toBeGreaterThan(first.lines[0]!.currentAmount!)
  })

  it('moves the listing\'s "from" price with it', async () => {
    const offers = await offersOf(d.experienceId, owner.supplierId)
    const [before] = await db.select({ amount: s.experiences.fromPriceAmount }).from(s.experiences).where(eq(s.experiences.id, d.experienceId))
    const option = offers.options.find((o) => o.id === d.optionId)!
    const adult = option.units.find((u) => u.type === 'adult')!
    const lowest = Math.min(...offers.options.filter((o) => o.active).flatMap((o) => o.units.filter((u) => u.type === 'adult').map((u) => u.priceAmount)))
    expect(before!.amount).toBe(lowest)
    const cheaper = Math.max(100, lowest - 500)
    const values = optionSchema(owner.context).parse(inputOf(option, owner.context.currency, { adult: { price: fromMinorAmount(cheaper, owner.context.currency), ageMin: adult.ageMin ?? undefined, ageMax: adult.ageMax ?? undefined } }))
    expect(await saveOption(db, owner, d.experienceId, option.id, values)).toMatchObject({ ok: true })
    const [after] = await db.select({ amount: s.experiences.fromPriceAmount }).from(s.experiences).where(eq(s.experiences.id, d.experienceId))
    expect(after!.amount).toBe(cheaper)
    // Off sale, the option no longer gives the "from" price.
    expect(await setOptionActive(db, owner, d.experienceId, option.id, false)).toEqual({ ok: true })
    const [off] = await db.select({ amount: s.experiences.fromPriceAmount }).from(s.experiences).where(eq(s.experiences.id, d.experienceId))
    expect(off!.amount).not.toBe(cheaper)
    expect(await setOptionActive(db, owner, d.experienceId, option.id, true)).toEqual({ ok: true })
  })

  it('keeps the edited price when the seed runs again', async () => {
    const [unit] = await db.select().from(s.optionUnits).where(and(eq(s.optionUnits.optionId, d.optionId), eq(s.optionUnits.type, 'adult')))
    await seedDatabase(db, { force: true })
    expect(await writeOffers(db, { staffId: null, supplierId: owner.supplierId }, d.experienceId, { options: [] })).toMatchObject({ created: false })
    const [again] = await db.select().from(s.optionUnits).where(eq(s.optionUnits.id, unit!.id))
    expect(again!.priceAmount).toBe(unit!.priceAmount)
  }, 120_000)

  it('refuses to change per-person pricing to per-item while bookings are to come', async () => {
    const sales = SalesSchema.parse({ pricingMode: 'per_item', capacityPerItem: 4, hasFixedPrice: true, answerWindowHours: 48 })
    const result = await updateSales(db, owner, d.experienceId, sales)
    expect(result).toEqual({ ok: false, reason: 'invalid', errors: { pricingMode: 'options.errors.modeBooked' } })
    const [row] = await db.select({ mode: s.experiences.pricingMode }).from(s.experiences).where(eq(s.experiences.id, d.experienceId))
    expect(row!.mode).toBe('per_person')
  })
})

describe('another supplier', () => {
  it('gets "not found" for an experience, option, extra or pickup point that is not its own, and nothing is written', async () => {
    const [withExtra] = await db.select({ id: s.extras.id, experienceId: s.extras.experienceId }).from(s.extras).limit(1)
    const [point] = await db.select({ id: s.pickupPoints.id }).from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, withExtra!.experienceId))
    const victim = await ownerOf(withExtra!.experienceId)
    const [option] = await db.select().from(s.options).where(eq(s.options.experienceId, withExtra!.experienceId)).limit(1)
    const foreignExperience = (await db.select({ id: s.experiences.id, supplierId: s.experiences.supplierId }).from(s.experiences)).find((e) => e.supplierId !== victim.supplierId)!
    const intruder = await ownerOf(foreignExperience.id)
    const offers = await offersOf(withExtra!.experienceId, victim.supplierId)
    const values = optionSchema(victim.context).parse(inputOf(offers.options.find((o) => o.id === option!.id)!, victim.context.currency))
    const extra = extraSchema(victim.context.currency).parse({ name: { en: 'Stolen' }, price: '1', pricing: 'per_booking' })
    const pickup = PickupSchema.parse({ name: 'Elsewhere', address: 'Nowhere 1', pickupOffsetMinutes: 10 })
    const sales = SalesSchema.parse({ pricingMode: 'per_person', hasFixedPrice: false, onRequest: true, answerWindowHours: 5 })
    const before = await tableCounts()
    const notFound = { ok: false, reason: 'not_found' }
    // Its own experience, but the victim's option / extra / point: not found either.
    expect(await saveOption(db, intruder, foreignExperience.id, option!.id, values)).toEqual(notFound)
    expect(await setOptionActive(db, intruder, foreignExperience.id, option!.id, false)).toEqual(notFound)
    expect(await saveExtra(db, intruder, foreignExperience.id, withExtra!.id, extra)).toEqual(notFound)
    expect(await removeExtra(db, intruder, foreignExperience.id, withExtra!.id)).toEqual(notFound)
    for (const experienceId of [withExtra!.experienceId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(await saveOption(db, intruder, experienceId, null, values)).toEqual(notFound)
      expect(await saveOption(db, intruder, experienceId, option!.id, values)).toEqual(notFound)
      expect(await setOptionActive(db, intruder, experienceId, option!.id, false)).toEqual(notFound)
      expect(await deleteOption(db, intruder, experienceId, option!.id)).toEqual(notFound)
      expect(await reorderOptions(db, intruder, experienceId, [option!.id])).toEqual(notFound)
      expect(await saveExtra(db, intruder, experienceId, null, extra)).toEqual(notFound)
      expect(await saveExtra(db, intruder, experienceId, withExtra!.id, extra)).toEqual(notFound)
      expect(await removeExtra(db, intruder, experienceId, withExtra!.id)).toEqual(notFound)
      expect(await savePickupPoint(db, intruder, experienceId, null, pickup)).toEqual(notFound)
      if (point) expect(await removePickupPoint(db, intruder, experienceId, point.id)).toEqual(notFound)
      expect(await updateSales(db, intruder, experienceId, sales)).toEqual(notFound)
      expect(await listOffers(db, intruder.supplierId, experienceId)).toBeNull()
    }
    expect(await tableCounts()).toEqual(before)
    const [unchanged] = await db.select().from(s.options).where(eq(s.options.id, option!.id))
    expect(unchanged).toEqual(option)
  })
})

describe('extras and pickup points', () => {
  it('deletes an extra nobody booked, keeps one a booking names off sale, and hides it from the cart check', async () => {
    const [d] = await findDepartures(db, 1)
    const owner = await ownerOf(d!.experienceId)
    const schema = extraSchema(owner.context.currency)
    const made = await saveExtra(db, owner, d!.experienceId, null, schema.parse({ name: { en: 'Lunch box' }, price: '12.50', pricing: 'per_person' }))
    const booked = await saveExtra(db, owner, d!.experienceId, null, schema.parse({ name: { en: 'Photos' }, price: '30', pricing: 'per_booking' }))
    if (!made.ok || !booked.ok) throw new Error('extras not saved')
    const [row] = await db.select().from(s.extras).where(eq(s.extras.id, made.id))
    expect([row!.priceAmount, row!.currency.trim()]).toEqual([1250, owner.context.currency])
    // A booking that names the second extra.
    const [anyBooking] = await db.select({ id: s.bookings.id }).from(s.bookings).limit(1)
    if (anyBooking) {
      await db.update(s.bookings).set({ experienceId: d!.experienceId, extras: [{ extraId: booked.id, quantity: 1 }] }).where(eq(s.bookings.id, anyBooking.id))
      expect(await removeExtra(db, owner, d!.experienceId, booked.id)).toEqual({ ok: true, kept: true })
      const [kept] = await db.select().from(s.extras).where(eq(s.extras.id, booked.id))
      expect(kept!.active).toBe(false)
      expect((await offersOf(d!.experienceId, owner.supplierId)).extras.map((x) => x.id)).not.toContain(booked.id)
    }
    expect(await removeExtra(db, owner, d!.experienceId, made.id)).toEqual({ ok: true, kept: false })
    expect(await db.select().from(s.extras).where(eq(s.extras.id, made.id))).toEqual([])
    const point = await savePickupPoint(db, owner, d!.experienceId, null, PickupSchema.parse({ name: 'Harbour gate', address: 'Pier 3', latitude: 36.5, longitude: 30.1, pickupOffsetMinutes: 45 }))
    expect(point.ok).toBe(true)
    const twin = await savePickupPoint(db, owner, d!.experienceId, null, PickupSchema.parse({ name: 'Harbour gate', address: 'Pier 4', pickupOffsetMinutes: 30 }))
    expect(twin).toEqual({ ok: false, reason: 'invalid', errors: { name: 'options.errors.pickupTaken' } })
  })
})
