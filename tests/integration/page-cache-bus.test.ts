// The page cache across servers (decision 052), on real PostgreSQL: two page caches, each behind its own connection
// (as two app servers are), and a change committed through one empties the affected tenant's pages in both within a
// second; a rolled-back change empties nothing; a listener whose connection is cut reconnects and forgets everything.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenForPageChanges, PAGE_CACHE_CHANNEL, tenantsSelling, type PageChange } from '../../app/http/page-cache-bus.server'
import { confirmHeldSeats, holdSeats, returnBookedSeats } from '../../app/models/cart/holds.server'
import { publishCatalogueChange } from '../../app/models/catalogue/catalogue-events.server'
import { createPageCache } from '../../app/http/page-cache.server'
import type { TenantConfig } from '../../app/domain/tenant-config'
import type { RequestContext } from '../../app/utils/context'
import { openDatabase, type Database } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { allowConsoleError } from '../helpers/console-guard'
import { createSeededTestDatabase, isPostgresReachable, type TestDatabase } from '../helpers/database'

const postgresReachable = await isPostgresReachable()
const SECOND = 1000

// Two tenants: one sells every supplier, one sells a supplier the change is not about.
const tenants = [
  { id: 'everything', catalogue: { suppliers: 'all' } },
  { id: 'elsewhere', catalogue: { suppliers: ['nobody-sells-this'] } },
] as unknown as TenantConfig[]

/** One app server's page cache: a tiny app whose pages count their renders, listening on its own connection. */
async function startServer(database: Database) {
  const cache = createPageCache({ ttlSeconds: 3600 })
  const changes: PageChange[] = []
  const stopListening = await listenForPageChanges({
    listen: database.listen,
    invalidate: (change) => {
      changes.push(change)
      return change === 'all' ? cache.clear() : cache.clearTenants(tenantsSelling(tenants, change.suppliers))
    },
  })
  let renders = 0
  const app = express()
  app.use((req, res, next) => {
    const tenant = tenants.find((t) => t.id === req.headers['x-tenant'])!
    res.locals.context = { tenant, locale: 'en', currency: 'EUR', localeNotEnabled: false } as unknown as RequestContext
    next()
  })
  app.use(cache.middleware)
  app.get('*', (_req, res) => void res.type('text/html').send(`<p>render ${++renders}</p>`))
  const server = http.createServer(app).listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const state = async (tenant: string) => (await fetch(`${base}/experiences`, { headers: { 'x-tenant': tenant } })).headers.get('x-page-cache')
  return {
    cache,
    changes,
    state,
    /** Both tenants' pages rendered and kept. */
    fill: async () => {
      for (const tenant of ['everything', 'elsewhere']) {
        await state(tenant)
        expect(await state(tenant)).toBe('HIT')
      }
    },
    close: async () => {
      await stopListening()
      await new Promise((r) => server.close(r))
    },
  }
}

/** Waits up to `ms` for `done`, reading again every 10 ms; returns the last reading. */
async function within<T>(ms: number, read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe.skipIf(!postgresReachable)('the page cache across servers (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: TestDatabase
  let other: Database
  let serverA: Awaited<ReturnType<typeof startServer>>
  let serverB: Awaited<ReturnType<typeof startServer>>
  let slot: { id: string; supplierSlug: string; supplierId: string }

  beforeAll(async () => {
    database = await createSeededTestDatabase('page_cache_bus', { requirePostgres: true })
    other = await openDatabase({ url: database.url! })
    serverA = await startServer(database)
    serverB = await startServer(other)
    const [row] = await database.db
      .select({ id: s.availabilitySlots.id, supplierSlug: s.suppliers.slug, supplierId: s.suppliers.id })
      .from(s.availabilitySlots)
      .innerJoin(s.options, eq(s.options.id, s.availabilitySlots.optionId))
      .innerJoin(s.experiences, eq(s.experiences.id, s.options.experienceId))
      .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
      .where(sql`${s.availabilitySlots.held} + ${s.availabilitySlots.booked} + 1 <= ${s.availabilitySlots.capacity} and ${s.availabilitySlots.startsAt} > now()`)
      .limit(1)
    slot = row!
  })

  afterAll(async () => {
    await serverA?.close()
    await serverB?.close()
    await other?.close()
    await database?.drop()
  })

  it('a seat taken through one connection empties the pages of the tenants selling it on both servers within a second', async () => {
    await serverA.fill()
    await serverB.fill()
    // A hold, as checkout takes one (holds.server.ts): the trigger notifies from inside the transaction.
    await database.db.transaction(async (tx) => expect(await holdSeats(tx, slot.id, 1)).toBe(true))
    for (const server of [serverB, serverA]) {
      expect(
        await within(
          SECOND,
          () => server.state('everything'),
          (state) => state === 'MISS',
        ),
      ).toBe('MISS')
      // The tenant that does not sell this supplier keeps its pages.
      expect(await server.state('elsewhere')).toBe('HIT')
    }
    expect(serverB.changes.at(-1)).toEqual({ suppliers: new Set([slot.supplierSlug]) })
  })

  it('seats moving from held to booked (a payment confirming its hold) change no page and send nothing', async () => {
    const before = serverB.changes.length
    // A payment confirming its hold (holds.server.ts).
    await database.db.transaction((tx) => confirmHeldSeats(tx, slot.id, 1))
    // Notifications arrive in commit order: once this marker is in, anything the update sent is too.
    await database.db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, 'supplier:marker')`)
    await within(
      SECOND,
      () => serverB.changes.length,
      (n) => n > before,
    )
    expect(serverB.changes.slice(before)).toEqual([{ suppliers: new Set(['marker']) }])
  })

  it('a cancellation giving its seat back empties the pages on both servers within a second', async () => {
    await serverA.fill()
    await serverB.fill()
    // As cancel-booking.server.ts gives a booked seat back (holds.server.ts).
    await database.db.transaction((tx) => returnBookedSeats(tx, { slotId: slot.id, quantity: 1, orderId: randomUUID() }))
    for (const server of [serverB, serverA])
      expect(
        await within(
          SECOND,
          () => server.state('everything'),
          (state) => state === 'MISS',
        ),
      ).toBe('MISS')
    expect(await serverB.state('elsewhere')).toBe('HIT')
  })

  it('a change rolled back sends nothing; a burst in one transaction arrives as one', async () => {
    const before = serverB.changes.length
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(s.availabilitySlots).set({ status: 'CLOSED' }).where(eq(s.availabilitySlots.id, slot.id))
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await database.db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, 'supplier:marker')`)
    await within(
      SECOND,
      () => serverB.changes.length,
      (n) => n > before,
    )
    expect(serverB.changes.slice(before)).toEqual([{ suppliers: new Set(['marker']) }])

    // Every departure of the supplier changed twice in one transaction: one notification.
    await serverB.fill()
    const burst = serverB.changes.length
    const touched = await database.db.transaction(async (tx) => {
      const rows = await tx.execute(sql`update availability_slots a set capacity = capacity + 1 from options o join experiences e on e.id = o.experience_id
        where o.id = a.option_id and e.supplier_id = ${slot.supplierId}::uuid returning a.id`)
      await tx.execute(sql`update availability_slots a set capacity = capacity - 1 from options o join experiences e on e.id = o.experience_id
        where o.id = a.option_id and e.supplier_id = ${slot.supplierId}::uuid`)
      return (rows as unknown as unknown[]).length
    })
    expect(touched).toBeGreaterThan(10)
    await database.db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, 'supplier:marker')`)
    await within(
      SECOND,
      () => serverB.changes.length,
      (n) => n > burst,
    )
    // The supplier's change and the marker are gathered into one invalidation, or arrive as two; never hundreds.
    const arrived = serverB.changes.slice(burst)
    expect(arrived.length).toBeLessThanOrEqual(2)
    expect(arrived.flatMap((c) => (c === 'all' ? ['all'] : [...c.suppliers]))).toEqual(expect.arrayContaining([slot.supplierSlug, 'marker']))
    expect(
      await within(
        SECOND,
        () => serverB.state('everything'),
        (state) => state === 'MISS',
      ),
    ).toBe('MISS')
  })

  it("a seat added by another process (another app server) empties both servers' pages within a second", async () => {
    await serverA.fill()
    await serverB.fill()
    // A separate node process, its own connection, its own transaction: the supplier adds a seat.
    const code = `import postgres from 'postgres'
      const sql = postgres(process.env.URL, { max: 1, onnotice: () => {} })
      await sql.begin((tx) => tx\`update availability_slots set capacity = capacity + 1 where id = \${process.env.SLOT}\`)
      await sql.end()`
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, URL: database.url!, SLOT: slot.id }, stdio: 'inherit' })
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0)
    for (const server of [serverA, serverB]) {
      expect(
        await within(
          SECOND,
          () => server.state('everything'),
          (state) => state === 'MISS',
        ),
      ).toBe('MISS')
      expect(await server.state('elsewhere')).toBe('HIT')
    }
  })

  it('a catalogue edit published after its commit reaches the other server', async () => {
    await serverB.fill()
    await publishCatalogueChange(database.db, { supplierId: slot.supplierId, what: 'experience' })
    expect(
      await within(
        SECOND,
        () => serverB.state('everything'),
        (state) => state === 'MISS',
      ),
    ).toBe('MISS')
    expect(await serverB.state('elsewhere')).toBe('HIT')
    expect(serverB.changes.at(-1)).toEqual({ suppliers: new Set([slot.supplierSlug]) })
  })

  it('a listener whose connection is cut reconnects, forgets every page (it may have missed a change), and hears the next', async () => {
    allowConsoleError(/lost the LISTEN connection/)
    await serverB.fill()
    const before = serverB.changes.length
    // Every LISTEN connection of this database but A's is cut: B's listener (A's answers the second query below).
    const [listenerA] = (await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%' order by backend_start limit 1`,
    )) as unknown as Array<{ pid: number }>
    const cut = (await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> ${listenerA!.pid} and pid <> pg_backend_pid()`,
    )) as unknown as unknown[]
    expect(cut.length).toBe(1)
    const changes = await within(
      5 * SECOND,
      () => serverB.changes.slice(before),
      (c) => c.includes('all'),
    )
    expect(changes).toContain('all')
    expect(await serverB.state('everything')).toBe('MISS')
    expect(await serverB.state('elsewhere')).toBe('MISS')
    await serverB.fill()
    await database.db
      .update(s.availabilitySlots)
      .set({ held: sql`${s.availabilitySlots.held} + 1` })
      .where(eq(s.availabilitySlots.id, slot.id))
    expect(
      await within(
        SECOND,
        () => serverB.state('everything'),
        (state) => state === 'MISS',
      ),
    ).toBe('MISS')
  })
})

describe('the page cache on the embedded PGlite default (one process)', () => {
  it('hears what a committed transaction notifies, and not what a rolled-back one did', async () => {
    // No tables needed to show the path: the trigger notifies exactly like this inside the change's transaction.
    const lite = await openDatabase({ dataDir: 'memory://' })
    const changes: PageChange[] = []
    const stop = await listenForPageChanges({ listen: lite.listen, invalidate: (change) => void changes.push(change) })
    try {
      await expect(
        lite.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, 'supplier:rolled-back')`)
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      await lite.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, 'supplier:desert-tours')`)
      })
      expect(
        await within(
          SECOND,
          () => changes.length,
          (n) => n > 0,
        ),
      ).toBe(1)
      expect(changes).toEqual([{ suppliers: new Set(['desert-tours']) }])
    } finally {
      await stop()
      await lite.close()
    }
  })
})
