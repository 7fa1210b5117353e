import type { PublicTenant } from '../../themes/contract'
import type { TenantConfig } from '../../tenants/schema'
import type { Locale } from './locales'

/** The subset of a tenant's config a browser may see: no catalogue scope, no redirect targets. */
export function toPublicTenant(t: TenantConfig, locale: Locale): PublicTenant {
  const tagline = typeof t.branding.tagline === 'string' ? t.branding.tagline : (t.branding.tagline?.[locale] ?? t.branding.tagline?.en ?? null)
  return {
    id: t.id,
    name: t.name,
    siteType: t.siteType,
    canonicalOrigin: t.canonicalOrigin,
    locales: t.locales,
    currency: t.currency,
    timeZone: t.timeZone,
    branding: { ...t.branding, tagline },
    contact: t.contact,
    features: t.features,
    tagManagerId: t.tagManagerId,
  }
}
