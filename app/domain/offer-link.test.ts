import { describe, expect, it } from 'vitest'
import { signOfferLink, verifyOfferLink } from './offer-link'

const secret = 's'.repeat(40)
const offerId = '0b6f2a7e-3c1d-4a8b-9e2f-1a2b3c4d5e6f'
const now = new Date('2026-11-24T12:00:00Z')
const expiresAt = new Date('2026-12-01T12:00:00Z')

describe('custom offer links', () => {
  it('opens for the tenant and role it was signed for', () => {
    const token = signOfferLink(secret, 'deira', { offerId, role: 'buyer', expiresAt })
    expect(verifyOfferLink(secret, 'deira', token, now)).toEqual({ ok: true, link: { offerId, role: 'buyer', expiresAt } })
  })
  it('refuses a tampered link, another tenant, another secret and a changed role', () => {
    const token = signOfferLink(secret, 'deira', { offerId, role: 'supplier', expiresAt })
    expect(verifyOfferLink(secret, 'other', token, now).ok).toBe(false)
    expect(verifyOfferLink('t'.repeat(40), 'deira', token, now).ok).toBe(false)
    expect(verifyOfferLink(secret, 'deira', token.replace('.s.', '.b.'), now).ok).toBe(false)
    expect(verifyOfferLink(secret, 'deira', `${token.slice(0, -2)}xx`, now).ok).toBe(false)
    expect(verifyOfferLink(secret, 'deira', 'nonsense', now)).toEqual({ ok: false, reason: 'invalid' })
  })
  it('survives the front door folding the path to lower case', () => {
    const token = signOfferLink(secret, 'deira', { offerId, role: 'buyer', expiresAt })
    expect(token).toBe(token.toLowerCase())
  })
  it('says an expired link has expired', () => {
    const token = signOfferLink(secret, 'deira', { offerId, role: 'buyer', expiresAt })
    expect(verifyOfferLink(secret, 'deira', token, new Date('2026-12-01T12:00:01Z'))).toEqual({ ok: false, reason: 'expired' })
  })
})
