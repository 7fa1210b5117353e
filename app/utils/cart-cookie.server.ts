// The guest's cart token: a random value in an HttpOnly cookie, so a script on the page cannot read it and a
// guessed token finds nothing. Signed-in visitors are found by user id instead (the cart follows them).
import { randomBytes } from 'node:crypto'
import { readCookie } from './locale-detect'

const CART_COOKIE = 'cart'
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60

// 24 random bytes in base64url: 32 characters. Anything else in the cookie is ignored, not looked up.
const TOKEN = /^[A-Za-z0-9_-]{32}$/

export function newCartToken(): string {
  return randomBytes(24).toString('base64url')
}

/** The guest token from the request's Cookie header, or null when absent or malformed. */
export function readCartToken(request: Request): string | null {
  const value = readCookie(request.headers.get('cookie'), CART_COOKIE)
  return value && TOKEN.test(value) ? value : null
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

/** Set-Cookie value for the token: HttpOnly, SameSite=Lax (it survives the return from the payment page), 30 days. */
export function serializeCartCookie(token: string, secure: boolean): string {
  return `${CART_COOKIE}=${token}; Max-Age=${CART_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Removes the cookie, e.g. after the guest cart was merged into the account's cart at sign-in. */
export function clearCartCookie(secure: boolean): string {
  return `${CART_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The token to use for this request, and the Set-Cookie header to send when a new one was made. Routes call
 * it only when they write to the cart, so browsing never sets a cookie.
 */
export function ensureCartToken(request: Request): { token: string; setCookie: string | null } {
  const existing = readCartToken(request)
  if (existing) return { token: existing, setCookie: null }
  const token = newCartToken()
  return { token, setCookie: serializeCartCookie(token, isSecureRequest(request)) }
}
