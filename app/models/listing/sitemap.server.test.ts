// The sitemap XML for any catalogue size: valid against the sitemaps.org XSDs, alternates complete, and an
// index of parts (each a valid urlset) once a single file would grow too large.
import { describe, expect, it } from 'vitest'
import { alternateProblems, parseUrls, stripAlternates, xsdErrors } from '../../../tests/helpers/sitemap-xml'
import { renderSitemap, type SitemapPage } from './sitemap.server'

const origin = 'https://tours.example.com'
const pages: SitemapPage[] = [
  { path: '/', lastmod: new Date('2026-01-02T03:04:05.678Z') },
  { path: '/experiences', lastmod: new Date('2026-01-02T03:04:05Z') },
  { path: '/experiences/a&b', lastmod: new Date('2025-12-31T00:00:00Z') },
]

describe('renderSitemap', () => {
  it('lists every page in every locale with alternates and x-default, valid against the XSD', async () => {
    const xml = renderSitemap({ origin, locales: ['en', 'ru', 'de'], pages, partSize: 10_000 })!
    expect(await xsdErrors(stripAlternates(xml))).toEqual([])
    const urls = parseUrls(xml)
    expect(urls.map((u) => u.loc)).toEqual([
      `${origin}/`, `${origin}/ru`, `${origin}/de`,
      `${origin}/experiences`, `${origin}/ru/experiences`, `${origin}/de/experiences`,
      `${origin}/experiences/a&b`, `${origin}/ru/experiences/a&b`, `${origin}/de/experiences/a&b`,
    ])
    expect(alternateProblems(urls, ['en', 'ru', 'de'], origin)).toEqual([])
    expect(urls[0]!.lastmod).toBe('2026-01-02T03:04:05Z')
    expect(urls[0]!.alternates.find((a) => a.hreflang === 'x-default')!.href).toBe(`${origin}/`)
  })

  it('the XSD check can fail: a url without loc is refused', async () => {
    const xml = renderSitemap({ origin, locales: ['en'], pages, partSize: 10_000 })!.replace(/<loc>[^<]*<\/loc>/, '')
    expect((await xsdErrors(stripAlternates(xml))).length).toBeGreaterThan(0)
  })

  it('becomes an index of ?part=N files past the part size, keeping a page’s locales together', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ path: `/experiences/e${i}`, lastmod: new Date(Date.UTC(2026, 0, i + 1)) }))
    const index = renderSitemap({ origin, locales: ['en', 'ru'], pages: many, partSize: 4 })!
    expect(await xsdErrors(index, 'siteindex')).toEqual([])
    const locs = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([1, 2, 3, 4].map((n) => `${origin}/sitemap.xml?part=${n}`))
    const seen: string[] = []
    for (let part = 1; part <= 4; part++) {
      const xml = renderSitemap({ origin, locales: ['en', 'ru'], pages: many, partSize: 4, part })!
      expect(await xsdErrors(stripAlternates(xml))).toEqual([])
      seen.push(...parseUrls(xml).map((u) => u.loc))
    }
    expect(seen).toHaveLength(14)
    expect(new Set(seen).size).toBe(14)
    expect(renderSitemap({ origin, locales: ['en', 'ru'], pages: many, partSize: 4, part: 5 })).toBeNull()
  })
})

describe('renderSitemap with tenant content written in some languages', () => {
  it('lists such a page only in its languages, with only those as alternates, reciprocally', async () => {
    const xml = renderSitemap({
      origin,
      locales: ['en', 'ru', 'de'],
      pages: [...pages, { path: '/blog/dunes', lastmod: new Date('2026-03-14T00:00:00Z'), locales: ['en', 'de'] }],
      partSize: 10_000,
    })!
    expect(await xsdErrors(stripAlternates(xml))).toEqual([])
    const urls = parseUrls(xml)
    const blog = urls.filter((u) => u.loc.includes('/blog/'))
    expect(blog.map((u) => u.loc)).toEqual([`${origin}/blog/dunes`, `${origin}/de/blog/dunes`])
    expect(blog[1]!.alternates.map((a) => a.hreflang).sort()).toEqual(['de', 'en', 'x-default'])
    expect(alternateProblems(urls, ['en', 'ru', 'de'], origin, (loc) => loc.includes('/blog/'))).toEqual([])
    // The check fails when a page claims an alternate the sitemap does not have.
    const broken = urls.map((u) => (u.loc === `${origin}/blog/dunes` ? { ...u, alternates: [...u.alternates, { hreflang: 'ru', href: `${origin}/ru/blog/dunes` }] } : u))
    expect(alternateProblems(broken, ['en', 'ru', 'de'], origin, (loc) => loc.includes('/blog/'))).not.toEqual([])
  })
})
