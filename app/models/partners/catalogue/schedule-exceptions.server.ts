// The supplier's exceptions to its timetables (decision 046): close or reopen a date (every option, or one) or one
// departure, and one departure's capacity. Each is remembered in schedule_exceptions, so the horizon never makes a
// closed departure open again. Closing stops new sales only: bookings already made stay valid.
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { scheduleExceptions } from '../../../../drizzle/schema'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import type { Db } from '../../../utils/db.server'
import { isValidDate } from '../../../domain/zoned-time'
import { audit } from '../audit.server'
import { findExperience, findOption, lockDeparture, Refused, refusable, todayInZone, type Refusable, type ScheduleActor } from './schedule-scope.server'
import { closedByException, lockSchedules, rowsOf, ruleMakes } from './schedule-sql.server'

type DateInput = { experienceId: string; date: string; optionId?: string | null }
/** How many departures changed, and how many of them carry bookings or holds (they stay valid). */
export type ExceptionOutcome = { departures: number; withBookings: number }

async function scopeOf(tx: Db, actor: ScheduleActor, input: DateInput, now: Date) {
  if (!isValidDate(input.date)) throw new Refused({ kind: 'not_found' })
  const scope = input.optionId ? await findOption(tx, actor, input.experienceId, input.optionId) : { ...(await findExperience(tx, actor, input.experienceId)), optionId: null }
  const [{ past = true } = {}] = rowsOf<{ past: boolean }>(await tx.execute(sql`select ${input.date}::date < ${todayInZone(now, scope.timeZone)} as past`))
  if (past) throw new Refused({ kind: 'date_in_past' })
  return scope
}

const inScope = (experienceId: string, optionId: string | null, date: string) =>
  sql`s.local_date = ${date}::date and s.option_id in (select o.id from options o where o.experience_id = ${experienceId}::uuid ${optionId ? sql`and o.id = ${optionId}::uuid` : sql``})`

/** Closes a date of the experience (all its options, also ones added later) or of one option. */
export async function closeDate(db: Db, actor: ScheduleActor, input: DateInput, now: Date = new Date()): Promise<Refusable<ExceptionOutcome>> {
  return write(actor, input.experienceId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      const scope = await scopeOf(t, actor, input, now)
      await t.insert(scheduleExceptions).values({ experienceId: scope.experienceId, optionId: scope.optionId, localDate: input.date, kind: 'closed' }).onConflictDoNothing()
      const rows = rowsOf<{ taken: number }>(
        await t.execute(sql`update availability_slots s set status = 'CLOSED' where ${inScope(scope.experienceId, scope.optionId, input.date)} and s.status <> 'CLOSED' returning s.held + s.booked as taken`),
      )
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.date_close', entity: 'experience', entityId: scope.experienceId, after: { date: input.date, optionId: scope.optionId } })
      return outcome(rows)
    }),
  )
}

/** Reopens a date: every closure on it (of the experience, or of one option) goes, and its departures sell again. */
export async function reopenDate(db: Db, actor: ScheduleActor, input: DateInput, now: Date = new Date()): Promise<Refusable<ExceptionOutcome>> {
  return write(actor, input.experienceId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      const scope = await scopeOf(t, actor, input, now)
      const e = scheduleExceptions
      await t
        .delete(e)
        .where(and(eq(e.experienceId, scope.experienceId), eq(e.localDate, input.date), eq(e.kind, 'closed'), scope.optionId ? or(isNull(e.optionId), eq(e.optionId, scope.optionId)) : undefined))
      const rows = rowsOf<{ taken: number }>(await t.execute(sql`update availability_slots s set status = 'AVAILABLE'
        where ${inScope(scope.experienceId, scope.optionId, input.date)} and s.status = 'CLOSED' and s.starts_at > ${now.toISOString()}::timestamptz
          and not ${closedByException('s', sql`s.option_id`, sql`${scope.experienceId}::uuid`)} and not ${outsideRules(scope.timeZone)}
        returning s.held + s.booked as taken`))
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.date_reopen', entity: 'experience', entityId: scope.experienceId, after: { date: input.date, optionId: scope.optionId } })
      return outcome(rows)
    }),
  )
}

/** A departure whose option has timetables, none of which makes it (kept for its bookings when a time was removed). */
const outsideRules = (timeZone: string) =>
  sql`(exists (select 1 from option_schedules r where r.option_id = s.option_id) and not exists (select 1 from option_schedules r where r.option_id = s.option_id and ${ruleMakes('r', 's', sql`${timeZone}::text`)}))`

type DepartureInput = { experienceId: string; slotId: string }

/** Closes one departure to new sales. */
export async function closeDeparture(db: Db, actor: ScheduleActor, input: DepartureInput, now: Date = new Date()): Promise<Refusable<ExceptionOutcome>> {
  return write(actor, input.experienceId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      const d = await lockDeparture(t, actor, input.experienceId, input.slotId)
      if (d.startsAt <= now) throw new Refused({ kind: 'date_in_past' })
      await t.insert(scheduleExceptions).values({ experienceId: d.experienceId, optionId: d.optionId, localDate: d.localDate, startsAt: d.startsAt, kind: 'closed' }).onConflictDoNothing()
      await t.execute(sql`update availability_slots set status = 'CLOSED' where id = ${d.slotId}::uuid`)
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.departure_close', entity: 'departure', entityId: d.slotId, before: { status: d.status }, after: { status: 'CLOSED' } })
      return outcome([{ taken: d.held + d.booked }])
    }),
  )
}

/** Reopens one departure; refused while its whole date (or its option's date) is closed: reopen the date instead. */
export async function reopenDeparture(db: Db, actor: ScheduleActor, input: DepartureInput, now: Date = new Date()): Promise<Refusable<ExceptionOutcome>> {
  return write(actor, input.experienceId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      const d = await lockDeparture(t, actor, input.experienceId, input.slotId)
      if (d.startsAt <= now) throw new Refused({ kind: 'date_in_past' })
      const e = scheduleExceptions
      const dateClosed = await t
        .select({ id: e.id })
        .from(e)
        .where(and(eq(e.experienceId, d.experienceId), eq(e.localDate, d.localDate), eq(e.kind, 'closed'), isNull(e.startsAt), or(isNull(e.optionId), eq(e.optionId, d.optionId))))
      if (dateClosed.length) throw new Refused({ kind: 'date_closed' })
      await t.delete(e).where(and(eq(e.optionId, d.optionId), eq(e.startsAt, d.startsAt), eq(e.kind, 'closed')))
      await t.execute(sql`update availability_slots set status = 'AVAILABLE' where id = ${d.slotId}::uuid`)
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.departure_reopen', entity: 'departure', entityId: d.slotId, before: { status: d.status }, after: { status: 'AVAILABLE' } })
      return outcome([{ taken: d.held + d.booked }])
    }),
  )
}

/**
 * One departure's own capacity, never under what is booked and held on it: the row is locked, then changed by one
 * guarded UPDATE, so a booking arriving meanwhile either counts in the comparison or meets the new capacity.
 */
export async function setDepartureCapacity(db: Db, actor: ScheduleActor, input: DepartureInput & { capacity: number }, now: Date = new Date()): Promise<Refusable<ExceptionOutcome>> {
  return write(actor, input.experienceId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      const d = await lockDeparture(t, actor, input.experienceId, input.slotId)
      if (d.startsAt <= now) throw new Refused({ kind: 'date_in_past' })
      const changed = rowsOf(
        await t.execute(sql`update availability_slots set capacity = ${input.capacity} where id = ${d.slotId}::uuid and held + booked <= ${input.capacity} returning 1`),
      )
      if (!changed.length) throw new Refused({ kind: 'capacity_below_taken', taken: d.held + d.booked, startsAt: d.startsAt.toISOString(), timeZone: d.timeZone })
      await t
        .insert(scheduleExceptions)
        .values({ experienceId: d.experienceId, optionId: d.optionId, localDate: d.localDate, startsAt: d.startsAt, kind: 'capacity', capacity: input.capacity })
        .onConflictDoUpdate({ target: [scheduleExceptions.experienceId, scheduleExceptions.optionId, scheduleExceptions.localDate, scheduleExceptions.startsAt, scheduleExceptions.kind], set: { capacity: input.capacity } })
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.departure_capacity', entity: 'departure', entityId: d.slotId, before: { capacity: d.capacity }, after: { capacity: input.capacity } })
      return outcome([{ taken: d.held + d.booked }])
    }),
  )
}

const outcome = (rows: Array<{ taken: number }>): ExceptionOutcome => ({ departures: rows.length, withBookings: rows.filter((r) => Number(r.taken) > 0).length })

async function write<T>(actor: ScheduleActor, experienceId: string, work: () => Promise<T>): Promise<Refusable<T>> {
  const result = await refusable(work)
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId, what: 'schedule' })
  return result
}

/**
 * Closes, with a remembered closure each, every departure `where` selects (a condition on `s`, availability_slots):
 * the seed's demo closures in one statement rather than one transaction each. Returns how many were closed.
 */
export async function closeDeparturesWhere(tx: Db, where: ReturnType<typeof sql>): Promise<number> {
  const rows = rowsOf(
    await tx.execute(sql`with picked as (
        update availability_slots s set status = 'CLOSED' where ${where} and s.status <> 'CLOSED' returning s.option_id, s.local_date, s.starts_at)
      insert into schedule_exceptions (experience_id, option_id, local_date, starts_at, kind)
      select o.experience_id, p.option_id, p.local_date, p.starts_at, 'closed' from picked p join options o on o.id = p.option_id
      on conflict do nothing returning 1`),
  )
  return rows.length
}
