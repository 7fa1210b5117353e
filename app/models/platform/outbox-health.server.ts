// What /healthz says about the outbox (decision 053): how many rows wait, how old the oldest is, how many emails
// died. A load balancer probes /healthz many times a second and `npm run bench` uses it as its baseline, so it
// never runs a query itself: it reads a snapshot that the first probe after `maxAgeMs` refreshes in the background.
import { sql } from 'drizzle-orm'
import { withDbScope, type Db } from '../../utils/db.server'

export type OutboxHealth = { undelivered: number; oldestUndeliveredSeconds: number; dead: number }

export async function readOutboxHealth(db: Db): Promise<OutboxHealth> {
  // Undelivered: waiting or being retried, not dead. One pass over the pending index's rows.
  const rows = (await db.execute(sql`
    select count(*) filter (where dead_at is null)::int as undelivered,
           coalesce(extract(epoch from now() - min(created_at) filter (where dead_at is null)), 0)::float8 as oldest,
           count(*) filter (where dead_at is not null)::int as dead
    from outbox where delivered_at is null`)) as unknown as Array<{ undelivered: number; oldest: number; dead: number }>
  const row = rows[0]!
  return { undelivered: Number(row.undelivered), oldestUndeliveredSeconds: Math.floor(Number(row.oldest)), dead: Number(row.dead) }
}

type SnapshotOptions = { maxAgeMs?: number; now?: () => number; read?: (db: Db) => Promise<OutboxHealth>; log?: (line: string) => void }

/** A snapshot older than this many refresh intervals is reported as stale (the refreshes keep failing or hang). */
const STALE_AFTER_INTERVALS = 3

export function createOutboxHealthSnapshot(db: Db, { maxAgeMs = 5_000, now = Date.now, read = readOutboxHealth, log = console.warn }: SnapshotOptions = {}) {
  let snapshot: { health: OutboxHealth; at: number } | null = null
  let refreshing: Promise<void> | null = null
  let lastAttemptAt = -Infinity
  let failing = false

  function refresh(): Promise<void> {
    lastAttemptAt = now()
    // The outbox of every tenant, whatever request happens to probe: the workers' scope (decision 055).
    refreshing ??= withDbScope({ every: 'system' }, () => read(db))
      .then(
        (health) => {
          snapshot = { health, at: now() }
          failing = false
        },
        (error: unknown) => {
          // Once per outage: a probe every second must not print a line every few seconds.
          if (!failing) log(`[health] outbox snapshot failed: ${(error as Error).message}`)
          failing = true
        }
      )
      .finally(() => (refreshing = null))
    return refreshing
  }

  return {
    /** Lines for /healthz, after `ok`; starts a refresh in the background when the snapshot is due. */
    lines(): string[] {
      if (!refreshing && now() - lastAttemptAt >= maxAgeMs) void refresh()
      if (!snapshot) return [failing ? 'outbox_snapshot unavailable' : 'outbox_snapshot pending']
      const age = Math.floor((now() - snapshot.at) / 1000)
      const { undelivered, oldestUndeliveredSeconds, dead } = snapshot.health
      return [
        `outbox_undelivered ${undelivered}`,
        // The oldest row was that old when the snapshot was taken; it is older by the snapshot's age now.
        `outbox_oldest_undelivered_seconds ${undelivered ? oldestUndeliveredSeconds + age : 0}`,
        `outbox_dead ${dead}`,
        `outbox_snapshot_age_seconds ${age}`,
        ...(now() - snapshot.at > STALE_AFTER_INTERVALS * maxAgeMs ? ['outbox_snapshot stale'] : []),
      ]
    },
    /** Takes a snapshot now (tests; a caller that wants the figures fresh). */
    refresh,
  }
}

export type OutboxHealthSnapshot = ReturnType<typeof createOutboxHealthSnapshot>
