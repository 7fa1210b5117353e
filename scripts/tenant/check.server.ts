// What `npm run tenant -- check` judges: every tenant.yaml (app/domain/tenant-config.ts and its layout's options) and each
// valid tenant's content folder (decision 027). One function, so the scaffold's tests run the very same check.
import path from 'node:path'
import { checkContent } from '../../app/models/content/content-check.server'
import { choosePaymentProvider } from '../../app/services/payments/index.server'
import { formatProblem, loadTenants, TENANTS_DIR } from '../../app/tenancy/load.server'
import type { TenantConfig } from '../../app/domain/tenant-config'

type TenantCheck = {
  tenants: TenantConfig[]
  /** `file: field: reason` or `file: reason`, one line each; any of them makes the check fail. */
  errors: string[]
  /** True where the site runs but maybe not here (keys in the environment): reported, not failed. */
  warnings: string[]
}

export async function checkTenants(dir = TENANTS_DIR, environment: Record<string, string | undefined> = process.env): Promise<TenantCheck> {
  const { tenants, problems } = loadTenants(dir)
  const errors = problems.map(formatProblem)
  // A content file that does not parse would 404 (or go missing from the blog) on the site.
  for (const t of tenants) {
    for (const p of await checkContent(path.join(dir, t.id, 'content'), t.locales)) errors.push(`${path.relative(process.cwd(), p.file)}: ${p.reason}`)
  }
  // Without a rate the suppliers' statements count this site's bookings at 0 % (decision 049): allowed, but said.
  const noCommission = tenants.filter((t) => !t.commission).map((t) => `${t.id}: no commission rate (commission: { percent: … }); suppliers' statements count its bookings at 0 %`)
  const warnings = tenants
    .filter((t) => t.payments.provider === 'stripe')
    .flatMap((t) => {
      const choice = choosePaymentProvider(t, { ...environment, NODE_ENV: 'production' })
      if (choice.id !== 'unavailable') return []
      return [`${t.id}: payments.provider is stripe but ${choice.missing.join(' and ')} not set here (development uses the sandbox; production refuses checkout)`]
    })
  return { tenants, errors, warnings: [...noCommission, ...warnings] }
}
