// `[DATABASE_URL=…] npx tsx scripts/bench-db-scope.ts [--n 2000] [--concurrency 10]`: what row-level security costs
// a query (decision 055). The same statements through the owner's connection (no scope: what the app did before)
// and through the app's (role excursio_app, each statement in a transaction that first sets the scope), one after
// the other (latency) and from `concurrency` loops at once (throughput). Run it on a migrated database (npm run
// db:migrate, or a seeded one); without DATABASE_URL it measures the embedded PGlite under .data/.
// `… --pages [--runs 40]` (after `npm run build`, PostgreSQL): whole uncached pages of the built app on a temporary
// seeded database, served once through the app's role and once through the owner's handle, one request at a time.
import http from 'node:http'
import { sql } from 'drizzle-orm'
import { APP_ROLE, currentDbScope, migrateDatabase, openDatabase, scopedClient, withDbScope, type Db } from '../app/utils/db.server'
import * as schema from '../drizzle/schema/index'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const N = arg('n', 2000)
const CONCURRENCY = arg('concurrency', 10)
const TENANT = 'deira'

if (process.argv.includes('--pages')) {
  await benchPages(arg('runs', 40))
  process.exit(0)
}

const database = await openDatabase()
await migrateDatabase(database)

type Case = { name: string; run: (db: Db) => Promise<unknown> }
const cases: Case[] = [
  { name: 'select 1', run: (db) => db.execute(sql`select 1`) },
  { name: 'tenant rows (orders of a tenant)', run: (db) => db.execute(sql`select id, number, status from orders where tenant_id = ${TENANT} order by created_at desc limit 20`) },
  {
    name: 'transaction of 3 statements',
    run: (db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from carts where tenant_id = ${TENANT}`)
        await tx.execute(sql`select count(*) from orders where tenant_id = ${TENANT}`)
        await tx.execute(sql`select 1`)
      }),
  },
]

/** Milliseconds per operation, sequential, and operations per second from `CONCURRENCY` loops. */
async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await run()
  const started = performance.now()
  for (let i = 0; i < N; i++) await run()
  const sequential = (performance.now() - started) / N
  let left = N
  const loop = async () => {
    while (left-- > 0) await run()
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, loop))
  const perSecond = N / ((performance.now() - began) / 1000)
  return { sequential, perSecond }
}

console.log(`${database.kind}, ${N} operations each, ${CONCURRENCY} at once for throughput`)
console.log('case | owner ms/op | app ms/op | added ms/op | owner op/s | app op/s')
for (const c of cases) {
  const owner = await measure(() => c.run(database.db))
  // Awaited inside the scope: a Drizzle query is lazy and reads the scope when it runs.
  const app = await measure(() => withDbScope({ tenantId: TENANT }, async () => await c.run(database.app)))
  console.log([c.name, owner.sequential.toFixed(3), app.sequential.toFixed(3), (app.sequential - owner.sequential).toFixed(3), owner.perSecond.toFixed(0), app.perSecond.toFixed(0)].join(' | '))
}
await database.close()

function get(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

async function benchPages(runs: number) {
  process.env.NODE_ENV = 'production'
  const { createSeededTestDatabase } = await import('../tests/helpers/database')
  const { createServer } = await import('../server')
  const database = await createSeededTestDatabase('bench_db_scope', { requirePostgres: true })
  const pages = ['/', '/experiences', '/experiences/dubai-evening-desert-safari']
  const host = 'deira.localhost'
  try {
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    // The owner's handle as the app's: what every request did before row-level security. Both servers run at once
    // and take turns, so the machine's other load falls on both alike.
    // The app's handle as openDatabase builds it, with a count of what Drizzle asks of it: lone statements and transactions.
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const client = postgres(database.url!, { max: 10, onnotice: () => {}, connection: { role: APP_ROLE } })
    const counted = { statements: 0, transactions: 0 }
    const scoped = scopedClient(client, currentDbScope)
    const counting = new Proxy(scoped, {
      get: (target, prop, receiver) =>
        prop === 'unsafe'
          ? (counted.statements++, Reflect.get(target, prop, receiver))
          : prop === 'begin'
          ? (counted.transactions++, Reflect.get(target, prop, receiver))
          : Reflect.get(target, prop, receiver),
    })
    const appDb = drizzle(counting, { schema, casing: 'snake_case' }) as unknown as Db
    const servers = await Promise.all(
      [database.db, appDb].map(async (db) => {
        const server = (await createServer({ database: { ...database, app: db }, tenantsDir: 'tenants', quiet: true, pageCacheSeconds: 0 })).listen(0)
        await new Promise((resolve) => server.once('listening', resolve))
        return { server, port: (server.address() as { port: number }).port }
      })
    )
    const results: Record<string, { owner: number; app: number; statements: number; transactions: number }> = {}
    for (const page of pages) {
      for (const { port } of servers) for (let i = 0; i < 5; i++) if ((await get(port, page, host)) !== 200) throw new Error(`${page} did not answer 200`)
      counted.statements = counted.transactions = 0
      await get(servers[1]!.port, page, host)
      const { statements, transactions } = counted
      const times: [number[], number[]] = [[], []]
      for (let i = 0; i < runs; i++) {
        for (const [k, { port }] of servers.entries()) {
          const started = performance.now()
          await get(port, page, host)
          times[k]!.push(performance.now() - started)
        }
      }
      results[page] = { owner: median(times[0]), app: median(times[1]), statements, transactions }
    }
    for (const { server } of servers) await new Promise((resolve) => server.close(resolve))
    await client.end()
    console.log(`uncached pages of deira, median of ${runs} sequential requests`)
    console.log('page | statements outside a transaction | transactions | owner ms | app role ms | added ms')
    for (const page of pages) {
      const r = results[page]!
      console.log([page, r.statements, r.transactions, r.owner.toFixed(1), r.app.toFixed(1), (r.app - r.owner).toFixed(1)].join(' | '))
    }
  } finally {
    await database.drop()
  }
}
