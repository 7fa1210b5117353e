// The commission field of tenant.yaml (issue 23, decision 049): what an admin may write and what each mistake says.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { TenantConfigSchema } from './tenant-config'

// A real tenant file, so that only the field under test can make it fail.
const base = parse(readFileSync(path.join(__dirname, '../../tenants/deira/tenant.yaml'), 'utf8')) as Record<string, unknown>

function judge(commission: unknown) {
  const result = TenantConfigSchema.safeParse({ ...base, commission })
  return result.success ? { ok: true as const, commission: result.data.commission } : { ok: false as const, problems: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }
}

describe('tenant.yaml commission', () => {
  it.each([0, 5, 12.5, 18, 7.25, 99.99, 100])('accepts %s percent', (percent) => {
    expect(judge({ percent })).toEqual({ ok: true, commission: { percent } })
  })

  it('is optional: a file without it is valid and has no rate', () => {
    const { commission: _, ...without } = base
    const result = TenantConfigSchema.safeParse(without)
    expect(result.success).toBe(true)
    expect(result.data!.commission).toBeUndefined()
  })

  it.each([
    [-1, 'commission.percent: must be between 0 and 100'],
    [100.01, 'commission.percent: must be between 0 and 100'],
    [12.345, 'commission.percent: must have at most two decimals, such as 12.5 or 7.25'],
    ['18%', 'commission.percent: must be a number such as 18 or 12.5 (no % sign, no quotes)'],
    ['18', 'commission.percent: must be a number such as 18 or 12.5 (no % sign, no quotes)'],
    [null, 'commission.percent: must be a number such as 18 or 12.5 (no % sign, no quotes)'],
  ])('refuses percent %j with a message that says what to write', (percent, message) => {
    expect(judge({ percent })).toEqual({ ok: false, problems: [message] })
  })

  it('refuses a bare number, an unknown key and a missing percent', () => {
    expect(judge(18)).toEqual({ ok: false, problems: ['commission: must be a block such as { percent: 18 }'] })
    expect(judge({ percent: 18, rate: 0.18 })).toMatchObject({ ok: false, problems: [expect.stringMatching(/^commission: .*rate/)] })
    expect(judge({})).toEqual({ ok: false, problems: ['commission.percent: must be a number such as 18 or 12.5 (no % sign, no quotes)'] })
  })

  it('gives every demo tenant a rate: low on a supplier’s own site, 15–25 % on a marketplace', async () => {
    const { loadTenants } = await import('../tenancy/load.server')
    const { tenants, problems } = loadTenants()
    expect(problems).toEqual([])
    for (const t of tenants) {
      expect(t.commission, t.id).toBeDefined()
      if (t.siteType === 'marketplace') expect(t.commission!.percent, t.id).toBeGreaterThanOrEqual(15)
      if (t.siteType === 'marketplace') expect(t.commission!.percent, t.id).toBeLessThanOrEqual(25)
      if (t.siteType === 'supplier') expect(t.commission!.percent, t.id).toBeLessThan(10)
    }
  })
})
