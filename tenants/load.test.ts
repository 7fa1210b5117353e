import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { THEME_MANIFEST } from '../themes/manifest'
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
  it('accepts the demo tenants, one per layout', () => {
    const { tenants, problems } = loadTenants()
    expect(problems).toEqual([])
    expect(tenants.map((t) => t.id)).toEqual(expect.arrayContaining(THEME_MANIFEST.map((row) => row.screenshots.tenant)))
  })

  it('refuses a file missing a required field, naming file and field, and keeps the others', () => {
    const dir = copyTenants()
    edit(dir, 'deira', (y) => y.replace(/^hostnames:.*$/m, ''))
    const { tenants, problems } = loadTenants(dir)
    // Every other tenant still loads.
    expect(tenants.map((t) => t.id).sort()).toEqual(loadTenants().tenants.map((t) => t.id).filter((id) => id !== 'deira').sort())
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
})
