// What the booking models need from outside the database: the payment provider of a tenant and the tenant's
// config by id (workers and webhooks have no request context). server.ts configures it once at boot; tests
// replace the provider with a fake.
import { loadTenants } from '../../tenants/load.server'
import type { TenantConfig } from '../../tenants/schema'
import type { PaymentProvider } from './booking-contract'

export type ProviderLookup = (tenantId: string, providerId?: PaymentProvider['id']) => PaymentProvider
export type TenantLookup = (tenantId: string) => TenantConfig | undefined

type Runtime = { provider: ProviderLookup; tenant: TenantLookup }

// Kept on globalThis: server.ts imports this module from source while the Remix build bundles its own copy,
// and both must see what server.ts configured.
const slot = globalThis as typeof globalThis & { __excursioBookingRuntime?: Runtime }
slot.__excursioBookingRuntime ??= {
  provider: () => {
    throw new Error('No payment provider configured: call configureBooking({ provider }) at boot')
  },
  tenant: defaultTenants(),
}

export function configureBooking(next: Partial<Runtime>): void {
  slot.__excursioBookingRuntime = { ...slot.__excursioBookingRuntime!, ...next }
}

export function paymentProvider(tenantId: string, providerId?: PaymentProvider['id']): PaymentProvider {
  return slot.__excursioBookingRuntime!.provider(tenantId, providerId)
}

export function tenantById(tenantId: string): TenantConfig | undefined {
  return slot.__excursioBookingRuntime!.tenant(tenantId)
}

// Until server.ts hands over its live tenant store, the tenant files are read once, lazily.
function defaultTenants(): TenantLookup {
  let byId: Map<string, TenantConfig> | null = null
  return (tenantId) => {
    byId ??= new Map(loadTenants().tenants.map((t) => [t.id, t]))
    return byId.get(tenantId)
  }
}
