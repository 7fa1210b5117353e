// Each theme's own strings, loaded on the server and sent with the page for the current locale only.
import type { Locale } from '../app/utils/locales'
import defaultMessages from './default/messages'
import deiraMessages from './deira/messages'
import getThatBoatMessages from './get-that-boat/messages'

type ThemeMessages = Record<Locale, Record<string, string>>

export const themeMessages: Record<string, ThemeMessages> = {
  default: defaultMessages,
  deira: deiraMessages,
  'get-that-boat': getThatBoatMessages,
}

export function getThemeMessages(themeId: string, locale: Locale): Record<string, string> {
  const messages = themeMessages[themeId]
  return messages ? { ...messages.en, ...messages[locale] } : {}
}
