// The sandbox gateway on its own tables: webhook retries with backoff after a failed delivery, and
// captures, releases and refunds that a retried call with the same key never repeats.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PaymentSessionRequest } from '../../app/domain/booking-contract'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import { createSandboxProvider } from '../../app/services/payments/sandbox-provider.server'
import { deliverSandboxWebhooks } from '../../app/services/payments/sandbox-webhooks.server'
import { SIGNATURE_HEADER, verifySignature } from '../../app/services/payments/signature.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

const SECRET = 'gateway-test-secret-0123'
let database: TestDatabase
let db: Db
let receiver: http.Server
let port = 0
const received: Array<{ host: string; body: string; signatureOk: boolean; status: number }> = []
let answers: number[] = []

beforeAll(async () => {
  database = await createTestDatabase('sandbox_gateway')
  db = database.db
  // A platform that fails the first deliveries it is told to fail, and checks every signature it gets.
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => {
      const status = answers.shift() ?? 200
      received.push({ host: req.headers.host ?? '', body, signatureOk: verifySignature(SECRET, body, req.headers[SIGNATURE_HEADER] as string).ok, status })
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  port = (receiver.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((r) => receiver?.close(r))
  await database?.drop()
})

let n = 0
function sessionRequest(mode: 'capture' | 'authorise' = 'capture'): PaymentSessionRequest {
  const key = `test-${++n}-${Date.now()}`
  return {
    tenantId: 'deira', purchaseId: `P-${key}`, orderNumber: `N${n}`, amount: 25_000, currency: 'AED', mode, description: 'Desert safari', customerEmail: 'ada@example.com', locale: 'en',
    returnUrl: `http://deira.localhost:${port}/checkout/success?purchase=P-${key}`, cancelUrl: `http://deira.localhost:${port}/checkout/error`, webhookUrl: `http://deira.localhost:${port}/webhooks/payments/sandbox`, idempotencyKey: key,
  }
}
const provider = () => createSandboxProvider({ db, tenantId: 'deira', secret: SECRET })
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/39', cvc: '123', name: 'Ada' })

describe('sandbox gateway webhooks', () => {
  it('retries a delivery the platform answered with 503, after the backoff and not before, until a 2xx', async () => {
    const { providerReference } = await provider().createSession(sessionRequest())
    const t0 = new Date()
    const done = await completeSandboxSession(db, 'deira', providerReference, card('4242424242424242'), t0)
    if (done.kind !== 'completed') throw new Error(done.kind)
    answers = [503]
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await deliverSandboxWebhooks(db, { now: t0, secret: SECRET })).toEqual({ delivered: 0, failed: 1 })
    const [failed] = await db.select().from(s.sandboxGatewayWebhooks).where(eq(s.sandboxGatewayWebhooks.sessionId, providerReference))
    expect(failed).toMatchObject({ attempts: 1, lastStatus: 503, deliveredAt: null, lastError: 'answered HTTP 503' })
    expect(failed!.availableAt.getTime()).toBe(t0.getTime() + 10_000)
    expect(await deliverSandboxWebhooks(db, { now: new Date(t0.getTime() + 9_000), secret: SECRET })).toEqual({ delivered: 0, failed: 0 })
    expect(await deliverSandboxWebhooks(db, { now: new Date(t0.getTime() + 10_000), secret: SECRET })).toEqual({ delivered: 1, failed: 0 })
    const [delivered] = await db.select().from(s.sandboxGatewayWebhooks).where(eq(s.sandboxGatewayWebhooks.sessionId, providerReference))
    expect(delivered).toMatchObject({ attempts: 2, lastStatus: 200, lastError: null })
    expect(delivered!.deliveredAt).not.toBeNull()
    // Both attempts: the same body, each freshly and validly signed, to the tenant's host by name.
    expect(received.map((r) => [r.host, r.signatureOk, r.status])).toEqual([[`deira.localhost:${port}`, true, 503], [`deira.localhost:${port}`, true, 200]])
    expect(received[0]!.body).toBe(received[1]!.body)
    expect(JSON.parse(received[0]!.body)).toMatchObject({ id: done.session.outcomeEventId, type: 'payment.succeeded', data: { amount: 25_000, currency: 'AED', tenantId: 'deira' } })
    expect(await deliverSandboxWebhooks(db, { now: new Date(t0.getTime() + 3_600_000), secret: SECRET })).toEqual({ delivered: 0, failed: 0 })
    vi.restoreAllMocks()
  })
})

describe('sandbox money movements', () => {
  it('captures an authorisation once, however often the same key is retried, and refunds only what was charged', async () => {
    const p = provider()
    const { providerReference } = await p.createSession(sessionRequest('authorise'))
    await completeSandboxSession(db, 'deira', providerReference, card('4242424242424242'))
    expect(await p.retrieveOutcome(providerReference)).toMatchObject({ type: 'payment.authorised', amount: 25_000 })
    expect(await p.refund({ providerReference, amount: 100, currency: 'AED', idempotencyKey: 'r0' })).toEqual({ ok: false })
    const capture = { providerReference, amount: 25_000, currency: 'AED', idempotencyKey: 'cap-1' }
    const results = await Promise.all([p.capture(capture), p.capture(capture), p.capture(capture)])
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(await p.capture({ ...capture, idempotencyKey: 'cap-2' })).toEqual({ ok: false })
    expect(await p.retrieveOutcome(providerReference)).toMatchObject({ type: 'payment.succeeded', eventId: `evt_captured_${providerReference}` })
    const refund = { providerReference, amount: 20_000, currency: 'AED', idempotencyKey: 'ref-1' }
    expect([await p.refund(refund), await p.refund(refund)]).toEqual([{ ok: true }, { ok: true }])
    expect(await p.refund({ ...refund, amount: 5_001, idempotencyKey: 'ref-2' })).toEqual({ ok: false })
    expect(await p.refund({ ...refund, amount: 5_000, idempotencyKey: 'ref-3' })).toEqual({ ok: true })
    const [session] = await db.select().from(s.sandboxGatewaySessions).where(eq(s.sandboxGatewaySessions.id, providerReference))
    expect([session!.status, session!.capturedAmount, session!.refundedAmount]).toEqual(['captured', 25_000, 25_000])
  })

  it('releases a hold without charging, holds only with 4000…3220, and scopes every session to its tenant', async () => {
    const p = provider()
    const { providerReference } = await p.createSession(sessionRequest('capture'))
    await completeSandboxSession(db, 'deira', providerReference, card('4000000000003220'))
    expect(await p.retrieveOutcome(providerReference)).toMatchObject({ type: 'payment.authorised' })
    expect(await p.release({ providerReference, amount: 25_000, currency: 'AED', idempotencyKey: 'rel-1' })).toEqual({ ok: true })
    expect(await p.capture({ providerReference, amount: 25_000, currency: 'AED', idempotencyKey: 'cap-after-release' })).toEqual({ ok: false })
    const other = createSandboxProvider({ db, tenantId: 'excursio', secret: SECRET })
    expect(await other.retrieveOutcome(providerReference)).toBeNull()
    expect(await other.refund({ providerReference, amount: 1, currency: 'AED', idempotencyKey: 'x' })).toEqual({ ok: false })
    expect(await completeSandboxSession(db, 'excursio', providerReference, card('4242424242424242'))).toEqual({ kind: 'not_found' })
  })

  it('opens one session per idempotency key and reports an abandoned one as failed once it expires', async () => {
    const request = sessionRequest()
    const [a, b] = await Promise.all([provider().createSession(request), provider().createSession(request)])
    expect(a).toEqual(b)
    expect(a.url).toBe(`http://deira.localhost:${port}/_sandbox/pay/${a.providerReference}`)
    expect(await provider().retrieveOutcome(a.providerReference)).toBeNull()
    await db.update(s.sandboxGatewaySessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.sandboxGatewaySessions.id, a.providerReference))
    expect(await provider().retrieveOutcome(a.providerReference)).toMatchObject({ type: 'payment.failed', failureReason: 'other', eventId: `evt_expired_${a.providerReference}` })
    expect(await completeSandboxSession(db, 'deira', a.providerReference, card('4242424242424242'))).toEqual({ kind: 'expired' })
  })
})
