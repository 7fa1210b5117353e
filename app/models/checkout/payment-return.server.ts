// The buyer's return from the payment page: ask the provider what happened and apply it through the same
// fulfilment as the webhook, so the outcome screen rarely has to wait for the webhook.
import { and, eq } from 'drizzle-orm'
import { orders } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { OrderView, PaymentProvider } from '../../domain/booking-contract'
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
