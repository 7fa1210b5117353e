// Where emails go when no SMTP server is configured: kept here and shown at /_dev/mailbox
// (docs/decisions/011-dev-mailbox.md says when that page exists).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, tenantId } from './columns'
import { outbox } from './outbox'

export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    tenantId: tenantId(),
    /** Unique: the outbox row it came from is "sent" at most once, in the same transaction that marks it. */
    outboxId: uuid()
      .notNull()
      .unique()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    from: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mailbox_tenant_idx').on(t.tenantId, t.createdAt.desc())],
)
