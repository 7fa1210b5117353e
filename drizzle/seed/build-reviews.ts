// Picks 3–8 reviews per experience from its family and derives the denormalised rating from exactly those.
import type * as schema from '../schema'
import { createRandom, seedId } from './random'
import type { ReviewFamily } from './text/profile-type'
import { REVIEW_AUTHORS, REVIEWS } from './text/reviews'

type ReviewRow = typeof schema.reviews.$inferInsert

const FIRST_REVIEW_DAY = Date.UTC(2024, 8, 1)
const DAY_MS = 86_400_000

export function buildReviews(experienceSlug: string, experienceId: string, family: ReviewFamily) {
  const random = createRandom(`reviews:${experienceSlug}`)
  // Only the family's own reviews: each talks about what every experience of the family has.
  const pool = REVIEWS[family]
  const picked = random.sample(pool, random.int(Math.min(3, pool.length), Math.min(8, pool.length)))
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
