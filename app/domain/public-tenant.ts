// What a browser (and every theme) may see of a tenant, built beside the schema it is cut from.
import type { Locale } from './locales'
import type { TenantConfig } from './tenant-config'

/** What a theme may know about the tenant it dresses: public values only, never secrets. */
export type PublicTenant = {
  id: string
  name: string
  siteType: 'supplier' | 'marketplace'
  canonicalOrigin: string
  locales: Locale[]
  currency: string
  timeZone: string
  branding: {
    logo: string | null
    favicon: string | null
    tagline: string | null
    colors: Record<string, string>
  }
  contact: { phone: string; whatsapp: string; email: string; address: string; supportLine?: string }
  features: { payLater: boolean; customOffers: boolean; blog: boolean; marketingFigures: boolean }
  tagManagerId: string | null
}

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
