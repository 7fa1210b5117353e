// A fresh database per test run: a new PostgreSQL database when one is reachable, else in-memory PGlite.
import postgres from 'postgres'
import { migrateDatabase, openDatabase, type Database } from '../../app/utils/db.server'

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export async function isPostgresReachable(): Promise<boolean> {
  const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 })
  }
}

export type TestDatabase = Database & { url: string | null; drop: () => Promise<void> }

export async function createTestDatabase(label: string, options: { requirePostgres?: boolean } = {}): Promise<TestDatabase> {
  if (await isPostgresReachable()) {
    const name = `excursio_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`.toLowerCase()
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(ADMIN_URL)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString() })
    await migrateDatabase(database)
    const drop = async () => {
      await database.close()
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
    return { ...database, url: url.toString(), drop }
  }
  if (options.requirePostgres) throw new Error('PostgreSQL is not reachable')
  console.info(`[tests] PostgreSQL not reachable at ${ADMIN_URL}: using in-memory PGlite for "${label}"`)
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  return { ...database, url: null, drop: () => database.close() }
}

/**
 * A fresh database holding the demo seed for `today` (default: today). On PostgreSQL it is a copy of a template
 * seeded once per test run and `today` (tests/helpers/global-setup.ts names the run), which costs a tenth of
 * seeding again: 24 test files seed the same catalogue. Without a run name, or on PGlite, it is seeded in place.
 */
export async function createSeededTestDatabase(label: string, options: { requirePostgres?: boolean; today?: Date } = {}): Promise<TestDatabase> {
  const run = process.env.EXCURSIO_TEST_RUN
  const { seedDatabase } = await import('../../drizzle/seed/index')
  if (!run || !(await isPostgresReachable())) {
    const database = await createTestDatabase(label, options)
    await database.unhurried((db) => seedDatabase(db, { today: options.today }))
    return database
  }
  const day = (options.today ?? new Date()).toISOString().slice(0, 10).replace(/-/g, '')
  const template = `${TEMPLATE_PREFIX}${run}_${day}`
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} })
  try {
    // One process seeds the template; the others wait on the lock, then copy it.
    await admin`select pg_advisory_lock(hashtext(${template}))`
    const [found] = await admin`select 1 from pg_database where datname = ${template}`
    if (!found) {
      // Built under another name and renamed when whole, so no copy is ever taken of half a seed.
      const building = `${template}_building`
      await admin.unsafe(`drop database if exists "${building}" with (force)`)
      await admin.unsafe(`create database "${building}"`)
      const url = new URL(ADMIN_URL)
      url.pathname = `/${building}`
      const database = await openDatabase({ url: url.toString() })
      try {
        await migrateDatabase(database)
        await database.unhurried((db) => seedDatabase(db, { today: options.today }))
      } finally {
        await database.close()
      }
      await admin.unsafe(`alter database "${building}" rename to "${template}"`)
    }
    await admin`select pg_advisory_unlock(hashtext(${template}))`
    const name = `excursio_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`.toLowerCase()
    await admin.unsafe(`create database "${name}" template "${template}"`)
    const url = new URL(ADMIN_URL)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString() })
    const drop = async () => {
      await database.close()
      const dropper = postgres(ADMIN_URL, { max: 1, onnotice: () => {} })
      await dropper.unsafe(`drop database if exists "${name}" with (force)`)
      await dropper.end()
    }
    return { ...database, url: url.toString(), drop }
  } finally {
    await admin.end()
  }
}

export const TEMPLATE_PREFIX = 'excursio_tpl_'

/** Drops the seeded templates of a run (global teardown), or every left-over one with no run named. */
export async function dropTemplates(run?: string) {
  if (!(await isPostgresReachable())) return
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} })
  try {
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${TEMPLATE_PREFIX + (run ?? '') + '%'}`
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`)
  } finally {
    await admin.end()
  }
}
