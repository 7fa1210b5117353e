// The hub's translator: i18next with the hub's strings for one language, handed down by the root loader (the
// hub's pages are never cached, so each page carries its language's strings; about 12 KB gzipped).
import i18next, { type i18n } from 'i18next'
import { useMemo, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import type { HubMessages } from './locales/index'

export function createHubI18n(locale: string, messages: HubMessages): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

export function HubI18n({ locale, messages, children }: { locale: string; messages: HubMessages; children: ReactNode }) {
  const instance = useMemo(() => createHubI18n(locale, messages), [locale, messages])
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>
}
