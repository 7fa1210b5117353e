// The guest look-up: an order found by its number and the buyer's email, within the tenant. One query with both
// conditions, so a wrong reference and a wrong email cost the same and answer the same; both are rate-limited
// (by the visitor's address, and by the reference from any address) before the query runs.
import { and, eq } from 'drizzle-orm'
import { orders } from '../../../drizzle/schema/index'
import { addressKey } from '../../utils/client-address.server'
import type { RequestContext } from '../../utils/context'
import { consumeRateLimits, type RateLimit } from '../platform/rate-limit.server'

export const LOOKUP_LIMITS = {
  /** Guesses from one address: plenty for a traveller with a typo, too few to walk through references. */
  address: { name: 'order-lookup:address', points: 10, durationSeconds: 15 * 60 },
  /** Guesses at one reference from many addresses (a reference leaked without its email). */
  reference: { name: 'order-lookup:reference', points: 20, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>

type LookupResult = { kind: 'found'; purchaseId: string } | { kind: 'not_found' } | { kind: 'limited'; retryAfterSeconds: number }

/** `reference` already normalised and `email` lower-cased (OrderLookupSchema). */
export async function lookUpOrder(ctx: RequestContext, input: { reference: string; email: string }): Promise<LookupResult> {
  const limited = await consumeRateLimits(ctx.db, [
    { limit: LOOKUP_LIMITS.address, key: `${ctx.tenant.id}|${addressKey(ctx.clientIp)}` },
    { limit: LOOKUP_LIMITS.reference, key: `${ctx.tenant.id}|${input.reference}` },
  ])
  if (limited.limited) return { kind: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  // Emails are stored lower-cased by checkout (order-write.server.ts); the number is unique per tenant.
  const [row] = await ctx.db
    .select({ purchaseId: orders.purchaseId })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.number, input.reference), eq(orders.email, input.email)))
  return row ? { kind: 'found', purchaseId: row.purchaseId } : { kind: 'not_found' }
}
