// Stripe events and objects turned into the contract's PaymentEvent. Only the events this platform
// subscribes to (docs/decisions/012-payments.md) map; anything else, or an object that is not ours, is null.
import type Stripe from 'stripe'
import type { PaymentEvent } from '../../domain/booking-contract'

type Meta = { tenantId: string; purchaseId: string }

function ours(metadata: Stripe.Metadata | null | undefined, tenantId: string): Meta | null {
  if (!metadata?.purchaseId || metadata.tenantId !== tenantId) return null
  return { tenantId, purchaseId: metadata.purchaseId }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

function failureReason(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): PaymentEvent['failureReason'] {
  if (error?.decline_code === 'insufficient_funds') return 'insufficient_funds'
  if (error?.code === 'expired_card' || error?.decline_code === 'expired_card') return 'expired_card'
  return error?.code === 'card_declined' ? 'card_declined' : 'other'
}

export function eventFromCheckoutSession(session: Stripe.Checkout.Session, eventId: string, tenantId: string, expired = false): PaymentEvent | null {
  const meta = ours(session.metadata, tenantId)
  if (!meta) return null
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
  const base = { provider: 'stripe' as const, eventId, ...meta, amount: session.amount_total ?? 0, currency: (session.currency ?? '').toUpperCase(), providerReference: idOf(session.payment_intent) ?? session.id }
  if (expired || session.status === 'expired') return { ...base, type: 'payment.failed', failureReason: 'other' }
  if (session.status !== 'complete') return null
  if (session.payment_status === 'paid') return { ...base, type: 'payment.succeeded' }
  // A manual-capture session completes unpaid: the card is authorised and waits for capture.
  if (intent?.status === 'requires_capture' || (!intent && session.metadata?.mode === 'authorise')) return { ...base, type: 'payment.authorised' }
  if (intent?.status === 'succeeded') return { ...base, type: 'payment.succeeded' }
  if (intent?.status === 'canceled') return { ...base, type: 'payment.failed', failureReason: 'other' }
  return null
}

export function eventFromPaymentIntent(intent: Stripe.PaymentIntent, eventId: string, tenantId: string): PaymentEvent | null {
  const meta = ours(intent.metadata, tenantId)
  if (!meta) return null
  const base = { provider: 'stripe' as const, eventId, ...meta, currency: intent.currency.toUpperCase(), providerReference: intent.id }
  switch (intent.status) {
    case 'succeeded':
      return { ...base, type: 'payment.succeeded', amount: intent.amount_received }
    case 'requires_capture':
      return { ...base, type: 'payment.authorised', amount: intent.amount_capturable }
    case 'canceled':
      return { ...base, type: 'payment.failed', amount: intent.amount, failureReason: 'other' }
    case 'requires_payment_method':
      return intent.last_payment_error ? { ...base, type: 'payment.failed', amount: intent.amount, failureReason: failureReason(intent.last_payment_error) } : null
    default:
      return null
  }
}

export function eventFromStripeEvent(event: Stripe.Event, tenantId: string): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return eventFromCheckoutSession(event.data.object, event.id, tenantId)
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return eventFromCheckoutSession(event.data.object, event.id, tenantId, true)
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return eventFromPaymentIntent(event.data.object, event.id, tenantId)
    default:
      return null
  }
}
