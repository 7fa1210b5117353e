import { describe, expect, it } from 'vitest'
import { OfferAnswerSchema, toMinorUnits } from './custom-offer-answer-schema'

describe('the custom offer answer form', () => {
  it('turns a typed price into minor units of the currency', () => {
    expect(toMinorUnits('1500', 'AED')).toBe(150000)
    expect(toMinorUnits('1500,5', 'EUR')).toBe(150050)
    expect(toMinorUnits('99.99', 'USD')).toBe(9999)
    expect(toMinorUnits('10.5', 'JPY')).toBeNull()
  })
  it('refuses a price too large for the money columns instead of failing on insert', () => {
    expect(toMinorUnits('21474836.47', 'AED')).toBe(2_147_483_647)
    expect(toMinorUnits('99999999', 'AED')).toBeNull()
    expect(toMinorUnits('2147484', 'KWD')).toBeNull()
  })
  it('asks for a price and a date to make an offer, nothing to decline', () => {
    expect(OfferAnswerSchema.safeParse({ intent: 'offer', date: '2030-01-01' }).success).toBe(false)
    expect(OfferAnswerSchema.safeParse({ intent: 'offer', price: '0', date: '2030-01-01' }).success).toBe(false)
    expect(OfferAnswerSchema.safeParse({ intent: 'offer', price: '1200', date: '2030-01-01', time: '18:30' }).success).toBe(true)
    expect(OfferAnswerSchema.safeParse({ intent: 'decline' }).success).toBe(true)
  })
})
