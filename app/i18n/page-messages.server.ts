// The strings a page of a given theme and locale needs, named by a hash of their content (app/i18n/page-messages.ts).
import { createHash } from 'node:crypto'
import { THEME_MANIFEST } from '../../themes/manifest'
import { getThemeMessages } from '../../themes/manifest.server'
import type { PageMessages } from './i18n'
import { messagesFor } from './i18n.server'
import { isLocale, type Locale } from '../domain/locales'
import { keepPageMessages } from './page-messages'

const keys = new Map<string, string>()
const byKey = new Map<string, { messages: PageMessages; json: string }>()

/** `{locale}.{theme}.{hash}`: computed once per theme and locale for the life of the process. */
export function pageMessagesKey(theme: string, locale: Locale): string {
  const id = `${locale}.${theme}`
  let key = keys.get(id)
  if (!key) {
    const messages: PageMessages = { common: messagesFor(locale), theme: getThemeMessages(theme, locale) }
    const json = JSON.stringify(messages)
    key = `${id}.${createHash('sha256').update(json).digest('base64url').slice(0, 12)}`
    keys.set(id, key)
    byKey.set(key, { messages, json })
    keepPageMessages(key, messages)
  }
  return key
}

/** The JSON for a requested key; `current: false` when the hash is of another build (a page older than a deploy). */
export function pageMessagesJson(key: string): { json: string; current: boolean } | null {
  const [locale, theme] = key.split('.')
  if (!locale || !theme || !isLocale(locale)) return null
  // Only the manifest's themes: a request cannot make the server compute (and keep) anything else.
  const row = THEME_MANIFEST.find((r) => r.id === theme)
  if (!row) return null
  const current = pageMessagesKey(row.id, locale)
  return { json: byKey.get(current)!.json, current: current === key }
}
