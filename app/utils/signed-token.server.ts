// Short signed tokens for links and cookies that carry their own claims (the "add my guest orders" link, the
// order grants): HMAC-SHA256 under the session secret, with an expiry inside the signed part. A token changed
// by one character, signed for another purpose or past its expiry reads as null.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { sessionSecrets, signingSecret } from './session-secret.server'

const mac = (secret: string, purpose: string, body: string) => createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url')

/** `purpose` keeps a token made for one use from being accepted by another. */
export function signToken(purpose: string, claims: Record<string, unknown>, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url')
  return `${body}.${mac(signingSecret(), purpose, body)}`
}

export function verifyToken(purpose: string, token: string, now: Date = new Date()): Record<string, unknown> | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || token.length > 4000) return null
  const given = Buffer.from(signature)
  // Any of the secrets (rotation, decision 058): a token signed before the key changed still reads.
  const signedByOne = sessionSecrets().some((secret) => {
    const expected = Buffer.from(mac(secret, purpose, body))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  if (!signedByOne) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!claims || typeof claims !== 'object' || typeof (claims as { exp?: unknown }).exp !== 'number') return null
    if ((claims as { exp: number }).exp * 1000 <= now.getTime()) return null
    return claims as Record<string, unknown>
  } catch {
    return null
  }
}
