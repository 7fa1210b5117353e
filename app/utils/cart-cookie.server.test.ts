import { describe, expect, it } from 'vitest'
import { clearCartCookie, ensureCartToken, newCartToken, readCartToken, serializeCartCookie } from './cart-cookie.server'

const request = (cookie?: string, url = 'http://deira.localhost/cart') => new Request(url, { headers: cookie ? { cookie } : {} })

describe('cart cookie', () => {
  it('makes random 32-character tokens', () => {
    const a = newCartToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(newCartToken()).not.toBe(a)
  })
  it('is HttpOnly, Lax, 30 days, and Secure only over https', () => {
    expect(serializeCartCookie('t', false)).toBe('cart=t; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax')
    expect(serializeCartCookie('t', true)).toMatch(/; Secure$/)
    expect(clearCartCookie(false)).toMatch(/^cart=; Max-Age=0;/)
  })
  it('reads a well-formed token and ignores anything else', () => {
    const token = newCartToken()
    expect(readCartToken(request(`locale=en; cart=${token}`))).toBe(token)
    expect(readCartToken(request("cart=' or 1=1 --"))).toBeNull()
    expect(readCartToken(request())).toBeNull()
  })
  it('sets a cookie only when the visitor has none yet', () => {
    const fresh = ensureCartToken(request(undefined, 'https://deira.example/cart'))
    expect(fresh.setCookie).toContain(`cart=${fresh.token};`)
    expect(fresh.setCookie).toContain('Secure')
    expect(ensureCartToken(request(`cart=${fresh.token}`))).toEqual({ token: fresh.token, setCookie: null })
  })
})
