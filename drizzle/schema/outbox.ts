// Work to do after a commit (emails, supplier webhooks), written in the same transaction as the
// change that caused it and delivered by a worker, so nothing is sent for a rolled-back order.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, tenantId, timestamptz } from './columns'

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: createdAt(),
    /** Not before this time; pushed back after each failed attempt. */
    availableAt: timestamptz().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    deliveredAt: timestamptz(),
    lastError: text(),
  },
  (t) => [
    index('outbox_pending_idx').on(t.availableAt).where(sql`delivered_at is null`),
    index('outbox_tenant_idx').on(t.tenantId),
  ],
)
