import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { THEME_MANIFEST } from '../../themes/manifest'
import { createTenantStore, loadTenants, TENANTS_DIR } from './load.server'

function copyTenants() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenants-'))
  cpSync(TENANTS_DIR, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') })
  return dir
}
const edit = (dir: string, id: string, fn: (yaml: string) => string) => {
  const file = path.join(dir, id, 'tenant.yaml')
  writeFileSync(file, fn(readFileSync(file, 'utf8')))
}

describe('tenant files', () => {
  it('accepts the demo tenants, one per layout in the manifest', () => {
    const { tenants, problems } = loadTenants()
    expect(problems).toEqual([])
    expect(tenants.map((t) => t.id).sort()).toEqual(THEME_MANIFEST.map((row) => row.screenshots.tenant).sort())
  })

  it('refuses a file missing a required field, naming file and field, and keeps the others', () => {
    const dir = copyTenants()
    edit(dir, 'deira', (y) => y.replace(/^hostnames:.*$/m, ''))
    const { tenants, problems } = loadTenants(dir)
    expect(tenants.map((t) => t.id)).not.toContain('deira')
    expect(tenants).toHaveLength(THEME_MANIFEST.length - 1)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ field: 'hostnames', reason: 'is required' })
    expect(problems[0]!.file).toMatch(/deira[/\\]tenant\.yaml$/)
  })

  it('validates theme options with the theme’s own schema', () => {
    const dir = copyTenants()
    edit(dir, 'deira', (y) => y.replace('hero: image', 'hero: hologram'))
    const { problems } = loadTenants(dir)
    expect(problems[0]?.field).toBe('layout.options.hero')
  })

  it('refuses an unknown theme, a bad currency and a locale outside the catalogues', () => {
    const dir = copyTenants()
    edit(dir, 'deira', (y) => y.replace('theme: deira', 'theme: nope').replace('currency: AED', 'currency: dirham').replace('[en, ru, de]', '[en, fr]'))
    const fields = loadTenants(dir).problems.map((p) => p.field)
    expect(fields).toEqual(expect.arrayContaining(['currency', 'locales.1']))
  })

  it('refuses a host already served by another tenant', () => {
    const dir = copyTenants()
    edit(dir, 'get-that-boat', (y) => y.replace('[get-that-boat.localhost]', '[get-that-boat.localhost, deira.localhost]'))
    const { problems } = loadTenants(dir)
    expect(problems).toEqual([expect.objectContaining({ field: 'hostnames', reason: expect.stringContaining('deira.localhost') })])
  })

  it('picks up an edited file without a restart', () => {
    const dir = copyTenants()
    const store = createTenantStore({ dir, intervalMs: 0 })
    expect(store.get().index.get('deira.localhost')?.name).toBe('Deira Desert Safari')
    edit(dir, 'deira', (y) => y.replace('name: Deira Desert Safari', 'name: Deira Safari Co'))
    expect(store.get().index.get('deira.localhost')?.name).toBe('Deira Safari Co')
  })

  it('serves a tenant folder added while it runs at the next request, without waiting out the interval', () => {
    const dir = copyTenants()
    const store = createTenantStore({ dir, intervalMs: 60_000 })
    expect(store.get().index.get('acme.localhost')).toBeUndefined()
    // As `tenant new` does it: built under a dot-name, then renamed into place.
    cpSync(path.join(dir, 'deira'), path.join(dir, '.new-acme'), { recursive: true })
    edit(dir, '.new-acme', (y) => y.replace('id: deira', 'id: acme').replace('[deira.localhost]', '[acme.localhost]'))
    expect(store.get().tenants.map((t) => t.id)).not.toContain('.new-acme')
    expect(store.get().problems).toEqual([])
    renameSync(path.join(dir, '.new-acme'), path.join(dir, 'acme'))
    expect(store.get().index.get('acme.localhost')?.id).toBe('acme')
    rmSync(path.join(dir, 'acme'), { recursive: true })
    expect(store.get().index.get('acme.localhost')).toBeUndefined()
    expect(store.get().index.get('deira.localhost')?.id).toBe('deira')
  })
})

describe('a demo tenant on another port', () => {
  it('links to itself on the port in PORT, as the server that read it listens there', async () => {
    const before = process.env.PORT
    process.env.PORT = '3340'
    try {
      vi.resetModules()
      const { loadTenants: load } = await import('./load.server')
      const deira = load().tenants.find((t) => t.id === 'deira')!
      expect(deira.canonicalOrigin).toBe('http://deira.localhost:3340')
    } finally {
      if (before === undefined) delete process.env.PORT
      else process.env.PORT = before
      vi.resetModules()
    }
  })
})
