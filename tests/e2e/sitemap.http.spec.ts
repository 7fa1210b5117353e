// Each tenant's /sitemap.xml over real HTTP: valid against the sitemaps.org 0.9 XSD, alternates complete,
// only its own origin and its own experiences, every listed page answering 200; robots.txt points to it.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { alternateProblems, parseUrls, stripAlternates, xsdErrors } from '../helpers/sitemap-xml'
import { PORT, TENANTS, type TenantId } from './fixtures'

const SITES = {
  excursio: { origin: 'http://localhost:3000', locales: ['en', 'ru', 'tr', 'de'] },
  deira: { origin: 'http://deira.localhost:3000', locales: ['en', 'ru', 'de'] },
  'get-that-boat': { origin: 'http://get-that-boat.localhost:3000', locales: ['en', 'tr', 'de'] },
} satisfies Partial<Record<TenantId, { origin: string; locales: string[] }>>
type Site = keyof typeof SITES
const IDS = Object.keys(SITES) as Site[]

const get = (request: APIRequestContext, id: Site, path: string) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: TENANTS[id].host, Cookie: 'locale=en' }, maxRedirects: 0 })

async function sitemap(request: APIRequestContext, id: Site) {
  const res = await get(request, id, '/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/xml/)
  expect(res.headers()['cache-control']).toContain('max-age=')
  return res.text()
}

const experienceSlugs = (xml: string) => new Set(parseUrls(xml).map((u) => /\/(?:experiences|things-to-do-in-[^/]+)\/([^/?]+)$/.exec(new URL(u.loc).pathname)?.[1]).filter(Boolean))

for (const id of IDS) {
  test(`${id}: the sitemap validates against the sitemaps.org XSD and every url has all its alternates`, async ({ request }) => {
    const { origin, locales } = SITES[id]
    const xml = await sitemap(request, id)
    expect(await xsdErrors(stripAlternates(xml))).toEqual([])
    const urls = parseUrls(xml)
    expect(urls.length).toBeGreaterThan(locales.length * 3)
    // Tenant content is listed only in the languages it is written in (decision 027); everything else in all.
    const isContent = (loc: string) => /^(\/(ru|tr|de))?\/(about|faq|blog|privacy-policy|terms-and-conditions)(\/|$)/.test(new URL(loc).pathname)
    expect(alternateProblems(urls, locales, origin, isContent)).toEqual([])
    expect(urls.every((u) => new URL(u.loc).origin === origin)).toBe(true)
    for (const other of IDS.filter((o) => o !== id)) expect(xml).not.toContain(`//${TENANTS[other].host}:`)
    // Every locale of the home, the main listing, the contact page and each experience.
    const paths = new Set(urls.map((u) => new URL(u.loc).pathname))
    const listing = TENANTS[id].siteType === 'marketplace' ? '/things-to-do' : '/experiences'
    for (const l of locales) {
      expect(paths).toContain(l === 'en' ? '/' : `/${l}`)
      expect(paths).toContain(l === 'en' ? listing : `/${l}${listing}`)
      expect(paths).toContain(l === 'en' ? '/contact-us' : `/${l}/contact-us`)
      for (const page of ['/about', '/faq', '/blog', '/privacy-policy', '/terms-and-conditions']) expect(paths).toContain(l === 'en' ? page : `/${l}${page}`)
    }
    // At least six articles in English, and the translated ones under their language's prefix only.
    const articles = [...paths].filter((p) => /^\/blog\/[a-z0-9-]+$/.test(p))
    expect(articles.length).toBeGreaterThanOrEqual(6)
    for (const l of locales.filter((l) => l !== 'en')) expect([...paths].filter((p) => p.startsWith(`/${l}/blog/`)).length).toBeGreaterThanOrEqual(2)
    expect([...paths].filter((p) => /^\/(ru|tr|de)\/blog\/./.test(p)).length).toBeLessThan(articles.length * (locales.length - 1))
  })

  test(`${id}: every English page in the sitemap answers 200 on the tenant's own host`, async ({ request }) => {
    test.setTimeout(120_000) // ~100 server-rendered pages for the marketplace
    const urls = parseUrls(await sitemap(request, id)).filter((u) => !/^\/(ru|tr|de)(\/|$)/.test(new URL(u.loc).pathname))
    const failures: string[] = []
    for (let i = 0; i < urls.length; i += 8) {
      await Promise.all(
        urls.slice(i, i + 8).map(async (u) => {
          const res = await get(request, id, new URL(u.loc).pathname)
          if (res.status() !== 200) failures.push(`${res.status()} ${u.loc}`)
        }),
      )
    }
    expect(failures).toEqual([])
  })

  test(`${id}: robots.txt points to the sitemap on the canonical origin`, async ({ request }) => {
    const res = await get(request, id, '/robots.txt')
    expect(res.status()).toBe(200)
    const body = await res.text()
    expect(body).toContain(`Sitemap: ${SITES[id].origin}/sitemap.xml`)
    expect(body).toMatch(/^User-agent: \*$/m)
    expect(body).not.toMatch(/^Disallow: \/$/m)
  })
}

test('supplier sites list only their own experiences; the marketplace lists both', async ({ request }) => {
  const deira = experienceSlugs(await sitemap(request, 'deira'))
  const boat = experienceSlugs(await sitemap(request, 'get-that-boat'))
  const all = experienceSlugs(await sitemap(request, 'excursio'))
  expect(deira.size).toBeGreaterThan(0)
  expect(boat.size).toBeGreaterThan(0)
  expect([...deira].filter((s) => boat.has(s))).toEqual([])
  expect([...deira, ...boat].every((s) => all.has(s))).toBe(true)
  expect(all.size).toBeGreaterThan(deira.size + boat.size)
})

test('a sitemap part that does not exist is a 404, not an error', async ({ request }) => {
  expect((await get(request, 'deira', '/sitemap.xml?part=99')).status()).toBe(404)
  expect((await get(request, 'deira', '/sitemap.xml?part=abc')).status()).toBe(404)
})
