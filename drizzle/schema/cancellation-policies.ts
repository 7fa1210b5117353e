// Cancellation terms an option refers to (spec §3): free, non-refundable, or penalty tiers.
import { jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { cancellationKind } from './enums'
import type { CancellationRule } from '../../app/domain/cancellation'
import { id, type LocalizedText } from './columns'

// The rule and snapshot types are the domain's (app/domain/cancellation.ts): the columns store them.
export type { CancellationRule, CancellationSnapshot } from '../../app/domain/cancellation'

export const cancellationPolicies = pgTable('cancellation_policies', {
  id: id(),
  slug: text().notNull().unique('cancellation_policies_slug_unique'),
  kind: cancellationKind().notNull(),
  name: jsonb().$type<LocalizedText>().notNull(),
  rules: jsonb().$type<CancellationRule[]>().notNull().default([]),
  /** For kind free: cancelling at least this many hours before the start costs nothing. */
  freeCutoffHours: smallint(),
})
