// Whether an experience's words are complete in a language, field by field: what the editor shows next to each
// language (a missing German field is visible before a German traveller meets English), what publishing checks,
// and what the demo catalogue's test asserts for every language its tenants serve.
import type { Locale } from './locales'

export type ItineraryStep = { title: string; description: string }

/** The words of one experience in one language, as the editor and the seed hold them. */
export type ExperienceText = {
  title: string
  overview: string
  highlights: string[]
  includes: string[] | null
  excludes: string[] | null
  itinerary: ItineraryStep[] | null
  knowBeforeYouGo: string[] | null
  whatToBring: string[] | null
  locationDescription: string | null
  meetingPoint: string | null
}

export const TEXT_FIELDS = [
  'title',
  'overview',
  'highlights',
  'includes',
  'excludes',
  'itinerary',
  'knowBeforeYouGo',
  'whatToBring',
  'locationDescription',
  'meetingPoint',
] as const satisfies ReadonlyArray<keyof ExperienceText>
export type TextField = (typeof TEXT_FIELDS)[number]

/** Every experience says these in English; the others are asked for where the English has them. */
export const REQUIRED_FIELDS: ReadonlySet<TextField> = new Set(['title', 'overview', 'highlights', 'includes', 'knowBeforeYouGo', 'locationDescription', 'meetingPoint'])

export function isFilled(value: ExperienceText[TextField] | undefined): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (value.length === 0) return false
  return value.every((item) => (typeof item === 'string' ? item.trim().length > 0 : item.title.trim().length > 0 && item.description.trim().length > 0))
}

/**
 * The fields `locale` lacks: in English, the required ones that are empty; in another language, every field the
 * English has (an itinerary of four steps in English needs four in German) that is empty in that language.
 */
export function missingFields(locale: Locale | string, text: Partial<ExperienceText> | null | undefined, english: Partial<ExperienceText> | null | undefined): TextField[] {
  if (locale === 'en') return TEXT_FIELDS.filter((field) => REQUIRED_FIELDS.has(field) && !isFilled((text ?? english)?.[field]))
  return TEXT_FIELDS.filter((field) => {
    const source = english?.[field]
    if (!isFilled(source) && !REQUIRED_FIELDS.has(field)) return false
    const own = text?.[field]
    if (!isFilled(own)) return true
    // A list must have as many entries as the English one: a half-translated itinerary is not complete.
    return Array.isArray(source) && Array.isArray(own) && own.length < source.length
  })
}

/** Per language: the missing fields (empty when complete). */
export function completeness(locales: readonly string[], texts: Partial<Record<string, Partial<ExperienceText> | null>>): Record<string, TextField[]> {
  return Object.fromEntries(locales.map((locale) => [locale, missingFields(locale, texts[locale], texts.en)]))
}
