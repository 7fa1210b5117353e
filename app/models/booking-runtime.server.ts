// What the booking models need from outside the database: the payment provider of a tenant and the tenant's
// config by id (workers and webhooks have no request context). By default the provider is the tenant's own
// (getPaymentProvider) and tenants are read from their files; server.ts may hand over its live tenant store,
// tests replace the provider with a fake.
import { loadTenants } from '../../tenants/load.server'
import type { TenantConfig } from '../../tenants/schema'
import { getPaymentProvider } from '../services/payments/index.server'
import type { Db } from '../utils/db.server'
import type { PaymentProvider } from './booking-contract'

export type ProviderLookup = (tenantId: string, db: Db) => PaymentProvider
export type TenantLookup = (tenantId: string) => TenantConfig | undefined

type Runtime = { provider: ProviderLookup; tenant: TenantLookup }

let runtime: Runtime = {
  provider: (tenantId, db) => {
    const tenant = runtime.tenant(tenantId)
    if (!tenant) throw new Error(`Unknown tenant ${tenantId}`)
    return getPaymentProvider(tenant, db)
  },
  tenant: defaultTenants(),
}

export function configureBooking(next: Partial<Runtime>): void {
  runtime = { ...runtime, ...next }
}

export function paymentProvider(tenantId: string, db: Db): PaymentProvider {
  return runtime.provider(tenantId, db)
}

export function tenantById(tenantId: string): TenantConfig | undefined {
  return runtime.tenant(tenantId)
}

// Until server.ts hands over its live tenant store, the tenant files are read once, lazily.
function defaultTenants(): TenantLookup {
  let byId: Map<string, TenantConfig> | null = null
  return (tenantId) => {
    byId ??= new Map(loadTenants().tenants.map((t) => [t.id, t]))
    return byId.get(tenantId)
  }
}
