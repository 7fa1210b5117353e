import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SUPPLIERS } from '../../drizzle/seed/suppliers'
import { THEME_IDS } from '../../themes/manifest'
import { checkTenants } from './check.server'
import { createTenantFolder, type NewTenantInput } from './scaffold.server'
import { DEFAULT_COMMISSION } from './scaffold-yaml'
import { TenantConfigSchema } from '../../app/domain/tenant-config'

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'tenant-new-'))
const refusals = (input: Partial<NewTenantInput>) => {
  const result = createTenantFolder({ id: 'acme', layout: 'deira', dir: tempDir(), ...input })
  return result.ok ? [] : result.problems
}
const SITES = [
  { siteType: 'supplier', supplier: 'deira-desert-safari' },
  { siteType: 'marketplace', supplier: undefined },
] as const

describe('npm run tenant -- new', () => {
  for (const layout of THEME_IDS) {
    for (const { siteType, supplier } of SITES) {
      it(`writes a ${siteType} site in layout ${layout} that tenant check passes with no problem and no warning`, async () => {
        const dir = tempDir()
        const result = createTenantFolder({ id: 'acme', layout, supplier, dir })
        expect(result).toMatchObject({ ok: true })
        const { tenants, errors, warnings } = await checkTenants(dir, {})
        expect(errors).toEqual([])
        expect(warnings).toEqual([])
        expect(tenants).toEqual([
          expect.objectContaining({
            id: 'acme',
            name: 'Acme',
            siteType,
            layout: expect.objectContaining({ theme: layout }),
            hostnames: ['acme.localhost'],
            canonicalOrigin: 'http://acme.localhost:3000',
            locales: ['en'],
            catalogue: { suppliers: supplier ? [supplier] : 'all' },
            payments: { provider: 'sandbox' },
          }),
        ])
        expect(readdirSync(path.join(dir, 'acme', 'content', 'en')).sort()).toEqual(['about.md', 'faq.yaml', 'privacy-policy.md', 'terms-and-conditions.md'])
        // Nothing is left of the folder it was built in.
        expect(readdirSync(dir)).toEqual(['acme'])
      })
    }
  }

  it('gives a supplier site its supplier’s currency and time zone, and links its content to /experiences', async () => {
    const dir = tempDir()
    createTenantFolder({ id: 'boats', layout: 'default', supplier: 'get-that-boat', dir })
    const [tenant] = (await checkTenants(dir, {})).tenants
    const boat = SUPPLIERS.find((s) => s.slug === 'get-that-boat')!
    expect(tenant).toMatchObject({ currency: boat.currency, timeZone: boat.timeZone })
    expect(readFileSync(path.join(dir, 'boats', 'content', 'en', 'about.md'), 'utf8')).toContain('](/experiences)')
  })

  it('comments every field it writes, and writes every field of the schema', () => {
    const dir = tempDir()
    createTenantFolder({ id: 'acme', layout: 'deira', dir })
    const lines = readFileSync(path.join(dir, 'acme', 'tenant.yaml'), 'utf8').split('\n')
    const shape = TenantConfigSchema.shape
    const nested = (schema: z.ZodType): string[] => {
      const inner = schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault || schema instanceof z.ZodOptional ? schema.unwrap() : schema
      return inner instanceof z.ZodObject ? Object.keys(inner.shape) : []
    }
    const keys = Object.entries(shape).flatMap(([key, schema]) => [key, ...nested(schema as z.ZodType)])
    for (const key of keys) {
      const at = lines.findIndex((l) => new RegExp(`^\\s*(# )?${key}:`).test(l))
      expect(at, `${key} is written`).toBeGreaterThan(0)
      expect(lines[at - 1]!.trim(), `${key} has a comment above it`).toMatch(/^#/)
    }
  })

  it('writes a tenant that passes the check even with the longest id a host name allows', async () => {
    const dir = tempDir()
    const id = `a${'-b'.repeat(31)}`
    expect(id).toHaveLength(63)
    expect(createTenantFolder({ id, layout: 'get-that-boat', dir })).toMatchObject({ ok: true })
    expect((await checkTenants(dir, {})).errors).toEqual([])
  })

  it.each(['365', 'null', 'true', '1e3'])('writes a valid file for the id "%s", which YAML would otherwise read as a number or a keyword', async (id) => {
    const dir = tempDir()
    expect(createTenantFolder({ id, layout: 'deira', dir })).toMatchObject({ ok: true })
    const { tenants, errors } = await checkTenants(dir, {})
    expect(errors).toEqual([])
    expect(tenants.map((t) => t.id)).toEqual([id])
  })

  it.each(['Acme', 'acme_tours', '-acme', 'acme-', 'acme--tours', 'acme.tours', ''])('refuses the id "%s", which is not a slug', (id) => {
    expect(refusals({ id })).toEqual([expect.stringContaining('is not a slug')])
  })

  it('refuses an id longer than one part of a host name', () => {
    expect(refusals({ id: 'a'.repeat(64) })).toEqual([expect.stringContaining('longer than 63 characters')])
  })

  it('refuses an unknown layout, naming the layouts the manifest lists', () => {
    expect(refusals({ layout: 'five-and-a-half' })).toEqual([`"five-and-a-half" is not a known layout. Known layouts: ${THEME_IDS.join(', ')}`])
  })

  it('refuses an unknown supplier, naming the seed’s suppliers', () => {
    const [problem] = refusals({ supplier: 'nobody-tours' })
    expect(problem).toContain('"nobody-tours" is not a known supplier')
    for (const s of SUPPLIERS) expect(problem).toContain(s.slug)
  })

  it('never overwrites a folder that is already there, and leaves it as it was', () => {
    const dir = tempDir()
    mkdirSync(path.join(dir, 'acme'))
    writeFileSync(path.join(dir, 'acme', 'notes.txt'), 'mine')
    const result = createTenantFolder({ id: 'acme', layout: 'deira', dir })
    expect(result).toEqual({ ok: false, problems: [expect.stringMatching(/acme already exists; tenant new never overwrites a folder/)] })
    expect(readdirSync(path.join(dir, 'acme'))).toEqual(['notes.txt'])
    expect(readdirSync(dir)).toEqual(['acme'])
  })

  it('refuses an id or a host name another tenant already has, even in a file the schema refuses', () => {
    const dir = tempDir()
    mkdirSync(path.join(dir, 'old-acme'))
    writeFileSync(path.join(dir, 'old-acme', 'tenant.yaml'), 'id: acme\nhostnames: [ACME.localhost]\n')
    const result = createTenantFolder({ id: 'acme', layout: 'deira', dir })
    expect(result).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^the id "acme" is already used by .*old-acme[/\\]tenant\.yaml$/),
        expect.stringMatching(/^the host name acme\.localhost is already served by tenant acme \(.*old-acme[/\\]tenant\.yaml\)$/),
      ],
    })
    expect(readdirSync(dir)).toEqual(['old-acme'])
  })

  it('refuses a tenants folder that does not exist', () => {
    expect(refusals({ dir: path.join(tempDir(), 'missing') })).toEqual([expect.stringContaining('is not a folder')])
  })
})

describe('the commission rate (decision 049)', () => {
  it('writes a low rate on a supplier’s own site and a marketplace’s rate otherwise', async () => {
    const dir = tempDir()
    createTenantFolder({ id: 'own-site', layout: 'default', supplier: 'get-that-boat', dir })
    createTenantFolder({ id: 'market', layout: 'default', dir })
    const { tenants } = await checkTenants(dir, {})
    expect(Object.fromEntries(tenants.map((t) => [t.id, t.commission]))).toEqual({ 'own-site': { percent: DEFAULT_COMMISSION.supplier }, market: { percent: DEFAULT_COMMISSION.marketplace } })
  })

  it('passes a file without a rate but warns that its bookings count at 0 %, and fails one with a bad rate, naming the field', async () => {
    const dir = tempDir()
    createTenantFolder({ id: 'acme', layout: 'deira', dir })
    const file = path.join(dir, 'acme', 'tenant.yaml')
    const yaml = readFileSync(file, 'utf8')
    writeFileSync(file, yaml.replace(/\ncommission:\n(?:\s+#.*\n)*\s+percent: \d+\n/, '\n'))
    const without = await checkTenants(dir, {})
    expect(without.errors).toEqual([])
    expect(without.warnings).toEqual(['acme: no commission rate (commission: { percent: … }); suppliers\' statements count its bookings at 0 %'])
    writeFileSync(file, yaml.replace(/percent: \d+/, 'percent: 12.345'))
    const bad = await checkTenants(dir, {})
    expect(bad.tenants).toEqual([])
    expect(bad.errors).toEqual([expect.stringMatching(/acme[/\\]tenant\.yaml: commission\.percent: must have at most two decimals, such as 12\.5 or 7\.25$/)])
  })
})
