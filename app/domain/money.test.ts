import { describe, expect, it } from 'vitest'
import { approximateAmount, convertMoney, convertTotal, currencyDigits } from './money'
import { formatMoney } from './format'

const rates = { USD: 1, EUR: 0.92, AED: 3.6725, JPY: 150, KWD: 0.307 }

describe('money', () => {
  it('knows each currency’s own number of decimals', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3])
  })
  it('converts through USD and rounds once, in the target’s minor units', () => {
    expect(convertMoney({ amount: 36725, currency: 'AED' }, 'USD', rates)).toEqual({ amount: 10000, currency: 'USD' })
    expect(convertMoney({ amount: 10000, currency: 'USD' }, 'JPY', rates)).toEqual({ amount: 15000, currency: 'JPY' })
    expect(convertMoney({ amount: 1, currency: 'EUR' }, 'KWD', rates)).toEqual({ amount: 3, currency: 'KWD' })
  })
  it('returns the same amount for the same currency, and null when a rate is missing', () => {
    expect(convertMoney({ amount: 5, currency: 'EUR' }, 'EUR', rates)).toEqual({ amount: 5, currency: 'EUR' })
    expect(convertMoney({ amount: 5, currency: 'EUR' }, 'CHF', rates)).toBeNull()
  })
  it('adds parts in several currencies and rounds the total once, not each part', () => {
    // Three parts of 1 fils are 0.27 US cents each: rounded one by one they would vanish.
    const fils = { amount: 1, currency: 'AED' }
    expect(convertTotal([fils, fils, fils], 'USD', rates)).toBe(Math.round(3 / 3.6725))
    expect(convertTotal([fils, fils, fils, fils, fils], 'USD', rates)).toBe(1)
    expect(convertTotal([{ amount: 1000, currency: 'USD' }, { amount: 3673, currency: 'AED' }], 'USD', rates)).toBe(2000)
    expect(convertTotal([{ amount: 5, currency: 'CHF' }], 'USD', rates)).toBeNull()
    expect(convertTotal([], 'EUR', rates)).toBe(0)
  })
  it('formats with the locale’s conventions, without decimals for whole amounts', () => {
    // Intl separates the code and the number with a no-break space.
    const plain = (s: string) => s.replace(/\s/g, ' ')
    expect(plain(formatMoney(125000, 'AED', 'en-US'))).toBe('AED 1,250')
    expect(plain(formatMoney(99950, 'EUR', 'de-DE'))).toBe('999,50 €')
  })
  it('rounds an approximate (converted) price to whole units from ten up, and keeps small amounts and 0-decimal ones', () => {
    expect(approximateAmount(10074, 'USD')).toBe(10100) // ≈ $100.74 → ≈ $101
    expect(approximateAmount(6464, 'EUR')).toBe(6500) // ≈ €64.64 → ≈ €65
    expect(approximateAmount(119371, 'USD')).toBe(119400) // ≈ $1,193.71 → ≈ $1,194
    expect(approximateAmount(5037, 'USD')).toBe(5000)
    expect(approximateAmount(1050, 'USD')).toBe(1100) // half up
    expect(approximateAmount(999, 'EUR')).toBe(999) // ≈ €9.99 stays: "≈ €10" would be off more than it helps
    expect(approximateAmount(251, 'EUR')).toBe(251)
    expect(approximateAmount(15049, 'JPY')).toBe(15049) // no minor unit to drop
    expect(approximateAmount(12345, 'KWD')).toBe(12000) // three decimals: KWD 12.345 → KWD 12
    expect(formatMoney(approximateAmount(10074, 'USD'), 'USD', 'en-US')).toBe('$101')
  })
})
