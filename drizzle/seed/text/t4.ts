// Tiny constructor so the data files read as one line per phrase: English, Russian, Turkish, German.
import type { Text4 } from '../types'

export const t4 = (en: string, ru: string, tr: string, de: string): Text4 => ({ en, ru, tr, de })
