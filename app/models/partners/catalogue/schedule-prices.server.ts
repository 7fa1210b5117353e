// Price overrides per date range (decision 046): an option's unit prices replaced between two local dates, on some
// weekdays. They are copied into departures' price_overrides ({ adult: 5500 } in minor units of the units' currency,
// the contract cart/rules.ts and the experience page read), for the departures that exist now and, through the
// horizon, those made later. Bookings store their own price, so the ones already made keep it.
import { and, eq, sql } from 'drizzle-orm'
import { optionPriceOverrides, optionUnits, type SlotPriceOverrides } from '../../../../drizzle/schema'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import type { Db } from '../../../utils/db.server'
import { audit } from '../audit.server'
import { findOption, isUuid, Refused, refusable, type Refusable, type ScheduleActor } from './schedule-scope.server'
import { lockSchedules, rowsOf } from './schedule-sql.server'
import { normaliseWeekdays } from './schedule.server'

export type PriceOverrideInput = { validFrom: string; validTo: string | null; weekdays: number[]; prices: SlotPriceOverrides }

/** Writes overrides as they are (the seed; a hub add after its checks) and prices the departures already in range. */
export async function insertPriceOverrides(tx: Db, rows: Array<PriceOverrideInput & { optionId: string }>, now: Date = new Date()): Promise<string[]> {
  const ids: string[] = []
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500).map((r) => ({ ...r, weekdays: normaliseWeekdays(r.weekdays) }))
    ids.push(...(await tx.insert(optionPriceOverrides).values(batch).returning({ id: optionPriceOverrides.id })).map((r) => r.id))
  }
  for (const r of rows) await repriceDepartures(tx, r.optionId, r, now)
  return ids
}

/** The future departures of an option in a range take the override that covers them now (or none). */
async function repriceDepartures(tx: Db, optionId: string, range: { validFrom: string; validTo: string | null }, now: Date): Promise<number> {
  const rows = rowsOf(
    await tx.execute(sql`update availability_slots s set price_overrides = (
        select p.prices from option_price_overrides p where p.option_id = s.option_id and s.local_date >= p.valid_from
          and (p.valid_to is null or s.local_date <= p.valid_to) and extract(dow from s.local_date)::smallint = any(p.weekdays)
        order by p.created_at desc limit 1)
      where s.option_id = ${optionId}::uuid and s.starts_at > ${now.toISOString()}::timestamptz and s.local_date >= ${range.validFrom}::date
        ${range.validTo ? sql`and s.local_date <= ${range.validTo}::date` : sql``}
      returning 1`),
  )
  return rows.length
}

/** Adds an override; refused when another one covers a day of it, or when it prices a unit the option does not sell. */
export async function addPriceOverride(
  db: Db,
  actor: ScheduleActor,
  input: PriceOverrideInput & { experienceId: string; optionId: string },
  now: Date = new Date(),
): Promise<Refusable<{ overrideId: string }>> {
  const result = await refusable(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      const option = await findOption(t, actor, input.experienceId, input.optionId)
      const units = await t.select({ type: optionUnits.type }).from(optionUnits).where(eq(optionUnits.optionId, option.optionId))
      const unknown = Object.keys(input.prices).find((type) => !units.some((u) => u.type === type))
      if (unknown) throw new Refused({ kind: 'unknown_unit', unit: unknown })
      const weekdays = normaliseWeekdays(input.weekdays)
      const others = await t.select().from(optionPriceOverrides).where(eq(optionPriceOverrides.optionId, option.optionId))
      const clash = others.find(
        (o) => input.validFrom <= (o.validTo ?? '9999-12-31') && o.validFrom <= (input.validTo ?? '9999-12-31') && o.weekdays.some((d) => weekdays.includes(d)),
      )
      if (clash) throw new Refused({ kind: 'price_overlap', validFrom: clash.validFrom, validTo: clash.validTo })
      const row = { validFrom: input.validFrom, validTo: input.validTo, weekdays, prices: input.prices }
      const [overrideId] = await insertPriceOverrides(t, [{ ...row, optionId: option.optionId }], now)
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.price_add', entity: 'option_price_override', entityId: overrideId!, after: { optionId: option.optionId, ...row } })
      return { overrideId: overrideId! }
    }),
  )
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId: input.experienceId, what: 'prices' })
  return result
}

/** Removes an override: the future departures in its range go back to the option's unit prices. */
export async function removePriceOverride(db: Db, actor: ScheduleActor, input: { experienceId: string; overrideId: string }, now: Date = new Date()): Promise<Refusable<{ departures: number }>> {
  const result = await refusable(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db
      await lockSchedules(t)
      if (!isUuid(input.overrideId)) throw new Refused({ kind: 'not_found' })
      const [row] = await t.select().from(optionPriceOverrides).where(eq(optionPriceOverrides.id, input.overrideId))
      if (!row) throw new Refused({ kind: 'not_found' })
      const option = await findOption(t, actor, input.experienceId, row.optionId)
      await t.delete(optionPriceOverrides).where(and(eq(optionPriceOverrides.id, row.id), eq(optionPriceOverrides.optionId, option.optionId)))
      const departures = await repriceDepartures(t, option.optionId, row, now)
      await audit(t, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'schedule.price_remove', entity: 'option_price_override', entityId: row.id, before: { validFrom: row.validFrom, validTo: row.validTo, weekdays: row.weekdays, prices: row.prices } })
      return { departures }
    }),
  )
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId: input.experienceId, what: 'prices' })
  return result
}
