// The demo catalogue: deterministic for a given `today`, and safe to run on every start.
import { refreshListingColumns } from '../../app/models/listing/columns.server'
import { writeOffersOf } from '../../app/models/partners/catalogue/options-offers.server'
import { writeSharedPolicies } from '../../app/models/partners/catalogue/policies.server'
import type { Db } from '../../app/utils/db.server'
import * as schema from '../schema'
import { seedDepartures } from './build-availability'
import { buildExperience } from './build-experience'
import { buildOffers } from './build-offers'
import { buildReferenceRows } from './build-reference'
import { EXPERIENCES } from './experiences'
import { insertMissing, reassignSuppliers } from './insert'
import { seededExperience } from './seeded-experience'
import { createExperience } from '../../app/models/partners/catalogue/experience.server'
import { inArray } from 'drizzle-orm'
import { sharedPolicies } from './policies'
import { buildPromoCodes } from './promos'
import { seedBookingQuestions } from './questions'
import { isAlreadySeeded } from './seeded-check'
import { utcToday } from './time'

type SeedOptions = {
  /** First day of the availability window; defaults to the current UTC day. */
  today?: Date
  /** Check every row even when the quick check says the catalogue is complete. */
  force?: boolean
  /** Called once the quick check has found the catalogue missing, before the long write (what `npm start` announces). */
  onWrite?: () => void
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
  options.onWrite?.()
  const reference = buildReferenceRows()
  const built = EXPERIENCES.map(buildExperience)

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
    // An experience is written once, through the hub's own function (issue 23: no second way in); one that exists
    // is left as its supplier keeps it, with everything it owns: running the seed again never overwrites an edit.
    const existing = new Set(
      (await t.select({ id: schema.experiences.id }).from(schema.experiences).where(inArray(schema.experiences.id, built.map((b) => b.experience.id!)))).map((r) => r.id),
    )
    const fresh = built.filter((b) => !existing.has(b.experience.id!))
    for (const b of fresh) {
      const created = await createExperience(t, b.experience.supplierId, seededExperience(b), { staffId: null }, { quiet: true })
      if (!created.ok) throw new Error(`Seed experience ${b.experience.slug} could not be created: ${created.error}`)
    }
    result.experiences = fresh.length
    result.experiencesMoved = await reassignSuppliers(t, built.map((b) => ({ id: b.experience.id!, supplierId: b.experience.supplierId })))
    const own = <K extends keyof (typeof built)[number]>(key: K) => fresh.flatMap((b) => b[key] as never[])
    await add('experienceImages', schema.experienceImages, own('images'))
    // Through the hub's writer, and only for an experience with no option yet: a supplier's edits stay.
    const offers = await writeOffersOf(
      t,
      EXPERIENCES.map((e, i) => ({ actor: { staffId: null, supplierId: built[i]!.experience.supplierId }, experienceId: built[i]!.experience.id!, input: buildOffers(e) })),
    )
    const sum = (key: 'options' | 'units' | 'extras' | 'pickupPoints') => offers.reduce((n, w) => n + w[key], 0)
    Object.assign(result, { options: sum('options'), optionUnits: sum('units'), extras: sum('extras'), pickupPoints: sum('pickupPoints') })
    await add('reviews', schema.reviews, own('reviews'))
    // Departures come from weekly rules and the horizon, the same code the hub and its worker run (decision 046).
    Object.assign(result, await seedDepartures(t, EXPERIENCES, today))
    await add('promoCodes', schema.promoCodes, buildPromoCodes())
    result.bookingQuestions = await seedBookingQuestions(t)
    await refreshListingColumns(t)
    return result
  })
}
