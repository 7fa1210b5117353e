// An experience's optional extras and pickup points, as the hub edits them (decision 051). Removing one that a
// booking names takes it off sale instead (active = false): the booking's manifest, order page and invoice keep
// its name; one nobody has booked is deleted.
import { and, eq, sql } from 'drizzle-orm'
import { extras, pickupPoints } from '../../../../drizzle/schema/index'
import type { Db } from '../../../utils/db.server'
import type { ExtraValues, PickupValues } from '../../../domain/offers'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import { rowsOf } from '../../listing/sql.server'
import { audit } from '../audit.server'
import { isUuid, lockExperience, type CatalogueActor, type Refusal } from './options.server'

type Saved = { ok: true; id: string } | Refusal

function slugOf(name: string): string {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'extra'
  return `${base}-${Math.random().toString(36).slice(2, 7)}`
}

/** Adds (extraId null) or edits an extra, priced in the supplier's currency. */
export async function saveExtra(db: Db, actor: CatalogueActor, experienceId: string, extraId: string | null, values: ExtraValues): Promise<Saved> {
  if (extraId !== null && !isUuid(extraId)) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const row = { name: values.name, description: values.description, priceAmount: values.priceAmount, currency: target.currency, pricing: values.pricing }
    let before: unknown = null
    let id = extraId
    if (id) {
      const [old] = await tx.select().from(extras).where(and(eq(extras.id, id), eq(extras.experienceId, target.id), eq(extras.active, true)))
      if (!old) return { ok: false, reason: 'not_found' } as const
      before = old
      await tx.update(extras).set(row).where(eq(extras.id, id))
    } else {
      const [created] = await tx.insert(extras).values({ ...row, experienceId: target.id, slug: slugOf(values.name.en) }).returning({ id: extras.id })
      id = created!.id
    }
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: extraId ? 'extra.update' : 'extra.create', entity: 'extra', entityId: id, before, after: row })
    return { ok: true, id } as const
  })
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId, what: 'extras' })
  return result
}

export async function removeExtra(db: Db, actor: CatalogueActor, experienceId: string, extraId: string): Promise<{ ok: true; kept: boolean } | Refusal> {
  if (!isUuid(extraId)) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const [old] = await tx.select().from(extras).where(and(eq(extras.id, extraId), eq(extras.experienceId, target.id), eq(extras.active, true)))
    if (!old) return { ok: false, reason: 'not_found' } as const
    const needle = JSON.stringify([{ extraId }])
    const [named] = rowsOf<{ used: boolean }>(
      await tx.execute(sql`select exists (select 1 from bookings where experience_id = ${target.id} and extras @> ${needle}::jsonb) as used`),
    )
    const kept = Boolean(named?.used)
    if (kept) await tx.update(extras).set({ active: false }).where(eq(extras.id, extraId))
    else await tx.delete(extras).where(eq(extras.id, extraId))
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'extra.remove', entity: 'extra', entityId: extraId, before: old, after: kept ? { active: false } : null })
    return { ok: true, kept } as const
  })
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId, what: 'extras' })
  return result
}

/** Adds or edits a pickup point; a removed point of the same name comes back with the new details. */
export async function savePickupPoint(db: Db, actor: CatalogueActor, experienceId: string, pointId: string | null, values: PickupValues): Promise<Saved> {
  if (pointId !== null && !isUuid(pointId)) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const row = { ...values, active: true }
    const same = await tx.select().from(pickupPoints).where(and(eq(pickupPoints.experienceId, target.id), eq(pickupPoints.name, values.name)))
    const clash = same.find((p) => p.id !== pointId)
    if (clash?.active) return { ok: false, reason: 'invalid', errors: { name: 'options.errors.pickupTaken' } } as const
    let before: unknown = null
    let id = pointId
    if (id) {
      const [old] = await tx.select().from(pickupPoints).where(and(eq(pickupPoints.id, id), eq(pickupPoints.experienceId, target.id), eq(pickupPoints.active, true)))
      if (!old) return { ok: false, reason: 'not_found' } as const
      before = old
      // A removed point kept for its bookings gives way: it takes a name no one sells under.
      if (clash) await tx.update(pickupPoints).set({ name: `${clash.name} (${clash.id.slice(0, 8)})` }).where(eq(pickupPoints.id, clash.id))
      await tx.update(pickupPoints).set(row).where(eq(pickupPoints.id, id))
    } else if (clash) {
      await tx.update(pickupPoints).set(row).where(eq(pickupPoints.id, clash.id))
      id = clash.id
    } else {
      const [created] = await tx.insert(pickupPoints).values({ ...row, experienceId: target.id }).returning({ id: pickupPoints.id })
      id = created!.id
    }
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: pointId ? 'pickup.update' : 'pickup.create', entity: 'pickup_point', entityId: id, before, after: row })
    return { ok: true, id } as const
  })
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId, what: 'pickup points' })
  return result
}

export async function removePickupPoint(db: Db, actor: CatalogueActor, experienceId: string, pointId: string): Promise<{ ok: true; kept: boolean } | Refusal> {
  if (!isUuid(pointId)) return { ok: false, reason: 'not_found' }
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const [old] = await tx.select().from(pickupPoints).where(and(eq(pickupPoints.id, pointId), eq(pickupPoints.experienceId, target.id), eq(pickupPoints.active, true)))
    if (!old) return { ok: false, reason: 'not_found' } as const
    // Bookings and cart lines point at it by a foreign key; a cart line that chose it becomes unavailable.
    const [named] = rowsOf<{ used: boolean }>(
      await tx.execute(sql`select exists (select 1 from bookings where pickup_point_id = ${pointId}) or exists (select 1 from cart_items where pickup_point_id = ${pointId}) as used`),
    )
    const kept = Boolean(named?.used)
    if (kept) await tx.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.id, pointId))
    else await tx.delete(pickupPoints).where(eq(pickupPoints.id, pointId))
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'pickup.remove', entity: 'pickup_point', entityId: pointId, before: old, after: kept ? { active: false } : null })
    return { ok: true, kept } as const
  })
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId, what: 'pickup points' })
  return result
}
