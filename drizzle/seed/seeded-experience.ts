// A built demo experience as the hub's createExperience takes it: the seed says the same things a supplier
// would type, plus what only the platform knows (its standing: reviews and editorial rank).
import type { NewExperience } from '../../app/models/partners/catalogue/experience.server'
import type { ExperienceText } from '../../app/domain/experience-completeness'
import type { buildExperience } from './build-experience'

export function seededExperience(b: ReturnType<typeof buildExperience>): NewExperience {
  const e = b.experience
  const texts = Object.fromEntries(
    b.translations.map((t): [string, ExperienceText] => [
      t.locale,
      {
        title: t.title,
        overview: t.overview,
        highlights: t.highlights ?? [],
        includes: t.includes ?? null,
        excludes: t.excludes ?? null,
        itinerary: t.itinerary ?? null,
        knowBeforeYouGo: t.knowBeforeYouGo ?? null,
        whatToBring: t.whatToBring ?? null,
        locationDescription: t.locationDescription ?? null,
        meetingPoint: t.meetingPoint ?? null,
      },
    ]),
  ) as NewExperience['texts']
  return {
    id: e.id,
    slug: e.slug,
    status: e.status ?? 'active',
    cityId: e.cityId,
    categoryId: e.categoryId,
    durationMinutes: e.durationMinutes,
    ageMin: e.ageMin ?? null,
    ageMax: e.ageMax ?? null,
    startTime: e.startTime ?? null,
    endTime: e.endTime ?? null,
    expiresAt: e.expiresAt ?? null,
    pickupIncluded: e.pickupIncluded ?? false,
    dropOffIncluded: e.dropOffIncluded ?? false,
    guideLanguages: e.guideLanguages ?? ['en'],
    latitude: e.latitude ?? null,
    longitude: e.longitude ?? null,
    showOnMap: e.showOnMap ?? true,
    pricingMode: e.pricingMode,
    hasFixedPrice: e.hasFixedPrice,
    onRequest: e.onRequest,
    texts,
    extraCategoryIds: b.categories.map((c) => c.categoryId),
    // The seed's filter values as it computed them (derived ones included); the hub recomputes the derived ones
    // of an experience when its facts change.
    editorialFacetIds: b.facets.map((f) => f.facetId),
    standing: { ratingAverage: e.ratingAverage ?? 0, reviewCount: e.reviewCount ?? 0, recommendedScore: e.recommendedScore ?? 0, createdAt: e.createdAt ?? new Date() },
  }
}
