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
