// Cancellation policies as rows nobody edits (decision 051): an option points at the row whose terms it sells
// under; new terms find an identical row (the platform's shared ones first, then the supplier's own) or become a
// new row owned by the supplier. A booking freezes its terms at checkout (orders.cancellation_policy), and an
// older booking without that snapshot still reads its option's row, which therefore never changes under it.
import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { cancellationPolicies } from '../../../../drizzle/schema/index'
import type { Db } from '../../../utils/db.server'
import { PolicySchema, policyTerms, ruleMinutes, type PolicyTerms } from '../../../domain/offers'
import type { LocalizedText } from '../../../../drizzle/schema/columns'

type Tx = Pick<Db, 'select' | 'insert'>

const key = (terms: PolicyTerms) => JSON.stringify([terms.kind, terms.freeCutoffHours, terms.rules.map((r) => [r.days, r.hours, r.minutes, r.penaltyPercent])])

/** The id of a policy with exactly these terms that `supplierId` may use, made (as the supplier's) when none exists. */
export async function resolvePolicy(tx: Tx, supplierId: string, terms: PolicyTerms): Promise<string> {
  const found = await tx
    .select({ id: cancellationPolicies.id, supplierId: cancellationPolicies.supplierId })
    .from(cancellationPolicies)
    .where(
      and(
        or(isNull(cancellationPolicies.supplierId), eq(cancellationPolicies.supplierId, supplierId)),
        eq(cancellationPolicies.kind, terms.kind),
        sql`${cancellationPolicies.rules} = ${JSON.stringify(terms.rules)}::jsonb`,
        sql`${cancellationPolicies.freeCutoffHours} is not distinct from ${terms.freeCutoffHours}`,
      ),
    )
  const shared = found.find((p) => p.supplierId === null) ?? found[0]
  if (shared) return shared.id
  // The slug is the terms' fingerprint, so two saves racing with the same new terms make one row.
  const slug = `supplier-${supplierId.slice(0, 8)}-${createHash('sha1').update(`${supplierId}:${key(terms)}`).digest('hex').slice(0, 16)}`
  await tx
    .insert(cancellationPolicies)
    .values({ slug, supplierId, kind: terms.kind, name: { en: policyName(terms) }, rules: terms.rules, freeCutoffHours: terms.freeCutoffHours })
    .onConflictDoNothing()
  const [row] = await tx.select({ id: cancellationPolicies.id }).from(cancellationPolicies).where(eq(cancellationPolicies.slug, slug))
  return row!.id
}

/** The policies `supplierId` may point an option at, among `ids`: the shared ones and its own. */
export async function usablePolicyIds(tx: Tx, supplierId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await tx
    .select({ id: cancellationPolicies.id })
    .from(cancellationPolicies)
    .where(and(inArray(cancellationPolicies.id, ids), or(isNull(cancellationPolicies.supplierId), eq(cancellationPolicies.supplierId, supplierId))))
  return new Set(rows.map((r) => r.id))
}

export type SharedPolicyInput = { id: string; slug: string; name: LocalizedText; terms: unknown }

/**
 * The platform's shared policies (the demo seed's), checked by the same schema as a supplier's: rows that exist are
 * left as they are (bookings may read them). Returns how many were new.
 */
export async function writeSharedPolicies(db: Tx, policies: SharedPolicyInput[]): Promise<number> {
  const rows = policies.map((p) => {
    const parsed = PolicySchema.safeParse(p.terms)
    if (!parsed.success) throw new Error(`Policy ${p.slug}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`)
    const terms = policyTerms(parsed.data)
    return { id: p.id, slug: p.slug, supplierId: null, name: p.name, kind: terms.kind, rules: terms.rules, freeCutoffHours: terms.freeCutoffHours }
  })
  if (!rows.length) return 0
  const inserted = await db.insert(cancellationPolicies).values(rows).onConflictDoNothing().returning({ id: cancellationPolicies.id })
  return inserted.length
}

/** A name for people reading the table; the hub and the shop describe a policy from its terms, in their language. */
function policyName(terms: PolicyTerms): string {
  if (terms.kind === 'non_refundable') return 'Non-refundable'
  const span = (r: PolicyTerms['rules'][number]) => (r.days ? `${r.days} d ` : '') + (r.hours ? `${r.hours} h ` : '') + (r.minutes ? `${r.minutes} min ` : '')
  if (terms.kind === 'free') return `Free cancellation up to ${terms.freeCutoffHours} hours before the start`
  const tiers = [...terms.rules].sort((a, b) => ruleMinutes(b) - ruleMinutes(a))
  return `Fees: ${tiers.map((r) => `${r.penaltyPercent}% within ${span(r).trim()}`).join(', ')}`
}
