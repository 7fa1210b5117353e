// How an experience is sold (decision 051): priced per person or per item, a fixed price or a custom offer,
// booked at once or on request with the hours the supplier has to answer. Changing the pricing turns every
// option's prices into the other kind (the adult price becomes the item price and back), and is refused while
// bookings are still to come: their travellers were counted and charged the other way.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { experiences, options, optionUnits } from '../../../../drizzle/schema/index'
import type { Db } from '../../../utils/db.server'
import type { SalesValues } from '../../../domain/offers'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import { refreshListingColumns } from '../../listing/columns.server'
import { rowsOf } from '../../listing/sql.server'
import { audit } from '../audit.server'
import { lockExperience, type CatalogueActor, type Refusal } from './options.server'

/** Bookings of the experience whose departure is still to come and that were not cancelled, failed or expired. */
export async function upcomingBookings(tx: Db, experienceId: string, now = new Date()): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from bookings b join availability_slots a on a.id = b.slot_id
      where b.experience_id = ${experienceId} and b.status in ('ON_HOLD', 'PENDING_SUPPLIER', 'CONFIRMED') and a.starts_at > ${now.toISOString()}::timestamptz`),
  )
  return row?.n ?? 0
}

export async function updateSales(db: Db, actor: CatalogueActor, experienceId: string, values: SalesValues, now = new Date()): Promise<{ ok: true } | Refusal> {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const target = await lockExperience(tx, actor.supplierId, experienceId)
    if (!target) return { ok: false, reason: 'not_found' } as const
    const [before] = await tx
      .select({ pricingMode: experiences.pricingMode, hasFixedPrice: experiences.hasFixedPrice, onRequest: experiences.onRequest, answerWindowHours: experiences.answerWindowHours })
      .from(experiences)
      .where(eq(experiences.id, target.id))
    const list = await tx.select({ id: options.id, active: options.active }).from(options).where(eq(options.experienceId, target.id))
    const ids = list.map((o) => o.id)
    if (values.pricingMode !== target.pricingMode) {
      if ((await upcomingBookings(tx, target.id, now)) > 0) return invalid('pricingMode', 'options.errors.modeBooked')
      if (values.pricingMode === 'per_item' && !values.capacityPerItem) return invalid('capacityPerItem', 'options.errors.perItem')
      if (ids.length) await convertUnits(tx, ids, values.pricingMode, values.capacityPerItem ?? null)
    }
    if (values.hasFixedPrice && !before!.hasFixedPrice) {
      // A fixed price needs one on every option on sale (the adult's, or the item's).
      const main = values.pricingMode === 'per_item' ? 'item' : 'adult'
      const priced = ids.length ? await tx.select({ optionId: optionUnits.optionId }).from(optionUnits).where(and(inArray(optionUnits.optionId, ids), eq(optionUnits.type, main))) : []
      const active = list.filter((o) => o.active)
      if (!active.length || active.some((o) => !priced.some((p) => p.optionId === o.id))) return invalid('hasFixedPrice', 'options.errors.fixedNeedsPrices')
    }
    const after = { pricingMode: values.pricingMode, hasFixedPrice: values.hasFixedPrice, onRequest: values.onRequest, answerWindowHours: values.answerWindowHours }
    await tx.update(experiences).set(after).where(eq(experiences.id, target.id))
    await refreshListingColumns(tx, { experienceIds: [target.id] })
    if (actor.staffId) await audit(tx, { staffId: actor.staffId, supplierId: actor.supplierId, action: 'experience.sales', entity: 'experience', entityId: target.id, before, after })
    return { ok: true } as const
  })
  if (result.ok) catalogueChanged({ supplierId: actor.supplierId, experienceId, what: 'sales' })
  return result
}

const invalid = (field: string, message: string) => ({ ok: false, reason: 'invalid', errors: { [field]: message } }) as const

/** Per person → per item: the adult price is the item's, children and infants go. Per item → per person: back. */
async function convertUnits(tx: Db, optionIds: string[], to: SalesValues['pricingMode'], capacityPerItem: number | null) {
  if (to === 'per_item') {
    await tx.delete(optionUnits).where(and(inArray(optionUnits.optionId, optionIds), inArray(optionUnits.type, ['child', 'infant', 'item'])))
    await tx.update(optionUnits).set({ type: 'item', ageMin: null, ageMax: null }).where(and(inArray(optionUnits.optionId, optionIds), eq(optionUnits.type, 'adult')))
    await tx.update(options).set({ maxCapacityPerItem: capacityPerItem, maxTravellers: null }).where(inArray(options.id, optionIds))
  } else {
    await tx.delete(optionUnits).where(and(inArray(optionUnits.optionId, optionIds), inArray(optionUnits.type, ['adult', 'child', 'infant'])))
    await tx.update(optionUnits).set({ type: 'adult' }).where(and(inArray(optionUnits.optionId, optionIds), eq(optionUnits.type, 'item')))
    await tx.update(options).set({ maxCapacityPerItem: null }).where(inArray(options.id, optionIds))
  }
}
