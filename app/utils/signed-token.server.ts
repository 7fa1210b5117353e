// Short signed tokens for links and cookies that carry their own claims (the "add my guest orders" link, the
// order grants): HMAC-SHA256 under the session secret, with an expiry inside the signed part. A token changed
// by one character, signed for another purpose or past its expiry reads as null.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from './env.server'
import { resolveSessionSecret } from './session-secret.server'

let secret: string | null = null
const key = () => (secret ??= resolveSessionSecret({ secret: env.SESSION_SECRET, file: env.SESSION_SECRET_FILE }))

const mac = (purpose: string, body: string) => createHmac('sha256', key()).update(`${purpose}.${body}`).digest('base64url')

/** `purpose` keeps a token made for one use from being accepted by another. */
export function signToken(purpose: string, claims: Record<string, unknown>, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url')
  return `${body}.${mac(purpose, body)}`
}

export function verifyToken(purpose: string, token: string, now: Date = new Date()): Record<string, unknown> | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || token.length > 4000) return null
  const expected = Buffer.from(mac(purpose, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!claims || typeof claims !== 'object' || typeof (claims as { exp?: unknown }).exp !== 'number') return null
    if ((claims as { exp: number }).exp * 1000 <= now.getTime()) return null
    return claims as Record<string, unknown>
  } catch {
    return null
  }
}
