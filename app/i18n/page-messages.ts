// A page's strings (the locale's catalogue and its theme's) travel once per version, not inside every page's
// loader data (issue 10: 33 KB of each page). The root loader names them by a content-hashed key; the server
// renders with them directly; the browser fetches `/_messages/{key}.json` (immutable, preloaded in the head) before
// it hydrates, and again only when a navigation changes the locale. Same strings on both sides: no flash of
// untranslated text, no hydration mismatch.
import type { PageMessages } from './i18n'

const kept = new Map<string, PageMessages>()

export const messagesUrl = (key: string) => `/_messages/${key}.json`

/** The strings of a key this process already holds (the server holds every key it has named). */
export function pageMessages(key: string | undefined): PageMessages | undefined {
  return key ? kept.get(key) : undefined
}

export function keepPageMessages(key: string, messages: PageMessages) {
  kept.set(key, messages)
}

/** In the browser: fetch a key's strings once (the head's preload makes the first fetch a cache hit). */
export async function loadPageMessages(key: string): Promise<PageMessages> {
  const known = kept.get(key)
  if (known) return known
  let response = await fetch(messagesUrl(key)).catch(() => null)
  // One retry: a page that cannot get its strings is left as the server rendered it, unhydrated.
  if (!response?.ok) response = await fetch(messagesUrl(key))
  if (!response.ok) throw new Error(`${messagesUrl(key)}: ${response.status}`)
  const messages = (await response.json()) as PageMessages
  kept.set(key, messages)
  return messages
}
