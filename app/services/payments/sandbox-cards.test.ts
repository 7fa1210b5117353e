import { describe, expect, it } from 'vitest'
import { cardOutcome, passesLuhn, validateCard } from './sandbox-cards'

const now = new Date('2025-03-14T10:00:00Z')
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' }

describe('sandbox test cards', () => {
  it('pays with 4242…, or only holds the money when the session authorises', () => {
    expect(cardOutcome('4242 4242 4242 4242', 'capture')).toEqual({ kind: 'paid' })
    expect(cardOutcome('4242424242424242', 'authorise')).toEqual({ kind: 'authorised' })
  })
  it('declines 4000…0002, 4000…9995 and 4000…0069 with their reasons', () => {
    expect(cardOutcome('4000 0000 0000 0002', 'capture')).toEqual({ kind: 'declined', reason: 'card_declined' })
    expect(cardOutcome('4000000000009995', 'authorise')).toEqual({ kind: 'declined', reason: 'insufficient_funds' })
    expect(cardOutcome('4000 0000 0000 0069', 'capture')).toEqual({ kind: 'declined', reason: 'expired_card' })
  })
  it('only authorises 4000…3220, even for a payment meant to capture', () => {
    expect(cardOutcome('4000 0000 0000 3220', 'capture')).toEqual({ kind: 'authorised' })
  })
  it('pays with any other number that passes Luhn', () => {
    expect(cardOutcome('5555 5555 5555 4444', 'capture')).toEqual({ kind: 'paid' })
  })
  it('knows Luhn', () => {
    expect(['4242424242424242', '4000000000000002', '4000000000009995', '4000000000003220', '5555555555554444'].every(passesLuhn)).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
  })
})

describe('the sandbox card form', () => {
  it('accepts a good card and normalises the number', () => {
    expect(validateCard(good, now)).toEqual({ ok: true, card: { ...good, cardNumber: '4242424242424242' } })
  })
  it('asks for every field', () => {
    expect(validateCard({}, now)).toMatchObject({ ok: false, errors: { cardNumber: 'required', expiry: 'required', cvc: 'required', name: 'required' } })
  })
  it('refuses a number that fails Luhn or is not digits', () => {
    for (const cardNumber of ['4242 4242 4242 4241', '4242-abcd', '1234']) {
      expect(validateCard({ ...good, cardNumber }, now), cardNumber).toMatchObject({ ok: false, errors: { cardNumber: 'cardNumber' } })
    }
  })
  it('wants the expiry as MM/YY, this month or later', () => {
    expect(validateCard({ ...good, expiry: '13/30' }, now)).toMatchObject({ errors: { expiry: 'expiryFormat' } })
    expect(validateCard({ ...good, expiry: '2030-12' }, now)).toMatchObject({ errors: { expiry: 'expiryFormat' } })
    expect(validateCard({ ...good, expiry: '02/25' }, now)).toMatchObject({ errors: { expiry: 'expiryPast' } })
    expect(validateCard({ ...good, expiry: '03/25' }, now)).toMatchObject({ ok: true })
  })
  it('wants a CVC of 3 or 4 digits', () => {
    for (const cvc of ['12', '12345', 'abc']) expect(validateCard({ ...good, cvc }, now), cvc).toMatchObject({ errors: { cvc: 'cvc' } })
    expect(validateCard({ ...good, cvc: '1234' }, now)).toMatchObject({ ok: true })
  })
})
