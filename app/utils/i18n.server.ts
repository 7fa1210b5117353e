// Server-side translations (page titles, emails) through remix-i18next, from the same catalogues.
import { RemixI18Next } from 'remix-i18next/server'
import { catalogues } from '../locales/index'
import { deepMerge } from './deep-merge'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

const resources = Object.fromEntries(LOCALES.map((l) => [l, { common: messagesFor(l) }]))

export const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: [...LOCALES], fallbackLanguage: DEFAULT_LOCALE },
  i18next: { resources, defaultNS: 'common', interpolation: { escapeValue: false } },
})

export function getFixedT(locale: Locale) {
  return i18nServer.getFixedT(locale, 'common')
}

/** The locale's catalogue over English, so an entry a translator missed still reads sensibly. */
export function messagesFor(locale: Locale): Record<string, unknown> {
  return locale === DEFAULT_LOCALE ? catalogues.en : deepMerge(catalogues.en, catalogues[locale])
}
