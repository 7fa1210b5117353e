// Heals lost webhooks and crashes between the provider and the platform: payments still PENDING after a grace
// period are looked up at the provider and fed through handlePaymentEvent, which applies each outcome once.
import { and, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm'
import { orders, payments } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { ProviderLookup } from '../../domain/booking-contract'
import type { PaymentProvider } from '../../domain/booking-contract'
import { handlePaymentEvent } from './fulfilment.server'

/** A webhook normally arrives within seconds; only payments older than this are asked about. */
const RECONCILE_AFTER_SECONDS = 60
/** Sessions are abandoned long before this; older payments are no longer asked about. */
const GIVE_UP_AFTER_HOURS = 48

type ReconcileResult = { checked: number; applied: number }

export async function reconcilePayments(
  db: Db,
  providers: ProviderLookup,
  now: Date = new Date(),
  options: { afterSeconds?: number } = {},
): Promise<ReconcileResult> {
  const after = (options.afterSeconds ?? RECONCILE_AFTER_SECONDS) * 1000
  const pending = await db
    .select({ tenantId: payments.tenantId, provider: payments.provider, reference: payments.providerReference, purchaseId: orders.purchaseId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        inArray(payments.kind, ['authorise', 'capture']),
        eq(payments.status, 'PENDING'),
        isNotNull(payments.providerReference),
        inArray(orders.status, ['PENDING_PAYMENT', 'PROCESSING']),
        lt(payments.createdAt, new Date(now.getTime() - after)),
        gt(payments.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_HOURS * 3_600_000)),
      ),
    )
    .limit(100)
  let applied = 0
  for (const p of pending) {
    try {
      const provider = providers(p.tenantId, p.provider as PaymentProvider['id'])
      const event = await provider.retrieveOutcome(p.reference!)
      if (!event || event.purchaseId !== p.purchaseId || event.tenantId !== p.tenantId) continue
      const result = await handlePaymentEvent(db, event, { now, providers })
      if (result.status === 'processed') applied++
    } catch (error) {
      console.warn(`[payments] reconciling ${p.purchaseId} failed: ${(error as Error).message}`)
    }
  }
  return { checked: pending.length, applied }
}
