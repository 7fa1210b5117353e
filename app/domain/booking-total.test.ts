import { describe, expect, it } from 'vitest'
import { liveTotal, minusMinutes, stepperLimits } from './booking-total'
import { convertTotal } from './money'

const price = (amount: number) => ({ amount, currency: 'AED', base: { amount, currency: 'AED' } })
const aed = { currency: 'AED', rates: { USD: 1, AED: 3.6725 } }

describe('live total', () => {
  it('adds every unit type and extra at its quantity', () => {
    const total = liveTotal({
      units: [
        { type: 'adult', price: price(18500) },
        { type: 'child', price: price(13900) },
      ],
      quantities: { adult: 2, child: 1 },
      travellers: 3,
      extras: [
        { id: 'quad', pricing: 'per_person', price: price(15000) },
        { id: 'photo', pricing: 'per_booking', price: price(12000) },
      ],
      extraQuantities: { quad: 2, photo: 1 },
      charge: aed,
    })
    expect(total).toEqual({ amount: 2 * 18500 + 13900 + 2 * 15000 + 12000, currency: 'AED' })
  })

  it('converts the supplier’s prices and rounds once, as the cart does: AED 185 × 2 is $100.75, not 2 × $50.37', () => {
    const converted = { amount: 5037, currency: 'USD', base: { amount: 18500, currency: 'AED' } }
    const charge = { currency: 'USD', rates: { USD: 1, AED: 3.6725 } }
    const total = liveTotal({ units: [{ type: 'adult', price: converted }], quantities: { adult: 2 }, travellers: 2, extras: [], extraQuantities: {}, charge })
    expect(total).toEqual({ amount: convertTotal([{ amount: 37000, currency: 'AED' }], 'USD', charge.rates), currency: 'USD' })
    expect(total?.amount).toBe(10075)
  })
})

describe('stepper limits', () => {
  it('shares the seats left between adults, children and infants', () => {
    const limits = stepperLimits({ remaining: 5, quantities: { adult: 3, child: 1 }, capacityPerItem: null, maxTravellers: 15, cap: 99 })
    expect(limits.max).toEqual({ adult: 4, child: 2, infant: 1 })
  })

  it('lets a boat for 10 take 10 travellers per boat chosen', () => {
    expect(stepperLimits({ remaining: 3, quantities: { item: 2 }, capacityPerItem: 10, maxTravellers: null, cap: 99 })).toEqual({
      max: { item: 3 },
      maxTravellers: 20,
    })
  })
})

describe('pickup time', () => {
  it('is the start time minus the pickup offset, across midnight too', () => {
    expect(minusMinutes('15:00', 45)).toBe('14:15')
    expect(minusMinutes('00:20', 30)).toBe('23:50')
  })
})
