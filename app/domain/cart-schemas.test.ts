import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { addToCartSchema, ApplyPromoSchema } from './cart-schemas'

const OPTION = '0e6b7d3c-1111-2222-3333-444455556666'
function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}
const base = { intent: 'add', experienceSlug: 'dubai-marina-yacht', optionId: OPTION, date: '2030-03-14', startTime: '15:00' }

describe('add to cart', () => {
  it('keeps the unit types with a quantity and the ticked extras', () => {
    const result = parseWithZod(
      form({ ...base, 'unitQuantities.adult': '2', 'unitQuantities.child': '0', 'extras[0].extraId': OPTION, 'extras[0].quantity': '1', 'extras[1].extraId': OPTION }),
      { schema: addToCartSchema() },
    )
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value.unitQuantities).toEqual({ adult: 2 })
    expect(result.value.extras).toEqual([{ extraId: OPTION, quantity: 1 }])
    expect(result.value.payment).toBe('now')
  })

  it('refuses a booking without travellers', () => {
    const result = parseWithZod(form({ ...base, 'unitQuantities.adult': '0' }), { schema: addToCartSchema() })
    expect(result.status).toBe('error')
    expect(result.reply().error?.unitQuantities).toEqual(['noTravellers'])
  })

  it('refuses the 11th traveller on one boat for 10', () => {
    const limits = { capacityPerItem: 10, maxTravellers: null }
    const over = parseWithZod(form({ ...base, 'unitQuantities.item': '1', travellers: '11' }), { schema: addToCartSchema(limits) })
    expect(over.reply().error?.travellers).toEqual(['capacity'])
    const two = parseWithZod(form({ ...base, 'unitQuantities.item': '2', travellers: '11' }), { schema: addToCartSchema(limits) })
    expect(two.status).toBe('success')
  })

  it('calls a malformed time or date a format error', () => {
    const result = parseWithZod(form({ ...base, startTime: '25:00', date: '2030-02-30', 'unitQuantities.adult': '1' }), { schema: addToCartSchema() })
    expect(result.reply().error).toMatchObject({ startTime: ['format'], date: ['format'] })
  })
})

describe('promo code', () => {
  it('is trimmed and upper-cased; an empty one is required, a strange one a format error', () => {
    const ok = parseWithZod(form({ intent: 'apply-promo', code: ' summer10 ' }), { schema: ApplyPromoSchema })
    expect(ok.status === 'success' && ok.value.code).toBe('SUMMER10')
    expect(parseWithZod(form({ intent: 'apply-promo', code: '' }), { schema: ApplyPromoSchema }).reply().error?.code).toEqual(['required'])
    expect(parseWithZod(form({ intent: 'apply-promo', code: 'a b' }), { schema: ApplyPromoSchema }).reply().error?.code).toEqual(['format'])
  })
})
