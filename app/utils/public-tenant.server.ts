import type { PublicTenant } from '../../themes/contract'
import type { TenantConfig } from '../../tenants/schema'

/** The subset of a tenant's config a browser may see: no catalogue scope, no redirect targets. */
export function toPublicTenant(t: TenantConfig): PublicTenant {
  return {
    id: t.id,
    name: t.name,
    siteType: t.siteType,
    canonicalOrigin: t.canonicalOrigin,
    locales: t.locales,
    currency: t.currency,
    timeZone: t.timeZone,
    branding: t.branding,
    contact: t.contact,
    features: t.features,
    tagManagerId: t.tagManagerId,
  }
}
