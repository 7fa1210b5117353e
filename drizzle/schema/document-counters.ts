// One counter row per tenant and document kind: the gap-free numbering of invoices and credit notes (ADR 032).
// A row lock held to commit, not a SEQUENCE, because a sequence keeps the numbers of rolled-back transactions.
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { tenantId } from './columns'
import { documentKind } from './enums'

export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: tenantId(),
    kind: documentKind().notNull(),
    /** The number the next document of this kind gets. */
    next: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
)
