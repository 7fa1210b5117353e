import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit.server'

describe('rate limiter', () => {
  it('refuses the key after the limit, for the rest of the window only', () => {
    let time = 0
    const limiter = createRateLimiter({ limit: 3, windowSeconds: 60, now: () => time })
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('a').limited).toBe(false)
      limiter.hit('a')
    }
    expect(limiter.check('a')).toEqual({ limited: true, retryAfterSeconds: 60 })
    expect(limiter.check('b').limited).toBe(false)
    time = 45_000
    expect(limiter.check('a')).toEqual({ limited: true, retryAfterSeconds: 15 })
    time = 60_000
    expect(limiter.check('a').limited).toBe(false)
  })

  it('forgets a key on reset (a successful sign-in)', () => {
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 60 })
    limiter.hit('a')
    expect(limiter.check('a').limited).toBe(true)
    limiter.reset('a')
    expect(limiter.check('a').limited).toBe(false)
  })

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 60, maxKeys: 2 })
    limiter.hit('a')
    limiter.hit('b')
    limiter.hit('c')
    expect(limiter.check('a').limited).toBe(false)
    expect(limiter.check('b').limited).toBe(true)
    expect(limiter.check('c').limited).toBe(true)
  })
})
