// The tenants by id, for work without a request context (order emails, workers). The runtime the server
// starts from the build (app/runtime.server.ts) hands over the server's live tenant store; until then, and in
// model tests, the tenant files are read once, lazily. Plain module state: there is one copy of the app.
import { loadTenants } from '../../tenancy/load.server'
import type { TenantConfig } from '../../domain/tenant-config'
import type { TenantLookup } from '../../domain/booking-contract'

let lookup: TenantLookup | null = null

export function setTenantLookup(next: TenantLookup): void {
  lookup = next
}

export function tenantById(tenantId: string): TenantConfig | undefined {
  lookup ??= filesReadOnce()
  return lookup(tenantId)
}

function filesReadOnce(): TenantLookup {
  let byId: Map<string, TenantConfig> | null = null
  return (tenantId) => {
    byId ??= new Map(loadTenants().tenants.map((t) => [t.id, t]))
    return byId.get(tenantId)
  }
}

// The partner hub's origin, for links in emails queued without a request (decision 044).
let hubOrigin = 'http://partners.localhost:3000'

export function setHubOrigin(origin: string): void {
  hubOrigin = origin
}

export function hubOriginForLinks(): string {
  return hubOrigin
}
