// The CLI itself: exit codes and what an admin reads. What it writes is tested in scripts/tenant/scaffold.test.ts.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Asynchronous: a synchronous spawn would stall the test worker past vitest's own RPC timeout on a busy machine.
const tenant = (...args: string[]) =>
  new Promise<{ status: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/tenant.ts', ...args], { encoding: 'utf8' }, (error, out, err) =>
      resolve({ status: error ? Number(error.code) : 0, out, err }),
    )
  })

describe('npm run tenant', () => {
  it('checks the repository’s tenants folder when given none, as npm test does', { timeout: 120_000 }, async () => {
    const run = await tenant('check')
    expect(run.status, run.err).toBe(0)
    expect(run.out).toMatch(/^\d+ valid, 0 problems$/m)
  })

  it('prints the usage and exits 2 when new is missing its id and layout, or meets an unknown option', { timeout: 120_000 }, async () => {
    for (const args of [['new'], ['new', 'acme', '--layout', 'deira', '--colour', 'red']]) {
      const run = await tenant(...args)
      expect(run.status, args.join(' ')).toBe(2)
      expect(run.err).toContain('Usage:')
      expect(run.err).toContain('npm run tenant -- new <id> --layout <layout> [--supplier <supplier-slug>] [--dir <tenants-dir>]')
    }
  })

  it('refuses with every reason and exit 1, writing nothing; then writes a tenant that check passes', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenant-cli-'))
    const refused = await tenant('new', 'Acme', '--layout', 'nope', '--supplier', 'nobody', '--dir', dir)
    expect(refused.status).toBe(1)
    expect(refused.err).toContain('"Acme" is not a slug')
    expect(refused.err).toContain('"nope" is not a known layout. Known layouts: default, deira')
    expect(refused.err).toContain('"nobody" is not a known supplier')
    expect(refused.err).toContain('No tenant written.')
    expect(existsSync(path.join(dir, 'Acme'))).toBe(false)

    const written = await tenant('new', 'acme', '--layout', 'deira', '--supplier', 'deira-desert-safari', '--dir', dir)
    expect(written.status, written.err).toBe(0)
    expect(written.out).toContain('tenant.yaml')
    const checked = await tenant('check', dir)
    expect(checked.status, checked.err).toBe(0)
    expect(checked.out).toContain('ok     acme (supplier, theme deira, acme.localhost)')
  })
})
