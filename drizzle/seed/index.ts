// The demo catalogue: deterministic for a given `today`, and safe to run on every start.
import { refreshListingColumns } from '../../app/models/listing/columns.server'
import { writeOffersOf } from '../../app/models/partners/catalogue/options-offers.server'
import { writeSharedPolicies } from '../../app/models/partners/catalogue/policies.server'
import type { Db } from '../../app/utils/db.server'
import * as schema from '../schema'
import { buildSlots } from './build-availability'
import { buildExperience } from './build-experience'
import { buildOffers } from './build-offers'
import { buildReferenceRows } from './build-reference'
import { EXPERIENCES } from './experiences'
import { insertMissing, reassignSuppliers } from './insert'
import { sharedPolicies } from './policies'
import { buildPromoCodes } from './promos'
import { isAlreadySeeded } from './seeded-check'
import { utcToday } from './time'

type SeedOptions = {
  /** First day of the availability window; defaults to the current UTC day. */
  today?: Date
  /** Check every row even when the quick check says the catalogue is complete. */
  force?: boolean
}

/** Rows inserted per table by this run; empty when the quick check found the catalogue complete. */
type SeedResult = Record<string, number>

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const today = utcToday(options.today ?? new Date())
  if (!options.force && (await isAlreadySeeded(db, today))) {
    // Cheap when nothing changed (only stale rows are written); heals a database migrated after its seed.
    await refreshListingColumns(db)
    return {}
  }
  const reference = buildReferenceRows()
  const built = EXPERIENCES.map(buildExperience)
  const all = <K extends keyof (typeof built)[number]>(key: K) => built.flatMap((b) => b[key] as never[])

  // One transaction: a seed interrupted halfway leaves nothing behind, and the next start redoes it.
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const result: SeedResult = {}
    const add = async (name: string, table: Parameters<typeof insertMissing>[1], rows: unknown[]) => {
      result[name] = await insertMissing(t, table, rows as never[])
    }
    await add('suppliers', schema.suppliers, reference.suppliers)
    await add('cities', schema.cities, reference.cities)
    await add('categories', schema.categories, reference.categories)
    await add('facets', schema.facets, reference.facets)
    result.cancellationPolicies = await writeSharedPolicies(t, sharedPolicies())
    await add('exchangeRates', schema.exchangeRates, reference.exchangeRates)
    await add('experiences', schema.experiences, built.map((b) => b.experience))
    result.experiencesMoved = await reassignSuppliers(t, built.map((b) => ({ id: b.experience.id!, supplierId: b.experience.supplierId })))
    await add('experienceTranslations', schema.experienceTranslations, all('translations'))
    await add('experienceImages', schema.experienceImages, all('images'))
    await add('experienceCategories', schema.experienceCategories, all('categories'))
    await add('experienceFacets', schema.experienceFacets, all('facets'))
    // Through the hub's writer, and only for an experience with no option yet: a supplier's edits stay.
    const offers = await writeOffersOf(
      t,
      EXPERIENCES.map((e, i) => ({ actor: { staffId: null, supplierId: built[i]!.experience.supplierId }, experienceId: built[i]!.experience.id!, input: buildOffers(e) })),
    )
    const sum = (key: 'options' | 'units' | 'extras' | 'pickupPoints') => offers.reduce((n, w) => n + w[key], 0)
    Object.assign(result, { options: sum('options'), optionUnits: sum('units'), extras: sum('extras'), pickupPoints: sum('pickupPoints') })
    await add('reviews', schema.reviews, all('reviews'))
    // Departures only for the seeded options that still exist (a supplier may have deleted one never booked).
    const optionIds = new Set((await t.select({ id: schema.options.id }).from(schema.options)).map((o) => o.id))
    await add('availabilitySlots', schema.availabilitySlots, EXPERIENCES.flatMap((e) => buildSlots(e, today)).filter((slot) => optionIds.has(slot.optionId)))
    await add('promoCodes', schema.promoCodes, buildPromoCodes())
    await refreshListingColumns(t)
    return result
  })
}
