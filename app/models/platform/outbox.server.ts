// Work that must happen after a commit, written in the same transaction as the change that causes it: emails
// (queued by app/services/mail/enqueue.server.ts, delivered by its mail worker) and payment actions on the
// provider (refund, capture, release; delivered by processPaymentActions). A rolled-back order leaves no row, so nothing is sent for it.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { outbox } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'

/** `expire` closes the payment page of an order the buyer replaced (decision 017). */
export type PaymentAction = { action: 'refund' | 'capture' | 'release' | 'expire'; paymentId: string }

export async function enqueuePaymentAction(tx: Db, tenantId: string, action: PaymentAction): Promise<void> {
  await tx.insert(outbox).values({ tenantId, kind: 'payment', payload: action })
}

/**
 * Leases due rows of one kind: the update moves `available_at` past the lease, so a second worker (or the
 * request that wrote the row) does not take the same row while the first is working on it.
 */
export async function leaseOutbox(db: Db, kind: string, now: Date, options: { leaseMs?: number; limit?: number; tenantId?: string } = {}) {
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? 60_000))
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, kind),
        isNull(outbox.deliveredAt),
        // Rows are stamped with the database clock: a row written a moment ago is due even if `now` came from a slower app clock.
        lte(outbox.availableAt, sql`greatest(now(), ${now.toISOString()}::timestamptz)`),
        options.tenantId ? eq(outbox.tenantId, options.tenantId) : undefined,
      ),
    )
    .orderBy(outbox.availableAt)
    .limit(options.limit ?? 20)
    .for('update', { skipLocked: true })
  return db
    .update(outbox)
    .set({ availableAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, tenantId: outbox.tenantId, payload: outbox.payload, attempts: outbox.attempts })
}

export async function markDelivered(db: Db, id: string, now: Date): Promise<void> {
  await db.update(outbox).set({ deliveredAt: now, lastError: null }).where(eq(outbox.id, id))
}

/** Leaves the row for a later attempt, backing off with the number of attempts (capped at an hour). */
export async function markFailed(db: Db, id: string, attempts: number, error: unknown, now: Date): Promise<void> {
  const delayMs = Math.min(3_600_000, 30_000 * 2 ** Math.min(attempts, 10))
  await db
    .update(outbox)
    .set({ lastError: String(error instanceof Error ? error.message : error).slice(0, 500), availableAt: new Date(now.getTime() + delayMs) })
    .where(eq(outbox.id, id))
}
