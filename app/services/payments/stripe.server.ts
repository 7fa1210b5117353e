// The PaymentProvider for Stripe Checkout, through the official SDK. Every call that moves money carries an
// idempotency key; webhooks are verified with stripe.webhooks.constructEvent over the raw body.
import Stripe from 'stripe'
import type { MoneyMovement, PaymentProvider } from '../../domain/booking-contract'
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.server'
import { PaymentSessionRequestSchema } from './session-request'
import { eventFromCheckoutSession, eventFromPaymentIntent, eventFromStripeEvent } from './stripe-events.server'

type StripeProviderOptions = {
  tenantId: string
  secretKey: string
  webhookSecret: string
  /** Tests point the SDK at a local fake of the API; production leaves it to api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

const CHECKOUT_LOCALES = new Set(['en', 'ru', 'tr', 'de'])

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { tenantId, webhookSecret } = options
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Excursio' }, ...options.api })

  /** Captures and refunds act on the PaymentIntent; the platform may hold either its id or the session's. */
  async function paymentIntentId(reference: string): Promise<string | null> {
    if (reference.startsWith('pi_')) return reference
    const session = await stripe.checkout.sessions.retrieve(reference)
    return typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
  }

  /** A refused movement (already captured, nothing to refund) is `ok: false`; a network failure throws, to be retried. */
  async function refusedIsFalse(run: () => Promise<boolean>): Promise<{ ok: boolean }> {
    try {
      return { ok: await run() }
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) return { ok: false }
      throw error
    }
  }

  const withIntent = (movement: MoneyMovement, run: (intent: string) => Promise<boolean>) =>
    refusedIsFalse(async () => {
      const intent = await paymentIntentId(movement.providerReference)
      return intent ? run(intent) : false
    })

  return {
    id: 'stripe',
    async createSession(request) {
      const r = PaymentSessionRequestSchema.parse(request)
      const metadata = { tenantId: r.tenantId, purchaseId: r.purchaseId, orderNumber: r.orderNumber, mode: r.mode }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: r.purchaseId,
          customer_email: r.customerEmail,
          locale: (CHECKOUT_LOCALES.has(r.locale) ? r.locale : 'auto') as Stripe.Checkout.SessionCreateParams.Locale,
          line_items: [{ quantity: 1, price_data: { currency: r.currency.toLowerCase(), unit_amount: r.amount, product_data: { name: r.description } } }],
          payment_intent_data: { capture_method: r.mode === 'authorise' ? 'manual' : 'automatic', metadata, description: r.description },
          metadata,
          // Stripe fills in the placeholder; it must reach Stripe unencoded.
          success_url: `${r.returnUrl}${r.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: r.cancelUrl,
        },
        { idempotencyKey: `session-${r.idempotencyKey}` },
      )
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`)
      return { url: session.url, providerReference: session.id }
    },
    capture: (m) =>
      withIntent(m, async (intent) => {
        const result = await stripe.paymentIntents.capture(intent, { amount_to_capture: m.amount }, { idempotencyKey: m.idempotencyKey })
        return result.status === 'succeeded'
      }),
    release: (m) =>
      withIntent(m, async (intent) => (await stripe.paymentIntents.cancel(intent, {}, { idempotencyKey: m.idempotencyKey })).status === 'canceled'),
    refund: (m) =>
      withIntent(m, async (intent) => {
        const refund = await stripe.refunds.create({ payment_intent: intent, amount: m.amount }, { idempotencyKey: m.idempotencyKey })
        return refund.status === 'succeeded' || refund.status === 'pending'
      }),
    async expireSession(reference) {
      if (!reference.startsWith('cs_')) return { ok: true }
      try {
        await stripe.checkout.sessions.expire(reference)
        return { ok: true }
      } catch (error) {
        // Already paid or expired: nothing left to close; a payment that went through is refunded by fulfilment.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        return { ok: (await stripe.checkout.sessions.retrieve(reference)).status !== 'open' }
      }
    },
    async parseWebhook(rawBody, headers, now = new Date()) {
      const header = headers.get('stripe-signature')
      if (!header) return null
      // constructEvent refuses old signatures only; one from the future is refused here, as the sandbox does.
      const timestamp = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1])
      if (!Number.isFinite(timestamp) || timestamp - now.getTime() / 1000 > SIGNATURE_TOLERANCE_SECONDS) return null
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime())
      } catch {
        return null
      }
      return eventFromStripeEvent(event, tenantId)
    },
    async retrieveOutcome(reference) {
      if (reference.startsWith('pi_')) {
        const intent = await stripe.paymentIntents.retrieve(reference)
        const event = eventFromPaymentIntent(intent, '', tenantId)
        return event && { ...event, eventId: `${reference}:${event.type}` }
      }
      const session = await stripe.checkout.sessions.retrieve(reference, { expand: ['payment_intent'] })
      const event = eventFromCheckoutSession(session, '', tenantId)
      // Stable per outcome, so asking twice (return page, then reconciliation) is one event.
      return event && { ...event, eventId: `${reference}:${event.type}` }
    },
  }
}
