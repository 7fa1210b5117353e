// An experience's options and their prices, as a supplier edits them in the hub and as the demo seed writes them
// (decision 051): always within one supplier (another supplier's experience or option is "not found", nothing
// written), one transaction per save with its audit line, the listing's "from" price recomputed in it, and the
// page cache told after the commit. A price change reaches new bookings only: a booking keeps the price it was
// sold at, and a cart sees the new one through the cart check (PRICE_CHANGED).
import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm'
import { bookings, cartItems, customOfferRequests, experiences, options, optionUnits, suppliers } from '../../../../drizzle/schema/index'
import type { Db } from '../../../utils/db.server'
import type { OptionValues, PricingMode } from '../../../domain/offers'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import { refreshListingColumns } from '../../listing/columns.server'
import { rowsOf } from '../../listing/sql.server'
import { audit } from '../audit.server'
import { resolvePolicy } from './policies.server'

/** Who changes the catalogue; a null staff id is the demo seed, which writes no audit line. */
export type CatalogueActor = { staffId: string | null; supplierId: string }
export type Refusal = { ok: false; reason: 'not_found' } | { ok: false; reason: 'invalid'; errors: Record<string, string> } | { ok: false; reason: 'in_use' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

export type Target = { id: string; supplierId: string; pricingMode: PricingMode; hasFixedPrice: boolean; currency: string }

/** The experience, locked for this transaction, when it is `supplierId`'s; null otherwise. */
export async function lockExperience(tx: Db, supplierId: string, experienceId: string): Promise<Target | null> {
  return (await lockExperiences(tx, [{ supplierId, experienceId }])).get(experienceId) ?? null
}

/** lockExperience for many, by experience id; an experience of another supplier than the one named is left out. */
export async function lockExperiences(tx: Db, wanted: Array<{ supplierId: string; experienceId: string }>): Promise<Map<string, Target>> {
  const valid = wanted.filter((w) => isUuid(w.experienceId) && isUuid(w.supplierId))
  if (!valid.length) return new Map()
  const rows = await tx
    .select({ id: experiences.id, supplierId: experiences.supplierId, pricingMode: experiences.pricingMode, hasFixedPrice: experiences.hasFixedPrice, currency: suppliers.currency })
    .from(experiences)
    .innerJoin(suppliers, eq(suppliers.id, experiences.supplierId))
    .where(inArray(experiences.id, valid.map((w) => w.experienceId)))
    .orderBy(asc(experiences.id))
    .for('update', { of: experiences })
  const owner = new Map(valid.map((w) => [w.experienceId, w.supplierId]))
  return new Map(rows.filter((r) => owner.get(r.id) === r.supplierId).map((r) => [r.id, { ...r, currency: r.currency.trim() }]))
}

/** Checks an option's values against the experience as it is now (its pricing may have changed since the form). */
export function mismatch(target: Target, values: OptionValues): Record<string, string> | null {
  const errors: Record<string, string> = {}
  const wanted = target.pricingMode === 'per_item' ? ['item'] : ['adult', 'child', 'infant']
  if (values.units.some((u) => !wanted.includes(u.type))) errors[''] = 'options.errors.stale'
  if (target.hasFixedPrice && !values.units.some((u) => u.type === (target.pricingMode === 'per_item' ? 'item' : 'adult'))) {
    errors[target.pricingMode === 'per_item' ? 'item.price' : 'adult.price'] = 'options.errors.priceRequired'
  }
  if (target.pricingMode === 'per_item' && !values.maxCapacityPerItem) errors.maxCapacityPerItem = 'options.errors.perItem'
  return Object.keys(errors).length ? errors : null
}

/** After the commit: the listing's copy was refreshed inside the transaction; the page cache empties now. */
function changed(actor: CatalogueActor, experienceId: string, what: string) {
  catalogueChanged({ supplierId: actor.supplierId, experienceId, what })
}

type OptionSnapshot = Awaited<ReturnType<typeof readOption>>
async function readOption(tx: Db, optionId: string) {
  const [option] = await tx.select().from(options).where(eq(options.id, optionId))
  const units = await tx.select().from(optionUnits).where(eq(optionUnits.optionId, optionId)).orderBy(asc(optionUnits.type))
  return option ? { ...option, units } : null
}

export type SeedOption = { id?: string; slug?: string; startTimes?: string[]; active?: boolean }

/**
 * Creates (optionId null) or edits one option with its units and policy. Units not in `values` are removed; a
 * unit that stays keeps its id. The price is stored in the supplier's currency.
 */
export async function saveOption(
  db: Db,
  actor: CatalogueActor,
  experienceId: string,
  optionId: string | null,
  values: OptionValues,
  seed: SeedOption = {},
): Promise<{ ok: true; optionId: string } | Refusal> {
  if (optionId !== null && !isUuid(optionId)) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const before: OptionSnapshot = optionId ? await readOption(tx, optionId) : null
    if (optionId && before?.experienceId !== target.id) return { ok: false, reason: 'not_found' } as const
    const errors = mismatch(target, values)
    if (errors) return { ok: false, reason: 'invalid', errors } as const
    const policyId = await resolvePolicy(tx, actor.supplierId, values.policy)
    const row = {
      name: values.name,
      description: values.description,
      durationMinutes: values.durationMinutes,
      minTravellers: values.minTravellers,
      maxTravellers: values.maxTravellers,
      maxCapacityPerItem: values.maxCapacityPerItem,
      payLaterAllowed: values.payLaterAllowed,
      cancellationPolicyId: policyId,
    }
    let id = optionId
    if (id) {
      await tx.update(options).set(row).where(and(eq(options.id, id), eq(options.experienceId, target.id)))
    } else {
      const [last] = await tx.select({ position: max(options.position) }).from(options).where(eq(options.experienceId, target.id))
      const slug = seed.slug ?? (await freeSlug(tx, target.id, values.name.en))
      const [created] = await tx
        .insert(options)
        .values({ ...row, id: seed.id, experienceId: target.id, slug, startTimes: seed.startTimes ?? [], active: seed.active ?? true, position: (last?.position ?? -1) + 1 })
        .returning({ id: options.id })
      id = created!.id
    }
    await writeUnits(tx, id, target.currency, values.units)
    await refreshListingColumns(tx, { experienceIds: [target.id] })
    if (actor.staffId) {
      await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: optionId ? 'option.update' : 'option.create', entity: 'option', entityId: id, before, after: await readOption(tx, id) })
    }
    return { ok: true, optionId: id } as const
  })
  if (result.ok) changed(actor, experienceId, 'options')
  return result
}

async function writeUnits(tx: Db, optionId: string, currency: string, units: OptionValues['units'], ids: Partial<Record<string, string>> = {}) {
  const types = units.map((u) => u.type)
  await tx.delete(optionUnits).where(and(eq(optionUnits.optionId, optionId), types.length ? notInArray(optionUnits.type, types) : undefined))
  if (!units.length) return
  await tx
    .insert(optionUnits)
    .values(units.map((u) => ({ id: ids[u.type], optionId, currency, type: u.type, priceAmount: u.priceAmount, originalPriceAmount: u.originalPriceAmount, ageMin: u.ageMin, ageMax: u.ageMax })))
    .onConflictDoUpdate({
      target: [optionUnits.optionId, optionUnits.type],
      set: {
        priceAmount: sql`excluded.price_amount`,
        originalPriceAmount: sql`excluded.original_price_amount`,
        currency: sql`excluded.currency`,
        ageMin: sql`excluded.age_min`,
        ageMax: sql`excluded.age_max`,
      },
    })
}

/** "Sunset cruise" → "sunset-cruise", made unique within the experience. */
async function freeSlug(tx: Db, experienceId: string, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'option'
  const taken = new Set((await tx.select({ slug: options.slug }).from(options).where(eq(options.experienceId, experienceId))).map((o) => o.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

/** Puts an option on or off sale. Off sale: no new bookings; existing ones are kept and served. */
export async function setOptionActive(db: Db, actor: CatalogueActor, experienceId: string, optionId: string, active: boolean): Promise<{ ok: true } | Refusal> {
  if (!isUuid(optionId)) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const updated = await tx.update(options).set({ active }).where(and(eq(options.id, optionId), eq(options.experienceId, target.id))).returning({ id: options.id })
    if (!updated.length) return { ok: false, reason: 'not_found' } as const
    await refreshListingColumns(tx, { experienceIds: [target.id] })
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: active ? 'option.activate' : 'option.deactivate', entity: 'option', entityId: optionId, before: { active: !active }, after: { active } })
    return { ok: true } as const
  })
  if (result.ok) changed(actor, experienceId, 'options')
  return result
}

/**
 * Deletes an option nobody has booked, chosen or asked about (a mistake); one with bookings is taken off sale
 * instead (setOptionActive), so its bookings, manifests and invoices keep their option.
 */
export async function deleteOption(db: Db, actor: CatalogueActor, experienceId: string, optionId: string): Promise<{ ok: true } | Refusal> {
  if (!isUuid(optionId)) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const before = await readOption(tx, optionId)
    if (before?.experienceId !== target.id) return { ok: false, reason: 'not_found' } as const
    const [used] = rowsOf<{ used: boolean }>(await tx.execute(sql`select
      exists (select 1 from ${bookings} where option_id = ${optionId})
      or exists (select 1 from ${cartItems} where option_id = ${optionId})
      or exists (select 1 from ${customOfferRequests} where option_id = ${optionId}) as used`))
    if (used?.used) return { ok: false, reason: 'in_use' } as const
    await tx.delete(options).where(eq(options.id, optionId))
    await refreshListingColumns(tx, { experienceIds: [target.id] })
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'option.delete', entity: 'option', entityId: optionId, before, after: null })
    return { ok: true } as const
  })
  if (result.ok) changed(actor, experienceId, 'options')
  return result
}

/** Orders the options as `orderedIds` lists them; the list must name each of the experience's options once. */
export async function reorderOptions(db: Db, actor: CatalogueActor, experienceId: string, orderedIds: string[]): Promise<{ ok: true } | Refusal> {
  if (!orderedIds.every(isUuid) || new Set(orderedIds).size !== orderedIds.length) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const current = await tx.select({ id: options.id, position: options.position }).from(options).where(eq(options.experienceId, target.id)).orderBy(asc(options.position))
    if (current.length !== orderedIds.length || !current.every((o) => orderedIds.includes(o.id))) return { ok: false, reason: 'not_found' } as const
    await tx.execute(sql`update ${options} set position = v.position from (values ${sql.join(
      orderedIds.map((id, position) => sql`(${id}::uuid, ${position}::smallint)`),
      sql`, `,
    )}) as v(id, position) where ${options.id} = v.id and ${options.experienceId} = ${target.id}`)
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'option.reorder', entity: 'experience', entityId: target.id, before: current.map((o) => o.id), after: orderedIds })
    return { ok: true } as const
  })
  if (result.ok) changed(actor, experienceId, 'options')
  return result
}

/** Options with at least one booking still to come (not cancelled, failed or expired), and how many. */
export async function upcomingBookingsByOption(db: Db, optionIds: string[], now = new Date()): Promise<Map<string, number>> {
  if (!optionIds.length) return new Map()
  const rows = rowsOf<{ option_id: string; n: number }>(await db.execute(sql`
    select b.option_id, count(*)::int as n from ${bookings} b join availability_slots a on a.id = b.slot_id
    where b.option_id in (${sql.join(optionIds.map((id) => sql`${id}::uuid`), sql`, `)})
      and b.status in ('ON_HOLD', 'PENDING_SUPPLIER', 'CONFIRMED') and a.starts_at > ${now.toISOString()}::timestamptz
    group by b.option_id`))
  return new Map(rows.map((r) => [r.option_id, r.n]))
}
