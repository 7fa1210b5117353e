// The development mailbox: emails kept in a table instead of sent, shown at /_dev/mailbox when that page is
// enabled (docs/decisions/011-dev-mailbox.md). One row per outbox row: a repeated delivery is a no-op.
import { and, desc, eq, sql } from 'drizzle-orm'
import { devMailbox } from '../../../drizzle/schema/dev-mailbox'
import type { Db } from '../../utils/db.server'
import { formatAddress, type MailTransport } from './transport'

type Source = Record<string, string | undefined>

/**
 * The page exists only while no SMTP server is configured (then nothing real is kept there), and not in
 * production unless asked for with DEV_MAILBOX=on (the e2e server); DEV_MAILBOX=off hides it everywhere.
 */
export function isDevMailboxEnabled(source: Source = process.env): boolean {
  if (source.SMTP_URL || source.DEV_MAILBOX === 'off') return false
  return source.NODE_ENV !== 'production' || source.DEV_MAILBOX === 'on'
}

export function createDevMailboxTransport(): MailTransport {
  return {
    id: 'dev-mailbox',
    async send(email, db) {
      await db
        .insert(devMailbox)
        .values({ tenantId: email.tenantId, outboxId: email.outboxId, kind: email.kind, from: formatAddress(email.from), to: email.to, subject: email.subject, html: email.html, text: email.text })
        .onConflictDoNothing({ target: devMailbox.outboxId })
    },
  }
}

export type MailboxEntry = typeof devMailbox.$inferSelect

export async function listDevMailbox(db: Db, tenantId: string, options: { to?: string | null; limit?: number } = {}): Promise<Omit<MailboxEntry, 'html' | 'text'>[]> {
  return db
    .select({ id: devMailbox.id, tenantId: devMailbox.tenantId, outboxId: devMailbox.outboxId, kind: devMailbox.kind, from: devMailbox.from, to: devMailbox.to, subject: devMailbox.subject, createdAt: devMailbox.createdAt })
    .from(devMailbox)
    .where(and(eq(devMailbox.tenantId, tenantId), options.to ? sql`lower(${devMailbox.to}) = ${options.to.toLowerCase()}` : undefined))
    .orderBy(desc(devMailbox.createdAt))
    .limit(options.limit ?? 100)
}

export async function getDevMailboxEntry(db: Db, tenantId: string, id: string): Promise<MailboxEntry | null> {
  // The shape of a uuid, not just its characters: `----…` (36 dashes) made PostgreSQL fail the cast (a 500).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  const [entry] = await db
    .select()
    .from(devMailbox)
    .where(and(eq(devMailbox.id, id), eq(devMailbox.tenantId, tenantId)))
  return entry ?? null
}

/** The partner hub's mailbox (decision 044): every hub email, whatever tenant its booking belongs to. */
export async function listHubMailbox(db: Db, options: { to?: string | null; limit?: number } = {}): Promise<Omit<MailboxEntry, 'html' | 'text'>[]> {
  return db
    .select({ id: devMailbox.id, tenantId: devMailbox.tenantId, outboxId: devMailbox.outboxId, kind: devMailbox.kind, from: devMailbox.from, to: devMailbox.to, subject: devMailbox.subject, createdAt: devMailbox.createdAt })
    .from(devMailbox)
    .where(and(eq(devMailbox.kind, 'hub'), options.to ? sql`lower(${devMailbox.to}) = ${options.to.toLowerCase()}` : undefined))
    .orderBy(desc(devMailbox.createdAt))
    .limit(options.limit ?? 100)
}

export async function getHubMailboxEntry(db: Db, id: string): Promise<MailboxEntry | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  const [entry] = await db
    .select()
    .from(devMailbox)
    .where(and(eq(devMailbox.id, id), eq(devMailbox.kind, 'hub')))
  return entry ?? null
}
