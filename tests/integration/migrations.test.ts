// The committed migrations apply to an empty PostgreSQL and to PGlite, and produce the same tables.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { migrateDatabase, openDatabase, type Db } from '../../app/utils/db.server'
import { createTestDatabase, isPostgresReachable } from '../helpers/database'

async function tables(db: Db): Promise<string[]> {
  const rows = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`)) as unknown
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows
  return (list as { table_name: string }[]).map((r) => r.table_name)
}

const postgresReachable = await isPostgresReachable()

describe('migrations', () => {
  it('apply to an empty PGlite, twice without error', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    await migrateDatabase(database)
    await migrateDatabase(database)
    expect(await tables(database.db)).toEqual(expect.arrayContaining(['experiences', 'availability_slots', 'orders', 'outbox']))
    await database.close()
  })

  it.skipIf(!postgresReachable)('apply to an empty PostgreSQL and give the same tables as PGlite (skipped only when no PostgreSQL is reachable)', async () => {
    const pg = await createTestDatabase('migrations', { requirePostgres: true })
    const lite = await openDatabase({ dataDir: 'memory://' })
    await migrateDatabase(lite)
    try {
      const pgTables = await tables(pg.db)
      expect(pgTables.length).toBeGreaterThanOrEqual(30)
      expect(pgTables).toEqual(await tables(lite.db))
    } finally {
      await pg.drop()
      await lite.close()
    }
  })
})
