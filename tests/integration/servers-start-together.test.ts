// Several app servers on one database (issue 24): started at once on an empty database — or in a rolling deploy
// with a new migration — they apply each migration once and seed the demo once (advisory locks, decision 058);
// and a production server refuses to start without the secret they must share.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seedDatabase } from '../../drizzle/seed/index'
import { ADVISORY_LOCKS, migrateDatabase, openDatabase, type Database } from '../../app/utils/db.server'
import { createTestDatabase, isPostgresReachable } from '../helpers/database'

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as T[]
const journal = JSON.parse(readFileSync('drizzle/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
const postgresReachable = await isPostgresReachable()
const SERVERS = 4

describe.skipIf(!postgresReachable)('servers starting together on one PostgreSQL (skipped only when none is reachable)', () => {
  it('apply every migration once and seed the demo once, each server with its own pool', { timeout: 180_000 }, async () => {
    const empty = await createTestDatabase('start-together-empty', { requirePostgres: true })
    // createTestDatabase migrated it: start from nothing, as a new deployment does.
    await empty.db.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`)
    const servers = await Promise.all(Array.from({ length: SERVERS }, () => openDatabase({ url: empty.url! })))
    try {
      await Promise.all(servers.map((server) => migrateDatabase(server)))
      const [applied] = await rows<{ n: number }>(servers[0]!, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      expect(applied!.n).toBe(journal.entries.length)

      await Promise.all(servers.map((server) => server.exclusively(ADVISORY_LOCKS.demoSeed, () => seedDatabase(server.db))))
      const [experiences] = await rows<{ n: number; slugs: number }>(servers[0]!, sql`select count(*)::int as n, count(distinct slug)::int as slugs from experiences`)
      expect(experiences!.n).toBeGreaterThan(50)
      expect(experiences!.slugs).toBe(experiences!.n)
      const [departures] = await rows<{ n: number; distinct: number }>(
        servers[0]!,
        sql`select count(*)::int as n, count(distinct (option_id, starts_at))::int as distinct from availability_slots`,
      )
      expect(departures!.distinct).toBe(departures!.n)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await empty.drop()
    }
  })

  it('runs one lock holder at a time, and the next one only after the first has finished', async () => {
    const database = await createTestDatabase('start-together-lock', { requirePostgres: true })
    const other = await openDatabase({ url: database.url! })
    const events: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    try {
      const first = database.exclusively(ADVISORY_LOCKS.migrations, async () => {
        events.push('first in')
        await held
        events.push('first out')
      })
      while (!events.includes('first in')) await new Promise((r) => setImmediate(r))
      const second = other.exclusively(ADVISORY_LOCKS.migrations, async () => void events.push('second in'))
      // The second asks PostgreSQL and is told no: its connection has finished a try (PostgreSQL shows the last
      // query of an idle connection) and it has not gone in.
      for (;;) {
        const [tried] = await rows<{ n: number }>(
          database,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle' and query like 'select pg_try_advisory_lock%'`,
        )
        if (tried!.n >= 1) break
        await new Promise((r) => setTimeout(r, 20))
      }
      expect(events).toEqual(['first in'])
      release()
      await Promise.all([first, second])
      expect(events).toEqual(['first in', 'first out', 'second in'])
    } finally {
      await other.close()
      await database.drop()
    }
  })
})

describe('a production server without SESSION_SECRET', () => {
  it('refuses to start and says which setting to give, before touching the database', { timeout: 60_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '3299' }
    delete env.SESSION_SECRET
    const run = promisify(execFile)('npx', ['tsx', 'server.ts'], { env, timeout: 45_000 })
    const failure = await run.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain('Excursio did not start: SESSION_SECRET is not set')
    expect(failure?.stderr).toContain('openssl rand -base64 48')
    expect(failure?.stderr).not.toMatch(/ECONNREFUSED|at .*server\.ts/)
  })
})
