// The server's side of the manifest: every theme's options schema, messages and tokens, resolved once at start-up
// (top-level await), so tenant validation and page rendering stay synchronous.
import type { z } from 'zod'
import type { Locale } from '../app/domain/locales'
import type { ThemeTokens } from './kit/tokens'
import { THEME_MANIFEST, type ThemeId, type ThemeMessages } from './manifest'

const resolved = await Promise.all(
  THEME_MANIFEST.map(async (row) => {
    const [{ optionsSchema }, { default: messages }, { tokens }] = await Promise.all([row.options(), row.messages(), row.tokens()])
    return [row.id, { optionsSchema, messages, tokens }] as const
  }),
)

export const themeOptionSchemas = Object.fromEntries(resolved.map(([id, r]) => [id, r.optionsSchema])) as Record<ThemeId, z.ZodType>
/** Each theme's design tokens, for the emails' colours (the pages get them from the theme's own chunk). */
export const themeTokens: Partial<Record<string, ThemeTokens>> = Object.fromEntries(resolved.map(([id, r]) => [id, r.tokens]))
export const themeMessages = Object.fromEntries(resolved.map(([id, r]) => [id, r.messages])) as Record<ThemeId, ThemeMessages>

export function getThemeMessages(themeId: string, locale: Locale): Record<string, string> {
  const messages = (themeMessages as Partial<Record<string, ThemeMessages>>)[themeId]
  return messages ? { ...messages.en, ...messages[locale] } : {}
}
