// Emails the worker gave up on (decision 053): after the last attempt a row is kept as a dead letter, with its last
// error and attempt count, instead of vanishing. Platform admins list them in the partner hub and put them back
// in the queue; the health endpoint counts them (outbox-health.server.ts). Platform-wide on purpose: only a
// platform admin reaches these, and a dead letter of any tenant is theirs to see.
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { outbox } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'

/** The outbox kind of an email (app/services/mail/enqueue.server.ts); only emails become dead letters. */
const EMAIL = 'email'

export type DeadLetter = { id: string; tenantId: string; to: string; kind: string; attempts: number; lastError: string | null; createdAt: Date; deadAt: Date }

/** The newest dead letters first, `limit` of them, and how many there are in all. */
export async function listDeadLetters(db: Db, options: { limit?: number } = {}): Promise<{ rows: DeadLetter[]; total: number }> {
  const dead = and(eq(outbox.kind, EMAIL), isNotNull(outbox.deadAt))
  const [rows, [all]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        tenantId: outbox.tenantId,
        // What the message says it is, read from the payload without parsing it: a payload that no longer
        // parses (the reason it died, perhaps) is listed all the same.
        to: sql<string>`coalesce(${outbox.payload}->>'to', '')`,
        kind: sql<string>`coalesce(${outbox.payload}->'hub'->>'type', ${outbox.payload}->>'kind', '')`,
        hub: sql<boolean>`${outbox.payload}->>'kind' = 'hub'`,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        deadAt: outbox.deadAt,
      })
      .from(outbox)
      .where(dead)
      .orderBy(desc(outbox.deadAt), desc(outbox.id))
      .limit(options.limit ?? 200),
    db.select({ n: count() }).from(outbox).where(dead),
  ])
  return { rows: rows.map(({ hub, ...row }) => ({ ...row, kind: hub ? `hub: ${row.kind}` : row.kind, deadAt: row.deadAt! })), total: all?.n ?? 0 }
}

/**
 * Puts dead letters back in the queue as new: no attempts, due now. Only rows that are dead at this moment change,
 * so a second click (or a second admin) resends nothing twice; the worker's lease sends each row once.
 * `ids` omitted: every dead letter. Returns how many went back.
 */
export async function resendDeadLetters(db: Db, ids?: string[]): Promise<number> {
  if (ids && !ids.length) return 0
  const rows = await db
    .update(outbox)
    .set({ deadAt: null, attempts: 0, availableAt: sql`now()` })
    .where(and(eq(outbox.kind, EMAIL), isNotNull(outbox.deadAt), ids ? inArray(outbox.id, ids) : undefined))
    .returning({ id: outbox.id })
  return rows.length
}
