// Picks 3–8 reviews per experience and derives the denormalised rating from exactly those.
import type * as schema from '../schema'
import { createRandom, seedId } from './random'
import type { ReviewFamily } from './text/profile-type'
import { ENGLISH_REVIEWS } from './text/reviews-english'
import { LOCAL_REVIEWS, REVIEW_AUTHORS } from './text/reviews-local'

type ReviewRow = typeof schema.reviews.$inferInsert

const FIRST_REVIEW_DAY = Date.UTC(2024, 8, 1)
const DAY_MS = 86_400_000

export function buildReviews(experienceSlug: string, experienceId: string, family: ReviewFamily) {
  const random = createRandom(`reviews:${experienceSlug}`)
  const pool = [
    ...ENGLISH_REVIEWS[family].map((r) => ({ ...r, locale: 'en' as const })),
    ...random.sample(LOCAL_REVIEWS, 3),
  ]
  const picked = random.sample(pool, random.int(3, 8))
  const rows: ReviewRow[] = picked.map((review, index) => {
    const author = random.pick(REVIEW_AUTHORS.filter((a) => a.locale === review.locale))
    return {
      id: seedId(`review:${experienceSlug}:${index}`),
      experienceId,
      authorName: author.name,
      authorCountry: author.country,
      rating: review.rating,
      title: review.title,
      body: review.body,
      locale: review.locale,
      createdAt: new Date(FIRST_REVIEW_DAY + random.int(0, 420) * DAY_MS + random.int(8, 22) * 3_600_000),
    }
  })
  const total = rows.reduce((sum, r) => sum + r.rating, 0)
  return {
    rows,
    reviewCount: rows.length,
    ratingAverage: Math.round((total / rows.length) * 100) / 100,
  }
}
