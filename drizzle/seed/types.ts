// Shapes of the seed's source data (before it becomes rows).
import type { Locale } from '../../app/domain/locales'

/** Seed text is written in every catalogue language, never only some. */
export type Text4 = Record<Locale, string>
