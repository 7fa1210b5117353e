// The signed links of a custom offer (docs/decisions/035): `{offerId}.{role}.{expiry}.{hmac}`, the HMAC taken
// with the server's session secret over the tenant, the offer, the role and the expiry. Nothing is stored: a
// tampered, foreign-tenant or expired link is refused by arithmetic, and what a link may still do is decided by
// the offer's status (a used link finds the state it left behind).
import { createHmac, timingSafeEqual } from 'node:crypto'

export type OfferLinkRole = 'supplier' | 'buyer'
type OfferLink = { offerId: string; role: OfferLinkRole; expiresAt: Date }
type OfferLinkCheck = { ok: true; link: OfferLink } | { ok: false; reason: 'invalid' | 'expired' }

/** How long the supplier's answer link and an offered price stay good. */
export const OFFER_LINK_DAYS = 7

const ROLES: Record<string, OfferLinkRole> = { s: 'supplier', b: 'buyer' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

// Hex, not base64url: the front door folds URL paths to lower case (front-door.server.ts), so every character
// of a link must survive that.
function mac(secret: string, tenantId: string, body: string): string {
  return createHmac('sha256', secret).update(`custom-offer:${tenantId}:${body}`, 'utf8').digest('hex')
}

export function signOfferLink(secret: string, tenantId: string, link: OfferLink): string {
  const body = `${link.offerId}.${link.role[0]}.${Math.floor(link.expiresAt.getTime() / 1000).toString(36)}`
  return `${body}.${mac(secret, tenantId, body)}`
}

export function verifyOfferLink(secret: string, tenantId: string, token: string, now = new Date()): OfferLinkCheck {
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'invalid' }
  const [offerId, role, expiry, signature] = parts as [string, string, string, string]
  if (!UUID.test(offerId) || !ROLES[role] || !/^[0-9a-z]{1,10}$/.test(expiry)) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(mac(secret, tenantId, `${offerId}.${role}.${expiry}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const expiresAt = new Date(parseInt(expiry, 36) * 1000)
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, link: { offerId, role: ROLES[role]!, expiresAt } }
}
