// All of one experience's offer at once: written by writeOffers when the experience has none yet (the demo seed,
// and a first offer made in one go), read by listOffers for the hub's options screen. The same schemas, policy
// rows and unit writer as the one-option saves of options.server.ts: there is no second way in.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { cancellationPolicies, experiences, extras, options, optionUnits, pickupPoints } from '../../../../drizzle/schema/index'
import type { Db } from '../../../utils/db.server'
import { extraSchema, optionSchema, PickupSchema, type PolicyTerms, type UnitType } from '../../../domain/offers'
import type { z } from '../../../domain/zod'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import { refreshListingColumns } from '../../listing/columns.server'
import { audit } from '../audit.server'
import { resolvePolicy } from './policies.server'
import { isUuid, lockExperiences, mismatch, upcomingBookingsByOption, type CatalogueActor } from './options.server'

export type OffersInput = {
  options: Array<{
    /** Fixed ids and slugs keep seeded rows stable between runs (availability and tests find them by id). */
    id?: string
    slug: string
    startTimes?: string[]
    active?: boolean
    unitIds?: Partial<Record<UnitType, string>>
    values: z.input<ReturnType<typeof optionSchema>>
  }>
  extras?: Array<{ id?: string; slug: string; values: z.input<ReturnType<typeof extraSchema>> }>
  pickupPoints?: Array<{ id?: string; values: z.input<typeof PickupSchema> }>
}

export type OffersWritten = { created: boolean; options: number; units: number; extras: number; pickupPoints: number }

const none: OffersWritten = { created: false, options: 0, units: 0, extras: 0, pickupPoints: 0 }

function parsed<T>(what: string, result: { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }): T {
  if (result.success) return result.data
  throw new Error(`${what}: ${result.error.issues.map((i) => `${i.path.map(String).join('.')} ${i.message}`).join('; ')}`)
}

/**
 * Writes the experience's options (with units and policies), extras and pickup points, in one transaction, when
 * it has no option yet; otherwise writes nothing, so what a supplier changed is never overwritten. Input that its
 * schemas refuse (a negative price, three decimals of euros, tiers out of order) throws, naming the field.
 */
export async function writeOffers(db: Db, actor: CatalogueActor, experienceId: string, input: OffersInput): Promise<OffersWritten> {
  const [written] = await writeOffersOf(db, [{ actor, experienceId, input }])
  return written!
}

/**
 * writeOffers for many experiences in one transaction and a few statements (the demo seed's 72 experiences cost
 * what one does, rather than ten round trips each). Each experience is judged on its own: one that has options
 * keeps them.
 */
export async function writeOffersOf(db: Db, items: Array<{ actor: CatalogueActor; experienceId: string; input: OffersInput }>): Promise<OffersWritten[]> {
  const results = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const targets = await lockExperiences(tx, items.map((i) => ({ supplierId: i.actor.supplierId, experienceId: i.experienceId })))
    const ids = [...targets.values()].map((target) => target.id)
    const withOptions = new Set(ids.length ? (await tx.selectDistinct({ id: options.experienceId }).from(options).where(inArray(options.experienceId, ids))).map((r) => r.id) : [])
    const policyIds = new Map<string, string>()
    const policyOf = async (supplierId: string, terms: PolicyTerms) => {
      const key = `${supplierId}:${JSON.stringify(terms)}`
      if (!policyIds.has(key)) policyIds.set(key, await resolvePolicy(tx, supplierId, terms))
      return policyIds.get(key)!
    }
    const rows = { options: [] as Array<typeof options.$inferInsert>, units: [] as Array<typeof optionUnits.$inferInsert>, extras: [] as Array<typeof extras.$inferInsert>, pickups: [] as Array<typeof pickupPoints.$inferInsert> }
    const written: OffersWritten[] = []
    for (const { actor, experienceId, input } of items) {
      const target = targets.get(experienceId)
      if (!target || target.supplierId !== actor.supplierId) throw new Error(`No experience ${experienceId} of supplier ${actor.supplierId}`)
      if (withOptions.has(target.id)) {
        written.push(none)
        continue
      }
      const schema = optionSchema({ currency: target.currency, pricingMode: target.pricingMode, hasFixedPrice: target.hasFixedPrice })
      const unitsBefore = rows.units.length
      for (const [position, o] of input.options.entries()) {
        const v = parsed(`Option ${o.slug}`, schema.safeParse(o.values))
        const errors = mismatch(target, v)
        if (errors) throw new Error(`Option ${o.slug}: ${JSON.stringify(errors)}`)
        // Ids are made here so units can name their option before the insert.
        const id = o.id ?? randomUUID()
        rows.options.push({
          id,
          experienceId: target.id,
          slug: o.slug,
          name: v.name,
          description: v.description,
          startTimes: o.startTimes ?? [],
          durationMinutes: v.durationMinutes,
          payLaterAllowed: v.payLaterAllowed,
          cancellationPolicyId: await policyOf(actor.supplierId, v.policy),
          maxCapacityPerItem: v.maxCapacityPerItem,
          minTravellers: v.minTravellers,
          maxTravellers: v.maxTravellers,
          position,
          active: o.active ?? true,
        })
        rows.units.push(...v.units.map((u) => ({ ...u, id: o.unitIds?.[u.type], optionId: id, currency: target.currency })))
      }
      const extraSchemaFor = extraSchema(target.currency)
      for (const x of input.extras ?? []) {
        const v = parsed(`Extra ${x.slug}`, extraSchemaFor.safeParse(x.values))
        rows.extras.push({ id: x.id, experienceId: target.id, slug: x.slug, name: v.name, description: v.description, priceAmount: v.priceAmount, currency: target.currency, pricing: v.pricing })
      }
      for (const p of input.pickupPoints ?? []) rows.pickups.push({ ...parsed(`Pickup ${String(p.values.name)}`, PickupSchema.safeParse(p.values)), id: p.id, experienceId: target.id })
      written.push({ created: true, options: input.options.length, units: rows.units.length - unitsBefore, extras: input.extras?.length ?? 0, pickupPoints: input.pickupPoints?.length ?? 0 })
    }
    await insertAll(tx, options, rows.options)
    await insertAll(tx, optionUnits, rows.units)
    await insertAll(tx, extras, rows.extras)
    await insertAll(tx, pickupPoints, rows.pickups)
    const created = items.filter((_, i) => written[i]!.created)
    await refreshListingColumns(tx, { experienceIds: created.map((i) => i.experienceId) })
    const audited = created.flatMap((item) => (item.actor.staffId ? [item] : []))
    for (const item of audited) {
      await audit(tx, { staffId: item.actor.staffId, supplierId: item.actor.supplierId, action: 'offers.create', entity: 'experience', entityId: item.experienceId, after: written[items.indexOf(item)] })
    }
    return written
  })
  items.forEach((item, i) => {
    if (results[i]!.created) catalogueChanged({ supplierId: item.actor.supplierId, experienceId: item.experienceId, what: 'options' })
  })
  return results
}

// 500 rows a statement stays far below PostgreSQL's 65,535 parameters for each of these tables.
async function insertAll<T extends PgTable>(tx: Db, table: T, rows: Array<T['$inferInsert']>) {
  for (let start = 0; start < rows.length; start += 500) await tx.insert(table).values(rows.slice(start, start + 500))
}

/** What the hub's options screen shows: the sales switches, options with prices and terms, extras, pickup points. */
export async function listOffers(db: Db, supplierId: string, experienceId: string, now = new Date()) {
  if (!isUuid(experienceId) || !isUuid(supplierId)) return null
  const [experience] = await db
    .select({ id: experiences.id, pricingMode: experiences.pricingMode, hasFixedPrice: experiences.hasFixedPrice, onRequest: experiences.onRequest, answerWindowHours: experiences.answerWindowHours })
    .from(experiences)
    .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
  if (!experience) return null
  const optionRows = await db.select().from(options).where(eq(options.experienceId, experienceId)).orderBy(asc(options.position), asc(options.slug))
  const ids = optionRows.map((o) => o.id)
  const policyIds = [...new Set(optionRows.flatMap((o) => (o.cancellationPolicyId ? [o.cancellationPolicyId] : [])))]
  const [units, policies, extraRows, pickupRows, upcoming] = await Promise.all([
    ids.length ? db.select().from(optionUnits).where(inArray(optionUnits.optionId, ids)) : [],
    policyIds.length ? db.select().from(cancellationPolicies).where(inArray(cancellationPolicies.id, policyIds)) : [],
    db.select().from(extras).where(and(eq(extras.experienceId, experienceId), eq(extras.active, true))).orderBy(asc(extras.priceAmount), asc(extras.slug)),
    db.select().from(pickupPoints).where(and(eq(pickupPoints.experienceId, experienceId), eq(pickupPoints.active, true))).orderBy(asc(pickupPoints.pickupOffsetMinutes), asc(pickupPoints.name)),
    upcomingBookingsByOption(db, ids, now),
  ])
  const ORDER = ['adult', 'child', 'infant', 'item']
  return {
    experience,
    options: optionRows.map((o) => {
      const policy = policies.find((p) => p.id === o.cancellationPolicyId)
      return {
        ...o,
        units: units.filter((u) => u.optionId === o.id).sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type)).map((u) => ({ ...u, currency: u.currency.trim() })),
        policy: policy ? ({ kind: policy.kind, rules: policy.rules, freeCutoffHours: policy.freeCutoffHours } satisfies PolicyTerms) : null,
        upcomingBookings: upcoming.get(o.id) ?? 0,
      }
    }),
    extras: extraRows.map((x) => ({ ...x, currency: x.currency.trim() })),
    pickupPoints: pickupRows,
  }
}
export type Offers = NonNullable<Awaited<ReturnType<typeof listOffers>>>
