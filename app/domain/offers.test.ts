import { describe, expect, it } from 'vitest'
import { fromMinorAmount, PolicySchema, policyPreview, policyTerms, toMinorAmount } from './offers'
import { hubMessages } from '../hub/locales'

const en = hubMessages('en')
// The hub's i18next interpolation, for the English strings.
const t = (key: string, values: Record<string, string | number> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
}

describe('prices typed in major units', () => {
  it('reads them in the currency\'s own decimals, never through a float', () => {
    expect(toMinorAmount('45', 'EUR')).toBe(4500)
    expect(toMinorAmount('45.5', 'EUR')).toBe(4550)
    expect(toMinorAmount('45,50', 'AED')).toBe(4550)
    expect(toMinorAmount('0.29', 'EUR')).toBe(29)
    expect(toMinorAmount('1500', 'JPY')).toBe(1500)
    expect(toMinorAmount('12.345', 'KWD')).toBe(12345)
  })

  it('refuses negative amounts, too many decimals and anything else', () => {
    for (const text of ['-5', '12.345', '1e3', '', '12.', 'abc', '0.30000000000000004']) expect(toMinorAmount(text, 'EUR'), text).toBeNull()
    expect(toMinorAmount('15.5', 'JPY')).toBeNull()
  })

  it('shows minor units back as the form\'s text', () => {
    expect([fromMinorAmount(4550, 'EUR'), fromMinorAmount(4500, 'EUR'), fromMinorAmount(5, 'EUR')]).toEqual(['45.50', '45', '0.05'])
  })
})

describe('cancellation terms in words', () => {
  it('says the tiers as the supplier reads them', () => {
    const terms = policyTerms(PolicySchema.parse({ kind: 'percentage', rules: [{ days: 7, penaltyPercent: 50 }, { days: 2, penaltyPercent: 100 }] }))
    expect(policyPreview(terms, t, 'en').join(' · ')).toBe('Cancel 7 days or more before: full refund · 2 days–7 days before: 50% refund · later: no refund')
  })

  it('says a free cut-off and non-refundable terms', () => {
    expect(policyPreview(policyTerms({ kind: 'free', freeCutoffHours: 36 }), t, 'en').join(' · ')).toBe('Cancel 36 hours or more before: full refund · later: no refund')
    expect(policyPreview(policyTerms({ kind: 'non_refundable' }), t, 'en')).toEqual(['Non-refundable: no refund after booking'])
  })

  it('stores a whole-day cut-off as days, like the shared policies', () => {
    expect(policyTerms({ kind: 'free', freeCutoffHours: 72 })).toEqual({ kind: 'free', rules: [{ days: 3, hours: 0, minutes: 0, penaltyPercent: 100 }], freeCutoffHours: 72 })
  })

  it('refuses a tier that is not nearer the start than the one above', () => {
    const result = PolicySchema.safeParse({ kind: 'percentage', rules: [{ hours: 12, penaltyPercent: 50 }, { days: 1, penaltyPercent: 100 }] })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['rules.1.days', 'options.errors.tierOrder']])
  })
})
