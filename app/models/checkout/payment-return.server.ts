// The buyer's return from the payment page: ask the provider what happened and apply it through the same
// fulfilment as the webhook, so the outcome screen rarely has to wait for the webhook.
import { and, desc, eq } from 'drizzle-orm'
import { orders, payments } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { PAYMENT_FAILURE_REASONS, type OrderView, type PaymentFailureReason, type PaymentProvider } from '../../domain/booking-contract'
import type { ProviderLookup } from '../../domain/booking-contract'
import { findSessionPayment } from './session.server'
import { handlePaymentEvent } from './fulfilment.server'
import { getOrderView } from '../orders/orders.server'

export async function refreshOrderPayment(ctx: RequestContext, purchaseId: string, providers: ProviderLookup = ctx.payments): Promise<OrderView | null> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId)))
  if (!order) return null
  if (order.status === 'PENDING_PAYMENT' || order.status === 'PROCESSING') {
    const payment = await findSessionPayment(ctx.db, order)
    if (payment?.status === 'PENDING' && payment.providerReference) {
      try {
        const event = await providers(order.tenantId, payment.provider as PaymentProvider['id']).retrieveOutcome(payment.providerReference)
        if (event && event.purchaseId === purchaseId && event.tenantId === ctx.tenant.id) await handlePaymentEvent(ctx.db, event, { providers })
      } catch (error) {
        // The screen keeps polling; the webhook or the reconciliation worker will bring the outcome.
        console.warn(`[payments] outcome of ${purchaseId} not available yet: ${(error as Error).message}`)
      }
    }
  }
  return getOrderView(ctx, purchaseId)
}

/**
 * Why this order's last card payment failed, as the provider's event reported it: one of the fixed reasons, or
 * null when none failed (the buyer left the payment page) or the provider gave no reason the buyer can act on.
 */
export async function paymentFailureReason(ctx: RequestContext, purchaseId: string): Promise<Exclude<PaymentFailureReason, 'other'> | null> {
  const [failed] = await ctx.db
    .select({ rawEvent: payments.rawEvent })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId), eq(payments.tenantId, ctx.tenant.id), eq(payments.status, 'FAILED')))
    .orderBy(desc(payments.updatedAt))
    .limit(1)
  const reason = (failed?.rawEvent as { failureReason?: unknown } | null | undefined)?.failureReason
  const known = PAYMENT_FAILURE_REASONS.find((r) => r === reason)
  return known && known !== 'other' ? known : null
}
