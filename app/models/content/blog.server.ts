// A tenant's blog articles from its content folder (files.server.ts), and every content page for the sitemap.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { type z } from '~/domain/zod'
import type { RequestContext } from '../../utils/context'
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales'
import { contentDir, FaqSchema, find, html, PAGE_KINDS, PageFrontSchema, PostFrontSchema, readParsed, SLUG, today, translationsOf, type Found, type Parsed } from './files.server'

export type PostSummary = {
  slug: string
  title: string
  description: string
  author: string
  published: string
  updated: string
  cover: string
  coverAlt: string
  locale: Locale
  fallback: boolean
  readingMinutes: number
}
type ContentPost = PostSummary & { html: string; experiences: string[]; translations: Locale[] }

// ---------------------------------------------------------------------------------------------------------
// Blog

const WORDS_PER_MINUTE = 220

/** Minutes to read a Markdown text, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

async function listSlugs(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3))
      .filter((slug) => SLUG.test(slug))
  } catch {
    return []
  }
}

function isVisible(ctx: RequestContext, front: z.infer<typeof PostFrontSchema>, now?: Date): boolean {
  return !front.draft && front.published <= today(ctx, now)
}

function summary(slug: string, found: Found, parsed: Parsed<z.infer<typeof PostFrontSchema>>): PostSummary {
  const f = parsed.front
  return {
    slug,
    title: f.title,
    description: f.description,
    author: f.author,
    published: f.published,
    updated: f.updated ?? f.published,
    cover: f.cover,
    coverAlt: f.coverAlt,
    locale: found.locale,
    fallback: found.fallback,
    readingMinutes: readingMinutes(parsed.body),
  }
}

/**
 * Every published article written in the visitor's language, newest first. An article not yet translated stays
 * readable at its address (in English, saying so), but the blog's index does not offer an English teaser on a
 * page in another language (issue 25): a list is where a visitor decides what to read, in their language.
 */
export async function listPosts(ctx: RequestContext, now?: Date): Promise<PostSummary[]> {
  const slugs = await listSlugs(path.join(contentDir(ctx), ctx.locale, 'blog'))
  const posts = await Promise.all(
    slugs.map(async (slug) => {
      const found = await find(ctx, `blog/${slug}.md`)
      const parsed = found ? await readParsed(found.file, PostFrontSchema) : null
      return found && parsed && isVisible(ctx, parsed.front, now) ? summary(slug, found, parsed) : null
    }),
  )
  return posts
    .filter((p): p is PostSummary => p !== null)
    .sort((a, b) => (a.published === b.published ? a.slug.localeCompare(b.slug) : a.published < b.published ? 1 : -1))
}

export async function loadPost(ctx: RequestContext, slug: string, now?: Date): Promise<ContentPost | null> {
  if (!SLUG.test(slug)) return null
  const name = `blog/${slug}.md`
  const found = await find(ctx, name)
  if (!found) return null
  const parsed = await readParsed(found.file, PostFrontSchema)
  if (!parsed || !isVisible(ctx, parsed.front, now)) return null
  return {
    ...summary(slug, found, parsed),
    html: html(found.file, parsed.mtime.getTime(), parsed.body, ctx.locale),
    experiences: parsed.front.experiences,
    translations: await translationsOf(ctx, name),
  }
}

// ---------------------------------------------------------------------------------------------------------
// For the sitemap and the tenant check

type ContentEntry = { path: string; lastmod: Date; locales: Locale[] }

/** Every content page with the languages it is written in (fallback copies are not listed: they are canonical elsewhere). */
export async function listContentEntries(ctx: RequestContext, now?: Date): Promise<ContentEntry[]> {
  const english = { ...ctx, locale: DEFAULT_LOCALE }
  const out: ContentEntry[] = []
  const pages: Array<[string, string, z.ZodType<{ updated?: string }>]> = [
    ...PAGE_KINDS.map((k) => [`/${k}`, `${k}.md`, PageFrontSchema] as [string, string, z.ZodType<{ updated?: string }>]),
    ['/faq', 'faq.yaml', FaqSchema],
  ]
  for (const [pagePath, name, schema] of pages) {
    const locales = await translationsOf(ctx, name)
    if (!locales.length) continue
    const parsed = await readParsed(path.join(contentDir(ctx), locales[0]!, name), schema)
    out.push({ path: pagePath, lastmod: parsed?.front.updated ? new Date(parsed.front.updated) : (parsed?.mtime ?? new Date(0)), locales })
  }
  // A blog switched off is a 404, whatever articles its folder holds.
  if (!ctx.tenant.features.blog) return out
  const posts = await listPosts(english, now)
  out.push({ path: '/blog', lastmod: posts[0] ? new Date(posts[0].updated) : new Date(0), locales: [...ctx.tenant.locales] })
  for (const post of posts) {
    out.push({ path: `/blog/${post.slug}`, lastmod: new Date(post.updated), locales: await translationsOf(ctx, `blog/${post.slug}.md`) })
  }
  return out
}
