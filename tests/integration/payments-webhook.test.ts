// The sandbox gateway and the webhook route over real HTTP, with the real checkout and fulfilment: the
// signed webhook confirms, a tampered or stale one gets 400 and changes nothing, and the return agrees.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handlePaymentEvent } from '../../app/models/checkout/fulfilment.server'
import { paymentFailureReason } from '../../app/models/checkout/payment-return.server'
import { createPaymentProviderLookup, getPaymentProvider } from '../../app/services/payments/index.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import { deliverSandboxWebhooks } from '../../app/services/payments/sandbox-webhooks.server'
import { signatureHeader, signPayload } from '../../app/services/payments/signature.server'
import { DEV_SANDBOX_SECRET } from '../../app/utils/env.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { loadTenants } from '../../app/tenancy/load.server'
import { findDepartures, type Departure } from '../helpers/booking'
import { testContext, testPayments, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { request, startRouteServer, type RouteServer } from '../helpers/route-server'
import { waitFor } from '../helpers/wait-for'
import { orderStatus, paymentState, placeSandboxOrder } from '../helpers/sandbox-orders'

let database: TestDatabase
let db: Db
let server: RouteServer
let departures: Departure[]
const tenants = new Map(loadTenants().tenants.map((t) => [t.id, t]))
const ctx = () => testContext(db, { tenant: 'excursio' })

beforeAll(async () => {
  database = await createSeededTestDatabase('payments_webhook')
  db = database.db
  departures = await findDepartures(db, 5)
  server = await startRouteServer(db)
  useTestPayments(createPaymentProviderLookup(db, (id) => tenants.get(id)))
})
afterAll(async () => {
  await server?.close()
  await database?.drop()
})

const webhook = (body: string, signature: string, headers: Record<string, string> = {}) =>
  request(server.port, 'localhost', '/webhooks/payments/sandbox', { method: 'POST', body, headers: { 'content-type': 'application/json', 'sandbox-signature': signature, ...headers } })


describe('the sandbox payment page and its webhook', () => {
  it('pays with 4242: redirects back with the session, the signed webhook confirms the order, the return finds the same event', async () => {
    const order = await placeSandboxOrder(ctx(), departures[0]!, server.origin('localhost'))
    const page = await request(server.port, 'localhost', order.path)
    expect(page.status).toBe(200)
    for (const label of ['<label for="cardNumber">Card number</label>', '<label for="expiry">Expiry date (MM/YY)</label>', '<label for="cvc">Security code (CVC)</label>', '<label for="name">Name on card</label>', 'Pay Excursio']) {
      expect(page.body).toContain(label)
    }
    const cookie = String(page.headers['set-cookie']).split(';')[0]!
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!
    const form = new URLSearchParams({ csrf, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' }).toString()
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin('localhost'), cookie }
    const paid = await request(server.port, 'localhost', order.path, { method: 'POST', body: form, headers })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.location!)
    expect([back.pathname, back.searchParams.get('purchase'), back.searchParams.get('session_id')]).toEqual(['/checkout/success', order.purchaseId, order.sessionId])

    const [delivery] = await waitFor(
      () => db.select().from(s.sandboxGatewayWebhooks).where(eq(s.sandboxGatewayWebhooks.sessionId, order.sessionId)),
      (rows) => !!rows[0]?.deliveredAt,
    )
    expect(delivery).toMatchObject({ lastStatus: 200, attempts: 1 })
    expect(await orderStatus(db, order.purchaseId)).toBe('CONFIRMED')
    const outcome = await getPaymentProvider(tenants.get('excursio')!, db).retrieveOutcome(order.sessionId)
    expect(outcome).toMatchObject({ eventId: delivery!.id, type: 'payment.succeeded', purchaseId: order.purchaseId })
    expect(await handlePaymentEvent(db, outcome!, { providers: testPayments })).toMatchObject({ status: 'duplicate' })
    // Paid once: a second submit of the same page changes nothing and goes back again.
    expect((await request(server.port, 'localhost', order.path, { method: 'POST', body: form, headers })).status).toBe(303)
    expect(await db.select().from(s.sandboxGatewayWebhooks).where(eq(s.sandboxGatewayWebhooks.sessionId, order.sessionId))).toHaveLength(1)
  })

  it('keeps the buyer on the page with a message per field, and refuses a post without its token or from another site', async () => {
    const order = await placeSandboxOrder(ctx(), departures[1]!, server.origin('localhost'))
    const page = await request(server.port, 'localhost', order.path)
    const cookie = String(page.headers['set-cookie']).split(';')[0]!
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      request(server.port, 'localhost', order.path, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin('localhost'), cookie, ...headers } })
    const invalid = await post({ csrf, cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: '' })
    expect(invalid.status).toBe(422)
    for (const text of ['This card number is not valid.', 'This card has expired.', 'The security code is 3 or 4 digits.', 'Required Field']) expect(invalid.body).toContain(text)
    expect((await post({ csrf: 'x'.repeat(32), cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'A' })).status).toBe(403)
    expect((await post({ csrf, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'A' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect(await orderStatus(db, order.purchaseId)).toBe('PENDING_PAYMENT')

    const declined = await post({ csrf, cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', name: 'Ada' })
    expect(declined.status).toBe(303)
    expect(await waitFor(() => orderStatus(db, order.purchaseId), (status) => status === 'FAILED')).toBe('FAILED')
    // The outcome screen names the reason from the fixed set; another tenant's screen learns nothing of it.
    expect(await paymentFailureReason(ctx(), order.purchaseId)).toBe('card_declined')
    expect(await paymentFailureReason(testContext(db, { tenant: 'deira' }), order.purchaseId)).toBeNull()
  })

  it('answers 400 to a tampered, stale, future, wrongly signed or foreign-tenant webhook and changes nothing; 200 to a good one, twice', async () => {
    const order = await placeSandboxOrder(ctx(), departures[2]!, server.origin('localhost'))
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.providerReference, order.sessionId))
    const event = { id: 'evt_manual_1', object: 'event', type: 'payment.succeeded', created: 0, data: { provider: 'sandbox', purchaseId: order.purchaseId, tenantId: 'excursio', type: 'payment.succeeded', amount: payment!.amount, currency: payment!.currency, providerReference: order.sessionId } }
    const body = JSON.stringify(event)
    const now = Math.floor(Date.now() / 1000)
    const before = await paymentState(db)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refused = [
      await webhook(body.replace(String(payment!.amount), String(payment!.amount - 1)), signatureHeader(DEV_SANDBOX_SECRET, body)),
      await webhook(body, signPayload(DEV_SANDBOX_SECRET, body, now - 301)),
      await webhook(body, signPayload(DEV_SANDBOX_SECRET, body, now + 301)),
      await webhook(body, signatureHeader('not-the-gateway-secret-000', body)),
      await webhook(body, 'v1=deadbeef'),
      await webhook(body, ''),
      await webhook(JSON.stringify({ ...event, data: { ...event.data, tenantId: 'deira' } }), signatureHeader(DEV_SANDBOX_SECRET, JSON.stringify({ ...event, data: { ...event.data, tenantId: 'deira' } }))),
      await webhook('not json', signatureHeader(DEV_SANDBOX_SECRET, 'not json')),
    ]
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400])
    expect(await paymentState(db)).toEqual(before)

    // No Origin header, or another one: a gateway is not a browser, and the signature is what counts.
    const good = await webhook(body, signatureHeader(DEV_SANDBOX_SECRET, body), { origin: 'https://gateway.example' })
    expect(good.status).toBe(200)
    expect(await orderStatus(db, order.purchaseId)).toBe('CONFIRMED')
    const again = await webhook(body, signatureHeader(DEV_SANDBOX_SECRET, body))
    expect(again.status).toBe(200)
    expect((await paymentState(db)).events).toBe(before.events + 1)
    expect((await request(server.port, 'localhost', '/webhooks/payments/paypal', { method: 'POST', body, headers: { 'sandbox-signature': signatureHeader(DEV_SANDBOX_SECRET, body) } })).status).toBe(404)
    vi.restoreAllMocks()
  })

  it('answers 500 when fulfilment itself fails, so the gateway retries and the order is confirmed once it recovers', async () => {
    const order = await placeSandboxOrder(ctx(), departures[3]!, server.origin('localhost'))
    const t0 = new Date()
    const done = await completeSandboxSession(db, 'excursio', order.sessionId, { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Ada' }, t0)
    expect(done.kind).toBe('completed')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // A real failure inside fulfilment: its table is briefly not there.
    await db.execute(sql`alter table payment_events rename to payment_events_away`)
    try {
      expect(await deliverSandboxWebhooks(db, { now: t0 })).toEqual({ delivered: 0, failed: 1 })
    } finally {
      await db.execute(sql`alter table payment_events_away rename to payment_events`)
    }
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('fulfilling sandbox event'), expect.anything())
    const [failed] = await db.select().from(s.sandboxGatewayWebhooks).where(eq(s.sandboxGatewayWebhooks.sessionId, order.sessionId))
    expect(failed).toMatchObject({ lastStatus: 500, attempts: 1, deliveredAt: null })
    expect(await orderStatus(db, order.purchaseId)).toBe('PENDING_PAYMENT')
    expect(await deliverSandboxWebhooks(db, { now: new Date(t0.getTime() + 10_000) })).toEqual({ delivered: 1, failed: 0 })
    expect(await orderStatus(db, order.purchaseId)).toBe('CONFIRMED')
    vi.restoreAllMocks()
  })
})
