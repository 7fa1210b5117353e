// The scope a statement of the app runs in (decision 055): the role that owns nothing, and whose rows it may see,
// set on PostgreSQL's connections (a tenant's own pool, decision 065, or transaction-local settings) and on PGlite's.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Sql } from 'postgres'

/** Whose rows a query may see: a shop request's tenant, a hub request's suppliers, or every row (workers: 'system'; a platform admin: 'platform'). */
export type DbScope = { tenantId?: string; supplierIds?: string[]; every?: 'system' | 'platform' }

export const APP_ROLE = 'excursio_app'

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
