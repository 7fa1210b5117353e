// The browser's `react-i18next` (decision 040): the build aliases the package to this module for the client only
// (vite.config.ts), as it does i18next (app/i18n/i18next-lite.ts); the server renders with react-i18next itself.
// Only `useTranslation` is replaced. react-i18next's keeps `t` in state, listens for language and store events
// and loads missing namespaces; here every page's strings are loaded before it renders (entry.client.tsx, the
// root's clientLoader) and a new locale is a new instance from the root's provider, so `t` is the instance's
// fixed `t`, memoised as react-i18next memoises it: the same strings on the first render (hydration), one render
// fewer on a locale change. The provider and its context are react-i18next's own (this module imports the
// package itself: the alias leaves this importer alone). `Trans` is not here: the few messages with markup import
// it from app/components/trans.tsx, so that it and its HTML parser stay out of the chunk every page loads, and it
// finds the instance in the same context. `initReactI18next` only registers the instance (below).
// app/i18n/i18next-lite.test.tsx renders both hooks over every key.
import { useContext, useMemo } from 'react'
import { getI18n, I18nContext, setI18n, type UseTranslationOptions } from 'react-i18next'

export { I18nContext, I18nextProvider, getI18n, setI18n } from 'react-i18next'

/**
 * react-i18next's plugin makes the instance the fallback of components outside a provider. Its own also merges
 * the instance's `react` options into the defaults `Trans` reads; ours (`useSuspense: false`) are none of those,
 * and leaving that out keeps the defaults, and the unescape table they carry, out of pages without a `Trans`.
 */
export const initReactI18next = { type: '3rdParty' as const, init: (instance: Parameters<typeof setI18n>[0]) => setI18n(instance) }

/** react-i18next's `useTranslation`: `{ t, i18n, ready }`, also readable as `[t, i18n, ready]`. */
export function useTranslation(ns?: string | readonly string[], options: UseTranslationOptions<string> = {}) {
  const context = useContext(I18nContext) as { i18n?: ReturnType<typeof getI18n>; defaultNS?: string | string[] } | undefined
  const i18n = options.i18n ?? context?.i18n ?? getI18n()
  const wanted = ns ?? context?.defaultNS ?? i18n.options.defaultNS ?? 'translation'
  const namespace = typeof wanted === 'string' ? wanted : (wanted as readonly string[])[0]
  const lng = options.lng ?? null
  const keyPrefix = options.keyPrefix
  const t = useMemo(() => i18n.getFixedT(lng, namespace ?? null, keyPrefix), [i18n, lng, namespace, keyPrefix])
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true })
}
