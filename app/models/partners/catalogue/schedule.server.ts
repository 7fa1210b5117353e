// Weekly timetables per option (decision 046): add, edit, remove, and the one way departures follow them. A save
// applies the rule's capacity to its future departures (refused, all or nothing, when one already has more places
// booked or held), removes the future departures no rule makes any more (keeping, closed to new sales, those with
// bookings), reopens what a rule makes again, and makes the new ones; all in one transaction.
import { and, eq, sql } from 'drizzle-orm'
import { optionSchedules } from '../../../../drizzle/schema'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import type { Db } from '../../../utils/db.server'
import { audit } from '../audit.server'
import { generateDepartures } from './schedule-horizon.server'
import { findOption, isUuid, Refused, refusable, todayInZone, type Refusable, type ScheduleActor, type ScopedOption } from './schedule-scope.server'
import { closedByException, lockSchedules, rowsOf, ruleMakes, untouched } from './schedule-sql.server'

export type ScheduleRuleInput = { weekdays: number[]; startTimes: string[]; capacity: number; validFrom: string; validTo: string | null }
export type ScheduleRule = ScheduleRuleInput & { id: string; optionId: string }

/** Writes rules as they are (the seed's demo timetables; hub saves after their checks) and keeps options.start_times. */
export async function insertScheduleRules(tx: Db, rows: Array<ScheduleRuleInput & { optionId: string }>, today?: string): Promise<string[]> {
  const ids: string[] = []
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500).map((r) => ({ ...r, weekdays: normaliseWeekdays(r.weekdays), startTimes: normaliseTimes(r.startTimes) }))
    ids.push(...(await tx.insert(optionSchedules).values(batch).returning({ id: optionSchedules.id })).map((r) => r.id))
  }
  await syncStartTimes(tx, [...new Set(rows.map((r) => r.optionId))], today)
  return ids
}

export const normaliseWeekdays = (days: number[]) => [...new Set(days)].sort((a, b) => a - b)
export const normaliseTimes = (times: string[]) => [...new Set(times)].sort()

/**
 * options.start_times (read where a traveller proposes a time for a custom offer) as the union of the times of the
 * option's rules that have not ended.
 */
async function syncStartTimes(tx: Db, optionIds: string[], today?: string): Promise<void> {
  if (!optionIds.length) return
  const day = today ? sql`${today}::date` : sql`current_date`
  await tx.execute(sql`update options o set start_times = coalesce((select array_agg(distinct t order by t) from option_schedules r, unnest(r.start_times) t
    where r.option_id = o.id and (r.valid_to is null or r.valid_to >= ${day})), '{}') where o.id = any(${`{${optionIds.join(',')}}`}::uuid[])`)
}

export type RuleSaved = { ruleId: string; created: number; removed: number; kept: number }

/** Adds a rule (no `ruleId`) or replaces one; refused on an overlap with another rule or a capacity under what is taken. */
export async function saveScheduleRule(
  db: Db,
  actor: ScheduleActor,
  input: ScheduleRuleInput & { experienceId: string; optionId: string; ruleId?: string },
  now: Date = new Date(),
): Promise<Refusable<RuleSaved>> {
  const result = await refusable(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      const option = await findOption(t, actor, input.experienceId, input.optionId)
      const rule = { weekdays: normaliseWeekdays(input.weekdays), startTimes: normaliseTimes(input.startTimes), capacity: input.capacity, validFrom: input.validFrom, validTo: input.validTo }
      const others = await t.select().from(optionSchedules).where(eq(optionSchedules.optionId, option.optionId))
      const before = input.ruleId ? others.find((r) => r.id === input.ruleId) : undefined
      if (input.ruleId && !before) throw new Refused({ kind: 'not_found' })
      refuseOverlap(rule, others.filter((r) => r.id !== input.ruleId))
      if (before) await t.update(optionSchedules).set({ ...rule, generatedThrough: null, updatedAt: now }).where(eq(optionSchedules.id, before.id))
      const ruleId = before ? before.id : (await insertScheduleRules(t, [{ ...rule, optionId: option.optionId }]))[0]!
      await applyRuleCapacity(t, option, ruleId, now)
      const outcome = await followRules(t, option, now)
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: before ? 'schedule.rule_update' : 'schedule.rule_create', entity: 'option_schedule', entityId: ruleId, before: before ? pick(before) : null, after: rule })
      return { ruleId, ...outcome }
    }),
  )
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId: input.experienceId, what: 'schedule' })
  return result
}

/** Removes a rule; its future departures go, except those with bookings (kept, closed to new sales). */
export async function removeScheduleRule(db: Db, actor: ScheduleActor, input: { experienceId: string; ruleId: string }, now: Date = new Date()): Promise<Refusable<Omit<RuleSaved, 'ruleId'>>> {
  const result = await refusable(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      if (!isUuid(input.ruleId)) throw new Refused({ kind: 'not_found' })
      const [rule] = await t.select().from(optionSchedules).where(eq(optionSchedules.id, input.ruleId))
      if (!rule) throw new Refused({ kind: 'not_found' })
      const option = await findOption(t, actor, input.experienceId, rule.optionId)
      await t.delete(optionSchedules).where(and(eq(optionSchedules.id, rule.id), eq(optionSchedules.optionId, option.optionId)))
      const outcome = await followRules(t, option, now)
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.rule_delete', entity: 'option_schedule', entityId: rule.id, before: pick(rule) })
      return outcome
    }),
  )
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId: input.experienceId, what: 'schedule' })
  return result
}

const pick = (r: typeof optionSchedules.$inferSelect): ScheduleRuleInput => ({ weekdays: r.weekdays, startTimes: r.startTimes, capacity: r.capacity, validFrom: r.validFrom, validTo: r.validTo })

/** Two rules of one option may not make the same departure: which one's capacity would it have? */
function refuseOverlap(rule: ScheduleRuleInput, others: ScheduleRuleInput[]): void {
  for (const other of others) {
    const seasons = rule.validFrom <= (other.validTo ?? '9999-12-31') && other.validFrom <= (rule.validTo ?? '9999-12-31')
    const weekday = rule.weekdays.find((d) => other.weekdays.includes(d))
    const time = rule.startTimes.find((x) => other.startTimes.includes(x))
    if (seasons && weekday !== undefined && time !== undefined) throw new Refused({ kind: 'rule_overlap', weekday, time, validFrom: other.validFrom, validTo: other.validTo })
  }
}

/**
 * The rule's capacity on each of its future departures that has no capacity of its own, all or nothing. The rows
 * are locked (in id order, as checkout locks them) before they are compared, so a hold that arrives meanwhile
 * waits and then meets the new capacity in its own guarded UPDATE; the CHECK stands behind both.
 */
async function applyRuleCapacity(tx: Db, option: ScopedOption, ruleId: string, now: Date): Promise<void> {
  const tz = sql`${option.timeZone}::text`
  const rows = rowsOf<{ id: string; taken: number; starts_at: string; capacity: number; wanted: number }>(
    await tx.execute(sql`select s.id, s.held + s.booked as taken, s.starts_at::text, s.capacity, r.capacity as wanted
      from availability_slots s join option_schedules r on r.id = ${ruleId}
      where s.option_id = ${option.optionId} and s.starts_at > ${now.toISOString()}::timestamptz and ${ruleMakes('r', 's', tz)}
        and not exists (select 1 from schedule_exceptions x where x.kind = 'capacity' and x.option_id = s.option_id and x.starts_at = s.starts_at)
      order by s.id for update of s`),
  )
  const worst = rows.filter((r) => r.taken > r.wanted).sort((a, b) => b.taken - a.taken || a.starts_at.localeCompare(b.starts_at))[0]
  if (worst) throw new Refused({ kind: 'capacity_below_taken', taken: worst.taken, startsAt: new Date(worst.starts_at).toISOString(), timeZone: option.timeZone })
  const change = rows.filter((r) => r.capacity !== r.wanted).map((r) => r.id)
  if (change.length) await tx.execute(sql`update availability_slots set capacity = ${rows[0]!.wanted} where id = any(${`{${change.join(',')}}`}::uuid[])`)
}

/**
 * The option's future departures made to agree with its rules: the ones no rule makes go (kept and closed to new
 * sales when a booking, a hold or a cart line points at them), the ones a rule makes again and no closure covers
 * reopen, and the missing ones are made.
 */
export async function followRules(tx: Db, option: ScopedOption, now: Date): Promise<{ created: number; removed: number; kept: number }> {
  const tz = sql`${option.timeZone}::text`
  const future = sql`s.option_id = ${option.optionId} and s.starts_at > ${now.toISOString()}::timestamptz`
  const orphan = sql`not exists (select 1 from option_schedules r where r.option_id = s.option_id and ${ruleMakes('r', 's', tz)})`
  const removed = rowsOf(await tx.execute(sql`delete from availability_slots s where ${future} and ${orphan} and ${untouched('s')} returning 1`)).length
  await tx.execute(sql`update availability_slots s set status = 'CLOSED' where ${future} and ${orphan} and s.status <> 'CLOSED'`)
  const [{ kept = 0 } = {}] = rowsOf<{ kept: number }>(await tx.execute(sql`select count(*)::int as kept from availability_slots s where ${future} and ${orphan}`))
  await tx.execute(sql`update availability_slots s set status = 'AVAILABLE' where ${future} and s.status = 'CLOSED' and not ${orphan}
    and not ${closedByException('s', sql`s.option_id`, sql`${option.experienceId}::uuid`)}`)
  const created = await generateDepartures(tx, { optionIds: [option.optionId], now })
  const today = rowsOf<{ d: string }>(await tx.execute(sql`select ${todayInZone(now, option.timeZone)}::text as d`))[0]!.d
  await syncStartTimes(tx, [option.optionId], today)
  return { created, removed, kept }
}
