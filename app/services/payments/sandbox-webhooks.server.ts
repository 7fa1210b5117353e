// The sandbox gateway's webhook sender: each queued event is posted, signed, until the platform answers 2xx,
// with growing pauses between attempts. Rows are claimed with a lease (FOR UPDATE SKIP LOCKED), so two
// workers never post the same event at once and nothing is held locked while the HTTP request runs.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { sandboxGatewayWebhooks } from '../../../drizzle/schema/sandbox-gateway'
import type { Db } from '../../utils/db.server'
import { env } from '../../utils/env.server'
import { SIGNATURE_HEADER, signatureHeader } from './signature.server'
import { postWebhook, type PostResult } from './webhook-http.server'

/** Pause after the n-th failed attempt; after the last one the event is given up (and kept, with its error). */
const WEBHOOK_BACKOFF_MS = [10, 30, 120, 600, 1800, 3600, 10_800, 21_600, 43_200, 86_400].map((s) => s * 1000)
const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MS.length
/** Longer than any request may take (10 s timeout), so a claimed row is never posted twice concurrently. */
const LEASE_MS = 60_000

type WebhookDeliveryOptions = {
  now?: Date
  secret?: string
  /** Deliver this event only (the page posts its own outcome at once, without waiting for the worker). */
  eventId?: string
  batchSize?: number
  post?: (url: string, body: string, headers: Record<string, string>) => Promise<PostResult>
}

export async function deliverSandboxWebhooks(db: Db, options: WebhookDeliveryOptions = {}): Promise<{ delivered: number; failed: number }> {
  const now = options.now ?? new Date()
  const t = sandboxGatewayWebhooks
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(isNull(t.deliveredAt), lte(t.availableAt, options.now ?? sql`clock_timestamp()`), lt(t.attempts, WEBHOOK_MAX_ATTEMPTS), options.eventId ? eq(t.id, options.eventId) : undefined))
    .orderBy(asc(t.availableAt))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(t)
    .set({ availableAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${t.attempts} + 1` })
    .where(inArray(t.id, due))
    .returning()

  const post = options.post ?? postWebhook
  const secret = options.secret ?? env.SANDBOX_WEBHOOK_SECRET
  let delivered = 0
  for (const row of claimed) {
    const result = await post(row.url, row.body, { [SIGNATURE_HEADER]: signatureHeader(secret, row.body, new Date()) })
    const ok = 'status' in result && result.status >= 200 && result.status < 300
    if (ok) {
      delivered++
      await db.update(t).set({ deliveredAt: new Date(), lastStatus: result.status, lastError: null }).where(eq(t.id, row.id))
      continue
    }
    const error = 'error' in result ? result.error : `answered HTTP ${result.status}`
    const pause = WEBHOOK_BACKOFF_MS[row.attempts - 1] ?? WEBHOOK_BACKOFF_MS.at(-1)!
    await db
      .update(t)
      .set({ availableAt: new Date(now.getTime() + pause), lastStatus: 'status' in result ? result.status : null, lastError: error.slice(0, 500) })
      .where(eq(t.id, row.id))
    const last = row.attempts >= WEBHOOK_MAX_ATTEMPTS ? ', giving up' : `, next try in ${Math.round(pause / 1000)} s`
    console.warn(`[sandbox-gateway] webhook ${row.id} to ${row.url}: ${error} (attempt ${row.attempts}${last})`)
  }
  return { delivered, failed: claimed.length - delivered }
}

/** Polls for due webhooks; the lead starts it from server.ts. Returns a stop function. */
export function startSandboxWebhookWorker(db: Db, options: { intervalMs?: number } = {}): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await deliverSandboxWebhooks(db)
    } catch (error) {
      console.error('[sandbox-gateway] webhook worker failed:', error)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), options.intervalMs ?? 5_000)
  timer.unref()
  return () => clearInterval(timer)
}
