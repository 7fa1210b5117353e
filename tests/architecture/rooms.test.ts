// Rooms, not a hallway (decision 043): models live in one folder per aggregate, and tenants/ holds tenant folders
// only (each a tenant.yaml and its content), no code.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const filesDirectlyIn = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)

describe('the rooms', () => {
  it('app/models holds folders only, one per aggregate', () => {
    expect(filesDirectlyIn('app/models')).toEqual([])
    expect(readdirSync(path.join(ROOT, 'app/models')).length).toBeGreaterThanOrEqual(9)
  })

  it('tenants/ holds tenant folders only', () => {
    expect(filesDirectlyIn('tenants').filter((name) => /\.(tsx?|js)$/.test(name))).toEqual([])
    for (const folder of readdirSync(path.join(ROOT, 'tenants'))) {
      expect(readdirSync(path.join(ROOT, 'tenants', folder)).filter((name) => /\.(tsx?|js)$/.test(name)), folder).toEqual([])
    }
  })
})
