// A request context for model tests, built from a real tenant file so it carries every field a loader sees.
import { loadTenants } from '../../tenants/load.server'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import type { Locale } from '../../app/utils/locales'

const { tenants } = loadTenants()

export function testContext(
  db: Db,
  options: { tenant?: 'excursio' | 'deira' | 'get-that-boat'; locale?: Locale; currency?: string } = {},
): RequestContext {
  const tenant = tenants.find((t) => t.id === (options.tenant ?? 'excursio'))
  if (!tenant) throw new Error(`no tenant ${options.tenant}`)
  return {
    tenant,
    locale: options.locale ?? 'en',
    currency: options.currency ?? tenant.currency,
    db,
    localeNotEnabled: false,
    requestId: 'test',
  }
}
