// Cancellation terms an option refers to (spec §3): free, non-refundable, or penalty tiers.
import { jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { cancellationKind } from './enums'
import { id, type LocalizedText } from './columns'

/** A penalty that applies when cancelling less than days+hours+minutes before the start. */
export type CancellationRule = { days: number; hours: number; minutes: number; penaltyPercent: number }

/**
 * The policy a booking was made under, frozen at checkout (issue 14): a later edit of the option's policy row
 * does not change what cancelling an existing booking costs. The zone and start instant travel with it, so the
 * refund is decided from this value alone.
 */
export type CancellationSnapshot = {
  kind: 'free' | 'non_refundable' | 'percentage'
  rules: CancellationRule[]
  freeCutoffHours: number | null
  /** The experience's IANA zone, in which day thresholds are counted. */
  timeZone: string
  /** The slot's start, ISO 8601 UTC. */
  startsAt: string
}

export const cancellationPolicies = pgTable('cancellation_policies', {
  id: id(),
  slug: text().notNull().unique('cancellation_policies_slug_unique'),
  kind: cancellationKind().notNull(),
  name: jsonb().$type<LocalizedText>().notNull(),
  rules: jsonb().$type<CancellationRule[]>().notNull().default([]),
  /** For kind free: cancelling at least this many hours before the start costs nothing. */
  freeCutoffHours: smallint(),
})
