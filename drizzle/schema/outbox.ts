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
    /**
     * Set when the last attempt failed: a dead letter, kept with its error and attempt count until a platform
     * admin resends it from the partner hub (decision 053). The worker never takes a dead row.
     */
    deadAt: timestamptz(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.availableAt)
      .where(sql`delivered_at is null`),
    index('outbox_tenant_idx').on(t.tenantId),
    index('outbox_dead_idx')
      .on(t.deadAt)
      .where(sql`dead_at is not null`),
  ]
)
