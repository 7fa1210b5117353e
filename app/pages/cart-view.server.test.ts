import { describe, expect, it } from 'vitest'
import en from '../locales/en'
import { pickupText } from './cart-view.server'

const t = (key: string, vars: Record<string, string | number> = {}) => {
  const template = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name]))
}

describe('the pickup line of a cart line', () => {
  it('names the pickup point with its time and address', () => {
    expect(pickupText({ pointId: 'p', name: 'Hotel lobby', address: 'Sheikh Zayed Rd', time: '14:30' }, t)).toBe('Pickup at 14:30: Hotel lobby, Sheikh Zayed Rd')
  })

  it('never shows an empty name and a stray comma when the point is not known any more', () => {
    expect(pickupText({ pointId: 'p', name: '', address: 'Marina Walk 5', time: '14:30' }, t)).toBe('Pickup at 14:30: Marina Walk 5')
    expect(pickupText({ pointId: 'p', name: '', address: '', time: '14:30' }, t)).toBe('Pickup at 14:30')
  })
})
