// Opens the product's database: PostgreSQL through postgres.js when DATABASE_URL is set,
// otherwise an embedded PGlite stored under .data/ (docs/decisions/003-database-driver.md).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from '../../drizzle/schema/index'
import { answerDeadlineSocket } from './db-socket.server'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Database = { db: Db; kind: 'postgres' | 'pglite'; close: () => Promise<void> }

const MIGRATIONS = path.resolve(import.meta.dirname ?? '.', '../../drizzle/migrations')

/**
 * PostgreSQL that does not answer fails a request instead of hanging it (decision 056): a connection must open within
 * `connectTimeoutSeconds` and every statement must get an answer within `answerTimeoutMs` (so none runs longer).
 */
export type DatabaseOptions = { url?: string; dataDir?: string; connectTimeoutSeconds?: number; answerTimeoutMs?: number }

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL
  if (url) {
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const client = postgres(url, {
      max: Number(process.env.DATABASE_POOL ?? 10),
      onnotice: () => {},
      connect_timeout: options.connectTimeoutSeconds ?? 5,
      // postgres.js waits up to 20 s before reopening a connection after failures (3^n / 100 s): a query asked for
      // just after an outage would wait that long on a database that is back. Half a second at most.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      // A documented option (README: "fn returning custom socket to use") that postgres.js's types leave out.
      ...({ socket: answerDeadlineSocket(options.answerTimeoutMs ?? 10_000) } as object),
    })
    return { db: drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db, kind: 'postgres', close: () => client.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { drizzle } = await import('drizzle-orm/pglite')
  const dataDir = options.dataDir ?? path.resolve(process.env.PGLITE_DIR ?? '.data/pglite')
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } })
  return { db: drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db, kind: 'pglite', close: () => client.close() }
}

/** Applies the committed drizzle-kit migrations; safe to call on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder: MIGRATIONS })
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder: MIGRATIONS })
  }
}
