// Each tenant's editorial content — about, FAQ, legal pages and blog articles — read from its own folder,
// tenants/<id>/content/<locale>/ (docs/decisions/027-content-home.md). Files are read when asked for and kept
// parsed until their modification time changes, so an admin's edit shows on the next request (after the
// page cache's few seconds) without a rebuild or restart. A page missing in the visitor's language falls back
// to English and says so (`fallback`), so that the route can point search engines at the English page.
//
// This module reads and caches the files; pages.server.ts and blog.server.ts build the pages from them.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from '~/domain/zod'
import type { RequestContext } from '../../utils/context'
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales'
import { dateTimeFormat } from '../../domain/format'
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
export type Found = { file: string; locale: Locale; fallback: boolean }

export function contentDir(ctx: Pick<RequestContext, 'tenant' | 'contentDir'>): string {
  return ctx.contentDir ?? path.resolve('tenants', ctx.tenant.id, 'content')
}

/** Today in the tenant's time zone, YYYY-MM-DD: an article dated today is out in the tenant's morning. */
export function today(ctx: RequestContext, now = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone: ctx.tenant.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

// ---------------------------------------------------------------------------------------------------------
// Reading files, with a cache that a changed modification time invalidates.

export type Parsed<T> = { front: T; body: string; mtime: Date }
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
function splitFrontMatter(source: string, yamlOnly: boolean): { data: unknown; body: string } {
  if (yamlOnly) return { data: parseYaml(source), body: '' }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''))
  if (!match) throw new ContentFileError('must start with front matter between two --- lines')
  return { data: parseYaml(match[1]!), body: match[2]! }
}

class ContentFileError extends Error {}

export async function readParsed<T>(file: string, schema: z.ZodType<T>): Promise<Parsed<T> | null> {
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
export function html(file: string, mtimeMs: number, markdown: string, linkLocale: Locale, key = ''): string {
  const cacheKey = `${file}|${linkLocale}|${key}`
  const hit = htmlCache.get(cacheKey)
  if (hit && hit.mtimeMs === mtimeMs) return hit.html
  const out = renderMarkdown(markdown, { linkLocale })
  htmlCache.set(cacheKey, { mtimeMs, html: out })
  return out
}

/** The file for `name` in the visitor's language, else English; null when neither exists. */
export async function find(ctx: RequestContext, name: string): Promise<Found | null> {
  const dir = contentDir(ctx)
  const wanted = ctx.locale
  const own = path.join(dir, wanted, name)
  if ((await mtimeOf(own)) !== null) return { file: own, locale: wanted, fallback: false }
  if (wanted === DEFAULT_LOCALE) return null
  const english = path.join(dir, DEFAULT_LOCALE, name)
  return (await mtimeOf(english)) !== null ? { file: english, locale: DEFAULT_LOCALE, fallback: true } : null
}

/** The tenant's languages that have `name` written in them. */
export async function translationsOf(ctx: RequestContext, name: string): Promise<Locale[]> {
  const dir = contentDir(ctx)
  const present = await Promise.all(ctx.tenant.locales.map(async (l) => ((await mtimeOf(path.join(dir, l, name))) !== null ? l : null)))
  return present.filter((l): l is Locale => l !== null)
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10)
