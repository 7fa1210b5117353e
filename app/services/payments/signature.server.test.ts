import { describe, expect, it } from 'vitest'
import { signatureHeader, signPayload, verifySignature } from './signature.server'

const secret = 'test-secret-0123456789'
const body = '{"id":"evt_1","type":"payment.succeeded"}'
const now = new Date('2025-03-14T10:00:00Z')
const t = Math.floor(now.getTime() / 1000)

describe('webhook signatures', () => {
  it('accepts the body exactly as signed, now and up to 5 minutes later', () => {
    expect(verifySignature(secret, body, signatureHeader(secret, body, now), now)).toEqual({ ok: true })
    expect(verifySignature(secret, body, signPayload(secret, body, t - 300), now)).toEqual({ ok: true })
  })
  it('refuses a body changed after signing, even by one character', () => {
    expect(verifySignature(secret, body.replace('succeeded', 'succeedee'), signPayload(secret, body, t), now)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifySignature(secret, `${body} `, signPayload(secret, body, t), now).ok).toBe(false)
  })
  it('refuses a signature made with another secret', () => {
    expect(verifySignature(secret, body, signPayload('another-secret-000000', body, t), now)).toEqual({ ok: false, reason: 'mismatch' })
  })
  it('refuses a timestamp changed without re-signing (a replay dressed as new)', () => {
    const digest = signPayload(secret, body, t - 3600).split(',')[1]
    expect(verifySignature(secret, body, `t=${t},${digest}`, now)).toEqual({ ok: false, reason: 'mismatch' })
  })
  it('refuses a signature older than 5 minutes, or more than 5 minutes in the future', () => {
    expect(verifySignature(secret, body, signPayload(secret, body, t - 301), now)).toEqual({ ok: false, reason: 'stale' })
    expect(verifySignature(secret, body, signPayload(secret, body, t + 301), now)).toEqual({ ok: false, reason: 'stale' })
  })
  it('accepts one good signature among several (a secret being rolled)', () => {
    const good = signPayload(secret, body, t).split(',')[1]
    expect(verifySignature(secret, body, `t=${t},v1=${'0'.repeat(64)},${good}`, now)).toEqual({ ok: true })
  })
  it('treats a missing or malformed header as malformed', () => {
    for (const header of [null, undefined, '', 'garbage', `t=${t}`, 'v1=abc', `t=abc,v1=${'0'.repeat(64)}`, `t=${t},v1=xyz`, `t=${t},v1=${'0'.repeat(64)}=x`, `t=${t},v1`]) {
      expect(verifySignature(secret, body, header, now), String(header)).toEqual({ ok: false, reason: 'malformed' })
    }
  })
})
