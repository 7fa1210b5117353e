import { describe, expect, it } from 'vitest'
import { taxLines, taxOfGross, taxSummary } from './tax'
import { TenantConfigSchema } from './tenant-config'

describe('tax out of a tax-inclusive gross', () => {
  it('takes gross × r / (100 + r), rounded once to the minor unit', () => {
    expect(taxOfGross(11900, 19)).toBe(1900) // €119.00 at 19 %: €100 + €19
    expect(taxOfGross(10075, 19)).toBe(1609) // 100.75 × 19 / 119 = 16.086…
    expect(taxOfGross(10075, 5)).toBe(480) // 100.75 × 5 / 105 = 4.797…
    expect(taxOfGross(260000, 20)).toBe(43333) // TRY 2,600 × 20 / 120 = 433.333…
    expect(taxOfGross(10000, 7.7)).toBe(715) // 100 × 7.7 / 107.7 = 7.149…
    expect(taxOfGross(999, 0)).toBe(0)
  })

  it('leaves net + tax = gross to the minor unit, at every rate and amount', () => {
    for (const rate of [0, 5, 7, 7.7, 10, 18, 19, 20, 21, 25.5]) {
      for (const gross of [1, 2, 99, 100, 101, 1999, 5037, 10075, 119371, 260000, 9_999_999]) {
        const [line] = taxLines([{ rate, gross }])
        expect(line!.net + line!.tax).toBe(gross)
        expect(Number.isInteger(line!.tax) && Number.isInteger(line!.net)).toBe(true)
        // The tax is within half a minor unit of the exact figure.
        expect(Math.abs(line!.tax - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5)
      }
    }
  })

  it('rounds on each rate’s total, not line by line, and gives one line per rate', () => {
    // Three lines of 0.10 at 19 %: 0.016 each would round to 0.02 × 3 = 0.06; on the 0.30 total it is 0.05.
    const lines = taxLines([
      { rate: 19, gross: 10 },
      { rate: 19, gross: 10 },
      { rate: 19, gross: 10 },
      { rate: 7, gross: 10700 },
    ])
    expect(lines).toEqual([
      { rate: 7, net: 10000, tax: 700, gross: 10700 },
      { rate: 19, net: 25, tax: 5, gross: 30 },
    ])
  })

  it('mirrors a credit note: a negative gross gives the invoice’s figures negated', () => {
    expect(taxOfGross(-10075, 19)).toBe(-1609)
  })

  it('names the tax in the document’s language and freezes the seller’s number; none without settings', () => {
    const settings = { number: 'DE287654321', rate: 19, label: { en: 'VAT', de: 'MwSt.' }, inclusive: true as const }
    expect(taxSummary(settings, 11900, 'de')).toEqual({ number: 'DE287654321', label: 'MwSt.', lines: [{ rate: 19, net: 10000, tax: 1900, gross: 11900 }] })
    expect(taxSummary(settings, 11900, 'tr')?.label).toBe('VAT')
    expect(taxSummary(undefined, 11900, 'en')).toBeNull()
  })
})

describe('tenant.yaml tax block', () => {
  const base = {
    id: 'x',
    name: 'X',
    hostnames: ['x.localhost'],
    canonicalOrigin: 'http://x.localhost:3000',
    siteType: 'supplier',
    layout: { theme: 'default' },
    locales: ['en'],
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    contact: { phone: '+49 1', whatsapp: '+49 1', email: 'a@b.example', address: 'Here' },
    catalogue: { suppliers: 'all' },
  }
  it('accepts a tax number, a rate with two decimals at most and a label; inclusive by default', () => {
    const parsed = TenantConfigSchema.parse({ ...base, tax: { number: 'DE287654321', rate: 19 } })
    expect(parsed.tax).toEqual({ number: 'DE287654321', rate: 19, label: 'VAT', inclusive: true })
  })
  it('refuses a rate out of range or with three decimals, and tax-exclusive prices', () => {
    expect(TenantConfigSchema.safeParse({ ...base, tax: { number: 'DE287654321', rate: 119 } }).success).toBe(false)
    expect(TenantConfigSchema.safeParse({ ...base, tax: { number: 'DE287654321', rate: 7.125 } }).success).toBe(false)
    expect(TenantConfigSchema.safeParse({ ...base, tax: { number: 'DE287654321', rate: 19, inclusive: false } }).success).toBe(false)
  })
})
