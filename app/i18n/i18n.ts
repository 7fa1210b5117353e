// One translator per page render, fed with the strings the root loader sent: no fetch before hydration.
// It is app/i18n/i18next-lite.ts on both sides (decision 037 in the browser; decision 057 on the server, where
// creating a full i18next instance per render, with its resource store and services, cost 5% of an uncached
// page). The server and the browser now render a page's strings with the same code.
import type { i18n, InitOptions } from 'i18next'
import { createInstance } from './i18next-lite'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '../domain/locales'

export type PageMessages = { common: Record<string, unknown>; theme: Record<string, string> }

export function i18nOptions(locale: Locale, messages: PageMessages): InitOptions {
  return {
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: messages },
    ns: ['common', 'theme'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
    saveMissing: true,
    // Spec §8: a missing entry is a console warning, never a broken page.
    missingKeyHandler: (lngs, ns, key) => console.warn(`[i18n] missing "${ns}:${key}" for ${lngs.join(',')}`),
  }
}

export function createI18n(locale: Locale, messages: PageMessages): i18n {
  // Typed as i18next's instance: react-i18next takes it as one (the browser build has done so since decision 037).
  const instance = createInstance() as unknown as i18n
  void instance.use(initReactI18next).init(i18nOptions(locale, messages))
  return instance
}
