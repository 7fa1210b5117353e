// The visitor's display currency: one of the tenant's currencies, remembered in a cookie.
import type { TenantConfig } from '../domain/tenant-config'

export const CURRENCY_COOKIE = 'currency'

export function tenantCurrencies(tenant: Pick<TenantConfig, 'currency' | 'currencies'>): string[] {
  return [...new Set([tenant.currency, ...(tenant.currencies ?? [])])]
}

export function displayCurrency(tenant: Pick<TenantConfig, 'currency' | 'currencies'>, cookie: string | null): string {
  return cookie && tenantCurrencies(tenant).includes(cookie) ? cookie : tenant.currency
}

export function serializeCurrencyCookie(currency: string, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${currency}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
