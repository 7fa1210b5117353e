// Idempotent batch insert: rows that already exist (same primary key or natural key) are skipped; and the one
// update the seed makes to a row that exists, an experience's supplier.
import { and, eq, ne, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../app/utils/db.server'
import { experiences } from '../schema'

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

/**
 * Gives seeded experiences that exist under another supplier the one the seed names now (a database seeded before
 * an experience moved keeps its row, since insertMissing skips it). Returns how many moved. Prices stay as they
 * are: an experience moves only between suppliers of the same currency.
 */
export async function reassignSuppliers(db: Db, rows: Array<{ id: string; supplierId: string }>): Promise<number> {
  let moved = 0
  for (const { id, supplierId } of rows) {
    const result = await db
      .update(experiences)
      .set({ supplierId })
      .where(and(eq(experiences.id, id), ne(experiences.supplierId, supplierId)))
      .returning({ one: sql<number>`1` })
    moved += result.length
  }
  return moved
}
