// A draft's preview link (issue 23): `?preview={experienceId}.{expiry}.{hmac}` on the experience's page of a
// tenant that sells it, so an owner sees the draft in that tenant's layout before travellers can. Signed with the
// session secret every app server shares; nothing stored. It shows the page only: a draft cannot be booked.
import { createHmac, timingSafeEqual } from 'node:crypto'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

// Hex, not base64url: the front door folds URL paths to lower case (the token is a query value, but stay safe).
function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`experience-preview:${body}`, 'utf8').digest('hex')
}

export function signPreviewToken(secret: string, experienceId: string, expiresAt: Date): string {
  const body = `${experienceId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`
  return `${body}.${mac(secret, body)}`
}

/** The experience the token lets one preview, or null (malformed, tampered, expired). */
export function verifyPreviewToken(secret: string, token: string | null | undefined, now = new Date()): string | null {
  if (!token || token.length > 200) return null
  const parts = token.toLowerCase().split('.')
  if (parts.length !== 3) return null
  const [experienceId, expiry, signature] = parts as [string, string, string]
  if (!UUID.test(experienceId) || !/^[0-9a-z]{1,10}$/.test(expiry)) return null
  const expected = Buffer.from(mac(secret, `${experienceId}.${expiry}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return parseInt(expiry, 36) * 1000 > now.getTime() ? experienceId : null
}
