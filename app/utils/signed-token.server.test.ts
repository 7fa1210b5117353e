import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from './signed-token.server'

describe('signed tokens', () => {
  const later = new Date(Date.now() + 60_000)

  it('gives back the claims of an intact token before its expiry', () => {
    expect(verifyToken('p', signToken('p', { a: 1 }, later))).toMatchObject({ a: 1 })
  })

  it('refuses a token made for another purpose, changed by one character, or expired', () => {
    const token = signToken('p', { a: 1 }, later)
    expect(verifyToken('q', token)).toBeNull()
    const [body, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ a: 2, exp: Math.floor(later.getTime() / 1000) })).toString('base64url')
    expect(verifyToken('p', `${forged}.${mac}`)).toBeNull()
    expect(verifyToken('p', `${body}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(verifyToken('p', token, new Date(later.getTime() + 1000))).toBeNull()
    expect(verifyToken('p', 'garbage')).toBeNull()
  })
})
