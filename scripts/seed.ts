// npm run db:seed [-- --today=YYYY-MM-DD] [--force] [--scale N]: migrates the database (DATABASE_URL, or PGlite under .data/)
// and loads the demo catalogue. Running it again inserts nothing new.
import { count, getTableName } from 'drizzle-orm'
import { ADVISORY_LOCKS, migrateDatabase, openDatabase } from '../app/utils/db.server'
import * as schema from '../drizzle/schema/index'
import { seedDatabase } from '../drizzle/seed/index'
import { scaleCatalogue } from '../drizzle/seed/scale'

const force = process.argv.includes('--force')
const todayArg = process.argv.find((a) => a.startsWith('--today='))?.slice('--today='.length)
const today = todayArg ? new Date(`${todayArg}T00:00:00Z`) : undefined
if (today && Number.isNaN(today.getTime())) throw new Error(`--today must be YYYY-MM-DD, got ${todayArg}`)
const scaleAt = process.argv.indexOf('--scale')
const scale = scaleAt > 0 ? Number(process.argv[scaleAt + 1]) : 0
if (!Number.isInteger(scale) || scale < 0) throw new Error(`--scale takes a whole number of experiences, got ${process.argv[scaleAt + 1]}`)

const COUNTED = [
  schema.suppliers, schema.cities, schema.categories, schema.facets, schema.cancellationPolicies, schema.exchangeRates,
  schema.experiences, schema.experienceTranslations, schema.experienceImages, schema.experienceCategories,
  schema.experienceFacets, schema.options, schema.optionUnits, schema.extras, schema.pickupPoints, schema.reviews,
  schema.availabilitySlots,
]
const camelName = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

const database = await openDatabase()
try {
  await migrateDatabase(database)
  const started = performance.now()
  // The lock a starting `npm start` takes too: a seed run while a demo server seeds waits for it.
  const inserted = await database.exclusively(ADVISORY_LOCKS.demoSeed, () => database.unhurried((db) => seedDatabase(db, { today, force })))
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  console.info(`Seeded ${database.kind} in ${seconds}s`)
  if (Object.keys(inserted).length === 0) console.info('  the demo catalogue was already complete (use --force to check every row)')
  if (scale > 0) {
    const scaledAt = performance.now()
    await database.unhurried((db) => scaleCatalogue(db, scale))
    console.info(`Added ${scale} synthetic experiences in ${((performance.now() - scaledAt) / 1000).toFixed(1)}s`)
  }
  for (const table of COUNTED) {
    const [row] = await database.db.select({ n: count() }).from(table)
    const added = inserted[camelName(getTableName(table))] ?? 0
    console.info(`  ${getTableName(table).padEnd(26)} ${String(row?.n).padStart(6)} rows (${added} new)`)
  }
} finally {
  await database.close()
}
