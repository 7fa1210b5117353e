// Expands one ExperienceSeed into the catalogue rows it owns, but for availability and its offer (build-offers.ts,
// written through the hub's writer).
import type * as schema from '../schema'
import { buildFacetLinks, buildTranslations } from './build-content'
import { buildImages } from './build-images'
import { optionSeeds } from './build-offers'
import { buildReviews } from './build-reviews'
import type { ExperienceSeed } from './experiences'
import { ids } from './ids'
import { CITIES } from './places'
import { createRandom } from './random'
import { SUPPLIERS } from './suppliers'
import { PROFILES } from './text/profiles'
import { addMinutesToTime } from './time'

const DAY_MS = 86_400_000

export function buildExperience(e: ExperienceSeed) {
  const city = CITIES.find((c) => c.slug === e.city)
  const supplier = SUPPLIERS.find((s) => s.slug === e.supplier)
  if (!city || !supplier) throw new Error(`Seed experience ${e.slug} names an unknown city or supplier`)
  const random = createRandom(`experience:${e.slug}`)
  const experienceId = ids.experience(e.slug)
  const profile = PROFILES[e.profile]
  const reviews = buildReviews(e.slug, experienceId, e.reviews ?? profile.reviews)
  const labels = e.labels ?? []
  // The page's "start and end time" is one fact: shown only when every departure of every option starts at the same
  // time and lasts as long (a transfer at 09:00 and 21:00 has no single start time; the booking panel lists them).
  const starts = new Set(optionSeeds(e).flatMap((o) => o.times ?? e.times))
  const durations = new Set(optionSeeds(e).map((o) => o.duration ?? e.duration))
  const startTime = profile.timed !== false && starts.size === 1 ? [...starts][0]! : null
  const experience: typeof schema.experiences.$inferInsert = {
    id: experienceId,
    slug: e.slug,
    supplierId: ids.supplier(e.supplier),
    cityId: ids.city(e.city),
    categoryId: ids.category(e.category),
    timeZone: city.timeZone,
    durationMinutes: e.duration,
    ageMin: e.ages?.[0] ?? 0,
    ageMax: e.ages?.[1] ?? 99,
    startTime,
    endTime: startTime && durations.size === 1 && e.duration < 1440 ? addMinutesToTime(startTime, e.duration) : null,
    // The desert balloon season ends with the spring heat; everything else never expires.
    expiresAt: e.slug === 'dubai-hot-air-balloon-desert' ? new Date('2027-04-30T21:00:00Z') : null,
    pickupIncluded: profile.pickup,
    // A transfer meets you at arrivals (no pickup point) and drops you at your address.
    dropOffIncluded: profile.dropOff ?? profile.pickup,
    guideLanguages: [...(e.languages ?? ['en'])],
    pricingMode: e.perItem ? 'per_item' : 'per_person',
    hasFixedPrice: !e.customOffer,
    onRequest: e.onRequest ?? false,
    latitude: round(city.latitude + (random.next() - 0.5) * 0.12),
    longitude: round(city.longitude + (random.next() - 0.5) * 0.12),
    showOnMap: e.profile !== 'visa',
    ratingAverage: reviews.ratingAverage,
    reviewCount: reviews.reviewCount,
    status: e.unavailable ? 'unavailable' : 'active',
    recommendedScore:
      random.int(0, 40) +
      (labels.includes('bestseller') ? 40 : 0) +
      (labels.includes('likely-to-sell-out') ? 15 : 0) +
      Math.round(reviews.ratingAverage * 6),
    createdAt: new Date(Date.UTC(2024, labels.includes('new') ? 11 : 5, 1) + random.int(0, 150) * DAY_MS),
  }
  return {
    experience,
    translations: buildTranslations(e, city),
    images: buildImages(e),
    categories: (e.alsoIn ?? []).map((slug) => ({ experienceId, categoryId: ids.category(slug) })),
    facets: buildFacetLinks(e),
    reviews: reviews.rows,
  }
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000
}
