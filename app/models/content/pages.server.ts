// The about, privacy and terms pages and the FAQ of a tenant, from its content folder (files.server.ts).
import type { RequestContext } from '../../utils/context'
import type { Locale } from '../../domain/locales'
import { FaqSchema, find, html, PageFrontSchema, readParsed, translationsOf, isoDay, type PageKind } from './files.server'

type ContentPage = {
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

type FaqGroup = { title: string; questions: Array<{ id: string; question: string; html: string }> }
type ContentFaq = Omit<ContentPage, 'kind' | 'html'> & { groups: FaqGroup[] }

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

