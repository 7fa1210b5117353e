// The blog's list and article views as the routes send them: cards and dates already written the visitor's
// way, structured data built from the same summaries.
import type { PostSummary } from '~/models/content/blog.server'
import type { RequestContext } from '../utils/context'
import { canonicalUrl, formatDay } from './content-page.server'
import { localizePath } from '../domain/locales'
import { ogImageUrl } from '../utils/page-meta'
import type { BlogPostingInput } from '../utils/structured-data'

export const POSTS_PER_PAGE = 9

export type BlogCard = {
  slug: string
  title: string
  description: string
  author: string
  published: string
  publishedText: string
  cover: string
  coverAlt: string
  lang: string
  fallback: boolean
  readingMinutes: number
}

export function blogCard(ctx: RequestContext, post: PostSummary): BlogCard {
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    author: post.author,
    published: post.published,
    publishedText: formatDay(post.published, ctx.locale),
    cover: post.cover,
    coverAlt: post.coverAlt,
    lang: post.locale,
    fallback: post.fallback,
    readingMinutes: post.readingMinutes,
  }
}

/** The canonical URL of an article: in the visitor's language, or in English when that is what is shown. */
export function postUrl(ctx: RequestContext, post: Pick<PostSummary, 'slug' | 'fallback' | 'locale'>): string {
  return canonicalUrl(ctx, localizePath(`/blog/${post.slug}`, post.fallback ? post.locale : ctx.locale))
}

export function postingInput(ctx: RequestContext, post: PostSummary, wordCount?: number): BlogPostingInput {
  return {
    headline: post.title,
    description: post.description,
    url: postUrl(ctx, post),
    image: ogImageUrl(ctx.tenant.canonicalOrigin, post.cover),
    author: post.author,
    datePublished: post.published,
    dateModified: post.updated,
    inLanguage: post.locale,
    wordCount,
    publisher: ctx.tenant,
  }
}

/** The page asked for by `?page=`: absent is 1; anything that is not an existing page is null (a 404). */
export function blogPage(search: string, pageCount: number): number | null {
  const raw = new URLSearchParams(search).get('page')
  if (raw === null) return 1
  if (!/^[1-9]\d{0,3}$/.test(raw)) return null
  const page = Number(raw)
  return page <= Math.max(1, pageCount) ? page : null
}
