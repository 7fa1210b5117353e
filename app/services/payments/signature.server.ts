// Stripe-style webhook signatures for the sandbox gateway: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
// Signing the timestamp with the body lets the receiver refuse a replay older than the tolerance.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'sandbox-signature'
/** A webhook signed more than this far from the receiver's clock (either way) is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

export function signPayload(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${digest}`
}

/** The header value for `body` signed now. */
export function signatureHeader(secret: string, body: string, now: Date = new Date()): string {
  return signPayload(secret, body, Math.floor(now.getTime() / 1000))
}

type SignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' }

export function verifySignature(secret: string, body: string, header: string | null | undefined, now: Date = new Date()): SignatureCheck {
  const parsed = parseHeader(header)
  if (!parsed) return { ok: false, reason: 'malformed' }
  const age = Math.floor(now.getTime() / 1000) - parsed.timestamp
  if (Math.abs(age) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' }
  const expected = Buffer.from(signPayload(secret, body, parsed.timestamp).split('v1=')[1]!, 'hex')
  // Several v1 values are allowed, as Stripe does, so a secret can be rolled without a gap.
  const match = parsed.signatures.some((s) => s.length === expected.length && timingSafeEqual(s, expected))
  return match ? { ok: true } : { ok: false, reason: 'mismatch' }
}

function parseHeader(header: string | null | undefined): { timestamp: number; signatures: Buffer[] } | null {
  if (!header || header.length > 1024) return null
  let timestamp: number | null = null
  const signatures: Buffer[] = []
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=')
    if (!key || value === undefined || rest.length) return null
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value)) return null
      timestamp = Number(value)
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null
      signatures.push(Buffer.from(value, 'hex'))
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures }
}
