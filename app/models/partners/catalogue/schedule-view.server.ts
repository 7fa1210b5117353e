// What the schedule screen shows for one experience of the signed-in supplier: each option's weekly rules, price
// overrides and unit prices; a month of departures by day; and one chosen day's departures with their closures.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { availabilitySlots, experiences, optionPriceOverrides, optionSchedules, options, optionUnits, scheduleExceptions } from '../../../../drizzle/schema'
import { addMonths, daysInMonth, isValidDate, todayIn } from '../../../domain/zoned-time'
import type { Db } from '../../../utils/db.server'

export type ScheduleDayCell = {
  date: string
  departures: number
  closed: number
  taken: number
  capacity: number
}
export type ScheduleDeparture = {
  id: string
  optionId: string
  startsAt: string
  capacity: number
  held: number
  booked: number
  status: string
  ownCapacity: boolean
  /** What closed it: the whole date, the option's date, this departure alone; null when open. */
  closedBy: 'date' | 'option' | 'departure' | null
}

export async function getScheduleView(
  db: Db,
  supplierId: string,
  experienceId: string,
  query: {
    month?: string | null
    date?: string | null
    locale: string
    now?: Date
  }
) {
  const [experience] = await db
    .select({ id: experiences.id, timeZone: experiences.timeZone })
    .from(experiences)
    .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
  if (!experience) return null
  const today = todayIn(experience.timeZone, query.now)
  const month = query.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(query.month) ? query.month : today.slice(0, 7)
  const date = query.date && isValidDate(query.date) && query.date.startsWith(month) ? query.date : null
  const optionRows = await db
    .select({ id: options.id, name: options.name, position: options.position })
    .from(options)
    .where(eq(options.experienceId, experience.id))
    .orderBy(asc(options.position), asc(options.id))
  const optionIds = optionRows.map((o) => o.id)
  const none = ['00000000-0000-0000-0000-000000000000']
  const ids = optionIds.length ? optionIds : none
  const [rules, overrides, units] = await Promise.all([
    db.select().from(optionSchedules).where(inArray(optionSchedules.optionId, ids)).orderBy(asc(optionSchedules.validFrom), asc(optionSchedules.createdAt)),
    db.select().from(optionPriceOverrides).where(inArray(optionPriceOverrides.optionId, ids)).orderBy(asc(optionPriceOverrides.validFrom)),
    db
      .select({
        optionId: optionUnits.optionId,
        type: optionUnits.type,
        priceAmount: optionUnits.priceAmount,
        currency: optionUnits.currency,
      })
      .from(optionUnits)
      .where(inArray(optionUnits.optionId, ids)),
  ])
  const first = `${month}-01`
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`
  const days = await db
    .select({
      date: availabilitySlots.localDate,
      departures: sql<number>`count(*)::int`,
      closed: sql<number>`count(*) filter (where ${availabilitySlots.status} = 'CLOSED')::int`,
      taken: sql<number>`sum(${availabilitySlots.held} + ${availabilitySlots.booked})::int`,
      capacity: sql<number>`sum(${availabilitySlots.capacity})::int`,
    })
    .from(availabilitySlots)
    .where(and(inArray(availabilitySlots.optionId, ids), sql`${availabilitySlots.localDate} between ${first} and ${last}`))
    .groupBy(availabilitySlots.localDate)
  return {
    timeZone: experience.timeZone,
    today,
    month,
    previousMonth: addMonths(month, -1),
    nextMonth: addMonths(month, 1),
    date,
    options: optionRows.map((o) => ({
      id: o.id,
      name: (o.name as Record<string, string>)[query.locale] ?? o.name.en,
      units: units.filter((u) => u.optionId === o.id),
      rules: rules
        .filter((r) => r.optionId === o.id)
        .map((r) => ({
          id: r.id,
          weekdays: r.weekdays,
          startTimes: r.startTimes,
          capacity: r.capacity,
          validFrom: r.validFrom,
          validTo: r.validTo,
        })),
      overrides: overrides
        .filter((p) => p.optionId === o.id)
        .map((p) => ({
          id: p.id,
          validFrom: p.validFrom,
          validTo: p.validTo,
          weekdays: p.weekdays,
          prices: p.prices,
        })),
    })),
    days: days as ScheduleDayCell[],
    day: date ? await dayOf(db, experience.id, ids, date) : null,
  }
}

async function dayOf(db: Db, experienceId: string, optionIds: string[], date: string) {
  const [slots, exceptions] = await Promise.all([
    db
      .select()
      .from(availabilitySlots)
      .where(and(inArray(availabilitySlots.optionId, optionIds), eq(availabilitySlots.localDate, date)))
      .orderBy(asc(availabilitySlots.startsAt)),
    db
      .select()
      .from(scheduleExceptions)
      .where(and(eq(scheduleExceptions.experienceId, experienceId), eq(scheduleExceptions.localDate, date))),
  ])
  const closedDate = exceptions.some((x) => x.kind === 'closed' && !x.optionId)
  const closedOptions = exceptions.filter((x) => x.kind === 'closed' && x.optionId && !x.startsAt).map((x) => x.optionId!)
  const same = (a: Date | null, b: Date) => a !== null && new Date(a).getTime() === new Date(b).getTime()
  const departures: ScheduleDeparture[] = slots.map((s) => ({
    id: s.id,
    optionId: s.optionId,
    startsAt: new Date(s.startsAt).toISOString(),
    capacity: s.capacity,
    held: s.held,
    booked: s.booked,
    status: s.status,
    ownCapacity: exceptions.some((x) => x.kind === 'capacity' && x.optionId === s.optionId && same(x.startsAt, s.startsAt)),
    closedBy: s.status !== 'CLOSED' ? null : closedDate ? 'date' : closedOptions.includes(s.optionId) ? 'option' : 'departure',
  }))
  return { date, closedDate, closedOptions, departures }
}

export type ScheduleView = NonNullable<Awaited<ReturnType<typeof getScheduleView>>>
