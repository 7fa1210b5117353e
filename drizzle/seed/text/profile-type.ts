// What an experience inherits from its profile (desert, yacht, walk…) unless it says otherwise.
import type { Locale } from '../../../app/domain/locales'
import type { Text4 } from '../types'

export type ProfileKey =
  | 'desert'
  | 'adventure'
  | 'balloon'
  | 'water'
  | 'yacht'
  | 'walk'
  | 'daytrip'
  | 'ticket'
  | 'culture'
  | 'transfer'
  | 'visa'
  | 'hotel'
  | 'package'

export type ReviewFamily = 'desert' | 'sea' | 'city' | 'balloon' | 'service'

export type Profile = {
  /** Second paragraph of every overview; `{inCity}` becomes "in Dubai", "в Дубае", "Dubai'de"… */
  overview: Text4
  // Long texts in English; translations, where there are any, live in long-texts.ts. `{city}` becomes the city name.
  includes: string[]
  excludes: string[]
  itinerary: Array<{ title: string; description: string }>
  knowBeforeYouGo: string[]
  whatToBring: string[]
  meetingPoint: string
  locationDescription: string
  reviews: ReviewFamily
  /** Default seats per departure (per-person pricing) or items (per-item pricing). */
  capacity: number
  pickup: boolean
  policy: string
}

/** A profile's practical texts, translated (long-texts.ts and one file per profile beside it). */
export type LongTexts = Pick<Profile, 'includes' | 'excludes' | 'itinerary' | 'knowBeforeYouGo' | 'whatToBring' | 'meetingPoint' | 'locationDescription'>
export type TranslatedLongTexts = Record<Exclude<Locale, 'en'>, LongTexts>
