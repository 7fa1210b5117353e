// Which links are fetched ahead: public pages yes; the visitor's own and transactional pages never.
import { describe, expect, it } from 'vitest'
import { prefetchable } from './viewport-prefetch'

describe('prefetchable', () => {
  it('lets public pages be fetched ahead, in any language', () => {
    for (const p of ['/', '/experiences/x', '/de/blog/y', '/things-to-do-in-dubai', '/cartography-tours']) expect(prefetchable(p), p).toBe(true)
  })
  it('never fetches the cart, checkout, sign-in or sign-out, or Your Booking ahead', () => {
    for (const p of ['/cart', '/checkout', '/ru/checkout/success', '/auth/logout', '/de/auth/login', '/invoices', '/tr/cart']) expect(prefetchable(p), p).toBe(false)
  })
})
