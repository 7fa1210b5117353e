// Traveller reviews of one experience, newest first, a page at a time.
import { desc, eq } from 'drizzle-orm'
import { reviews } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'

const REVIEWS_PAGE_SIZE = 5

export type ReviewPage = {
  items: Array<{
    id: string
    authorName: string
    authorCountry: string | null
    rating: number
    title: string
    body: string
    locale: string
    createdAt: Date
  }>
  total: number
  page: number
  pageCount: number
}

/**
 * `page` is 1-based and clamped to the last page. The total is the experience's denormalised review_count,
 * kept with the reviews, which saves a count query on every page view.
 */
export async function listReviews(
  ctx: RequestContext,
  experience: { id: string; reviewCount: number },
  requestedPage: number,
  pageSize = REVIEWS_PAGE_SIZE,
): Promise<ReviewPage> {
  const total = experience.reviewCount
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, requestedPage), pageCount)
  const items = await ctx.db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      authorCountry: reviews.authorCountry,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      locale: reviews.locale,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.experienceId, experience.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { items, total, page, pageCount }
}
