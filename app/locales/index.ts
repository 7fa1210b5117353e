// Every catalogue, keyed by locale. Server-only in practice: a page receives just its own locale's strings.
import type { Locale } from '../domain/locales'
import de from './de'
import en, { type Messages } from './en'
import ru from './ru'
import tr from './tr'

export const catalogues: Record<Locale, Messages> = { en, ru, tr, de }
export type { Messages }
