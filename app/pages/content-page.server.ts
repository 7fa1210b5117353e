// What the content routes (about, FAQ, legal, blog) share on the server: the languages a page tells search
// engines about, and dates written the visitor's way.
import type { PageSeo } from '~/domain/page-seo'
import type { RequestContext } from '../utils/context'
import { LOCALE_INFO, type Locale } from '../domain/locales'
import { dateTimeFormat } from '../domain/format'

/** Alternates only where the page is written; a copy shown in English for want of a translation is canonical there. */
export function contentSeo(doc: { fallback: boolean; locale: Locale; translations: Locale[] }): PageSeo {
  return { locales: doc.translations, ...(doc.fallback ? { canonicalLocale: doc.locale } : {}) }
}

/** "14 March 2026" / "14. März 2026" for a YYYY-MM-DD day, as the visitor writes dates. */
export function formatDay(day: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/** Absolute URL of a path on the tenant's canonical origin. */
export function canonicalUrl(ctx: RequestContext, localizedPath: string): string {
  return ctx.tenant.canonicalOrigin.replace(/\/$/, '') + localizedPath
}

/** The notice over a fallback page, in the visitor's language, naming it. */
export function fallbackLanguageName(locale: Locale): string {
  return LOCALE_INFO[locale].name
}
