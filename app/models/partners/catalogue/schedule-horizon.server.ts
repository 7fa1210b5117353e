// The horizon (decision 046): departures made from the weekly rules, at least HORIZON_DAYS ahead, in one set-based
// statement. Idempotent (ON CONFLICT on option + start does nothing), and cheap when there is nothing to do: each
// rule remembers the last date it was made for, so a round on the same day reads the rules and writes nothing.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../utils/db.server'
import { HORIZON_DAYS, lockSchedules, rowsOf, tryLockSchedules } from './schedule-sql.server'

export type HorizonScope = {
  /** Only these options' rules (a hub save); all rules when absent (the worker, the seed). */
  optionIds?: string[]
  /** The first date to make, for every experience (the seed's `today`); else today in each experience's zone. */
  today?: string
  now?: Date
  days?: number
}

/**
 * Makes the missing departures of every rule in scope from today through today + `days`, with the supplier's
 * closures, one-departure capacities and price overrides already applied. Call it with the schedule lock held
 * (lockSchedules), in the caller's transaction. Returns how many departures were new.
 */
export async function generateDepartures(tx: Db, scope: HorizonScope = {}): Promise<number> {
  const days = scope.days ?? HORIZON_DAYS
  const now = (scope.now ?? new Date()).toISOString()
  const today = scope.today
    ? sql`${scope.today}::date`
    : sql`(${now}::timestamptz at time zone e.time_zone)::date`
  const options = scope.optionIds ? sql`and r.option_id = any(${`{${scope.optionIds.join(',')}}`}::uuid[])` : sql``
  if (scope.optionIds && !scope.optionIds.length) return 0
  const rows = rowsOf<{ inserted: number }>(
    await tx.execute(sql`
      with due as (
        select r.id, r.option_id, r.weekdays, r.start_times, r.capacity, o.duration_minutes, o.experience_id, e.time_zone,
          greatest(r.valid_from, ${today}, coalesce(r.generated_through + 1, ${today})) as first_day,
          least(coalesce(r.valid_to, ${today} + ${days}::int), ${today} + ${days}::int) as last_day,
          ${today} + ${days}::int as horizon
        from option_schedules r
        join options o on o.id = r.option_id
        join experiences e on e.id = o.experience_id
        where (r.generated_through is null or r.generated_through < ${today} + ${days}::int) ${options}
      ),
      made as (
        select d.option_id, d.experience_id, d.capacity, d.duration_minutes, day, (day + t::time) at time zone d.time_zone as starts_at
        from due d
        cross join lateral (select d.first_day + n as day from generate_series(0, d.last_day - d.first_day) n) days
        cross join lateral unnest(d.start_times) t
        where extract(dow from day)::smallint = any(d.weekdays)
      ),
      inserted as (
        insert into availability_slots (option_id, starts_at, ends_at, local_date, capacity, status, price_overrides)
        select m.option_id, m.starts_at, m.starts_at + make_interval(mins => m.duration_minutes), m.day, coalesce(own.capacity, m.capacity),
          case when coalesce(day_closed.id, option_closed.id, departure_closed.id) is null then 'AVAILABLE' else 'CLOSED' end::slot_status,
          price.prices
        from made m
        -- Hash joins rather than a subquery per departure; each matches at most one row (the unique key on
        -- exceptions, and overlapping price overrides are refused when added).
        left join schedule_exceptions own on own.kind = 'capacity' and own.option_id = m.option_id and own.starts_at = m.starts_at
        left join schedule_exceptions day_closed on day_closed.kind = 'closed' and day_closed.experience_id = m.experience_id
          and day_closed.local_date = m.day and day_closed.option_id is null
        left join schedule_exceptions option_closed on option_closed.kind = 'closed' and option_closed.option_id = m.option_id
          and option_closed.local_date = m.day and option_closed.starts_at is null
        left join schedule_exceptions departure_closed on departure_closed.kind = 'closed' and departure_closed.option_id = m.option_id
          and departure_closed.starts_at = m.starts_at
        left join option_price_overrides price on price.option_id = m.option_id and m.day >= price.valid_from
          and (price.valid_to is null or m.day <= price.valid_to) and extract(dow from m.day)::smallint = any(price.weekdays)
        on conflict (option_id, starts_at) do nothing
        returning 1
      ),
      marked as (
        update option_schedules r set generated_through = due.horizon from due where r.id = due.id returning 1
      )
      select (select count(*) from inserted)::int as inserted, (select count(*) from marked)::int as marked`),
  )
  return rows[0]?.inserted ?? 0
}

export type HorizonRound = { skipped: boolean; inserted: number }

/**
 * One round of the worker: with the platform-wide schedule lock, or not at all when another server's round holds
 * it (that round does the same work; the unique key keeps both correct even without the lock).
 */
export async function runHorizon(db: Db, options: { now?: Date; days?: number } = {}): Promise<HorizonRound> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    if (!(await tryLockSchedules(t))) return { skipped: true, inserted: 0 }
    return { skipped: false, inserted: await generateDepartures(t, { now: options.now, days: options.days }) }
  })
}

/** As runHorizon, but waits for the lock (the seed, tests that want the work done). */
export async function runHorizonNow(db: Db, scope: HorizonScope = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    await lockSchedules(t)
    return generateDepartures(t, scope)
  })
}

/** The worker's cadence: a round at start, then hourly (the horizon moves a day a day). */
export const HORIZON_INTERVAL_MS = 60 * 60_000
