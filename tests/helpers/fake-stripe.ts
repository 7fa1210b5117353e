// A local fake of the few Stripe API endpoints the adapter calls, so the official SDK is exercised for real
// (form encoding, idempotency headers, errors) without the network. Answers are replayed per Idempotency-Key.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Json = Record<string, unknown>
export type StripeCall = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | null; authorization: string | null }

export async function startFakeStripe() {
  const calls: StripeCall[] = []
  const sessions = new Map<string, Json>()
  const intents = new Map<string, Json>()
  const replies = new Map<string, { status: number; body: Json }>()
  let n = 0

  const error = (status: number, message: string) => ({ status, body: { error: { type: 'invalid_request_error', message } } })
  const intentOf = (session: Json) => (session.payment_intent ? intents.get(session.payment_intent as string) : undefined)

  function route(method: string, path: string, params: Record<string, string>, query: URLSearchParams): { status: number; body: Json } {
    let m: RegExpExecArray | null
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++n}`
      const session: Json = {
        id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, status: 'open', payment_status: 'unpaid', payment_intent: null,
        amount_total: Number(params['line_items[0][price_data][unit_amount]']), currency: params['line_items[0][price_data][currency]'],
        metadata: Object.fromEntries(Object.entries(params).filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
        capture_method: params['payment_intent_data[capture_method]'],
      }
      sessions.set(id, session)
      return { status: 200, body: session }
    }
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = sessions.get(m[1]!)
      if (!session) return error(404, 'No such checkout.session')
      const expand = [...query.entries()].some(([k, v]) => k.startsWith('expand') && v === 'payment_intent')
      return { status: 200, body: expand ? { ...session, payment_intent: intentOf(session) ?? null } : session }
    }
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const session = sessions.get(m[1]!)
      if (!session) return error(404, 'No such checkout.session')
      if (session.status !== 'open') return error(400, `Only Checkout Sessions with a status of open can be expired. This session has a status of ${String(session.status)}.`)
      session.status = 'expired'
      return { status: 200, body: session }
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path))) {
      const intent = intents.get(m[1]!)
      if (!intent) return error(404, 'No such payment_intent')
      if (method === 'GET') return { status: 200, body: intent }
      if (intent.status !== 'requires_capture') return error(400, `This PaymentIntent could not be ${m[2]}d because it has a status of ${String(intent.status)}.`)
      const amount = Number(params.amount_to_capture ?? intent.amount)
      Object.assign(intent, m[2] === 'capture' ? { status: 'succeeded', amount_received: amount, amount_capturable: 0 } : { status: 'canceled', amount_capturable: 0 })
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent ?? '')
      if (!intent || intent.status !== 'succeeded') return error(400, 'This PaymentIntent has no successful charge to refund.')
      return { status: 200, body: { id: `re_test_${++n}`, object: 'refund', status: 'succeeded', amount: Number(params.amount), payment_intent: intent.id } }
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`)
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const params = Object.fromEntries(new URLSearchParams(raw))
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null
      calls.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey, authorization: req.headers.authorization ?? null })
      const cacheKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`
      const reply = (cacheKey && replies.get(cacheKey)) || route(req.method ?? '', url.pathname, params, url.searchParams)
      if (cacheKey) replies.set(cacheKey, reply)
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${n}` }).end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    calls,
    /** The buyer finishes the Checkout page: paid, or (manual capture) authorised. */
    complete(sessionId: string) {
      const session = sessions.get(sessionId)!
      const manual = session.capture_method === 'manual'
      const intent: Json = {
        id: `pi_test_${++n}`, object: 'payment_intent', amount: session.amount_total, currency: session.currency, metadata: session.metadata,
        status: manual ? 'requires_capture' : 'succeeded', amount_received: manual ? 0 : session.amount_total, amount_capturable: manual ? session.amount_total : 0, last_payment_error: null,
      }
      intents.set(intent.id as string, intent)
      Object.assign(session, { status: 'complete', payment_status: manual ? 'unpaid' : 'paid', payment_intent: intent.id })
      return { session: { ...session }, intent: { ...intent } }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
