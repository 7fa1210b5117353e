// Opens the product's database: PostgreSQL through postgres.js when DATABASE_URL is set,
// otherwise an embedded PGlite stored under .data/ (docs/decisions/003-database-driver.md).
// `db` is the owner's (migrations, the seed, scripts, test fixtures); `app` is what requests and workers use: on
// PostgreSQL it runs as the role `excursio_app` under row-level security, each query in a transaction that first
// names the scope of the request or worker it runs for (docs/decisions/055-row-level-security.md).
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Sql } from 'postgres'
import * as schema from '../../drizzle/schema/index'
import { z } from '../domain/zod'
import { postgresListen, type Listen } from './db-listen.server'
import { answerDeadlineSocket } from './db-socket.server'

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

/** Whose rows a query may see: a shop request's tenant, a hub request's suppliers, or every row (workers: 'system'; a platform admin: 'platform'). */
export type DbScope = { tenantId?: string; supplierIds?: string[]; every?: 'system' | 'platform' }

export const APP_ROLE = 'excursio_app'
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

const SET_SCOPE = `select set_config('excursio.tenant_id', $1, true), set_config('excursio.supplier_ids', $2, true), set_config('excursio.scope', $3, true)`
const settingsOf = (scope: DbScope) => [scope.tenantId ?? '', scope.supplierIds?.length ? `{${scope.supplierIds.join(',')}}` : '', scope.every ?? '']

const PREPARED = { prepare: true } as const
/**
 * Every statement with parameters runs as a named prepared statement, kept per connection (Drizzle asks for unnamed
 * ones): an unnamed statement costs an extra round trip (postgres.js describes it first, to learn its parameters'
 * types) and is parsed and planned anew each time, which for the listing's query took PostgreSQL longer than running it.
 * A prepared one is bound and executed in one round trip, on a plan PostgreSQL keeps (decision 065).
 */
const prepared = <O extends object>(params: readonly unknown[] | undefined, options: O | undefined): O | undefined =>
  params?.length ? { ...options, prepare: true } as O : options

/**
 * The postgres.js client Drizzle calls. A lone statement in a tenant's own scope goes to `forTenant`'s pool, whose
 * connections carry that tenant from their start: one round trip. Any other scoped statement (the hub's suppliers,
 * the workers' system scope) runs in a transaction that first sets the scope (transaction-local, so a pooled
 * connection carries nothing to the next user): three round trips, BEGIN, then the settings and the statement
 * pipelined, then COMMIT (postgres.js awaits each). A Drizzle transaction sets the scope once after its BEGIN; its
 * nested transactions are savepoints inside it. Without a scope a statement runs as it is and sees no tenant-owned row.
 */
export function scopedClient(sql: Sql, scopeOf: () => DbScope | undefined, forTenant?: (tenantId: string) => Sql): Sql {
  type Params = Parameters<Sql['unsafe']>
  const unsafe = (query: Params[0], params?: Params[1], given?: Params[2]) => {
    const options = prepared(params, given)
    const scope = scopeOf()
    if (!scope) return sql.unsafe(query, params, options)
    // A tenant's own scope and nothing more: its pool's connections already carry it.
    if (forTenant && scope.tenantId && !scope.supplierIds?.length && !scope.every) return forTenant(scope.tenantId).unsafe(query, params, options)
    // postgres.js's own transaction, not a reserved connection: a reserved connection whose link is cut leaves its
    // queued statements unsettled for ever (found by tests/integration/faults-database.test.ts), where `begin` fails
    // them. The scope and the statement go out together after BEGIN: three round trips.
    const run = (values: boolean) =>
      sql.begin(async (tx) => {
        const statement = tx.unsafe(query, params, options)
        const [, result] = await Promise.all([tx.unsafe(SET_SCOPE, settingsOf(scope), PREPARED), values ? statement.values() : statement])
        return result
      })
    let result: Promise<unknown> | undefined
    return {
      then: (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) => (result ??= run(false)).then(ok, fail),
      catch: (fail: (e: unknown) => unknown) => (result ??= run(false)).catch(fail),
      values: () => run(true),
    }
  }
  const begin = (...args: unknown[]) => {
    const fn = args.pop() as (tx: Sql) => unknown
    const scope = scopeOf()
    const body = async (tx: Sql) => {
      if (scope) await tx.unsafe(SET_SCOPE, settingsOf(scope), PREPARED)
      return fn(tx)
    }
    return (sql.begin as (...a: unknown[]) => Promise<unknown>)(...args, body)
  }
  return new Proxy(sql, {
    get: (target, prop, receiver) => (prop === 'unsafe' ? unsafe : prop === 'begin' ? begin : Reflect.get(target, prop, receiver)),
  })
}

/**
 * PGlite is one connection, in this process, as a superuser: every statement of the app runs in a transaction that
 * switches to the app role (SET LOCAL ROLE) and sets the scope, so the same policies hold as on PostgreSQL. What it
 * cannot give: a login of the app's own (decision 055).
 */
export function scopedPglite(client: PGlite, scopeOf: () => DbScope | undefined): PGlite {
  const enter = async (tx: Transaction, scope: DbScope | undefined) => {
    await tx.query(`set local role ${APP_ROLE}`)
    if (scope) await tx.query(SET_SCOPE, settingsOf(scope))
  }
  const query = (...args: Parameters<PGlite['query']>) => {
    const scope = scopeOf()
    return client.transaction(async (tx) => {
      await enter(tx, scope)
      return tx.query(...args)
    })
  }
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) => {
    const scope = scopeOf()
    return client.transaction(async (tx) => {
      await enter(tx, scope)
      return fn(tx)
    })
  }
  return new Proxy(client, {
    get: (target, prop) => {
      if (prop === 'query') return query
      if (prop === 'transaction') return transaction
      const value: unknown = Reflect.get(target, prop, target)
      // PGlite's methods use private fields: they must run on the client itself, not on this proxy.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}
