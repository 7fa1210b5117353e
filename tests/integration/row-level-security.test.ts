// Row-level security on real PostgreSQL (decision 055): every table with a tenant_id — read from the catalogue, so a
// new one is covered the day it lands — holds a row of two tenants, and the app's connection (the role that owns
// nothing, through the same scoped client requests use) reads, changes and adds none of the other tenant's rows,
// sees no row without a scope, and sees a supplier's bookings and what hangs off them in the hub's scope only.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ROLE, withDbScope, type Db, type DbScope } from '../../app/utils/db.server'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

const A = 'rls-tenant-a'
const B = 'rls-tenant-b'

type Column = { column_name: string; data_type: string; udt_name: string; is_nullable: 'YES' | 'NO'; column_default: string | null; is_generated: string; is_identity: string }

let database: TestDatabase
let tables: string[]
const columns = new Map<string, Column[]>()

const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
const count = async (db: Db, query: string) => Number(rows<{ n: number }>(await db.execute(sql.raw(query)))[0]!.n)
/** The database's own reason a statement failed (Drizzle wraps it in "Failed query"). */
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => (error.cause ?? error).message
  )
/** Drizzle's queries are lazy: awaited inside the scope, as a request's are. */
const inScope = <T>(scope: DbScope, query: () => PromiseLike<T>) => withDbScope(scope, async () => await query())
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`

/** A literal for a column that must have a value: the smallest that passes the table's checks. */
function literal(table: string, column: Column, values: Record<string, string>): string {
  if (column.column_name in values) return values[column.column_name]!
  switch (column.data_type) {
    case 'uuid':
      return 'gen_random_uuid()'
    case 'integer':
    case 'smallint':
    case 'bigint':
    case 'numeric':
      return '0'
    case 'boolean':
      return 'false'
    case 'timestamp with time zone':
      return 'now()'
    case 'date':
      return 'current_date'
    case 'jsonb':
      return `'[]'::jsonb`
    case 'ARRAY':
      return `'{}'`
    case 'character':
      return `'EUR'`
    case 'USER-DEFINED':
      return `(select enumlabel from pg_enum where enumtypid = '${column.udt_name}'::regtype order by enumsortorder limit 1)::${column.udt_name}`
    default:
      return quote(`${table}-${column.column_name}-${Math.random().toString(36).slice(2)}`)
  }
}

/** What a table's check constraints need beyond the smallest value of each required column. */
const CHECKED: Record<string, Record<string, string>> = {
  carts: { guest_token: `gen_random_uuid()::text` },
  promo_codes: { value: '1', currency: `'EUR'` },
}

/** An INSERT of one row of `table` for `tenant` (null: a table with no tenant), with every required column filled. */
function insertOf(table: string, tenant: string | null, values: Record<string, string> = {}) {
  const all = { ...CHECKED[table], ...values, ...(tenant === null ? {} : { tenant_id: quote(tenant) }) }
  const required = columns.get(table)!.filter((c) => c.column_name in all || (c.is_nullable === 'NO' && c.column_default === null && c.is_generated !== 'ALWAYS' && c.is_identity !== 'YES'))
  return `insert into "${table}" (${required.map((c) => `"${c.column_name}"`).join(', ')}) values (${required.map((c) => literal(table, c, all)).join(', ')})`
}

/** As the owner, foreign keys off (the rows stand alone): one row per tenant in every tenant-owned table. */
async function seedTwoTenants() {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    for (const table of tables) for (const tenant of [A, B]) await tx.execute(sql.raw(insertOf(table, tenant)))
  })
}

beforeAll(async () => {
  database = await createTestDatabase('row-level-security', { requirePostgres: true })
  const found = rows<Column & { table_name: string }>(
    await database.db.execute(sql`
      select table_name, column_name, data_type, udt_name, is_nullable, column_default, is_generated, is_identity
      from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`)
  )
  for (const c of found) columns.set(c.table_name, [...(columns.get(c.table_name) ?? []), c])
  tables = [...new Set(found.filter((c) => c.column_name === 'tenant_id').map((c) => c.table_name))]
  await seedTwoTenants()
}, 120_000)
afterAll(async () => {
  await database?.drop()
})

describe('the app role', () => {
  it('is the role the app’s queries run as, owns nothing and bypasses nothing', async () => {
    const [me] = rows<{ current_user: string }>(await inScope({ tenantId: A }, () => database.app.execute(sql`select current_user`)))
    expect(me!.current_user).toBe(APP_ROLE)
    expect(await count(database.db, `select count(*) n from pg_class where relowner = '${APP_ROLE}'::regrole`)).toBe(0)
    expect(await count(database.db, `select count(*) n from pg_roles where rolname = '${APP_ROLE}' and not rolsuper and not rolbypassrls`)).toBe(1)
  })
})

describe('every table with a tenant_id', () => {
  it('is found in the catalogue (the walk covers the tables the schema has today)', () => {
    expect(tables).toEqual(expect.arrayContaining(['orders', 'bookings', 'payments', 'invoices', 'carts', 'users', 'sessions', 'outbox']))
    expect(tables.length).toBeGreaterThanOrEqual(20)
  })

  it('has row-level security enabled and forced, and a policy', async () => {
    const guarded = rows<{ relname: string; policies: number }>(
      await database.db.execute(sql`
        select c.relname, (select count(*) from pg_policy p where p.polrelid = c.oid)::int as policies
        from pg_class c where c.relnamespace = 'public'::regnamespace and c.relrowsecurity and c.relforcerowsecurity`)
    )
    const byName = new Map(guarded.map((g) => [g.relname, g.policies]))
    for (const table of tables) expect(byName.get(table), table).toBeGreaterThan(0)
  })

  it('in a transaction for tenant A: its own row, none of B’s to read, change or delete', async () => {
    for (const table of tables) {
      await withDbScope({ tenantId: A }, () =>
        database.app.transaction(async (tx) => {
          expect({ table, mine: await count(tx, `select count(*) n from "${table}"`) }).toEqual({ table, mine: 1 })
          expect({ table, theirs: await count(tx, `select count(*) n from "${table}" where tenant_id = '${B}'`) }).toEqual({ table, theirs: 0 })
          const updated = rows(await tx.execute(sql.raw(`update "${table}" set tenant_id = tenant_id where tenant_id = '${B}' returning 1`)))
          const deleted = rows(await tx.execute(sql.raw(`delete from "${table}" where tenant_id = '${B}' returning 1`)))
          expect({ table, updated: updated.length, deleted: deleted.length }).toEqual({ table, updated: 0, deleted: 0 })
        })
      )
      // The owner still sees B's row: nothing was touched.
      expect({ table, b: await count(database.db, `select count(*) n from "${table}" where tenant_id = '${B}'`) }).toEqual({ table, b: 1 })
    }
  })

  it('in a lone statement for tenant A (its own pool, no transaction: decision 065): its own row, none of B’s to read, change or delete', async () => {
    for (const table of tables) {
      const mine = await inScope({ tenantId: A }, () => count(database.app, `select count(*) n from "${table}"`))
      const theirs = await inScope({ tenantId: A }, () => count(database.app, `select count(*) n from "${table}" where tenant_id = '${B}'`))
      const updated = rows(await inScope({ tenantId: A }, () => database.app.execute(sql.raw(`update "${table}" set tenant_id = tenant_id where tenant_id = '${B}' returning 1`))))
      const deleted = rows(await inScope({ tenantId: A }, () => database.app.execute(sql.raw(`delete from "${table}" where tenant_id = '${B}' returning 1`))))
      expect({ table, mine, theirs, updated: updated.length, deleted: deleted.length }).toEqual({ table, mine: 1, theirs: 0, updated: 0, deleted: 0 })
      // B's own statements, between A's on the same server, see B's row and never A's.
      expect({ table, b: await inScope({ tenantId: B }, () => count(database.app, `select count(*) n from "${table}" where tenant_id = '${A}'`)) }).toEqual({ table, b: 0 })
    }
    // Each tenant's statements run on connections that carry that tenant and nothing more, outside any transaction.
    const setting = (scope: DbScope) =>
      inScope(scope, () =>
        database.app.execute(
          sql`select current_setting('excursio.tenant_id', true) as tenant, nullif(current_setting('excursio.scope', true), '') as every, now() = statement_timestamp() as lone`
        )
      ).then((result) => rows<{ tenant: string; every: string | null; lone: boolean }>(result)[0])
    const [a, b] = await Promise.all([setting({ tenantId: A }), setting({ tenantId: B })])
    expect({ a, b }).toEqual({ a: { tenant: A, every: null, lone: true }, b: { tenant: B, every: null, lone: true } })
    // Its rows come back as the shared pool's do (the workers' scope goes there): a date as text, not a Date object.
    const read = (scope: DbScope) =>
      inScope(scope, () => database.app.execute(sql`select date '2026-12-06' as day, timestamptz '2026-12-06 10:30:00+00' as at`)).then(
        (result) => rows<{ day: unknown; at: unknown }>(result)[0]
      )
    const [lone, shared] = await Promise.all([read({ tenantId: A }), read({ every: 'system' })])
    expect({ lone, day: typeof lone!.day }).toEqual({ lone: shared, day: 'string' })
  })

  it('in a transaction for tenant A: a row for B is refused, added or moved there', async () => {
    for (const table of tables) {
      const insert = await reason(inScope({ tenantId: A }, () => database.app.execute(sql.raw(insertOf(table, B)))))
      const move = await reason(inScope({ tenantId: A }, () => database.app.execute(sql.raw(`update "${table}" set tenant_id = '${B}' where tenant_id = '${A}'`))))
      expect({ table, insert, move }).toEqual({
        table,
        insert: `new row violates row-level security policy for table "${table}"`,
        move: `new row violates row-level security policy for table "${table}"`,
      })
    }
  })

  it('with no scope set: no row at all, through the app’s client or a bare transaction', async () => {
    for (const table of tables) {
      expect({ table, n: await count(database.app, `select count(*) n from "${table}"`) }).toEqual({ table, n: 0 })
      const bare = await database.app.transaction((tx) => count(tx, `select count(*) n from "${table}"`))
      expect({ table, bare }).toEqual({ table, bare: 0 })
      const insert = await reason(database.app.execute(sql.raw(insertOf(table, A))))
      expect({ table, insert }).toEqual({ table, insert: `new row violates row-level security policy for table "${table}"` })
    }
  })

  it('in the workers’ system scope: both tenants’ rows', async () => {
    for (const table of tables) {
      expect({ table, n: await inScope({ every: 'system' }, () => count(database.app, `select count(*) n from "${table}" where tenant_id in ('${A}', '${B}')`)) }).toEqual({ table, n: 2 })
    }
  })
})

describe('the partner hub’s supplier scope', () => {
  const s1 = '00000000-0000-4000-8000-000000000001'
  const s2 = '00000000-0000-4000-8000-000000000002'
  const e1 = '00000000-0000-4000-8000-0000000000e1'
  const e2 = '00000000-0000-4000-8000-0000000000e2'
  const o1 = '00000000-0000-4000-8000-0000000000a1'
  const o2 = '00000000-0000-4000-8000-0000000000a2'

  beforeAll(async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      for (const [supplier, experience] of [
        [s1, e1],
        [s2, e2],
      ] as const) {
        await tx.execute(sql.raw(insertOf('suppliers', null, { id: quote(supplier) })))
        await tx.execute(sql.raw(insertOf('experiences', null, { id: quote(experience), supplier_id: quote(supplier) })))
      }
      // One order of tenant A per supplier, each with one booking of that supplier's experience, and its payment.
      for (const [order, experience] of [
        [o1, e1],
        [o2, e2],
      ] as const) {
        await tx.execute(sql.raw(insertOf('orders', A, { id: quote(order) })))
        await tx.execute(sql.raw(insertOf('bookings', A, { order_id: quote(order), experience_id: quote(experience) })))
        await tx.execute(sql.raw(insertOf('payments', A, { order_id: quote(order) })))
      }
    })
  })

  it('sees its own bookings, their orders and payments, across tenants, and not another supplier’s', async () => {
    await withDbScope({ supplierIds: [s1] }, () =>
      database.app.transaction(async (tx) => {
        const seen = async (table: string, column: string) => rows<{ id: string }>(await tx.execute(sql.raw(`select ${column} as id from "${table}"`))).map((r) => r.id)
        expect(await seen('bookings', 'experience_id')).toEqual([e1])
        expect(await seen('orders', 'id')).toEqual([o1])
        expect(await seen('payments', 'order_id')).toEqual([o1])
        expect(await count(tx, `select count(*) n from carts`)).toBe(0)
        expect(await count(tx, `select count(*) n from users`)).toBe(0)
        const changed = rows(await tx.execute(sql.raw(`update orders set updated_at = now() where id = '${o2}' returning 1`)))
        expect(changed).toHaveLength(0)
      })
    )
  })
})
