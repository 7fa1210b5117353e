// Idempotent batch insert: rows that already exist (same primary key or natural key) are skipped.
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../app/utils/db.server'

// Postgres allows 65535 bind parameters per statement; 500 rows stay well below it for every table.
const BATCH = 500

/** Inserts in batches with ON CONFLICT DO NOTHING and returns how many rows were new. */
export async function insertMissing<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>): Promise<number> {
  let inserted = 0
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH)
    const result = await db
      .insert(table)
      .values(batch)
      .onConflictDoNothing()
      .returning({ one: sql<number>`1` })
    inserted += result.length
  }
  return inserted
}
