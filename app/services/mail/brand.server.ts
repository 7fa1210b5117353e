// A tenant's look and contacts for its emails: name, colours from its theme's tokens (overridden by the
// tenant's branding.colors, as on its pages), phone, WhatsApp and email, and links back to its site.
import type { TenantConfig } from '../../domain/tenant-config'
import { themeTokens } from '../../../themes/manifest.server'
import { telHref, whatsappHref } from '../../utils/contact-links'
import { isLocale, localizePath } from '../../domain/locales'

export type EmailBrand = {
  name: string
  primary: string
  primaryFg: string
  contact: TenantConfig['contact'] & { telHref: string; whatsappHref: string }
  /** An absolute link to `path` on the tenant's site, in `locale` when the site has it. */
  link: (path: string, locale: string) => string
}

const FALLBACK = { primary: '#1f2937', primaryFg: '#ffffff' }
const COLOUR = /^#[0-9a-f]{3,8}$|^rgb|^hsl/i

export async function emailBrand(tenant: TenantConfig): Promise<EmailBrand> {
  const tokens: Record<string, string> = themeTokens[tenant.layout.theme] ?? {}
  const colours = { ...tokens, ...tenant.branding.colors }
  const pick = (name: string, fallback: string) => (COLOUR.test(colours[name] ?? '') ? colours[name]! : fallback)
  return {
    name: tenant.name,
    primary: pick('--color-primary', FALLBACK.primary),
    primaryFg: pick('--color-primary-fg', FALLBACK.primaryFg),
    contact: { ...tenant.contact, telHref: telHref(tenant.contact.phone), whatsappHref: whatsappHref(tenant.contact.whatsapp) },
    link: (path, locale) => {
      const localized = isLocale(locale) && tenant.locales.includes(locale) ? localizePath(path, locale) : path
      return new URL(localized, tenant.canonicalOrigin).toString()
    },
  }
}
