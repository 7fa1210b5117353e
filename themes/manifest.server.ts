// The server's side of the manifest: every theme's options schema and messages, resolved once at start-up
// (top-level await), so tenant validation and page rendering stay synchronous.
import type { z } from 'zod'
import type { Locale } from '../app/utils/locales'
import { THEME_MANIFEST, type ThemeId, type ThemeMessages } from './manifest'

const resolved = await Promise.all(
  THEME_MANIFEST.map(async (row) => {
    const [{ optionsSchema }, { default: messages }] = await Promise.all([row.options(), row.messages()])
    return [row.id, { optionsSchema, messages }] as const
  }),
)

export const themeOptionSchemas = Object.fromEntries(resolved.map(([id, r]) => [id, r.optionsSchema])) as Record<ThemeId, z.ZodType>
export const themeMessages = Object.fromEntries(resolved.map(([id, r]) => [id, r.messages])) as Record<ThemeId, ThemeMessages>

export function getThemeMessages(themeId: ThemeId, locale: Locale): Record<string, string> {
  const messages = themeMessages[themeId]
  return messages ? { ...messages.en, ...messages[locale] } : {}
}
