// The one per-request context that server.ts builds and every loader and model reads.
import type { TenantConfig } from '../domain/tenant-config'
import type { ProviderLookup } from '../domain/booking-contract'
import type { Db } from './db.server'
import type { Locale } from '../domain/locales'

export type RequestContext = {
  tenant: TenantConfig
  locale: Locale
  /** The visitor's display currency: their pick from the tenant's list (cookie), else the tenant's default. */
  currency: string
  db: Db
  /** Each tenant's payment provider, from the same build as the models that call it (app/runtime.server.ts). */
  payments: ProviderLookup
  /** Set when the URL carries a locale prefix this tenant does not enable: the page is a 404. */
  localeNotEnabled: boolean
  requestId: string
  /** The visitor's address as Express sees it (`trust proxy` decides), for rate limits; absent in model tests. */
  clientIp?: string
  /**
   * This response's Content-Security-Policy script nonce (security-headers.server.ts); every inline script the
   * page renders carries it. Absent in model tests, which render no page.
   */
  nonce?: string
  /** tenants/<id>/content of the tenant store this server reads (app/models/content/content.server.ts); model tests default to ./tenants. */
  contentDir?: string
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
