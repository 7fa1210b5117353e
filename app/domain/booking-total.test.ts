import { describe, expect, it } from 'vitest'
import { liveTotal, minusMinutes, stepperLimits } from './booking-total'

const price = (amount: number, approximate = false) => ({ amount, currency: 'AED', approximate })

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
    })
    expect(total).toEqual({ amount: 2 * 18500 + 13900 + 2 * 15000 + 12000, currency: 'AED', approximate: false })
  })

  it('is approximate as soon as one counted price was converted', () => {
    const total = liveTotal({ units: [{ type: 'item', price: price(900000, true) }], quantities: { item: 1 }, travellers: 4, extras: [], extraQuantities: {} })
    expect(total?.approximate).toBe(true)
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
