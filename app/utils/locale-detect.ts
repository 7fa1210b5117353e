// First-visit locale detection (spec §4): cookie, then browser language, then the en-US fallback.
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locales'

export const LOCALE_COOKIE = 'locale'
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Accept-Language entries by preference: `de-CH,de;q=0.9,en;q=0.5` → ['de', 'de', 'en']. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { lang: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, order }
    })
    .filter((e) => e.lang && e.lang !== '*' && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((e) => e.lang)
}

export function detectLocale(input: {
  cookie: string | null | undefined
  acceptLanguage: string | null | undefined
  enabled: readonly Locale[]
}): { locale: Locale; source: 'cookie' | 'browser' | 'fallback' } {
  if (isLocale(input.cookie) && input.enabled.includes(input.cookie)) return { locale: input.cookie, source: 'cookie' }
  const browser = parseAcceptLanguage(input.acceptLanguage).find((l): l is Locale => isLocale(l) && input.enabled.includes(l))
  if (browser) return { locale: browser, source: 'browser' }
  return { locale: DEFAULT_LOCALE, source: 'fallback' }
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/** Lax, site-wide, a year; Secure whenever the page itself is served over HTTPS. */
export function serializeLocaleCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
