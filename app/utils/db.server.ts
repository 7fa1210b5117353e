// Opens the product's database: PostgreSQL through postgres.js when DATABASE_URL is set,
// otherwise an embedded PGlite stored under .data/ (docs/decisions/003-database-driver.md).
// `db` is the owner's (migrations, the seed, scripts, test fixtures); `app` is what requests and workers use: on
// PostgreSQL it runs as the role `excursio_app` under row-level security, in the scope of the request or worker it
// runs for (app/utils/db-scope.server.ts; decisions 055 and 065).
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Sql } from 'postgres'
import * as schema from '../../drizzle/schema/index'
import { z } from '../domain/zod'
import { postgresListen, type Listen } from './db-listen.server'
import { answerDeadlineSocket } from './db-socket.server'
import { APP_ROLE, scopedClient, scopedPglite, type DbScope } from './db-scope.server'

export { APP_ROLE, scopedClient, type DbScope } from './db-scope.server'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Database = {
  /** The owner's: migrations, the seed, scripts, test fixtures. */
  db: Db
  /** The app's: requests and workers, under row-level security in the scope they name (decision 055). */
  app: Db
  kind: 'postgres' | 'pglite'
  close: () => Promise<void>
  /**
   * Runs `work` while holding a PostgreSQL session advisory lock (on a connection of its own, so `work` may use
   * the pool): every server that asks for the same key waits its turn. PGlite has one process by construction.
   */
  exclusively: <T>(key: AdvisoryLockKey, work: () => Promise<T>) => Promise<T>
  /**
   * Runs `work` on an owner's connection without the answer deadline (decision 056), for statements that may rightly
   * take longer than a request's: migrations (an index built over a large table) and bulk seeding. Its own
   * connection on PostgreSQL, closed after; the one database on PGlite.
   */
  unhurried: <T>(work: (db: Db) => Promise<T>) => Promise<T>
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

/**
 * How long closing waits for connections to finish before cutting them: one the answer deadline destroyed never
 * answers postgres.js's goodbye, and `end()` without a timeout would wait for it for ever (a failed seed then exited
 * 13 with its error unprinted).
 */
const CLOSE_TIMEOUT_SECONDS = 2

/** How often a server waiting for an advisory lock asks again. */
const LOCK_RETRY_MS = 200

const MIGRATIONS = path.resolve(import.meta.dirname ?? '.', '../../drizzle/migrations')
// One store per process, not per module copy: server.ts opens the database from source while the shop's and the
// hub's builds each bundle their own copy of this file, and the hub's sign-in widens the scope server.ts set (the
// same reason as app/models/catalogue/catalogue-events.server.ts). A registered symbol names the one slot.
const SLOT = Symbol.for('excursio.db-scope')
// eslint-disable-next-line no-restricted-syntax -- the one process-wide slot all bundled copies of this module share
const slots = globalThis as unknown as Record<symbol, AsyncLocalStorage<DbScope> | undefined>
const scopes: AsyncLocalStorage<DbScope> = (slots[SLOT] ??= new AsyncLocalStorage<DbScope>())

/**
 * PostgreSQL that does not answer fails a request instead of hanging it (decision 056): a connection must open within
 * `connectTimeoutSeconds` and every statement must get an answer within `answerTimeoutMs` (so none runs longer).
 */
export type DatabaseOptions = { url?: string; appUrl?: string; dataDir?: string; connectTimeoutSeconds?: number; answerTimeoutMs?: number }

/** Runs `fn` (and everything it starts, timers included) with `scope` as the app's database scope. */
export const withDbScope = <T>(scope: DbScope, fn: () => T): T => scopes.run(scope, fn)
/** The running request's scope, which the hub widens once it knows who signed in (app/hub/session.server.ts). */
export const currentDbScope = (): DbScope | undefined => scopes.getStore()

/**
 * Inside a transaction of a supplier's request, once the model has found the supplier's own booking: the rest of the
 * transaction also sees that booking's tenant's rows — its whole order with the other suppliers' bookings in it, which
 * the order's state, the buyer's email and the credit note are computed from (decision 055). Never before the
 * booking was found under the supplier's own scope.
 */
export async function actForBookingTenant(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`select set_config('excursio.tenant_id', ${tenantId}, true)`)
}

/**
 * Settings every connection starts with. The catalogue is read from memory or SSD, where PostgreSQL's default
 * random_page_cost (4, for spinning disks) makes 500 primary-key lookups look dearer than reading all 10,000
 * experiences: the search page's listing query scanned the table (17 ms) instead (2.7 ms at 1.1, PostgreSQL's
 * documented value for SSDs; decision 065).
 */
const PLANNER = { random_page_cost: '1.1' } as const

/** Connections a pool may open: a whole number from 1 to 100, else the server stops and names the setting. */
function poolSize(name: 'DATABASE_POOL' | 'DATABASE_TENANT_POOL', fallback: number): number {
  const parsed = z.coerce.number().int().min(1).max(100).default(fallback).safeParse(process.env[name] || undefined)
  if (!parsed.success) throw new Error(`${name} must be a whole number of connections from 1 to 100, got "${process.env[name]}"`)
  return parsed.data
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL
  if (url) {
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const max = poolSize('DATABASE_POOL', 10)
    const common = {
      max,
      onnotice: () => {},
      connect_timeout: options.connectTimeoutSeconds ?? 5,
      // postgres.js waits up to 20 s before reopening a connection after failures (3^n / 100 s): a query asked for
      // just after an outage would wait that long on a database that is back. Half a second at most.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      // A documented option (README: "fn returning custom socket to use") that postgres.js's types leave out.
      ...({ socket: answerDeadlineSocket(options.answerTimeoutMs ?? 10_000) } as object),
    }
    // A non-superuser owner is under the policies too (FORCE): its own connections see every row.
    const owner = postgres(url, { ...common, connection: { ...PLANNER, 'excursio.scope': 'system' } })
    // Its own login when DATABASE_APP_URL names one; else the owner's connection switched to the app role.
    const appUrl = options.appUrl ?? process.env.DATABASE_APP_URL
    const appConnection = (settings: Record<string, string> = {}) => (appUrl ? { ...PLANNER, ...settings } : { ...PLANNER, ...settings, role: APP_ROLE })
    const app = postgres(appUrl ?? url, { ...common, connection: appConnection() })
    // A small pool per tenant whose connections carry its id from their first byte (a startup setting): a page's
    // lone statements then go out as they are, one round trip each, instead of BEGIN, settings, statement, COMMIT
    // (decision 065). Opened on a tenant's first statement, idle connections closed after 30 s.
    const tenantPools = new Map<string, Sql>()
    const tenantMax = poolSize('DATABASE_TENANT_POOL', 4)
    const forTenant = (tenantId: string): Sql => {
      let pool = tenantPools.get(tenantId)
      if (!pool) {
        // Only the tenant: supplier ids and the workers' scope stay unset, as in a request's transaction.
        pool = postgres(appUrl ?? url, { ...common, max: tenantMax, idle_timeout: 30, connection: appConnection({ 'excursio.tenant_id': tenantId }) })
        // Drizzle set its own parsers on `app` when it wrapped it (dates and timestamps stay text): rows read here must
        // come back the same, or a `date` arrives as a Date object and the calendar's arithmetic breaks.
        Object.assign(pool.options.parsers, app.options.parsers)
        Object.assign(pool.options.serializers, app.options.serializers)
        tenantPools.set(tenantId, pool)
      }
      return pool
    }
    const scoped = scopedClient(app, currentDbScope, forTenant)
    const exclusively = async <T>(key: AdvisoryLockKey, work: () => Promise<T>): Promise<T> => {
      const lock = await owner.reserve()
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
    const unhurried = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
      const { socket: _deadline, ...patient } = common as typeof common & { socket?: unknown }
      const client = postgres(url, { ...patient, max: 1, connection: { 'excursio.scope': 'system' } })
      try {
        return await work(drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db)
      } finally {
        await client.end({ timeout: CLOSE_TIMEOUT_SECONDS })
      }
    }
    return {
      db: drizzle(owner, { schema, casing: 'snake_case' }) as unknown as Db,
      app: drizzle(scoped, { schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'postgres',
      exclusively,
      unhurried,
      ...withListeners(postgresListen(url), () =>
        Promise.all([owner, app, ...tenantPools.values()].map((client) => client.end({ timeout: CLOSE_TIMEOUT_SECONDS }))).then(() => undefined),
      ),
    }
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
  const pgliteDb = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db: pgliteDb,
    app: drizzle(scopedPglite(client, currentDbScope), { schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    exclusively: (_key, work) => work(),
    unhurried: (work) => work(pgliteDb),
    ...withListeners(listen, () => client.close()),
  }
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
    await database.unhurried((db) => migrate(db as any, { migrationsFolder: MIGRATIONS }))
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder: MIGRATIONS })
  }
}
