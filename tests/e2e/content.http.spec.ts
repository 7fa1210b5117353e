// The content pages over HTTP (decision 027): each publishes the structured data that applies to it and passes
// the schema.org checks, has a title, a description, a canonical link and alternates like every other page,
// and a missing article, a draft-like slug or a page past the last is a 404, not an error.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { readdirSync } from 'node:fs'
import { jsonLdBlocks, structuredDataProblems } from '../helpers/structured-data'
import { PORT, TENANTS, type TenantId } from './fixtures'

const get = (request: APIRequestContext, id: TenantId, path: string) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: TENANTS[id].host }, maxRedirects: 0 })

const firstArticle = (id: TenantId, locale = 'en') => readdirSync(`tenants/${id}/content/${locale}/blog`).find((f) => f.endsWith('.md'))!.replace(/\.md$/, '')

async function page(request: APIRequestContext, id: TenantId, path: string) {
  const res = await get(request, id, path)
  expect(res.status(), path).toBe(200)
  const html = await res.text()
  const blocks = jsonLdBlocks(html)
  return { html, blocks, types: blocks.map((b) => b['@type']) }
}

test('the structured-data check can fail: a BlogPosting without author or image, a FAQ answer without text', () => {
  expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'x', url: 'http://a/b', datePublished: '2026-01-01', dateModified: '2026-01-01' })).not.toEqual([])
  expect(structuredDataProblems({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'q', acceptedAnswer: { '@type': 'Answer', text: '' } }] })).not.toEqual([])
})

for (const id of Object.keys(TENANTS) as TenantId[]) {
  test(`${id}: every content page publishes valid structured data, title, description, canonical and alternates`, async ({ request }) => {
    const article = firstArticle(id)
    const expected: Array<[string, string]> = [
      ['/about', 'AboutPage'],
      ['/faq', 'FAQPage'],
      ['/blog', 'Blog'],
      [`/blog/${article}`, 'BlogPosting'],
      ['/privacy-policy', 'WebPage'],
      ['/terms-and-conditions', 'WebPage'],
      ['/de/faq', 'FAQPage'],
      [`/de/blog/${firstArticle(id, 'de')}`, 'BlogPosting'],
    ]
    for (const [path, type] of expected) {
      const { html, blocks, types } = await page(request, id, path)
      expect(types, path).toContain(type)
      expect(blocks.flatMap((b) => structuredDataProblems(b)), path).toEqual([])
      expect(html, path).toMatch(/<title>[^<]{5,70}<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/)
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      expect(canonical, path).toBe(new URL(path, new URL(canonical!).origin).href)
      expect(html, path).toMatch(/<link rel="alternate" hreflang="x-default"/i)
      if (type === 'BlogPosting') {
        const posting = blocks.find((b) => b['@type'] === 'BlogPosting')!
        expect(posting.url, path).toBe(canonical)
        // The image the structured data names is served, as an image.
        const image = new URL(String(posting.image))
        const res = await get(request, id, image.pathname + image.search)
        expect(res.status(), String(posting.image)).toBe(200)
        expect(res.headers()['content-type']).toMatch(/^image\//)
        expect(types).toContain('BreadcrumbList')
      }
      if (type === 'FAQPage') {
        const questions = (blocks.find((b) => b['@type'] === 'FAQPage')!.mainEntity as unknown[]).length
        expect(questions, `${path}: one Question per answer shown`).toBe((html.match(/<details id="faq-/g) ?? []).length)
      }
      if (path === '/privacy-policy') {
        const modified = blocks.find((b) => b['@type'] === 'WebPage')!.dateModified
        expect(html).toContain(`<time dateTime="${String(modified)}"`)
      }
    }
  })

  test(`${id}: an unknown article, a slug that is not one, and a blog page past the last are 404s`, async ({ request }) => {
    // Redirects followed: the front door lower-cases paths and normalises dot segments first.
    for (const path of ['/blog/no-such-article', '/blog/..%2Fabout', '/blog/UPPER', '/blog/a.b', '/blog?page=99', '/blog?page=0', '/blog?page=x', '/de/blog/no-such-article']) {
      expect((await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: TENANTS[id].host } })).status(), path).toBe(404)
    }
    expect((await get(request, id, '/blog?page=1')).status()).toBe(200)
  })
}
