// Cancellation terms an option refers to (spec §3): free, non-refundable, or penalty tiers.
import { index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { cancellationKind } from './enums'
import type { CancellationRule } from '../../app/domain/cancellation'
import { id, type LocalizedText } from './columns'
import { suppliers } from './suppliers'

// The rule and snapshot types are the domain's (app/domain/cancellation.ts): the columns store them.
export type { CancellationRule, CancellationSnapshot } from '../../app/domain/cancellation'

// A row is never edited once an option points at it (decision 051): a supplier's new terms are a new row, so the
// terms an older booking was sold under stay readable. Null supplier: the platform's shared policies (the seed's).
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: id(),
    slug: text().notNull().unique('cancellation_policies_slug_unique'),
    /** The supplier that made these terms in the hub; null for the platform's shared policies. */
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: cancellationKind().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    rules: jsonb().$type<CancellationRule[]>().notNull().default([]),
    /** For kind free: cancelling at least this many hours before the start costs nothing. */
    freeCutoffHours: smallint(),
  },
  (t) => [index('cancellation_policies_supplier_idx').on(t.supplierId)],
)
