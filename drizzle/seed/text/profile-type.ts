// What an experience inherits from its profile (the kind of experience it is: an evening desert safari, a private
// yacht day, a walking tour…) unless it words a field itself. A profile's texts are true of every experience
// that uses it; anything true of only one experience belongs to that experience (ExperienceSeed.texts).
import type { Locale } from '../../../app/domain/locales'
import type { Text4 } from '../types'

export type ProfileKey =
  | 'desert'
  | 'desert-morning'
  | 'overnight'
  | 'liwa'
  | 'adventure'
  | 'horse'
  | 'jeep'
  | 'rafting'
  | 'balloon'
  | 'balloon-dubai'
  | 'water'
  | 'dinner-cruise'
  | 'day-boat'
  | 'sunset-sail'
  | 'blue-cruise'
  | 'yacht'
  | 'yacht-evening'
  | 'walk'
  | 'food-walk'
  | 'memorial'
  | 'daytrip'
  | 'coach-trip'
  | 'ticket'
  | 'ceremony'
  | 'hammam'
  | 'workshop'
  | 'transfer'
  | 'visa'
  | 'hotel'
  | 'package'

/** Which set of reviews an experience draws from: reviews talk about what this kind of experience has. */
export type ReviewFamily =
  | 'desert'
  | 'desert-morning'
  | 'falconry'
  | 'overnight'
  | 'liwa'
  | 'motor'
  | 'horse'
  | 'jeep'
  | 'rafting'
  | 'balloon'
  | 'balloon-dubai'
  | 'sightseeing-cruise'
  | 'dinner-cruise'
  | 'day-boat'
  | 'sunset-sail'
  | 'blue-cruise'
  | 'yacht'
  | 'yacht-evening'
  | 'walk'
  | 'food-walk'
  | 'memorial'
  | 'daytrip'
  | 'ticket'
  | 'ceremony'
  | 'hammam'
  | 'workshop'
  | 'transfer'
  | 'visa'
  | 'hotel'
  | 'package'

export type Step = { title: string; description: string }

/** The practical texts of a page in one language. `{city}` becomes the city's name, `{inCity}` "in Dubai", "в Дубае", "Dubai'de"… */
export type LongTexts = {
  includes: string[]
  excludes: string[]
  itinerary: Step[]
  knowBeforeYouGo: string[]
  whatToBring: string[]
  meetingPoint: string
  locationDescription: string
}

export type LongField = keyof LongTexts

/** One value per catalogue language, written side by side. */
export type ByLocale<T> = Record<Locale, T>

/** Fields an experience words itself, each in every language (a field given in English only does not compile). */
export type TextOverrides = { [K in LongField]?: ByLocale<LongTexts[K]> }

export type Profile = {
  /** Second paragraph of every overview; `{inCity}` becomes "in Dubai", "в Дубае", "Dubai'de"… */
  overview: Text4
  /** The practical texts in every language. */
  texts: ByLocale<LongTexts>
  reviews: ReviewFamily
  /** Default seats per departure (per-person pricing) or items (per-item pricing). */
  capacity: number
  /** Travellers are collected at a pickup point (and, unless `dropOff` says otherwise, brought back). */
  pickup: boolean
  /** Travellers are brought to an address at the end; defaults to `pickup`. */
  dropOff?: boolean
  /** false: a service with no start and end time to show (an online visa application). Defaults to true. */
  timed?: boolean
  policy: string
}
