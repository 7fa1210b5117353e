import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseEnv } from './env.server'
import { resolveSessionSecrets } from './session-secret.server'

const scratch = () => path.join(mkdtempSync(path.join(tmpdir(), 'session-secret-')), 'nested', 'secret')
const OLD = 'o'.repeat(40)
const NEW = 'n'.repeat(40)

describe('session secret', () => {
  it('uses SESSION_SECRET when it is set', () => {
    const file = scratch()
    expect(resolveSessionSecrets({ secrets: ['x'.repeat(32)], file })).toEqual(['x'.repeat(32)])
    expect(() => statSync(file)).toThrow()
  })

  it('otherwise generates one, keeps it private on disk and reads it back after a restart', () => {
    const file = scratch()
    const [first] = resolveSessionSecrets({ file })
    expect(first).toMatch(/^[\w-]{64}$/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(resolveSessionSecrets({ file })).toEqual([first])
  })

  it('refuses a stored secret too short to be safe, naming the file', () => {
    const file = scratch()
    resolveSessionSecrets({ file })
    writeFileSync(file, 'short\n')
    expect(() => resolveSessionSecrets({ file })).toThrow(/session-secret-.*shorter than 32 characters/)
    expect(readFileSync(file, 'utf8')).toBe('short\n')
  })

  it('stops the boot on a short SESSION_SECRET (any entry of the list) and treats an empty one as unset', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'too short' })).toThrow(/SESSION_SECRET: each secret must be at least 32 characters/)
    expect(() => parseEnv({ SESSION_SECRET: `${NEW},short` })).toThrow(/SESSION_SECRET: each secret must be at least 32 characters/)
    expect(parseEnv({ SESSION_SECRET: '' }).SESSION_SECRET).toBeUndefined()
    expect(parseEnv({ SESSION_SECRET: 's'.repeat(40) }).SESSION_SECRET).toEqual(['s'.repeat(40)])
    expect(parseEnv({ SESSION_SECRET: `${NEW}, ${OLD}` }).SESSION_SECRET).toEqual([NEW, OLD])
  })
})

describe('rotating the secret (the first signs, every one verifies)', () => {
  const saved = process.env.SESSION_SECRET
  afterEach(() => {
    if (saved === undefined) delete process.env.SESSION_SECRET
    else process.env.SESSION_SECRET = saved
    vi.resetModules()
  })

  /** The modules as a server started with SESSION_SECRET=`value` has them (the secret is read once, at boot). */
  async function serverWith(value: string) {
    vi.resetModules()
    process.env.SESSION_SECRET = value
    const tokens = await import('./signed-token.server')
    const sessions = await import('./session.server')
    return { ...tokens, ...sessions }
  }
  const request = (cookie?: string) => new Request('http://deira.localhost/', { headers: cookie ? { Cookie: cookie } : {} })
  const sessionId = '6f1c1d3e-2b7a-4c55-9d0e-1f2a3b4c5d6e'
  const inAnHour = () => new Date(Date.now() + 3_600_000)

  it('keeps tokens and sessions signed with the old key valid after the new key is put first, and signs with the new one', async () => {
    const before = await serverWith(OLD)
    const oldToken = before.signToken('order-grants', { orders: ['a'] }, inAnHour())
    const oldCookie = (await before.commitSessionCookie(request(), sessionId)).split(';')[0]!

    const during = await serverWith(`${NEW},${OLD}`)
    expect(during.verifyToken('order-grants', oldToken)).toMatchObject({ orders: ['a'] })
    expect(await during.readSessionId(request(oldCookie))).toBe(sessionId)
    const newToken = during.signToken('order-grants', { orders: ['b'] }, inAnHour())
    expect(newToken).not.toBe(oldToken)

    const after = await serverWith(NEW)
    expect(after.verifyToken('order-grants', newToken)).toMatchObject({ orders: ['b'] })
    // Once the old key is dropped, what it signed reads as nothing: it really was the old key that verified.
    expect(after.verifyToken('order-grants', oldToken)).toBeNull()
    expect(await after.readSessionId(request(oldCookie))).toBeNull()
  })

  it('never accepts a token signed with a key the server does not hold', async () => {
    const stranger = await serverWith('s'.repeat(40))
    const foreign = stranger.signToken('order-grants', { orders: ['x'] }, inAnHour())
    const server = await serverWith(`${NEW},${OLD}`)
    expect(server.verifyToken('order-grants', foreign)).toBeNull()
  })
})
