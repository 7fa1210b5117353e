// The words, pictures and filter values of one experience, in every language.
import type * as schema from '../schema'
import type { Locale } from '../../app/domain/locales'
import type { ExperienceSeed } from './experiences'
import { ids } from './ids'
import type { CitySeed } from './places'
import { seedId } from './random'
import { HIGHLIGHTS } from './text/highlights'
import type { LongField, LongTexts } from './text/profile-type'
import { PROFILES } from './text/profiles'

const LOCALES: Locale[] = ['en', 'ru', 'tr', 'de']
export function buildTranslations(e: ExperienceSeed, city: CitySeed): Array<typeof schema.experienceTranslations.$inferInsert> {
  const profile = PROFILES[e.profile]
  return LOCALES.map((locale) => {
    const fill = (text: string) => text.replaceAll('{inCity}', city.inCity[locale]).replaceAll('{city}', city.name[locale])
    // Every field in every language: the experience's own wording where it has one, else its profile's.
    const text = <K extends LongField>(field: K): LongTexts[K] => e.texts?.[field]?.[locale] ?? profile.texts[locale][field]
    return {
      id: seedId(`translation:${e.slug}:${locale}`),
      experienceId: ids.experience(e.slug),
      locale,
      title: e.title[locale],
      overview: `${e.hook[locale]} ${fill(profile.overview[locale])}`,
      highlights: e.highlights.map((key) => HIGHLIGHTS[key][locale]),
      includes: text('includes').map(fill),
      excludes: text('excludes').map(fill),
      itinerary: text('itinerary').map((s) => ({ title: fill(s.title), description: fill(s.description) })),
      knowBeforeYouGo: text('knowBeforeYouGo').map(fill),
      whatToBring: text('whatToBring').map(fill),
      locationDescription: fill(text('locationDescription')),
      meetingPoint: fill(text('meetingPoint')),
    }
  })
}

/** Filter values: the explicit ones plus those that follow from times, ages and languages. */
export function buildFacetLinks(e: ExperienceSeed): Array<typeof schema.experienceFacets.$inferInsert> {
  const experienceId = ids.experience(e.slug)
  const times = [...e.times, ...(e.options ?? []).flatMap((o) => o.times ?? [])]
  const keys = new Set<string>([
    ...(e.languages ?? ['en']).map((l) => `language:${l}`),
    ...(e.labels ?? []).map((l) => `label:${l}`),
    ...(e.occasions ?? []).map((o) => `occasion:${o}`),
    ...(e.bestFor ?? []).map((b) => `best_for:${b}`),
    ...times.map((t) => `time_of_day:${timeOfDay(t)}`),
    `age_range:${ageRange(e.ages?.[0] ?? 0)}`,
  ])
  return [...keys].sort().map((key) => {
    const [kind, slug] = key.split(':') as [string, string]
    return { experienceId, facetId: ids.facet(kind, slug) }
  })
}

function timeOfDay(time: string): string {
  const hour = Number(time.slice(0, 2))
  if (hour >= 4 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 17) return 'afternoon'
  if (hour >= 17 && hour < 21) return 'evening'
  return 'night'
}

function ageRange(minimum: number): string {
  if (minimum >= 18) return 'adults-18-plus'
  if (minimum >= 12) return 'teens-12-plus'
  if (minimum >= 3) return 'kids-3-plus'
  return 'all-ages'
}
