// The demo departures, made the way a supplier's are (decision 046): each option gets weekly rules from its seed
// (`times`, `closedWeekdays`, `capacity`), charter boats a Saturday price override, then one horizon run makes the
// departures and a deterministic "demo sales" pass books some seats and closes a few. Only options without rules
// get them, so a second run, on any day, never overwrites what a supplier changed in the hub.
import { inArray, sql } from 'drizzle-orm'
import { closeDeparturesWhere } from '../../app/models/partners/catalogue/schedule-exceptions.server'
import { generateDepartures } from '../../app/models/partners/catalogue/schedule-horizon.server'
import { insertPriceOverrides, type PriceOverrideInput } from '../../app/models/partners/catalogue/schedule-prices.server'
import { HORIZON_DAYS, lockSchedules, untouched } from '../../app/models/partners/catalogue/schedule-sql.server'
import { insertScheduleRules, type ScheduleRuleInput } from '../../app/models/partners/catalogue/schedule.server'
import type { Db } from '../../app/utils/db.server'
import { options, optionSchedules } from '../schema'
import { optionSeeds } from './build-offers'
import type { ExperienceSeed } from './experiences'
import { ids } from './ids'
import { roundPrice, toMinor } from './prices'
import { createRandom } from './random'
import { PROFILES } from './text/profiles'
import { toDateString } from './time'

/** Days of departures after the seed's `today`: the horizon's own. */
export const AVAILABILITY_DAYS = HORIZON_DAYS

type Rule = ScheduleRuleInput & { optionId: string }
type Override = PriceOverrideInput & { optionId: string }

/** One open-ended weekly rule per option, from `today`: every day but the closed weekdays, at the seed's times. */
export function buildScheduleRules(e: ExperienceSeed, today: string): Rule[] {
  if (e.noAvailability || e.unavailable || e.customOffer) return []
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((d) => !e.closedWeekdays?.includes(d))
  return optionSeeds(e).map((o) => {
    const optionId = ids.option(e.slug, o.name)
    const base = e.capacity ?? PROFILES[e.profile].capacity
    const capacity = Math.max(1, Math.round(base * (0.8 + 0.4 * createRandom(`capacity:${optionId}`).next())))
    return { optionId, weekdays, startTimes: o.times ?? e.times, capacity, validFrom: today, validTo: null }
  })
}

/** Charter boats cost more on Saturdays: exercises departure prices and "prices changed". */
export function buildPriceOverrides(e: ExperienceSeed, today: string): Override[] {
  if (!e.perItem || e.noAvailability || e.unavailable || e.customOffer) return []
  return optionSeeds(e).map((o) => ({
    optionId: ids.option(e.slug, o.name),
    validFrom: today,
    validTo: null,
    weekdays: [6],
    prices: { item: toMinor(roundPrice(roundPrice(e.price * (o.factor ?? 1)) * 1.15)) },
  }))
}

/** Rules and overrides for the seed's options that have none, one horizon run, and demo sales on what it made. */
export async function seedDepartures(tx: Db, experiences: ExperienceSeed[], todayDate: Date): Promise<Record<string, number>> {
  const today = toDateString(todayDate)
  await lockSchedules(tx)
  const planned = experiences.flatMap((e) => buildScheduleRules(e, today))
  // Only for options that still exist: a supplier may have deleted one nobody booked.
  const present = new Set((await tx.select({ id: options.id }).from(options).where(inArray(options.id, planned.map((r) => r.optionId)))).map((o) => o.id))
  const rules = planned.filter((r) => present.has(r.optionId))
  const ruled = new Set(
    (await tx.selectDistinct({ optionId: optionSchedules.optionId }).from(optionSchedules).where(inArray(optionSchedules.optionId, rules.map((r) => r.optionId)))).map((r) => r.optionId),
  )
  const fresh = rules.filter((r) => !ruled.has(r.optionId))
  const freshIds = new Set(fresh.map((r) => r.optionId))
  const overrides = experiences.flatMap((e) => buildPriceOverrides(e, today)).filter((o) => freshIds.has(o.optionId))
  await insertScheduleRules(tx, fresh, today)
  await insertPriceOverrides(tx, overrides, todayDate)
  const availabilitySlots = await generateDepartures(tx, { today, days: AVAILABILITY_DAYS })
  const scheduleExceptions = freshIds.size ? await demoSales(tx, [...freshIds]) : 0
  return { optionSchedules: fresh.length, optionPriceOverrides: overrides.length, availabilitySlots, scheduleExceptions }
}

/**
 * A few closed and sold-out departures, busier weekends, the rest partly booked: decided per departure by a hash of
 * its option and instant, so every run and machine agrees. Only on departures of options given rules by this run
 * that nothing has touched.
 */
async function demoSales(tx: Db, optionIds: string[]): Promise<number> {
  const key = (salt: string) => sql.raw(`(abs(hashtextextended('${salt}:' || s.option_id::text || ':' || extract(epoch from s.starts_at)::bigint::text, 0)) % 1000000) / 1000000.0`)
  const scope = sql`s.option_id = any(${`{${optionIds.join(',')}}`}::uuid[]) and s.status = 'AVAILABLE' and ${untouched('s')}`
  const closed = await closeDeparturesWhere(tx, sql`${scope} and ${key('roll')} < 0.03`)
  await tx.execute(sql`update availability_slots a set booked = x.booked,
      status = (case when x.booked >= a.capacity then 'SOLD_OUT' when (a.capacity - x.booked) * 2 < a.capacity then 'LIMITED' else 'AVAILABLE' end)::slot_status
    from (select s.id, case when ${key('roll')} < 0.07 then s.capacity
        else least(s.capacity, floor(s.capacity * ${key('fill')} * case when extract(dow from s.local_date) in (5, 6) then 0.95 else 0.6 end))::int end as booked
      from availability_slots s where ${scope}) x
    where a.id = x.id and x.booked > 0`)
  return closed
}
