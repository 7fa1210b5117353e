// The outbox's email worker. Due rows are claimed with FOR UPDATE SKIP LOCKED and leased (available_at
// pushed past any send's timeout) in one short statement, so two workers never take the same row and no
// lock is held while a mail server answers. A failed send is retried with growing pauses; after the last attempt
// the row becomes a dead letter (dead_at set, kept with its error) that platform admins resend from the hub (decision 053).
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { outbox } from '../../../drizzle/schema/outbox'
import { loadTenants } from '../../tenancy/load.server'
import type { TenantConfig } from '../../domain/tenant-config'
import { sendRequestedResetLinks } from '../../models/accounts/password-reset-requests.server'
import type { Db } from '../../utils/db.server'
import { env } from '../../utils/env.server'
import { emailBrand } from './brand.server'
import { createDevMailboxTransport } from './dev-mailbox.server'
import { EMAIL_OUTBOX_KIND } from './enqueue.server'
import { EmailMessageSchema } from './message-schema'
import { renderEmail } from './render'
import { renderHubEmail } from './render-hub'
import { createSmtpTransport } from './smtp.server'
import type { MailTransport } from './transport'

export const MAIL_BACKOFF_MS = [60, 300, 900, 3600, 10_800, 21_600, 43_200, 86_400].map((s) => s * 1000)
const MAIL_MAX_ATTEMPTS = MAIL_BACKOFF_MS.length
const LEASE_MS = 5 * 60_000

type DeliverOptions = { getTenant?: (id: string) => TenantConfig | undefined; now?: Date; batchSize?: number; from?: string }

export async function deliverOutbox(db: Db, transport: MailTransport, options: DeliverOptions = {}): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date()
  const getTenant = options.getTenant ?? defaultTenants()
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    // Due by the database's clock unless a test passes its own: rows get `available_at` from PostgreSQL's
    // microsecond clock, and a JavaScript Date (milliseconds) taken in the same millisecond is earlier.
    .where(
      and(eq(outbox.kind, EMAIL_OUTBOX_KIND), isNull(outbox.deliveredAt), isNull(outbox.deadAt), lte(outbox.availableAt, options.now ?? sql`clock_timestamp()`), lt(outbox.attempts, MAIL_MAX_ATTEMPTS))
    )
    .orderBy(asc(outbox.availableAt))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(outbox)
    .set({ availableAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning()

  let sent = 0
  for (const row of claimed) {
    try {
      const message = EmailMessageSchema.parse(row.payload)
      if (message.kind === 'hub') {
        // The partner hub's emails: its own look, no tenant's brand (a platform email has no tenant at all).
        const rendered = renderHubEmail(message.hub!, message.locale)
        const address = options.from ?? env.MAIL_FROM
        await transport.send({ ...rendered, outboxId: row.id, tenantId: row.tenantId, kind: message.kind, from: { name: 'Excursio Partners', address }, replyTo: address, to: message.to }, db)
        await db.update(outbox).set({ deliveredAt: new Date(), lastError: null }).where(eq(outbox.id, row.id))
        sent++
        continue
      }
      const tenant = getTenant(message.tenantId)
      if (!tenant) throw new Error(`tenant ${message.tenantId} is not loaded`)
      const rendered = renderEmail(message, await emailBrand(tenant))
      const from = { name: tenant.name, address: options.from ?? env.MAIL_FROM }
      await transport.send({ ...rendered, outboxId: row.id, tenantId: row.tenantId, kind: message.kind, from, replyTo: replyToOf(message, tenant.contact.email), to: message.to }, db)
      await db.update(outbox).set({ deliveredAt: new Date(), lastError: null }).where(eq(outbox.id, row.id))
      sent++
    } catch (error) {
      const pause = MAIL_BACKOFF_MS[row.attempts - 1] ?? MAIL_BACKOFF_MS.at(-1)!
      const reason = (error as Error).message.slice(0, 500)
      const dead = row.attempts >= MAIL_MAX_ATTEMPTS
      await db
        .update(outbox)
        .set({ availableAt: new Date(now.getTime() + pause), lastError: reason, deadAt: dead ? now : null })
        .where(eq(outbox.id, row.id))
      const next = dead ? 'kept as a dead letter: a platform admin can resend it from the partner hub (/admin/emails)' : `next try in ${Math.round(pause / 1000)} s`
      console.warn(`[mail] outbox ${row.id} (${row.tenantId}) via ${transport.id}: ${reason} (attempt ${row.attempts}, ${next})`)
    }
  }
  return { sent, failed: claimed.length - sent }
}

/** SMTP when SMTP_URL is set, else the development mailbox. */
function chooseMailTransport(): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : createDevMailboxTransport()
}

/** Polls the outbox for emails; the lead starts it from server.ts. Returns a stop function. */
export function startMailWorker(db: Db, options: DeliverOptions & { transport?: MailTransport; intervalMs?: number } = {}): () => void {
  const transport = options.transport ?? chooseMailTransport()
  if (transport.id === 'dev-mailbox' && env.NODE_ENV === 'production') console.warn('[mail] SMTP_URL is not set: emails are kept in the development mailbox, not sent')
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      // "Forgot password?" requests become reset emails here first (decision 019: the request itself only
      // queues, so its timing cannot tell which emails have accounts), then go out in the same tick.
      while ((await sendRequestedResetLinks(db)) >= 20);
      // Drain: keep going while full batches come back.
      while ((await deliverOutbox(db, transport, options)).sent >= (options.batchSize ?? 20));
    } catch (error) {
      console.error('[mail] outbox worker failed:', error)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), options.intervalMs ?? 2_000)
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}

let snapshot: Map<string, TenantConfig> | null = null
function defaultTenants(): (id: string) => TenantConfig | undefined {
  snapshot ??= new Map(loadTenants().tenants.map((t) => [t.id, t]))
  return (id) => snapshot!.get(id)
}

/** A contact message is answered to its sender with the mail client's Reply; every other email, to the tenant. */
function replyToOf(message: { kind: string; contact?: { email: string } }, tenantEmail: string): string {
  return message.kind === 'contact_received' && message.contact ? message.contact.email : tenantEmail
}
