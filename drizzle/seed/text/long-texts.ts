// A profile's practical texts (what is included, the itinerary, what to bring…) in the languages other than
// English. Profiles without an entry here fall back to English field by field; `{city}` becomes the city's
// name and `{inCity}` "в Дубае", "Dubai'de"… in the page's language.
import { desert } from './long-desert'
import { ticket } from './long-ticket'
import { visa } from './long-visa'
import { yacht } from './long-yacht'
import type { ProfileKey, TranslatedLongTexts } from './profile-type'

export type { LongTexts, TranslatedLongTexts } from './profile-type'

export const LONG_TEXTS: Partial<Record<ProfileKey, TranslatedLongTexts>> = { desert, yacht, visa, ticket }
