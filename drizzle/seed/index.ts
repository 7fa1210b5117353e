// The demo catalogue: deterministic for a given `today`, and safe to run on every start.
import { refreshListingColumns } from '../../app/models/listing/columns.server'
import type { Db } from '../../app/utils/db.server'
import * as schema from '../schema'
import { buildSlots } from './build-availability'
import { buildExperience } from './build-experience'
import { buildReferenceRows } from './build-reference'
import { EXPERIENCES } from './experiences'
import { insertMissing, reassignSuppliers } from './insert'
import { buildPromoCodes } from './promos'
import { seedBookingQuestions } from './questions'
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
    await add('cancellationPolicies', schema.cancellationPolicies, reference.cancellationPolicies)
    await add('exchangeRates', schema.exchangeRates, reference.exchangeRates)
    await add('experiences', schema.experiences, built.map((b) => b.experience))
    result.experiencesMoved = await reassignSuppliers(t, built.map((b) => ({ id: b.experience.id!, supplierId: b.experience.supplierId })))
    await add('experienceTranslations', schema.experienceTranslations, all('translations'))
    await add('experienceImages', schema.experienceImages, all('images'))
    await add('experienceCategories', schema.experienceCategories, all('categories'))
    await add('experienceFacets', schema.experienceFacets, all('facets'))
    await add('options', schema.options, all('options'))
    await add('optionUnits', schema.optionUnits, all('units'))
    await add('extras', schema.extras, all('extras'))
    await add('pickupPoints', schema.pickupPoints, all('pickupPoints'))
    await add('reviews', schema.reviews, all('reviews'))
    await add('availabilitySlots', schema.availabilitySlots, EXPERIENCES.flatMap((e) => buildSlots(e, today)))
    await add('promoCodes', schema.promoCodes, buildPromoCodes())
    result.bookingQuestions = await seedBookingQuestions(t)
    await refreshListingColumns(t)
    return result
  })
}
