// SEO and images on the rendered pages: canonical and rel=prev/next on paginated listings, and every <img>
// on home, listing and detail pages sized and served through the image proxy with a srcset.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { parseUrls } from '../helpers/sitemap-xml'
import { PORT, TENANTS, type TenantId } from './fixtures'

const IDS: TenantId[] = ['excursio', 'deira', 'get-that-boat']
const get = (request: APIRequestContext, id: TenantId, path: string, headers: Record<string, string> = {}) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: TENANTS[id].host, Cookie: 'locale=en', ...headers }, maxRedirects: 0 })

const linkHref = (html: string, rel: string) => new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&')
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')
const images = (html: string) => html.match(/<img\b[^>]*>/g) ?? []

test('page 2 of a listing is canonical with ?page=2, drops filters and sort, and links prev and next', async ({ request }) => {
  const res = await get(request, 'excursio', '/de/things-to-do?page=2&sort=price-asc&utm_source=mail')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(linkHref(html, 'canonical')).toBe('http://localhost:3000/de/things-to-do?page=2')
  expect(linkHref(html, 'prev')).toBe('http://localhost:3000/de/things-to-do')
  expect(linkHref(html, 'next')).toBe('http://localhost:3000/de/things-to-do?page=3')
  expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/things-to-do?page=2"/>')
  const first = await (await get(request, 'excursio', '/things-to-do')).text()
  expect(linkHref(first, 'canonical')).toBe('http://localhost:3000/things-to-do')
  expect(linkHref(first, 'prev')).toBeUndefined()
  expect(linkHref(first, 'next')).toBe('http://localhost:3000/things-to-do?page=2')
})

for (const id of IDS) {
  test(`${id}: every image on home, listing and detail pages has a size and a srcset through the proxy`, async ({ request }) => {
    const sitemap = parseUrls(await (await get(request, id, '/sitemap.xml')).text()).map((u) => new URL(u.loc).pathname)
    const listing = TENANTS[id].siteType === 'marketplace' ? '/things-to-do' : '/experiences'
    const detail = sitemap.find((p) => /^\/(experiences|things-to-do-in-[^/]+)\/[^/]+$/.test(p))
    expect(detail).toBeTruthy()
    let seen = 0
    for (const path of ['/', listing, detail!]) {
      const res = await get(request, id, path)
      expect(res.status(), path).toBe(200)
      for (const tag of images(await res.text())) {
        seen++
        expect(attr(tag, 'width'), `${path}: ${tag}`).toMatch(/^\d+$/)
        expect(attr(tag, 'height'), `${path}: ${tag}`).toMatch(/^\d+$/)
        expect(attr(tag, 'src'), `${path}: ${tag}`).toMatch(/^\/_img\//)
        const candidates = (attr(tag, 'srcset') ?? '').split(', ').filter(Boolean)
        expect(candidates.length, `${path}: ${tag}`).toBeGreaterThan(1)
        for (const c of candidates) expect(c, `${path}: ${tag}`).toMatch(/^\/_img\/\S+ \d+w$/)
      }
    }
    expect(seen).toBeGreaterThan(0)
  })
}

test('the proxy serves a page’s images as webp with a strong ETag, then 304s a revalidation', async ({ request }) => {
  const html = await (await get(request, 'deira', '/experiences')).text()
  const src = attr(images(html)[0] ?? '', 'src')
  expect(src).toBeTruthy()
  const first = await get(request, 'deira', src!)
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('image/webp')
  expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const etag = first.headers()['etag']!
  expect(etag).toMatch(/^"[^"]+"$/)
  expect((await get(request, 'deira', src!, { 'If-None-Match': etag })).status()).toBe(304)
  expect((await get(request, 'deira', '/_img/w_100/../../package.json')).status()).toBeGreaterThanOrEqual(400)
  expect((await get(request, 'deira', '/_img/w_320/media/experiences/none.svg')).status()).toBe(404)
  // Any other size is redirected to the snapped one the proxy renders (decision 020).
  expect((await get(request, 'deira', '/_img/w_100/media/experiences/none.svg')).headers()['location']).toBe('/_img/w_320/media/experiences/none.svg')
})

test('JSON-LD on listing and detail pages is valid JSON with no raw "<", and the detail page describes a Product', async ({ request }) => {
  const sitemap = parseUrls(await (await get(request, 'deira', '/sitemap.xml')).text()).map((u) => new URL(u.loc).pathname)
  const detail = sitemap.find((p) => p.startsWith('/experiences/'))!
  const blocks = async (path: string) =>
    [...(await (await get(request, 'deira', path)).text()).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  const found = [...(await blocks('/experiences')), ...(await blocks(detail))]
  for (const text of found) {
    expect(text).not.toContain('<')
    expect(() => JSON.parse(text)).not.toThrow()
  }
  const types = (await blocks(detail)).map((t) => JSON.stringify((JSON.parse(t) as { '@type': unknown })['@type']))
  expect(types.some((t) => t.includes('Product'))).toBe(true)
})
