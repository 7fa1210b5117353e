// Email wording by locale; an unknown locale reads English.
import { de } from './de'
import { en, type EmailMessages } from './en'
import { ru } from './ru'
import { tr } from './tr'

export type { EmailMessages }
const MESSAGES: Record<string, EmailMessages> = { en, ru, tr, de }

export function emailMessages(locale: string): EmailMessages {
  return MESSAGES[locale] ?? en
}
