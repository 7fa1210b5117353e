// One i18next instance per page render, fed with the strings the root loader sent: no fetch before hydration.
// In the browser `i18next` is app/i18n/i18next-lite.ts (decision 037); the server's is i18next itself.
import i18next, { type i18n, type InitOptions } from 'i18next'
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
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init(i18nOptions(locale, messages))
  return instance
}
