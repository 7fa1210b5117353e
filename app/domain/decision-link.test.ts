import { describe, expect, it } from 'vitest'
import { signDecisionLink, verifyDecisionLink } from './decision-link'

const SECRET = 'test-secret-of-every-server'
const link = { bookingId: '0b5e3c1a-1111-4222-8333-444455556666', decision: 'confirm' as const, expiresAt: new Date('2030-01-02T03:04:05Z') }
const now = new Date('2030-01-01T00:00:00Z')

describe('decision links', () => {
  it('opens a link it signed, even after the front door folded it to lower case', () => {
    const token = signDecisionLink(SECRET, link)
    expect(verifyDecisionLink(SECRET, token, now)).toEqual({ ok: true, link })
    expect(verifyDecisionLink(SECRET, token.toUpperCase(), now)).toEqual({ ok: true, link })
  })

  it('refuses a changed answer, booking or signature, and another server key', () => {
    const token = signDecisionLink(SECRET, link)
    expect(verifyDecisionLink(SECRET, token.replace('.c.', '.d.'), now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyDecisionLink(SECRET, token.replace('0b5e3c1a', '0b5e3c1b'), now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyDecisionLink('another-secret', token, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyDecisionLink(SECRET, 'not-a-token', now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('says an expired link has expired, still naming its booking', () => {
    const token = signDecisionLink(SECRET, link)
    expect(verifyDecisionLink(SECRET, token, new Date('2030-01-02T03:04:05Z'))).toEqual({ ok: false, reason: 'expired', link })
  })
})
