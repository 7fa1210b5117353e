// What every schedule write starts with: the option or departure named by the hub, found only within the signed-in
// supplier's experience (another supplier's is "not found", with nothing written), and the refusals it can meet.
import { and, eq, sql } from 'drizzle-orm'
import { availabilitySlots, experiences, options } from '../../../../drizzle/schema'
import type { Db } from '../../../utils/db.server'

export type ScheduleActor = { staffId: string | null; supplierId: string }

export type ScheduleRefusal =
  | { kind: 'not_found' }
  | { kind: 'capacity_below_taken'; taken: number; startsAt: string; timeZone: string }
  | { kind: 'rule_overlap'; weekday: number; time: string; validFrom: string; validTo: string | null }
  | { kind: 'price_overlap'; validFrom: string; validTo: string | null }
  | { kind: 'unknown_unit'; unit: string }
  | { kind: 'date_in_past' }
  | { kind: 'date_closed' }

/** Thrown inside a schedule transaction to roll it back; the caller turns it into `{ ok: false, refusal }`. */
export class Refused extends Error {
  constructor(readonly refusal: ScheduleRefusal) {
    super(refusal.kind)
  }
}

export type Refusable<T> = ({ ok: true } & T) | { ok: false; refusal: ScheduleRefusal }

/** Runs `work`; a Refused thrown inside becomes a refusal (its transaction has rolled back by then). */
export async function refusable<T>(work: () => Promise<T>): Promise<Refusable<T>> {
  try {
    return { ok: true, ...(await work()) }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal }
    throw error
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

export type ScopedOption = { optionId: string; experienceId: string; timeZone: string }

/** Option `optionId` of experience `experienceId` of the actor's supplier, or Refused not_found. */
export async function findOption(tx: Db, actor: ScheduleActor, experienceId: string, optionId: string): Promise<ScopedOption> {
  if (!isUuid(experienceId) || !isUuid(optionId)) throw new Refused({ kind: 'not_found' })
  const [row] = await tx
    .select({ optionId: options.id, experienceId: experiences.id, timeZone: experiences.timeZone })
    .from(options)
    .innerJoin(experiences, eq(experiences.id, options.experienceId))
    .where(and(eq(options.id, optionId), eq(experiences.id, experienceId), eq(experiences.supplierId, actor.supplierId)))
  if (!row) throw new Refused({ kind: 'not_found' })
  return row
}

/** The experience of the actor's supplier, or Refused not_found. */
export async function findExperience(tx: Db, actor: ScheduleActor, experienceId: string): Promise<{ experienceId: string; timeZone: string }> {
  if (!isUuid(experienceId)) throw new Refused({ kind: 'not_found' })
  const [row] = await tx
    .select({ experienceId: experiences.id, timeZone: experiences.timeZone })
    .from(experiences)
    .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, actor.supplierId)))
  if (!row) throw new Refused({ kind: 'not_found' })
  return row
}

export type ScopedDeparture = ScopedOption & { slotId: string; startsAt: Date; localDate: string; capacity: number; held: number; booked: number; status: string }

/** Departure `slotId` of the actor's experience, locked for this transaction, or Refused not_found. */
export async function lockDeparture(tx: Db, actor: ScheduleActor, experienceId: string, slotId: string): Promise<ScopedDeparture> {
  if (!isUuid(experienceId) || !isUuid(slotId)) throw new Refused({ kind: 'not_found' })
  const [row] = await tx
    .select({
      slotId: availabilitySlots.id,
      optionId: availabilitySlots.optionId,
      experienceId: experiences.id,
      timeZone: experiences.timeZone,
      startsAt: availabilitySlots.startsAt,
      localDate: availabilitySlots.localDate,
      capacity: availabilitySlots.capacity,
      held: availabilitySlots.held,
      booked: availabilitySlots.booked,
      status: availabilitySlots.status,
    })
    .from(availabilitySlots)
    .innerJoin(options, eq(options.id, availabilitySlots.optionId))
    .innerJoin(experiences, eq(experiences.id, options.experienceId))
    .where(and(eq(availabilitySlots.id, slotId), eq(experiences.id, experienceId), eq(experiences.supplierId, actor.supplierId)))
    .for('update', { of: availabilitySlots })
  if (!row) throw new Refused({ kind: 'not_found' })
  return { ...row, startsAt: new Date(row.startsAt) }
}

/** Today's date in a zone, in SQL terms for the same `now` as the rest of the write. */
export const todayInZone = (now: Date, timeZone: string) => sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`
