// Every public page of one tenant, unprefixed, with the date its content last changed. Three queries
// whatever the catalogue's size; renderSitemap multiplies them by the tenant's locales into sitemap XML.
import { and, asc, eq, max, or, sql } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../domain/locales'
import { inScope } from '../catalogue/catalogue.server'
import { listContentEntries } from '../content/blog.server'

/** `locales`: the languages the page is written in, when not all of the tenant's (tenant content, decision 027). */
export type SitemapPage = { path: string; lastmod: Date; locales?: Locale[] }

export async function listSitemapPages(ctx: RequestContext): Promise<SitemapPage[]> {
  const marketplace = ctx.tenant.siteType === 'marketplace'
  const e = s.experiences

  const experiences = await ctx.db
    .select({ slug: e.slug, citySlug: s.cities.slug, createdAt: e.createdAt })
    .from(e)
    .innerJoin(s.cities, eq(s.cities.id, e.cityId))
    .where(inScope(ctx))
    .orderBy(asc(e.slug))

  // A category lists an experience by its main category or any extra one (as the listing does).
  const categories = await ctx.db
    .select({ slug: s.categories.slug, lastmod: max(e.createdAt) })
    .from(s.categories)
    .innerJoin(
      e,
      and(
        or(
          eq(e.categoryId, s.categories.id),
          sql`exists (select 1 from ${s.experienceCategories} ec where ec.experience_id = ${e.id} and ec.category_id = ${s.categories.id})`,
        ),
        inScope(ctx),
      ),
    )
    .groupBy(s.categories.id)
    .orderBy(asc(s.categories.position))

  // Listing pages change when their newest experience arrives.
  let all = new Date(0)
  const cities = new Map<string, Date>()
  for (const x of experiences) {
    if (x.createdAt > all) all = x.createdAt
    if (x.createdAt > (cities.get(x.citySlug) ?? 0)) cities.set(x.citySlug, x.createdAt)
  }

  return [
    { path: '/', lastmod: all },
    { path: marketplace ? '/things-to-do' : '/experiences', lastmod: all },
    // The contact page changes with the tenant's file, not the catalogue; the newest experience is a fair date.
    { path: '/contact-us', lastmod: all },
    ...(await listContentEntries(ctx)),
    ...(marketplace ? [...cities].map(([slug, lastmod]) => ({ path: `/things-to-do-in-${slug}`, lastmod })) : []),
    ...categories.map((c) => ({ path: `/${c.slug}`, lastmod: c.lastmod ? new Date(c.lastmod) : all })),
    ...experiences.map((x) => ({
      path: marketplace ? `/things-to-do-in-${x.citySlug}/${x.slug}` : `/experiences/${x.slug}`,
      lastmod: x.createdAt,
    })),
  ]
}

/** The urlset (or, when it would exceed partSize, the index or one of its parts); null for a part that does not exist. */
export function renderSitemap(o: { origin: string; locales: readonly Locale[]; pages: SitemapPage[]; part?: number; partSize: number }): string | null {
  // Parts split by page, so all locale variants of one page stay in the same file.
  const perPart = Math.max(1, Math.floor(o.partSize / o.locales.length))
  const parts = Math.max(1, Math.ceil(o.pages.length / perPart))
  const slices = Array.from({ length: parts }, (_, i) => o.pages.slice(i * perPart, (i + 1) * perPart))
  if (o.part === undefined) return parts > 1 ? sitemapIndex(o.origin, slices) : urlset(o.origin, o.locales, o.pages)
  const slice = slices[o.part - 1]
  return slice ? urlset(o.origin, o.locales, slice) : null
}

function urlset(origin: string, locales: readonly Locale[], pages: SitemapPage[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const page of pages) {
    const href = (l: Locale) => escapeXml(origin + localizePath(page.path, l))
    const written = page.locales ? locales.filter((l) => page.locales!.includes(l)) : locales
    if (!written.length) continue
    const alternates = [
      ...written.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(written.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : written[0]!)}"/>`,
    ].join('')
    for (const locale of written) {
      out.push(`<url><loc>${href(locale)}</loc><lastmod>${w3cDate(page.lastmod)}</lastmod>${alternates}</url>`)
    }
  }
  out.push('</urlset>', '')
  return out.join('\n')
}

function sitemapIndex(origin: string, slices: SitemapPage[][]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
  for (const [i, slice] of slices.entries()) {
    const lastmod = slice.reduce((a, p) => (p.lastmod > a ? p.lastmod : a), new Date(0))
    out.push(`<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc><lastmod>${w3cDate(lastmod)}</lastmod></sitemap>`)
  }
  out.push('</sitemapindex>', '')
  return out.join('\n')
}

/** W3C datetime, second precision, UTC. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

