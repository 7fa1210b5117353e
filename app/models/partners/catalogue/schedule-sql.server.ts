// The SQL the schedule code shares (decision 046): which departures a weekly rule makes, which ones a supplier
// closed, and the one lock every schedule write and the horizon worker take, so neither sees the other half-done.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../utils/db.server'

/** How far ahead the horizon keeps departures: at least this many days after today, in each experience's zone. */
export const HORIZON_DAYS = 365

// One key for the whole platform: the worker tries it (a second server skips its round), writes wait for it.
const LOCK = sql`hashtext('excursio:schedule-horizon')`

/** Waits for the schedule lock until the end of the transaction (hub writes, the seed). */
export async function lockSchedules(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`)
}

/** Takes the schedule lock if it is free; false when another server's round holds it. */
export async function tryLockSchedules(tx: Db): Promise<boolean> {
  const rows = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK}) as locked`))
  return rows[0]?.locked === true
}

export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows
}

/**
 * True when rule `r` (an option_schedules alias) makes departure `s` (an availability_slots alias) of an
 * experience in zone `tz`: its date is in the season, its weekday is one of the rule's, and its instant is one of
 * the rule's local times on that date (compared as instants, so a time moved by a DST change still matches).
 */
export function ruleMakes(r: string, s: string, tz: SQL): SQL {
  const R = sql.raw(r)
  const S = sql.raw(s)
  return sql`(${S}.local_date >= ${R}.valid_from and (${R}.valid_to is null or ${S}.local_date <= ${R}.valid_to)
    and extract(dow from ${S}.local_date)::smallint = any(${R}.weekdays)
    and ${S}.starts_at = any(array(select (${S}.local_date + t::time) at time zone ${tz} from unnest(${R}.start_times) t)))`
}

/** True when a closure of the supplier covers departure `s` of option `optionId` in experience `experienceId`. */
export function closedByException(s: string, optionId: SQL, experienceId: SQL): SQL {
  const S = sql.raw(s)
  return sql`exists (select 1 from schedule_exceptions c where c.kind = 'closed' and c.experience_id = ${experienceId}
    and c.local_date = ${S}.local_date and (c.option_id is null or (c.option_id = ${optionId} and (c.starts_at is null or c.starts_at = ${S}.starts_at))))`
}

/** True when nothing points at departure `s`: no seat booked or held, no booking or cart line (they keep their row). */
export function untouched(s: string): SQL {
  const S = sql.raw(s)
  return sql`(${S}.held = 0 and ${S}.booked = 0 and not exists (select 1 from bookings b where b.slot_id = ${S}.id)
    and not exists (select 1 from cart_items ci where ci.slot_id = ${S}.id))`
}
