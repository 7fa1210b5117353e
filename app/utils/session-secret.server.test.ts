import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'
import { resolveSessionSecret } from './session-secret.server'

const scratch = () => path.join(mkdtempSync(path.join(tmpdir(), 'session-secret-')), 'nested', 'secret')

describe('session secret', () => {
  it('uses SESSION_SECRET when it is set', () => {
    const file = scratch()
    expect(resolveSessionSecret({ secret: 'x'.repeat(32), file })).toBe('x'.repeat(32))
    expect(() => statSync(file)).toThrow()
  })

  it('otherwise generates one, keeps it private on disk and reads it back after a restart', () => {
    const file = scratch()
    const first = resolveSessionSecret({ file })
    expect(first).toMatch(/^[\w-]{64}$/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(resolveSessionSecret({ file })).toBe(first)
  })

  it('refuses a stored secret too short to be safe, naming the file', () => {
    const file = scratch()
    resolveSessionSecret({ file })
    writeFileSync(file, 'short\n')
    expect(() => resolveSessionSecret({ file })).toThrow(/session-secret-.*shorter than 32 characters/)
    expect(readFileSync(file, 'utf8')).toBe('short\n')
  })

  it('stops the boot on a short SESSION_SECRET and treats an empty one as unset', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'too short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/)
    expect(parseEnv({ SESSION_SECRET: '' }).SESSION_SECRET).toBeUndefined()
    expect(parseEnv({ SESSION_SECRET: 's'.repeat(40) }).SESSION_SECRET).toBe('s'.repeat(40))
  })
})
