// Issue 23 on real PostgreSQL: weekly schedules, closures, capacity and price overrides from the partner hub, and the
// horizon worker. Each departure is made once however often and on however many servers the horizon runs; a
// closed date stays closed; capacity never goes under what is booked and held, also when a booking races the
// change; a price override prices new bookings only; another supplier's rows are "not found" with nothing written.
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { holdSeats } from '../../app/models/cart/holds.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { closeDate, closeDeparture, reopenDate, reopenDeparture, setDepartureCapacity } from '../../app/models/partners/catalogue/schedule-exceptions.server'
import { generateDepartures, runHorizon, runHorizonNow } from '../../app/models/partners/catalogue/schedule-horizon.server'
import { addPriceOverride, removePriceOverride } from '../../app/models/partners/catalogue/schedule-prices.server'
import type { ScheduleActor } from '../../app/models/partners/catalogue/schedule-scope.server'
import { insertScheduleRules, removeScheduleRule, saveScheduleRule } from '../../app/models/partners/catalogue/schedule.server'
import { addDays, todayIn, wallClock, zonedTimeToUtc } from '../../app/domain/zoned-time'
import { openDatabase, type Database, type Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { seedDatabase } from '../../drizzle/seed/index'
import { addInput, findDepartures, guest, orderInput, useFakeProvider } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let second: Database
/** A seeded experience in Berlin (a zone with daylight saving) and its supplier. */
let berlin: { experienceId: string; supplierId: string; timeZone: string; currency: string }
let owner: ScheduleActor
let next = 0

beforeAll(async () => {
  database = await createSeededTestDatabase('partner_schedule', { requirePostgres: true })
  db = database.db
  second = await openDatabase({ url: database.url! })
  const [row] = await db
    .select({ experienceId: s.experiences.id, supplierId: s.experiences.supplierId, timeZone: s.experiences.timeZone, currency: s.suppliers.currency })
    .from(s.experiences)
    .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
    .where(eq(s.experiences.timeZone, 'Europe/Berlin'))
    .orderBy(s.experiences.slug)
    .limit(1)
  berlin = row!
  owner = { staffId: null, supplierId: berlin.supplierId }
}, 180_000)
afterAll(async () => {
  await second?.close()
  await database?.drop()
})

/** A new option with an adult price on the Berlin experience, without rules or departures. */
async function freshOption(): Promise<string> {
  const [option] = await db
    .insert(s.options)
    .values({ experienceId: berlin.experienceId, slug: `schedule-test-${++next}`, name: { en: `Test ${next}` }, durationMinutes: 90 })
    .returning({ id: s.options.id })
  await db.insert(s.optionUnits).values({ optionId: option!.id, type: 'adult', priceAmount: 4000, currency: berlin.currency })
  return option!.id
}

const slotsOf = (optionId: string) => db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.optionId, optionId)).orderBy(s.availabilitySlots.startsAt)

/** The instants a rule should make from today through today + 365 in the zone: the app's own zoned-time rule. */
function expectedStarts(weekdays: number[], times: string[], from: string, through: string): string[] {
  const starts: string[] = []
  for (let day = from; day <= through; day = addDays(day, 1)) {
    if (!weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) continue
    for (const time of times) starts.push(zonedTimeToUtc(day, time, berlin.timeZone).toISOString())
  }
  return starts.sort()
}

async function futureSlot(optionId: string, dayOffset: number) {
  const date = addDays(todayIn(berlin.timeZone), dayOffset)
  const [slot] = await db.select().from(s.availabilitySlots).where(and(eq(s.availabilitySlots.optionId, optionId), eq(s.availabilitySlots.localDate, date))).orderBy(s.availabilitySlots.startsAt).limit(1)
  return slot!
}

describe('the horizon', () => {
  it('makes each departure of a rule once, at its local time through daylight saving, however often it runs', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    await db.transaction(async (tx) => {
      await insertScheduleRules(tx as unknown as Db, [{ optionId, weekdays: [1, 3, 6], startTimes: ['09:00', '14:30'], capacity: 12, validFrom: today, validTo: null }])
    })
    const first = await runHorizonNow(db)
    const again = await runHorizonNow(db)
    const slots = await slotsOf(optionId)
    const expected = expectedStarts([1, 3, 6], ['09:00', '14:30'], today, addDays(today, 365))
    expect(slots.map((x) => new Date(x.startsAt).toISOString())).toEqual(expected)
    expect(expected.length).toBeGreaterThan(300)
    expect(first).toBeGreaterThanOrEqual(expected.length)
    expect(again).toBe(0)
    expect(new Set(slots.map((x) => x.capacity))).toEqual(new Set([12]))
    expect(slots.every((x) => new Date(x.endsAt).getTime() - new Date(x.startsAt).getTime() === 90 * 60_000)).toBe(true)
  })

  it('makes each departure once when two servers run it at the same moment, with and without the lock', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    await db.transaction(async (tx) => {
      await insertScheduleRules(tx as unknown as Db, [{ optionId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['10:00'], capacity: 8, validFrom: today, validTo: null }])
    })
    const rounds = await Promise.all([runHorizon(db), runHorizon(second.db)])
    // One round did the work, or both ran one after the other and the second found nothing to do.
    expect(rounds.filter((r) => !r.skipped && r.inserted > 0)).toHaveLength(1)
    expect((await slotsOf(optionId)).length).toBe(366)
    // Without the lock, two rounds racing on the same rule rely on the unique key alone.
    await db.update(s.optionSchedules).set({ generatedThrough: null }).where(eq(s.optionSchedules.optionId, optionId))
    await db.delete(s.availabilitySlots).where(eq(s.availabilitySlots.optionId, optionId))
    const racing = await Promise.all(
      [db, second.db].map((d) => d.transaction((tx) => generateDepartures(tx as unknown as Db, { optionIds: [optionId] }))),
    )
    expect(racing[0]! + racing[1]!).toBe(366)
    expect((await slotsOf(optionId)).length).toBe(366)
  })

  it('is cheap when there is nothing to do: a second round writes nothing', async () => {
    await runHorizonNow(db)
    const before = await db.select({ n: count() }).from(s.availabilitySlots)
    const round = await runHorizon(db)
    expect(round).toEqual({ skipped: false, inserted: 0 })
    expect(await db.select({ n: count() }).from(s.availabilitySlots)).toEqual(before)
  })
})

describe('closures', () => {
  it('keeps a closed date closed when the horizon reaches it later or a rule gains a time', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    const saved = await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 10, validFrom: today, validTo: null })
    expect(saved).toMatchObject({ ok: true, created: 366 })
    const near = addDays(today, 10)
    const far = addDays(today, 368) // beyond today's horizon: no departure yet
    expect(await closeDate(db, owner, { experienceId: berlin.experienceId, date: near })).toMatchObject({ ok: true })
    expect(await closeDate(db, owner, { experienceId: berlin.experienceId, date: far, optionId })).toMatchObject({ ok: true, departures: 0 })
    // The horizon three days later reaches `far`; a second time on the rule makes new departures on `near`.
    await runHorizon(db, { now: new Date(Date.now() + 3 * 86_400_000) })
    const [rule] = await db.select().from(s.optionSchedules).where(eq(s.optionSchedules.optionId, optionId))
    expect(await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, ruleId: rule!.id, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00', '17:00'], capacity: 10, validFrom: today, validTo: null })).toMatchObject({ ok: true })
    // The save makes departures through today's horizon; the worker's round three days on reaches `far` again.
    await runHorizon(db, { now: new Date(Date.now() + 3 * 86_400_000) })
    const slots = await slotsOf(optionId)
    const on = (date: string) => slots.filter((x) => x.localDate === date).map((x) => x.status)
    expect(on(near)).toEqual(['CLOSED', 'CLOSED'])
    expect(on(far)).toEqual(['CLOSED', 'CLOSED'])
    expect(on(addDays(today, 11))).toEqual(['AVAILABLE', 'AVAILABLE'])
    // Reopening the date opens every departure on it again.
    // Every departure of the experience on that date opens again, bar a demo departure closed on its own.
    const reopened = await reopenDate(db, owner, { experienceId: berlin.experienceId, date: near })
    expect(reopened.ok && reopened.departures).toBeGreaterThanOrEqual(2)
    const stillClosed = await db
      .select({ id: s.availabilitySlots.id })
      .from(s.availabilitySlots)
      .innerJoin(s.options, eq(s.options.id, s.availabilitySlots.optionId))
      .where(
        and(
          eq(s.options.experienceId, berlin.experienceId),
          eq(s.availabilitySlots.localDate, near),
          eq(s.availabilitySlots.status, 'CLOSED'),
          sql`not exists (select 1 from schedule_exceptions x where x.option_id = ${s.availabilitySlots.optionId} and x.starts_at = ${s.availabilitySlots.startsAt})`,
        ),
      )
    expect(stillClosed).toEqual([])
    expect((await slotsOf(optionId)).filter((x) => x.localDate === near).map((x) => x.status)).toEqual(['AVAILABLE', 'AVAILABLE'])
  })

  it('closes one departure to new sales and refuses to reopen it alone while its date is closed', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 10, validFrom: today, validTo: null })
    const slot = await futureSlot(optionId, 5)
    expect(await holdSeats(db, slot.id, 2)).toBe(true)
    expect(await closeDeparture(db, owner, { experienceId: berlin.experienceId, slotId: slot.id })).toMatchObject({ ok: true, departures: 1, withBookings: 1 })
    // Closed: no new seat, the held ones stay.
    expect(await holdSeats(db, slot.id, 1)).toBe(false)
    const [closed] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, slot.id))
    expect(closed).toMatchObject({ status: 'CLOSED', held: 2 })
    await closeDate(db, owner, { experienceId: berlin.experienceId, date: slot.localDate, optionId })
    expect(await reopenDeparture(db, owner, { experienceId: berlin.experienceId, slotId: slot.id })).toEqual({ ok: false, refusal: { kind: 'date_closed' } })
    await reopenDate(db, owner, { experienceId: berlin.experienceId, date: slot.localDate, optionId })
    expect(await holdSeats(db, slot.id, 1)).toBe(true)
  })

  it('refuses a date that has passed', async () => {
    const yesterday = addDays(todayIn(berlin.timeZone), -1)
    expect(await closeDate(db, owner, { experienceId: berlin.experienceId, date: yesterday })).toEqual({ ok: false, refusal: { kind: 'date_in_past' } })
  })
})

describe('capacity', () => {
  it('refuses a departure capacity under what is booked and held, with the figures and the departure', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 20, validFrom: today, validTo: null })
    const slot = await futureSlot(optionId, 7)
    await db.update(s.availabilitySlots).set({ booked: 9 }).where(eq(s.availabilitySlots.id, slot.id))
    expect(await holdSeats(db, slot.id, 3)).toBe(true)
    const refused = await setDepartureCapacity(db, owner, { experienceId: berlin.experienceId, slotId: slot.id, capacity: 11 })
    expect(refused).toEqual({ ok: false, refusal: { kind: 'capacity_below_taken', taken: 12, startsAt: new Date(slot.startsAt).toISOString(), timeZone: 'Europe/Berlin' } })
    expect(await setDepartureCapacity(db, owner, { experienceId: berlin.experienceId, slotId: slot.id, capacity: 12 })).toMatchObject({ ok: true })
    // The rule's capacity goes to its other departures, not to the one with its own capacity, and not under 12.
    const [rule] = await db.select().from(s.optionSchedules).where(eq(s.optionSchedules.optionId, optionId))
    const base = { experienceId: berlin.experienceId, optionId, ruleId: rule!.id, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], validFrom: today, validTo: null }
    const other = await futureSlot(optionId, 9)
    await db.update(s.availabilitySlots).set({ booked: 14 }).where(eq(s.availabilitySlots.id, other.id))
    const tooLow = await saveScheduleRule(db, owner, { ...base, capacity: 13 })
    expect(tooLow).toEqual({ ok: false, refusal: { kind: 'capacity_below_taken', taken: 14, startsAt: new Date(other.startsAt).toISOString(), timeZone: 'Europe/Berlin' } })
    const unchanged = await slotsOf(optionId)
    expect(unchanged.filter((x) => new Date(x.startsAt) > new Date() && x.id !== slot.id).every((x) => x.capacity === 20)).toBe(true)
    expect((await db.select().from(s.optionSchedules).where(eq(s.optionSchedules.id, rule!.id)))[0]!.capacity).toBe(20)
    expect(await saveScheduleRule(db, owner, { ...base, capacity: 14 })).toMatchObject({ ok: true })
    const after = await slotsOf(optionId)
    expect(after.find((x) => x.id === slot.id)!.capacity).toBe(12)
    expect(after.filter((x) => new Date(x.startsAt) > new Date() && x.id !== slot.id).every((x) => x.capacity === 14)).toBe(true)
  })

  it('counts a booking that arrives while the owner saves: the change waits for it and is refused with its seats', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 10, validFrom: today, validTo: null })
    const slot = await futureSlot(optionId, 4)
    await db.update(s.availabilitySlots).set({ booked: 4 }).where(eq(s.availabilitySlots.id, slot.id))
    for (const change of ['departure', 'rule'] as const) {
      await db.update(s.availabilitySlots).set({ held: 0, capacity: 10 }).where(eq(s.availabilitySlots.id, slot.id))
      // A checkout on the second server has taken 3 seats and not committed yet.
      let commit!: () => void
      const gate = new Promise<void>((resolve) => (commit = resolve))
      let holding!: () => void
      const held = new Promise<void>((resolve) => (holding = resolve))
      const checkout = second.db.transaction(async (tx) => {
        expect(await holdSeats(tx as unknown as Db, slot.id, 3)).toBe(true)
        holding()
        await gate
      })
      await held
      const [rule] = await db.select().from(s.optionSchedules).where(eq(s.optionSchedules.optionId, optionId))
      const saving =
        change === 'departure'
          ? setDepartureCapacity(db, owner, { experienceId: berlin.experienceId, slotId: slot.id, capacity: 5 })
          : saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, ruleId: rule!.id, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 5, validFrom: today, validTo: null })
      // The save is waiting on the departure's row lock; let the checkout commit.
      await new Promise((r) => setTimeout(r, 300))
      commit()
      await checkout
      const result = await saving
      expect(result).toEqual({ ok: false, refusal: { kind: 'capacity_below_taken', taken: 7, startsAt: new Date(slot.startsAt).toISOString(), timeZone: 'Europe/Berlin' } })
      const [row] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, slot.id))
      expect(row).toMatchObject({ capacity: 10, held: 3, booked: 4 })
      // A one-departure capacity from an earlier round stays out of the rule's way.
      await db.delete(s.scheduleExceptions).where(eq(s.scheduleExceptions.optionId, optionId))
    }
  })

  it('lets no checkout slip under a lowered capacity: the change first, then the hold meets it', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 10, validFrom: today, validTo: null })
    const slot = await futureSlot(optionId, 6)
    const attempts = await Promise.all([
      setDepartureCapacity(db, owner, { experienceId: berlin.experienceId, slotId: slot.id, capacity: 4 }),
      ...Array.from({ length: 6 }, () => second.db.transaction((tx) => holdSeats(tx as unknown as Db, slot.id, 2))),
    ])
    const [row] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, slot.id))
    expect(row!.held + row!.booked).toBeLessThanOrEqual(row!.capacity)
    const holds = attempts.slice(1).filter(Boolean).length
    expect(row!.held).toBe(holds * 2)
    if (attempts[0] && (attempts[0] as { ok: boolean }).ok) expect(row!.capacity).toBe(4)
    else expect(row!.capacity).toBe(10)
  })
})

describe('rules', () => {
  it('removes the future departures of a removed time, keeping (closed to new sales) those with seats taken', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    const saved = await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00', '15:00'], capacity: 10, validFrom: today, validTo: null })
    if (!saved.ok) throw new Error('not saved')
    const future = async () => (await slotsOf(optionId)).filter((x) => new Date(x.startsAt) > new Date())
    const at = (time: string) => (x: { startsAt: Date }) => wallClock(new Date(x.startsAt), berlin.timeZone).time === time
    const afternoon = (await future()).filter(at('15:00'))
    const mornings = (await future()).filter(at('09:00')).length
    const taken = afternoon.slice(2, 4)
    for (const x of taken) expect(await holdSeats(db, x.id, 1)).toBe(true)
    const result = await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, ruleId: saved.ruleId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 10, validFrom: today, validTo: null })
    expect(result).toMatchObject({ ok: true, removed: afternoon.length - 2, kept: 2, created: 0 })
    const left = await future()
    expect(left.filter(at('09:00'))).toHaveLength(mornings)
    expect(left.filter(at('15:00')).map((x) => [x.id, x.status])).toEqual(taken.map((x) => [x.id, 'CLOSED']))
    const [option] = await db.select({ startTimes: s.options.startTimes }).from(s.options).where(eq(s.options.id, optionId))
    expect(option!.startTimes).toEqual(['09:00'])
    // Shortening the season removes what falls outside it; removing the rule removes the rest (bar the two).
    expect(await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, ruleId: saved.ruleId, weekdays: [0, 1, 2, 3, 4, 5, 6], startTimes: ['09:00'], capacity: 10, validFrom: today, validTo: addDays(today, 30) })).toMatchObject({ ok: true, kept: 2 })
    expect((await slotsOf(optionId)).filter((x) => x.localDate > addDays(today, 30) && !taken.some((t) => t.id === x.id))).toHaveLength(0)
    expect(await removeScheduleRule(db, owner, { experienceId: berlin.experienceId, ruleId: saved.ruleId })).toMatchObject({ ok: true, kept: 2 })
    expect((await slotsOf(optionId)).filter((x) => new Date(x.startsAt) > new Date()).map((x) => x.id).sort()).toEqual(taken.map((x) => x.id).sort())
  })

  it('refuses two rules of one option that make the same departure', async () => {
    const optionId = await freshOption()
    const base = { experienceId: berlin.experienceId, optionId, startTimes: ['09:00'], capacity: 10 }
    expect(await saveScheduleRule(db, owner, { ...base, weekdays: [1, 2], validFrom: '2030-06-01', validTo: '2030-09-30' })).toMatchObject({ ok: true })
    expect(await saveScheduleRule(db, owner, { ...base, weekdays: [2, 3], validFrom: '2030-09-01', validTo: null })).toEqual({
      ok: false,
      refusal: { kind: 'rule_overlap', weekday: 2, time: '09:00', validFrom: '2030-06-01', validTo: '2030-09-30' },
    })
    expect(await saveScheduleRule(db, owner, { ...base, weekdays: [2, 3], validFrom: '2030-10-01', validTo: null })).toMatchObject({ ok: true })
  })

  it('survives the seed running again: a supplier’s timetable and closures are left as they are', async () => {
    const [seeded] = await db
      .select({ rule: s.optionSchedules, experienceId: s.options.experienceId, supplierId: s.experiences.supplierId })
      .from(s.optionSchedules)
      .innerJoin(s.options, eq(s.options.id, s.optionSchedules.optionId))
      .innerJoin(s.experiences, eq(s.experiences.id, s.options.experienceId))
      .where(eq(s.experiences.timeZone, 'Europe/Berlin'))
      .limit(1)
    const actor = { staffId: null, supplierId: seeded!.supplierId }
    const today = todayIn(berlin.timeZone)
    const changed = { experienceId: seeded!.experienceId, optionId: seeded!.rule.optionId, ruleId: seeded!.rule.id, weekdays: [2, 4], startTimes: ['08:15'], capacity: 30, validFrom: seeded!.rule.validFrom, validTo: null }
    expect(await saveScheduleRule(db, actor, changed)).toMatchObject({ ok: true })
    await closeDate(db, actor, { experienceId: seeded!.experienceId, date: addDays(today, 3) })
    const before = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.optionId, seeded!.rule.optionId)).orderBy(s.availabilitySlots.id)
    const inserted = await seedDatabase(db, { force: true })
    expect(inserted.optionSchedules).toBe(0)
    const rules = await db.select().from(s.optionSchedules).where(eq(s.optionSchedules.optionId, seeded!.rule.optionId))
    expect(rules).toHaveLength(1)
    expect(rules[0]).toMatchObject({ weekdays: [2, 4], startTimes: ['08:15'], capacity: 30 })
    const after = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.optionId, seeded!.rule.optionId)).orderBy(s.availabilitySlots.id)
    expect(after.map((x) => [x.id, x.status, x.capacity, x.booked])).toEqual(before.map((x) => [x.id, x.status, x.capacity, x.booked]))
  }, 120_000)
})

describe('price overrides', () => {
  it('prices new bookings in range, while a booking made before keeps its stored price', async () => {
    useFakeProvider()
    const [d] = await findDepartures(db, 1)
    const [experience] = await db.select({ supplierId: s.experiences.supplierId }).from(s.experiences).where(eq(s.experiences.id, d!.experienceId))
    const actor = { staffId: null, supplierId: experience!.supplierId }
    const [unit] = await db.select().from(s.optionUnits).where(and(eq(s.optionUnits.optionId, d!.optionId), eq(s.optionUnits.type, 'adult')))
    // Shown and charged in the supplier's own currency, so the stored price is the unit price itself.
    const c = testContext(db, { tenant: 'excursio', currency: unit!.currency })
    const book = async () => {
      const buyer = guest()
      expect(await addCartItem(c, buyer, addInput(d!, 2))).toMatchObject({ ok: true })
      const placed = await placeOrder(c, orderInput(buyer, (await checkCart(c, buyer)).totals.total))
      if (placed.kind !== 'placed') throw new Error(placed.kind)
      const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
      const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
      return { order: order!, booking: booking! }
    }
    await db.update(s.availabilitySlots).set({ capacity: sql`held + booked + 10`, status: 'AVAILABLE', priceOverrides: null }).where(eq(s.availabilitySlots.id, d!.slotId))
    const earlier = await book()
    expect(earlier.booking.priceAmount).toBe(unit!.priceAmount * 2)
    const special = unit!.priceAmount + 1500
    const added = await addPriceOverride(db, actor, { experienceId: d!.experienceId, optionId: d!.optionId, validFrom: d!.date, validTo: d!.date, weekdays: [0, 1, 2, 3, 4, 5, 6], prices: { adult: special } })
    expect(added).toMatchObject({ ok: true })
    const [slot] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, d!.slotId))
    expect(slot!.priceOverrides).toEqual({ adult: special })
    const later = await book()
    expect(later.booking.priceAmount).toBe(special * 2)
    const [kept] = await db.select().from(s.bookings).where(eq(s.bookings.id, earlier.booking.id))
    const [keptOrder] = await db.select().from(s.orders).where(eq(s.orders.id, earlier.order.id))
    expect(kept!.priceAmount).toBe(unit!.priceAmount * 2)
    expect(keptOrder!.totalAmount).toBe(earlier.order.totalAmount)
    // An overlapping override is refused; removing the override gives the departure its unit prices back.
    expect(await addPriceOverride(db, actor, { experienceId: d!.experienceId, optionId: d!.optionId, validFrom: d!.date, validTo: null, weekdays: [0, 1, 2, 3, 4, 5, 6], prices: { adult: 1 } })).toEqual({
      ok: false,
      refusal: { kind: 'price_overlap', validFrom: d!.date, validTo: d!.date },
    })
    expect(await addPriceOverride(db, actor, { experienceId: d!.experienceId, optionId: d!.optionId, validFrom: '2031-01-01', validTo: null, weekdays: [1], prices: { item: 1 } })).toEqual({ ok: false, refusal: { kind: 'unknown_unit', unit: 'item' } })
    if (!added.ok) throw new Error('not added')
    // Every departure of that option on that date is repriced back (the demo may run it more than once a day).
    const sameDay = await db.select({ id: s.availabilitySlots.id }).from(s.availabilitySlots).where(and(eq(s.availabilitySlots.optionId, d!.optionId), eq(s.availabilitySlots.localDate, d!.date)))
    expect(await removePriceOverride(db, actor, { experienceId: d!.experienceId, overrideId: added.overrideId })).toMatchObject({ ok: true, departures: sameDay.length })
    const [back] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, d!.slotId))
    expect(back!.priceOverrides).toBeNull()
  })
})

describe('another supplier', () => {
  it('finds nothing of another supplier’s options, departures, rules or overrides, and writes nothing', async () => {
    const optionId = await freshOption()
    const today = todayIn(berlin.timeZone)
    const saved = await saveScheduleRule(db, owner, { experienceId: berlin.experienceId, optionId, weekdays: [1], startTimes: ['09:00'], capacity: 10, validFrom: today, validTo: null })
    const price = await addPriceOverride(db, owner, { experienceId: berlin.experienceId, optionId, validFrom: today, validTo: null, weekdays: [1], prices: { adult: 100 } })
    if (!saved.ok || !price.ok) throw new Error('setup failed')
    const slot = (await slotsOf(optionId)).find((x) => new Date(x.startsAt) > new Date())!
    const [rival] = await db.select({ id: s.suppliers.id }).from(s.suppliers).where(sql`${s.suppliers.id} <> ${berlin.supplierId}`).limit(1)
    const [rivalExperience] = await db.select({ id: s.experiences.id }).from(s.experiences).where(eq(s.experiences.supplierId, rival!.id)).limit(1)
    const intruder: ScheduleActor = { staffId: null, supplierId: rival!.id }
    const state = async () => ({
      rules: await db.select().from(s.optionSchedules).where(eq(s.optionSchedules.optionId, optionId)),
      exceptions: (await db.select({ n: count() }).from(s.scheduleExceptions))[0]!.n,
      prices: await db.select().from(s.optionPriceOverrides).where(eq(s.optionPriceOverrides.optionId, optionId)),
      slots: await slotsOf(optionId),
      audit: (await db.select({ n: count() }).from(s.auditLog))[0]!.n,
    })
    const before = await state()
    const notFound = { ok: false, refusal: { kind: 'not_found' } }
    const rule = { optionId, weekdays: [2], startTimes: ['10:00'], capacity: 3, validFrom: today, validTo: null }
    for (const experienceId of [berlin.experienceId, rivalExperience!.id, 'not-a-uuid']) {
      expect(await saveScheduleRule(db, intruder, { ...rule, experienceId })).toEqual(notFound)
      expect(await saveScheduleRule(db, intruder, { ...rule, experienceId, ruleId: saved.ruleId })).toEqual(notFound)
      expect(await removeScheduleRule(db, intruder, { experienceId, ruleId: saved.ruleId })).toEqual(notFound)
      expect(await closeDate(db, intruder, { experienceId, date: addDays(today, 2), optionId })).toEqual(notFound)
      expect(await closeDeparture(db, intruder, { experienceId, slotId: slot.id })).toEqual(notFound)
      expect(await reopenDeparture(db, intruder, { experienceId, slotId: slot.id })).toEqual(notFound)
      expect(await setDepartureCapacity(db, intruder, { experienceId, slotId: slot.id, capacity: 1 })).toEqual(notFound)
      expect(await addPriceOverride(db, intruder, { experienceId, optionId, validFrom: '2031-01-01', validTo: null, weekdays: [3], prices: { adult: 1 } })).toEqual(notFound)
      expect(await removePriceOverride(db, intruder, { experienceId, overrideId: price.overrideId })).toEqual(notFound)
    }
    expect(await closeDate(db, intruder, { experienceId: berlin.experienceId, date: addDays(today, 2) })).toEqual(notFound)
    expect(await state()).toEqual(before)
  })
})
