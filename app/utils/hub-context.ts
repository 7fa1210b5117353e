// The partner hub's request context (decision 044): server.ts builds it for a request on the hub's host name.
// No tenant: the hub serves every supplier on every tenant; a booking's tenant is looked up by its id.
import type { ProviderLookup, TenantLookup } from '../domain/booking-contract'
import type { TenantConfig } from '../domain/tenant-config'
import type { Db } from './db.server'

export type HubContext = {
  app: 'hub'
  db: Db
  payments: ProviderLookup
  /** The hub's own origin, for links in its emails. */
  origin: string
  getTenant: TenantLookup
  /** Every tenant the server serves now (names and filters in the bookings list). */
  tenants(): TenantConfig[]
  requestId: string
  clientIp?: string
  nonce?: string
}

/** A hub route's `context`, typed: Remix types every load context as the shop's (app/utils/context.ts). */
export function hubContext(context: unknown): HubContext {
  const ctx = context as Partial<HubContext>
  if (ctx.app !== 'hub') throw new Error('a partner hub route ran outside the hub')
  return ctx as HubContext
}
