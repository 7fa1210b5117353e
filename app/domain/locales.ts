// The locales the product has catalogues for, and the pure helpers that map paths between them.
export const LOCALES = ['en', 'ru', 'tr', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

type LocaleInfo = { code: Locale; iso: string; name: string; dir: 'ltr' | 'rtl' }
export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { code: 'en', iso: 'en-US', name: 'English', dir: 'ltr' },
  ru: { code: 'ru', iso: 'ru-RU', name: 'Русский', dir: 'ltr' },
  tr: { code: 'tr', iso: 'tr-TR', name: 'Türkçe', dir: 'ltr' },
  de: { code: 'de', iso: 'de-DE', name: 'Deutsch', dir: 'ltr' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Splits `/ru/about` into `{ prefix: 'ru', rest: '/about' }`; an unprefixed path has no prefix. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { prefix: match[1], rest: match[2] || '/' }
  }
  return { prefix: null, rest: pathname || '/' }
}

/** The path of `rest` (an unprefixed path) in `locale`: English has no prefix. */
export function localizePath(rest: string, locale: Locale): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Same page, other language: `/ru/about?x=1` → `/de/about?x=1`. */
export function switchLocalePath(pathWithSearch: string, to: Locale): string {
  const url = new URL(pathWithSearch, 'http://x')
  const { rest } = splitLocalePrefix(url.pathname)
  return localizePath(rest, to) + url.search + url.hash
}
