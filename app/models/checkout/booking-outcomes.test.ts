// The pure mappings the screens depend on: cart check outcomes, order outcomes, outcome paths, error keys.
import { describe, expect, it } from 'vitest'
import { outcomeOf as cartOutcome } from '../cart/check.server'
import { cartErrorMessage } from '../../domain/cart-errors'
import { outcomePath } from './urls'
import { outcomeOf as orderOutcome } from '../orders/orders.server'

describe('cart check outcome (spec §4)', () => {
  const lines = (...statuses: Array<'APPROVED' | 'UNAVAILABLE' | 'PRICE_CHANGED'>) => statuses.map((status) => ({ status }))
  it('names each of the five cases', () => {
    expect(cartOutcome(lines('APPROVED', 'APPROVED'))).toBe('ok')
    expect(cartOutcome(lines('PRICE_CHANGED', 'APPROVED'))).toBe('prices_updated')
    expect(cartOutcome(lines('UNAVAILABLE', 'APPROVED'))).toBe('some_unavailable')
    expect(cartOutcome(lines('UNAVAILABLE', 'PRICE_CHANGED'))).toBe('unavailable_and_prices_updated')
    expect(cartOutcome(lines('UNAVAILABLE', 'UNAVAILABLE'))).toBe('none_available')
    expect(cartOutcome([])).toBe('ok')
  })
})

describe('order outcome', () => {
  it('is in progress while a hold is alive, failed once every hold is gone', () => {
    expect(orderOutcome('PENDING_PAYMENT', [{ status: 'ON_HOLD' }, { status: 'EXPIRED' }])).toBe('in_progress')
    expect(orderOutcome('PENDING_PAYMENT', [{ status: 'EXPIRED' }])).toBe('failed')
    expect(orderOutcome('PARTIALLY_CONFIRMED', [])).toBe('partial')
    expect(orderOutcome('ON_HOLD', [])).toBe('on_hold')
    expect(orderOutcome('PAY_LATER', [])).toBe('pay_later')
  })
  it('sends each outcome to its screen, in the buyer’s language', () => {
    expect(outcomePath('failed', 'abc', 'en')).toBe('/checkout/error?purchase=abc')
    expect(outcomePath('on_hold', 'abc', 'de')).toBe('/de/checkout/on_hold?purchase=abc')
    expect(outcomePath('partial', 'a b', 'ru')).toBe('/ru/checkout/success?purchase=a%20b')
  })
})

describe('cart error messages', () => {
  it('key each error under cart.errors with its values', () => {
    expect(cartErrorMessage({ code: 'capacity_per_item', capacity: 6 })).toEqual({ key: 'cart.errors.capacity_per_item', values: { capacity: 6 } })
    expect(cartErrorMessage({ code: 'promo_expired' })).toEqual({ key: 'cart.errors.promo_expired', values: {} })
  })
})
