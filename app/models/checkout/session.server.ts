// The provider's hosted payment session for a placed order, opened after the order's transaction commits: a
// slow or failing provider then never holds row locks, and a failure leaves a PENDING_PAYMENT order whose
// holds simply expire. One session per order: the provider gets the payment row's idempotency key, and the
// session URL is stored so a repeated checkout request redirects to the same page.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { payments } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { paymentUrls } from './urls'
import type { OrderRow } from '../orders/orders.server'

type SessionResult = { ok: true; url: string } | { ok: false; reason: 'no_payment' | 'provider_failed' }

export async function findSessionPayment(db: Db, order: Pick<OrderRow, 'id' | 'tenantId'>) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.tenantId, order.tenantId), inArray(payments.kind, ['authorise', 'capture'])))
    .orderBy(payments.createdAt)
    .limit(1)
  return payment ?? null
}

/** `origin`: the absolute origin of the site the buyer is on (PlaceOrderInput.origin), for the return URLs. */
export async function openPaymentSession(ctx: RequestContext, order: OrderRow, origin: string, description: string): Promise<SessionResult> {
  const payment = await findSessionPayment(ctx.db, order)
  if (!payment || payment.status !== 'PENDING') return { ok: false, reason: 'no_payment' }
  if (payment.sessionUrl) return { ok: true, url: payment.sessionUrl }
  const provider = ctx.payments(order.tenantId, payment.provider as 'sandbox' | 'stripe')
  try {
    const session = await provider.createSession({
      tenantId: order.tenantId,
      purchaseId: order.purchaseId,
      orderNumber: order.number,
      amount: payment.amount,
      currency: payment.currency,
      mode: payment.kind === 'authorise' ? 'authorise' : 'capture',
      description,
      customerEmail: order.email,
      locale: order.locale,
      ...paymentUrls(origin, provider.id, order.purchaseId, ctx.locale),
      idempotencyKey: payment.idempotencyKey,
    })
    const stored = await ctx.db
      .update(payments)
      .set({ providerReference: session.providerReference, sessionUrl: session.url, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.sessionUrl), eq(payments.status, 'PENDING')))
      .returning({ url: payments.sessionUrl })
    if (stored.length) return { ok: true, url: session.url }
    // A concurrent request stored its session first (the same one, thanks to the idempotency key).
    const again = await findSessionPayment(ctx.db, order)
    if (again?.sessionUrl && again.status === 'PENDING') return { ok: true, url: again.sessionUrl }
    // The order was replaced while its page was being opened (decision 017): that page must not take money.
    await provider.expireSession(session.providerReference)
    return { ok: false, reason: 'no_payment' }
  } catch (error) {
    console.warn(`[checkout] ${provider.id} refused a session for order ${order.number}: ${(error as Error).message}`)
    return { ok: false, reason: 'provider_failed' }
  }
}
