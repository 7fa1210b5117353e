// What happens to a request before Remix routes it: which tenant, which locale, or a redirect.
// Pure (no Express, no I/O), so every rule of spec §2 and §4 is unit-tested here.
import type { TenantConfig } from '../domain/tenant-config'
import { normalizeHost, resolveTenant, type TenantIndex } from '../tenancy/resolve'
import { CURRENCY_COOKIE, displayCurrency } from '../utils/currency'
import { detectLocale, LOCALE_COOKIE, readCookie, serializeLocaleCookie } from '../utils/locale-detect'
import { DEFAULT_LOCALE, isLocale, localizePath, splitLocalePrefix, type Locale } from '../domain/locales'

export type DoorInput = {
  host: string | undefined
  method: string
  pathname: string
  search: string
  headers: { cookie?: string; acceptLanguage?: string; origin?: string; referer?: string; secFetchSite?: string }
  secure: boolean
}

type DoorDecision =
  | { kind: 'unknown-host' }
  | { kind: 'bad-request' }
  | { kind: 'forbidden'; reason: string }
  | { kind: 'redirect'; location: string; status: number; setCookie?: string }
  | { kind: 'serve'; tenant: TenantConfig; locale: Locale; currency: string; localeNotEnabled: boolean; setCookie?: string }

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/**
 * Payment providers post webhooks server to server: no browser, so no Origin or Referer to check. This exact
 * path is exempt from the same-origin rule; the route itself refuses anything without a valid signature.
 */
export const PAYMENT_WEBHOOK_PATH = /^\/webhooks\/payments\/[a-z0-9-]+$/

export function decideRequest(index: TenantIndex, input: DoorInput): DoorDecision {
  const tenant = resolveTenant(index, input.host)
  if (!tenant) return { kind: 'unknown-host' }
  if (!isReadableUrl(input.pathname, input.search)) return { kind: 'bad-request' }
  const canonical = canonicalHostLocation(tenant, input)
  if (canonical) return { kind: 'redirect', location: canonical, status: 301 }
  if (MUTATING.has(input.method) && !PAYMENT_WEBHOOK_PATH.test(input.pathname) && !isSameOrigin(tenant, input)) {
    return { kind: 'forbidden', reason: 'cross-origin request refused' }
  }

  const isData = input.pathname.endsWith('.data')
  const pagePath = isData ? dataRequestPage(input.pathname) : input.pathname
  const { prefix, rest } = splitLocalePrefix(pagePath)
  const localeNotEnabled = prefix !== null && !tenant.locales.includes(prefix)
  const locale: Locale = prefix && !localeNotEnabled ? prefix : DEFAULT_LOCALE
  const currency = displayCurrency(tenant, readCookie(input.headers.cookie, CURRENCY_COOKIE))
  const serve: DoorDecision = { kind: 'serve', tenant, locale, currency, localeNotEnabled }
  // A prefix this tenant does not enable is a 404 as typed, with no redirect in front of it.
  if (isData || localeNotEnabled || (input.method !== 'GET' && input.method !== 'HEAD')) return serve

  const redirect = (location: string, status = 301, setCookie?: string): DoorDecision => ({ kind: 'redirect', location, status, setCookie })
  // English is the unprefixed default: /en/about is /about.
  if (/^\/en(\/|$)/.test(pagePath)) return redirect((pagePath.slice(3) || '/') + input.search)
  if (pagePath.length > 1 && pagePath.endsWith('/')) return redirect(pagePath.replace(/\/+$/, '') + input.search)

  // Paths are lower case: /Things-To-Do is /things-to-do, so the site-type rules and the canonical see one path.
  // Search text and the ids under /invoices/ (purchase ids are mixed-case base64url) keep their case; platform
  // paths (/_img, /_sandbox, /api) are left as they are.
  if (isPage(pagePath) && pagePath !== pagePath.toLowerCase() && !/^\/_/.test(pagePath) && !/^(\/[a-z]{2})?\/(search|invoices)\//i.test(pagePath)) {
    return redirect(pagePath.toLowerCase() + input.search)
  }

  const rule = tenant.redirects.find((r) => r.from === rest || r.from === pagePath)
  if (rule) {
    const absolute = /^https?:\/\//.test(rule.to)
    return redirect(absolute ? rule.to : localizePath(rule.to, locale), rule.status)
  }

  const cookie = readCookie(input.headers.cookie, LOCALE_COOKIE)
  const hasCookie = isLocale(cookie) && tenant.locales.includes(cookie)
  if (pagePath === '/') {
    const preferred = detectLocale({ cookie, acceptLanguage: input.headers.acceptLanguage, enabled: tenant.locales })
    const setCookie = hasCookie ? undefined : serializeLocaleCookie(preferred.locale, input.secure)
    if (preferred.locale !== DEFAULT_LOCALE) return redirect(localizePath('/', preferred.locale), 302, setCookie)
    return { ...serve, setCookie }
  }
  // A first visit (no cookie) to an unprefixed page follows the browser's language like the home page does
  // (spec §4: cookie, then browser language, then the fallback), whatever page it lands on.
  if (!hasCookie && prefix === null && isPage(pagePath)) {
    const preferred = detectLocale({ cookie: undefined, acceptLanguage: input.headers.acceptLanguage, enabled: tenant.locales })
    const setCookie = serializeLocaleCookie(preferred.locale, input.secure)
    if (preferred.locale !== DEFAULT_LOCALE) return redirect(localizePath(pagePath, preferred.locale) + input.search, 302, setCookie)
    return { ...serve, setCookie }
  }
  if (!hasCookie && !localeNotEnabled && isPage(pagePath)) return { ...serve, setCookie: serializeLocaleCookie(locale, input.secure) }
  return serve
}

/**
 * A tenant's other host names (the bare domain, an old name) answer with one permanent redirect to the same path
 * on its `canonicalOrigin`, so search engines and shared links see one site. Only for reads: a form posted to
 * another name is refused by the origin check as before. Development names (localhost, *.localhost, 127.0.0.1)
 * are served as they are, since a development server listens on any port.
 */
function canonicalHostLocation(tenant: TenantConfig, input: DoorInput): string | null {
  if (input.method !== 'GET' && input.method !== 'HEAD') return null
  const requested = normalizeHost(input.host)
  const canonical = new URL(tenant.canonicalOrigin)
  if (requested === normalizeHost(canonical.host) || isDevelopmentHost(requested)) return null
  return `${canonical.origin}${input.pathname}${input.search}`
}

function isDevelopmentHost(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1'
}

/**
 * A path or query with a NUL byte or a percent escape that does not decode to UTF-8 (`%00`, `%C3%28`, a stray
 * `%`) is refused here, so no route param or search param that reaches a query can carry one: PostgreSQL
 * refuses 0x00 in text, and a browser never sends either.
 */
function isReadableUrl(pathname: string, search: string): boolean {
  try {
    return !decodeURIComponent(pathname + search).includes('\0')
  } catch {
    return false
  }
}

/** Images, files and API answers carry no cookie, so shared caches may keep them. */
function isPage(path: string): boolean {
  return !/^\/(_img|api|assets)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path)
}

/** `/ru/about.data` → `/ru/about`; `/_root.data` → `/`. */
function dataRequestPage(pathname: string): string {
  const page = pathname.slice(0, -'.data'.length)
  return page === '/_root' ? '/' : page
}

function isSameOrigin(tenant: TenantConfig, input: DoorInput): boolean {
  if (input.headers.secFetchSite === 'cross-site') return false
  const claimed = input.headers.origin ?? refererOrigin(input.headers.referer)
  if (!claimed || claimed === 'null') return false
  let host: string
  try {
    host = new URL(claimed).host.toLowerCase()
  } catch {
    return false
  }
  return host === (input.host ?? '').toLowerCase() || host === new URL(tenant.canonicalOrigin).host
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return undefined
  }
}
