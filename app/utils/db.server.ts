// Opens the product's database: PostgreSQL through postgres.js when DATABASE_URL is set,
// otherwise an embedded PGlite stored under .data/ (docs/decisions/003-database-driver.md).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from '../../drizzle/schema/index'
import { postgresListen, type Listen } from './db-listen.server'
import { answerDeadlineSocket } from './db-socket.server'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Database = {
  db: Db
  kind: 'postgres' | 'pglite'
  close: () => Promise<void>
  /**
   * Runs `work` while holding a PostgreSQL session advisory lock (on a connection of its own, so `work` may use
   * the pool): every server that asks for the same key waits its turn. PGlite has one process by construction.
   */
  exclusively: <T>(key: AdvisoryLockKey, work: () => Promise<T>) => Promise<T>
  /** LISTEN on the database (decision 052): its own connection on PostgreSQL, kept until `close`. */
  listen?: Listen
}

/** The advisory locks the servers share; each one a distinct 64-bit key (a number no other lock of ours uses). */
export const ADVISORY_LOCKS = { migrations: 7_240_001, demoSeed: 7_240_002 } as const
export type AdvisoryLockKey = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS]

/** Listeners end with the database, so whoever closes it need not know about them. */
function withListeners(listen: Listen, close: () => Promise<void>): Pick<Database, 'listen' | 'close'> {
  const stops = new Set<() => Promise<void>>()
  return {
    listen: async (channel, onNotify, onListen) => {
      const stop = await listen(channel, onNotify, onListen)
      const once = () => (stops.delete(once), stop())
      stops.add(once)
      return once
    },
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()))
      await close()
    },
  }
}

/** How often a server waiting for an advisory lock asks again. */
const LOCK_RETRY_MS = 200

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
    const exclusively = async <T>(key: AdvisoryLockKey, work: () => Promise<T>): Promise<T> => {
      const lock = await client.reserve()
      try {
        // Asked again and again rather than waited for: a blocking pg_advisory_lock would outlive the answer
        // deadline above while another server migrates or seeds for longer than that.
        while (!(await lock<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`)[0]?.locked) {
          await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS))
        }
        try {
          return await work()
        } finally {
          await lock`select pg_advisory_unlock(${key})`
        }
      } finally {
        lock.release()
      }
    }
    return { db: drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db, kind: 'postgres', exclusively, ...withListeners(postgresListen(url), () => client.end()) }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { drizzle } = await import('drizzle-orm/pglite')
  const dataDir = options.dataDir ?? path.resolve(process.env.PGLITE_DIR ?? '.data/pglite')
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } })
  // One process holds the embedded database, so its notifications reach this process's listeners only.
  const listen: Listen = async (channel, onNotify, onListen) => {
    const unlisten = await client.listen(channel, onNotify)
    onListen?.(false)
    return () => unlisten()
  }
  return { db: drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db, kind: 'pglite', exclusively: (_key, work) => work(), ...withListeners(listen, () => client.close()) }
}

/**
 * Applies the committed drizzle-kit migrations; safe to call on every start, and from N servers starting at once
 * (or a rolling deploy): under an advisory lock, the first applies them and the others then find nothing to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusively(ADVISORY_LOCKS.migrations, () => applyMigrations(database))
}

async function applyMigrations(database: Database): Promise<void> {
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
