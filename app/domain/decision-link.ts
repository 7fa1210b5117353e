// The signed one-click answers of an on-request booking (issue 22): `{bookingId}.{c|d}.{expiry}.{hmac}`, the
// HMAC taken with the session secret every app server shares, over the booking, the answer and the expiry
// (the booking's answer_due_at). Nothing is stored: a tampered or expired link is refused by arithmetic, and
// what a valid link may still do is decided by the booking's state (a used link finds the state it left).
import { createHmac, timingSafeEqual } from 'node:crypto'

export type DecisionKind = 'confirm' | 'decline'
export type DecisionLink = { bookingId: string; decision: DecisionKind; expiresAt: Date }
/** An expired link still names its booking (its signature held), so the page can say what became of it. */
type DecisionLinkCheck = { ok: true; link: DecisionLink } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; link: DecisionLink }

const KINDS: Record<string, DecisionKind> = { c: 'confirm', d: 'decline' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

// Hex, not base64url: the front door folds URL paths to lower case, so every character must survive that.
function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`booking-decision:${body}`, 'utf8').digest('hex')
}

export function signDecisionLink(secret: string, link: DecisionLink): string {
  const body = `${link.bookingId}.${link.decision[0]}.${Math.floor(link.expiresAt.getTime() / 1000).toString(36)}`
  return `${body}.${mac(secret, body)}`
}

export function verifyDecisionLink(secret: string, token: string, now = new Date()): DecisionLinkCheck {
  const parts = token.toLowerCase().split('.')
  if (parts.length !== 4) return { ok: false, reason: 'invalid' }
  const [bookingId, kind, expiry, signature] = parts as [string, string, string, string]
  if (!UUID.test(bookingId) || !KINDS[kind] || !/^[0-9a-z]{1,10}$/.test(expiry)) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(mac(secret, `${bookingId}.${kind}.${expiry}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const link = { bookingId, decision: KINDS[kind]!, expiresAt: new Date(parseInt(expiry, 36) * 1000) }
  if (link.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', link }
  return { ok: true, link }
}
