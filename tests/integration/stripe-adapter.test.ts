// The Stripe adapter through the official SDK against a local fake of the API (never the network), and its
// webhook verification with the SDK's own test-signature helper.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentProvider, PaymentSessionRequest } from '../../app/domain/booking-contract'
import { createStripeProvider } from '../../app/services/payments/stripe.server'
import { startFakeStripe } from '../helpers/fake-stripe'

const WEBHOOK_SECRET = 'whsec_test_secret'
let fake: Awaited<ReturnType<typeof startFakeStripe>>
let stripe: PaymentProvider
const sdk = new Stripe('sk_test_unused')

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = createStripeProvider({ tenantId: 'get-that-boat', secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, api: fake.api })
})
afterAll(() => fake?.close())

const request = (mode: 'capture' | 'authorise', key: string): PaymentSessionRequest => ({
  tenantId: 'get-that-boat', purchaseId: `P-${key}`, orderNumber: 'GTB123', amount: 125_000, currency: 'EUR', mode, description: 'Sunset gulet cruise', customerEmail: 'ada@example.com', locale: 'tr',
  returnUrl: 'https://get-that-boat.example/checkout/success?purchase=P-1', cancelUrl: 'https://get-that-boat.example/checkout/error?purchase=P-1', webhookUrl: 'https://get-that-boat.example/webhooks/payments/stripe', idempotencyKey: key,
})

function signed(event: object, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event)
  return { payload, headers: new Headers({ 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp }) }) }
}
const event = (type: string, object: object, id = `evt_${type}`) => ({ id, object: 'event', type, api_version: '2026-02-25.clover', created: 0, livemode: false, pending_webhooks: 1, request: null, data: { object } })

describe('Stripe Checkout through the SDK', () => {
  it('opens a payment session with the amount, metadata, return URLs and an idempotency key; the same key gives the same session', async () => {
    const first = await stripe.createSession(request('capture', 'order-key-1'))
    const second = await stripe.createSession(request('capture', 'order-key-1'))
    expect(second).toEqual(first)
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const calls = fake.calls.filter((c) => c.path === '/v1/checkout/sessions')
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['session-order-key-1', 'session-order-key-1'])
    expect(calls[0]!.authorization).toBe('Bearer sk_test_fake')
    expect(calls[0]!.params).toMatchObject({
      mode: 'payment',
      locale: 'tr',
      customer_email: 'ada@example.com',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '125000',
      'payment_intent_data[capture_method]': 'automatic',
      'metadata[purchaseId]': 'P-order-key-1',
      'metadata[tenantId]': 'get-that-boat',
      'payment_intent_data[metadata][purchaseId]': 'P-order-key-1',
      success_url: 'https://get-that-boat.example/checkout/success?purchase=P-1&session_id={CHECKOUT_SESSION_ID}',
    })
  })

  it('asks for manual capture when the order only authorises, then captures, releases and refunds with the caller’s keys', async () => {
    const { providerReference } = await stripe.createSession(request('authorise', 'order-key-2'))
    expect(fake.calls.at(-1)!.params['payment_intent_data[capture_method]']).toBe('manual')
    expect(await stripe.retrieveOutcome(providerReference)).toBeNull()
    const { intent } = fake.complete(providerReference)
    const held = await stripe.retrieveOutcome(providerReference)
    expect(held).toEqual({ provider: 'stripe', eventId: `${providerReference}:payment.authorised`, tenantId: 'get-that-boat', purchaseId: 'P-order-key-2', type: 'payment.authorised', amount: 125_000, currency: 'EUR', providerReference: intent.id })
    expect(await stripe.retrieveOutcome(providerReference)).toEqual(held)

    expect(await stripe.capture({ providerReference: intent.id as string, amount: 125_000, currency: 'EUR', idempotencyKey: 'capture-1' })).toEqual({ ok: true })
    expect(await stripe.release({ providerReference: intent.id as string, amount: 125_000, currency: 'EUR', idempotencyKey: 'release-1' })).toEqual({ ok: false })
    // Refunds by the session id too: the adapter finds its PaymentIntent.
    expect(await stripe.refund({ providerReference, amount: 25_000, currency: 'EUR', idempotencyKey: 'refund-1' })).toEqual({ ok: true })
    const moving = fake.calls.filter((c) => c.method === 'POST' && c.path !== '/v1/checkout/sessions')
    expect(moving.map((c) => [c.path.replace(/pi_test_\d+/, 'pi'), c.idempotencyKey])).toEqual([['/v1/payment_intents/pi/capture', 'capture-1'], ['/v1/payment_intents/pi/cancel', 'release-1'], ['/v1/refunds', 'refund-1']])
    expect(moving[0]!.params).toEqual({ amount_to_capture: '125000' })
    expect(moving[2]!.params).toMatchObject({ amount: '25000', payment_intent: intent.id })
  })
})

describe('Stripe webhooks', () => {
  const completed = { id: 'cs_test_x', object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_x', amount_total: 125_000, currency: 'eur', metadata: { tenantId: 'get-that-boat', purchaseId: 'P-9', mode: 'capture' } }

  it('turns a signed checkout.session.completed into a succeeded payment', async () => {
    const { payload, headers } = signed(event('checkout.session.completed', completed, 'evt_1'))
    expect(await stripe.parseWebhook(payload, headers)).toEqual({ provider: 'stripe', eventId: 'evt_1', tenantId: 'get-that-boat', purchaseId: 'P-9', type: 'payment.succeeded', amount: 125_000, currency: 'EUR', providerReference: 'pi_test_x' })
  })

  it('maps an authorised hold and a declined card with its reason', async () => {
    const intent = { id: 'pi_1', object: 'payment_intent', status: 'requires_capture', amount: 5000, amount_capturable: 5000, amount_received: 0, currency: 'eur', metadata: { tenantId: 'get-that-boat', purchaseId: 'P-3' }, last_payment_error: null }
    const held = signed(event('payment_intent.amount_capturable_updated', intent))
    expect(await stripe.parseWebhook(held.payload, held.headers)).toMatchObject({ type: 'payment.authorised', amount: 5000, providerReference: 'pi_1' })
    const declined = signed(event('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } }))
    expect(await stripe.parseWebhook(declined.payload, declined.headers)).toMatchObject({ type: 'payment.failed', failureReason: 'insufficient_funds' })
  })

  it('refuses a tampered body, another secret, a stale or future signature, a missing header and another tenant’s session', async () => {
    const now = Math.floor(Date.now() / 1000)
    const good = signed(event('checkout.session.completed', completed))
    expect(await stripe.parseWebhook(good.payload.replace('125000', '1'), good.headers)).toBeNull()
    const other = signed(event('checkout.session.completed', completed), now, 'whsec_other')
    expect(await stripe.parseWebhook(other.payload, other.headers)).toBeNull()
    const stale = signed(event('checkout.session.completed', completed), now - 301)
    expect(await stripe.parseWebhook(stale.payload, stale.headers)).toBeNull()
    const future = signed(event('checkout.session.completed', completed), now + 301)
    expect(await stripe.parseWebhook(future.payload, future.headers)).toBeNull()
    expect(await stripe.parseWebhook(good.payload, new Headers())).toBeNull()
    const foreign = signed(event('checkout.session.completed', { ...completed, metadata: { ...completed.metadata, tenantId: 'deira' } }))
    expect(await stripe.parseWebhook(foreign.payload, foreign.headers)).toBeNull()
  })
})
