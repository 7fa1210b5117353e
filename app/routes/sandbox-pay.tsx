// GET/POST /_sandbox/pay/:sessionId — the sandbox gateway's hosted card page (plain HTML, not the tenant's
// layout). The POST is same-origin (checked by the front door) and carries a double-submit CSRF token.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { htmlResponse } from '~/services/payments/html'
import { validateCard } from '~/services/payments/sandbox-cards'
import { completeSandboxSession, getSandboxSession, isPayable, type SandboxSession } from '~/services/payments/sandbox-gateway.server'
import { renderSandboxNotice, renderSandboxPage } from '~/services/payments/sandbox-page.server'
import { deliverSandboxWebhooks } from '~/services/payments/sandbox-webhooks.server'

const CSRF_COOKIE = 'sandbox_csrf'
// A card page runs no script, loads nothing, posts only to itself and is never framed.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
const page = (html: string, init: { status?: number; headers?: Record<string, string> } = {}) => htmlResponse(html, { status: init.status, headers: { 'Content-Security-Policy': CSP, ...init.headers } })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await getSandboxSession(context.db, context.tenant.id, params.sessionId ?? '')
  const merchant = context.tenant.name
  if (!session) return page(renderSandboxNotice(context.locale, merchant, 'notFound'), { status: 404 })
  const closed = closedNotice(session, merchant)
  if (closed) return closed
  const csrfToken = randomBytes(24).toString('base64url')
  return page(renderSandboxPage({ session, merchant, csrfToken }), { headers: { 'Set-Cookie': csrfCookie(request, session.id, csrfToken) } })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { db, tenant } = context
  const session = await getSandboxSession(db, tenant.id, params.sessionId ?? '')
  if (!session) return page(renderSandboxNotice(context.locale, tenant.name, 'notFound'), { status: 404 })
  const form = Object.fromEntries(await request.formData())
  const token = typeof form.csrf === 'string' ? form.csrf : ''
  if (!sameToken(token, readCookie(request.headers.get('Cookie'), CSRF_COOKIE))) {
    return new Response('The payment form has expired. Reload the page and try again.', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const checked = validateCard(form)
  if (!checked.ok) {
    const values = { ...checked.values, cvc: '' }
    return page(renderSandboxPage({ session, merchant: tenant.name, csrfToken: token, values, errors: checked.errors }), { status: 422 })
  }
  const result = await completeSandboxSession(db, tenant.id, session.id, checked.card)
  if (result.kind === 'not_found') return page(renderSandboxNotice(session.locale, tenant.name, 'notFound'), { status: 404 })
  if (result.kind === 'expired') return closedNotice(session, tenant.name, true)!
  if (result.kind === 'completed' && result.session.outcomeEventId) {
    // Posted at once so the platform usually knows before the buyer lands; the worker retries a failure.
    void deliverSandboxWebhooks(db, { eventId: result.session.outcomeEventId }).catch((error) => console.error('[sandbox-gateway] immediate webhook delivery failed:', error))
  }
  return new Response(null, { status: 303, headers: { Location: returnLocation(session), 'Set-Cookie': csrfCookie(request, session.id, '', 0) } })
}

function closedNotice(session: SandboxSession, merchant: string, forceExpired = false): Response | null {
  if (!isPayable(session)) return page(renderSandboxNotice(session.locale, merchant, 'done', returnLocation(session)))
  if (forceExpired || session.expiresAt <= new Date()) return page(renderSandboxNotice(session.locale, merchant, 'expired', session.cancelUrl), { status: 410 })
  return null
}

function returnLocation(session: SandboxSession): string {
  const url = new URL(session.returnUrl)
  url.searchParams.set('session_id', session.id)
  return url.toString()
}

function csrfCookie(request: Request, sessionId: string, token: string, maxAge = 1800): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return `${CSRF_COOKIE}=${token}; Path=/_sandbox/pay/${sessionId}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`
}

function readCookie(header: string | null, name: string): string {
  const match = header?.split(/;\s*/).find((part) => part.startsWith(`${name}=`))
  return match ? match.slice(name.length + 1) : ''
}

function sameToken(a: string, b: string): boolean {
  return a.length >= 16 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
