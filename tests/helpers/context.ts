// A request context for model tests, built from a real tenant file so it carries every field a loader sees.
import { loadTenants } from '../../app/tenancy/load.server'
import type { ProviderLookup } from '../../app/domain/booking-contract'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import type { Locale } from '../../app/domain/locales'

const { tenants } = loadTenants()

// The payment providers every test context reaches (`ctx.payments`): none until a test picks them.
let payments: ProviderLookup = noPayments

/** Gives every test context of this file these providers (a fake, or the real lookup over the test db). */
export function useTestPayments(lookup: ProviderLookup): void {
  payments = lookup
}

/** What a test context's `payments` calls: the providers useTestPayments picked. */
export const testPayments: ProviderLookup = (tenantId, providerId) => payments(tenantId, providerId)

export function noPayments(): never {
  throw new Error('No payment provider in this test: call useTestPayments(lookup) first')
}

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
    payments: testPayments,
    localeNotEnabled: false,
    requestId: 'test',
  }
}
