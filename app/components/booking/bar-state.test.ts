import { describe, expect, it } from 'vitest'
import { bookingStep, pickedDate } from './bar-state'

const window = { today: '2030-03-10', lastDate: '2030-09-10' }

describe('the sticky bar’s step', () => {
  it('asks for a date first, then to add to the cart, then to view the cart', () => {
    expect(bookingStep(null, false)).toBe('choose-date')
    expect(bookingStep('2030-03-12', false)).toBe('add-to-cart')
    expect(bookingStep('2030-03-12', true)).toBe('view-cart')
    expect(bookingStep(null, true)).toBe('view-cart')
  })

  it('takes the URL’s date only inside the booking window', () => {
    expect(pickedDate('2030-03-12', null, window)).toBe('2030-03-12')
    expect(pickedDate('2030-03-09', null, window)).toBeNull()
    expect(pickedDate('2030-09-11', '2030-03-11', window)).toBe('2030-03-11')
    expect(pickedDate('2030-02-30', null, window)).toBeNull()
    expect(pickedDate(null, '2030-03-11', window)).toBe('2030-03-11')
  })
})
