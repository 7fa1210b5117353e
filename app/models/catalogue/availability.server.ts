// Dated availability of one experience: the calendar's day statuses and the bookable departures of a date.
// Callers pass an experience already found in the tenant's scope (getBookableExperience), so rows here
// are filtered by that experience's id.
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm'
import { availabilitySlots, options, type SlotPriceOverrides } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'

export type DayStatus = 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED'
export type DayAvailability = { date: string; status: DayStatus; remaining: number }
/** What the slot queries need to know about the experience. */
type SlotScope = { id: string; expiresAt: Date | null }

const remaining = sql<number>`greatest(${availabilitySlots.capacity} - ${availabilitySlots.held} - ${availabilitySlots.booked}, 0)`
// OCTO statuses from the live counts, so a hold taken a second ago already shows; CLOSED and SOLD_OUT set
// by the supplier win over the counts. LIMITED: under half of the capacity left.
const rank = sql<number>`case
  when ${availabilitySlots.status} = 'CLOSED' then 0
  when ${availabilitySlots.status} = 'SOLD_OUT' or ${remaining} <= 0 then 1
  when ${remaining} * 2 < ${availabilitySlots.capacity} then 2
  else 3 end`
const STATUS_BY_RANK: DayStatus[] = ['CLOSED', 'SOLD_OUT', 'LIMITED', 'AVAILABLE']

function bookable(experience: SlotScope, now: Date): SQL {
  return and(
    eq(options.experienceId, experience.id),
    eq(options.active, true),
    // A departure that has started cannot be booked, nor one after the experience expires.
    gt(availabilitySlots.startsAt, now),
    experience.expiresAt ? lt(availabilitySlots.startsAt, experience.expiresAt) : undefined,
  )!
}

/** One entry per local date in [from, to] that has departures; the best slot decides the day. */
export async function listDayStatuses(
  ctx: RequestContext,
  experience: SlotScope,
  range: { from: string; to: string },
  now: Date = new Date(),
): Promise<DayAvailability[]> {
  const rows = await ctx.db
    .select({
      date: availabilitySlots.localDate,
      rank: sql<number>`max(${rank})::int`,
      remaining: sql<number>`coalesce(sum(${remaining}) filter (where ${rank} >= 2), 0)::int`,
    })
    .from(availabilitySlots)
    .innerJoin(options, eq(options.id, availabilitySlots.optionId))
    .where(and(bookable(experience, now), sql`${availabilitySlots.localDate} between ${range.from} and ${range.to}`))
    .groupBy(availabilitySlots.localDate)
    .orderBy(asc(availabilitySlots.localDate))
  return rows.map((r) => ({ date: r.date, status: STATUS_BY_RANK[r.rank] ?? 'CLOSED', remaining: r.remaining }))
}

/** The first local date with a departure that can still be booked, or null: the experience is unavailable. */
export async function findNextAvailableDate(ctx: RequestContext, experience: SlotScope, now: Date = new Date()): Promise<string | null> {
  const [row] = await ctx.db
    .select({ date: sql<string | null>`min(${availabilitySlots.localDate})` })
    .from(availabilitySlots)
    .innerJoin(options, eq(options.id, availabilitySlots.optionId))
    .where(and(bookable(experience, now), sql`${rank} >= 2`))
  return row?.date ? String(row.date) : null
}

export type Departure = {
  slotId: string
  optionId: string
  startsAt: Date
  endsAt: Date
  capacity: number
  remaining: number
  status: DayStatus
  priceOverrides: SlotPriceOverrides | null
}

/** Every departure of a local date that has not started, in option order then time, sold out ones included. */
export async function listDepartures(
  ctx: RequestContext,
  experience: SlotScope,
  date: string,
  now: Date = new Date(),
): Promise<Departure[]> {
  const rows = await ctx.db
    .select({
      slotId: availabilitySlots.id,
      optionId: availabilitySlots.optionId,
      startsAt: availabilitySlots.startsAt,
      endsAt: availabilitySlots.endsAt,
      capacity: availabilitySlots.capacity,
      remaining: sql<number>`${remaining}::int`,
      rank: sql<number>`${rank}::int`,
      priceOverrides: availabilitySlots.priceOverrides,
    })
    .from(availabilitySlots)
    .innerJoin(options, eq(options.id, availabilitySlots.optionId))
    .where(and(bookable(experience, now), eq(availabilitySlots.localDate, date)))
    .orderBy(asc(options.position), asc(availabilitySlots.startsAt))
  return rows.map(({ rank: r, ...row }) => ({
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    status: STATUS_BY_RANK[r] ?? 'CLOSED',
    remaining: r >= 2 ? row.remaining : 0,
  }))
}
