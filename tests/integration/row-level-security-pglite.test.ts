// The embedded default under row-level security (decision 055): PGlite has one superuser connection, so the app's
// handle switches to the app role inside each transaction. The same policies hold: a tenant's scope reads its rows
// only and cannot write another's, no scope reads nothing, and the owner's handle (migrations, seed) sees all.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { APP_ROLE, migrateDatabase, openDatabase, withDbScope, type Database, type DbScope } from '../../app/utils/db.server'

let database: Database
const inScope = <T>(scope: DbScope | undefined, query: () => PromiseLike<T>) => (scope ? withDbScope(scope, async () => await query()) : query())
const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
const counters = async (scope: DbScope | undefined) =>
  rows<{ tenant_id: string; who: string }>(await inScope(scope, () => database.app.execute(sql`select tenant_id, current_user as who from document_counters order by tenant_id`)))

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  await database.db.execute(sql`insert into document_counters (tenant_id, kind, next) values ('a', 'invoice', 1), ('b', 'invoice', 1)`)
}, 120_000)
afterAll(() => database?.close())

it('on PGlite, a tenant’s scope reads its own rows as the app role, writes none of another’s, and no scope reads nothing', async () => {
  expect(database.kind).toBe('pglite')
  expect(await counters({ tenantId: 'a' })).toEqual([{ tenant_id: 'a', who: APP_ROLE }])
  expect(await counters(undefined)).toEqual([])
  expect(await counters({ every: 'system' })).toEqual([
    { tenant_id: 'a', who: APP_ROLE },
    { tenant_id: 'b', who: APP_ROLE },
  ])
  const refused = await inScope({ tenantId: 'a' }, () => database.app.execute(sql`insert into document_counters (tenant_id, kind, next) values ('b', 'credit_note', 1)`)).then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => (error.cause ?? error).message
  )
  expect(refused).toBe('new row violates row-level security policy for table "document_counters"')
  const moved = rows(await inScope({ tenantId: 'a' }, () => database.app.execute(sql`update document_counters set next = next + 1 where tenant_id = 'b' returning 1`)))
  expect(moved).toEqual([])
  // The owner's handle is untouched by the app's role switches: it sees both tenants.
  expect(rows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n, current_user as who from document_counters`))).toEqual([{ n: 2, who: 'postgres' }])
})
