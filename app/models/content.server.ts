// Each tenant's editorial content — about, FAQ, legal pages and blog articles — read from its own folder,
// tenants/<id>/content/<locale>/ (docs/decisions/027-content-home.md). Files are read when asked for and kept
// parsed until their modification time changes, so an admin's edit shows on the next request (after the
// page cache's few seconds) without a rebuild or restart. A page missing in the visitor's language falls back
// to English and says so (`fallback`), so that the route can point search engines at the English page.
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from '~/utils/zod'
import type { RequestContext } from '../utils/context'
import { DEFAULT_LOCALE, type Locale } from '../utils/locales'
import { renderMarkdown } from './markdown.server'

export const PAGE_KINDS = ['about', 'privacy-policy', 'terms-and-conditions'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
const text = (max: number) => z.string().trim().min(1).max(max)
/** What search results show: long enough to say something, short enough not to be cut. */
const description = z.string().trim().min(50).max(200)

export const PageFrontSchema = z.object({ title: text(120), description, updated: day.optional() }).strict()

export const PostFrontSchema = z
  .object({
    title: text(120),
    description,
    author: text(80),
    published: day,
    updated: day.optional(),
    cover: z.string().regex(/^\/media\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/, 'must be an image under /media/ such as /media/experiences/x.svg'),
    coverAlt: text(200),
    experiences: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(6).default([]),
    /** A draft is never shown; an article whose `published` day is still to come is shown from that day. */
    draft: z.boolean().default(false),
  })
  .strict()

export const FaqSchema = z
  .object({
    title: text(120),
    description,
    updated: day.optional(),
    groups: z
      .array(z.object({ title: text(80), questions: z.array(z.object({ q: text(300), a: text(4000) }).strict()).min(1) }).strict())
      .min(1),
  })
  .strict()

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type ContentProblem = { file: string; reason: string }

/** Where a piece of content was found: in the visitor's language, or in English for want of it. */
type Found = { file: string; locale: Locale; fallback: boolean }

export type ContentPage = {
  kind: PageKind
  title: string
  description: string
  html: string
  /** The language the text is written in (English on a fallback). */
  locale: Locale
  fallback: boolean
  /** The tenant's languages this page exists in, for alternates and the sitemap. */
  translations: Locale[]
  updated: string
}

export type FaqGroup = { title: string; questions: Array<{ id: string; question: string; html: string }> }
export type ContentFaq = Omit<ContentPage, 'kind' | 'html'> & { groups: FaqGroup[] }

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
export type ContentPost = PostSummary & { html: string; experiences: string[]; translations: Locale[] }

export function contentDir(ctx: Pick<RequestContext, 'tenant' | 'contentDir'>): string {
  return ctx.contentDir ?? path.resolve('tenants', ctx.tenant.id, 'content')
}

/** Today in the tenant's time zone, YYYY-MM-DD: an article dated today is out in the tenant's morning. */
function today(ctx: RequestContext, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ctx.tenant.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

// ---------------------------------------------------------------------------------------------------------
// Reading files, with a cache that a changed modification time invalidates.

type Parsed<T> = { front: T; body: string; mtime: Date }
const fileCache = new Map<string, { mtimeMs: number; value: Parsed<unknown> }>()
const htmlCache = new Map<string, { mtimeMs: number; html: string }>()

async function mtimeOf(file: string): Promise<number | null> {
  try {
    const s = await stat(file)
    return s.isFile() ? s.mtimeMs : null
  } catch {
    return null
  }
}

/** Front matter (YAML between `---` lines) and the Markdown after it; a `.yaml` file is all front matter. */
export function splitFrontMatter(source: string, yamlOnly: boolean): { data: unknown; body: string } {
  if (yamlOnly) return { data: parseYaml(source), body: '' }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''))
  if (!match) throw new ContentFileError('must start with front matter between two --- lines')
  return { data: parseYaml(match[1]!), body: match[2]! }
}

export class ContentFileError extends Error {}

async function readParsed<T>(file: string, schema: z.ZodType<T>): Promise<Parsed<T> | null> {
  const mtimeMs = await mtimeOf(file)
  if (mtimeMs === null) return null
  const hit = fileCache.get(file)
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as Parsed<T>
  const value = parseContentSource(await readFile(file, 'utf8'), schema, file.endsWith('.yaml'))
  const parsed = { ...value, mtime: new Date(mtimeMs) }
  fileCache.set(file, { mtimeMs, value: parsed })
  return parsed
}

/** Parses one file's text; throws a ContentFileError that says what is wrong (scripts/tenant.ts reports it). */
export function parseContentSource<T>(source: string, schema: z.ZodType<T>, yamlOnly: boolean): { front: T; body: string } {
  let split: { data: unknown; body: string }
  try {
    split = splitFrontMatter(source, yamlOnly)
  } catch (error) {
    throw new ContentFileError(error instanceof ContentFileError ? error.message : `is not valid YAML: ${(error as Error).message.split('\n')[0]}`)
  }
  const result = schema.safeParse(split.data)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new ContentFileError(`${issue.path.join('.') || '(front matter)'}: ${issue.message}`)
  }
  if (!yamlOnly && split.body.trim() === '') throw new ContentFileError('has no text after its front matter')
  return { front: result.data, body: split.body }
}

/** Markdown rendered for one visitor language (its links get that language's prefix), cached per file. */
function html(file: string, mtimeMs: number, markdown: string, linkLocale: Locale, key = ''): string {
  const cacheKey = `${file}|${linkLocale}|${key}`
  const hit = htmlCache.get(cacheKey)
  if (hit && hit.mtimeMs === mtimeMs) return hit.html
  const out = renderMarkdown(markdown, { linkLocale })
  htmlCache.set(cacheKey, { mtimeMs, html: out })
  return out
}

/** The file for `name` in the visitor's language, else English; null when neither exists. */
async function find(ctx: RequestContext, name: string): Promise<Found | null> {
  const dir = contentDir(ctx)
  const wanted = ctx.locale
  const own = path.join(dir, wanted, name)
  if ((await mtimeOf(own)) !== null) return { file: own, locale: wanted, fallback: false }
  if (wanted === DEFAULT_LOCALE) return null
  const english = path.join(dir, DEFAULT_LOCALE, name)
  return (await mtimeOf(english)) !== null ? { file: english, locale: DEFAULT_LOCALE, fallback: true } : null
}

/** The tenant's languages that have `name` written in them. */
async function translationsOf(ctx: RequestContext, name: string): Promise<Locale[]> {
  const dir = contentDir(ctx)
  const present = await Promise.all(ctx.tenant.locales.map(async (l) => ((await mtimeOf(path.join(dir, l, name))) !== null ? l : null)))
  return present.filter((l): l is Locale => l !== null)
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

// ---------------------------------------------------------------------------------------------------------
// Pages: about, privacy policy, terms and conditions.

export async function loadContentPage(ctx: RequestContext, kind: PageKind): Promise<ContentPage | null> {
  const name = `${kind}.md`
  const found = await find(ctx, name)
  if (!found) return null
  const parsed = await readParsed(found.file, PageFrontSchema)
  if (!parsed) return null
  return {
    kind,
    title: parsed.front.title,
    description: parsed.front.description,
    html: html(found.file, parsed.mtime.getTime(), parsed.body, ctx.locale),
    locale: found.locale,
    fallback: found.fallback,
    translations: await translationsOf(ctx, name),
    updated: parsed.front.updated ?? isoDay(parsed.mtime),
  }
}

// ---------------------------------------------------------------------------------------------------------
// FAQ

export async function loadFaq(ctx: RequestContext): Promise<ContentFaq | null> {
  const name = 'faq.yaml'
  const found = await find(ctx, name)
  if (!found) return null
  const parsed = await readParsed(found.file, FaqSchema)
  if (!parsed) return null
  const mtimeMs = parsed.mtime.getTime()
  let n = 0
  const groups = parsed.front.groups.map((g) => ({
    title: g.title,
    questions: g.questions.map((item) => {
      n += 1
      return { id: `faq-${n}`, question: item.q, html: html(found.file, mtimeMs, item.a, ctx.locale, String(n)) }
    }),
  }))
  return {
    title: parsed.front.title,
    description: parsed.front.description,
    groups,
    locale: found.locale,
    fallback: found.fallback,
    translations: await translationsOf(ctx, name),
    updated: parsed.front.updated ?? isoDay(parsed.mtime),
  }
}

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

/** Every published article the visitor can read (in their language, else in English), newest first. */
export async function listPosts(ctx: RequestContext, now?: Date): Promise<PostSummary[]> {
  const dir = contentDir(ctx)
  const slugs = new Set([...(await listSlugs(path.join(dir, ctx.locale, 'blog'))), ...(await listSlugs(path.join(dir, DEFAULT_LOCALE, 'blog')))])
  const posts = await Promise.all(
    [...slugs].map(async (slug) => {
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

export type ContentEntry = { path: string; lastmod: Date; locales: Locale[] }

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
