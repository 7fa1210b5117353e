// A crawler from each demo tenant's home, in each enabled language, following every same-host link in the
// served HTML (and every same-host redirect), over real HTTP: no page may answer 404 or 5xx, and each tenant
// must have at least 150 pages to reach (70 on the other layouts' smaller demo tenants: Lycian Family
// Adventures, the smallest, has 74 with its query variants). Every distinct path is fetched; of the links that
// differ only in their query string (listing filters, sorts, pages, dates: about three in four links, each a
// re-ordering of the same loader that tests/e2e/hostile-requests.http.spec.ts fuzzes), the first ten per path are.
// Measured on session 6: 1,927 pages over the eleven tenants in 1.6 min (1.1 min with no variants on the eight
// smaller tenants, which then reached 28 to 156 pages).
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { parse } from 'yaml'
import { LAYOUT_TENANTS, PORT, TENANTS, type LayoutTenant } from './fixtures'

const CONCURRENCY = 4

type Visit = { url: string; status: number; from: string }

async function crawl(request: APIRequestContext, { host, locales }: LayoutTenant, QUERY_VARIANTS: number): Promise<{ visits: Visit[]; skippedVariants: number }> {
  const seen = new Set<string>()
  const variants = new Map<string, number>()
  const queue: Array<{ url: string; from: string }> = []
  let skippedVariants = 0
  const enqueue = (url: string, from: string) => {
    if (seen.has(url)) return
    const [path, query] = url.split('?')
    if (query) {
      const n = variants.get(path!) ?? 0
      if (n >= QUERY_VARIANTS) {
        skippedVariants += 1
        return
      }
      variants.set(path!, n + 1)
    }
    seen.add(url)
    queue.push({ url, from })
  }
  for (const l of locales) enqueue(l === 'en' ? '/' : `/${l}`, '(start)')
  const visits: Visit[] = []
  const visit = async ({ url, from }: { url: string; from: string }) => {
    // No cookies and no Accept-Language: a first-time visitor, never redirected by a remembered language.
    const res = await request.get(`http://127.0.0.1:${PORT}${url}`, { headers: { Host: host }, maxRedirects: 0 })
    visits.push({ url, status: res.status(), from })
    const base = `http://${host}:${PORT}${url}`
    const follow = (href: string) => {
      let target: URL
      try {
        target = new URL(href.replace(/&amp;/g, '&'), base)
      } catch {
        return
      }
      if ((target.protocol === 'http:' || target.protocol === 'https:') && target.hostname === host) enqueue(target.pathname + target.search, url)
    }
    const location = res.headers()['location']
    if (res.status() >= 300 && res.status() < 400 && location) return follow(location)
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) return
    for (const m of (await res.text()).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) follow(m[1]!)
  }
  while (queue.length) await Promise.all(queue.splice(0, CONCURRENCY).map(visit))
  return { visits, skippedVariants }
}

for (const tenant of LAYOUT_TENANTS) {
  const { id, locales } = tenant
  const full = id in TENANTS
  const blog = (parse(readFileSync(`tenants/${id}/tenant.yaml`, 'utf8')) as { features?: { blog?: boolean } }).features?.blog ?? true
  test(`${id}: every same-host link from the home page, in every language, answers without 404 or 5xx`, async ({ request }) => {
    test.setTimeout(300_000)
    const { visits, skippedVariants } = await crawl(request, tenant, 10)
    const broken = visits.filter((v) => v.status === 404 || v.status >= 500).map((v) => `${v.status} ${v.url} (linked from ${v.from})`)
    const pages = visits.filter((v) => v.status === 200).length
    console.info(`crawl ${id}: ${visits.length} URLs fetched (${pages} pages with 200), ${skippedVariants} further query variants not fetched`)
    expect(broken).toEqual([])
    expect(pages).toBeGreaterThanOrEqual(full ? 150 : 70)
    // The content pages are reached by links in every language, not only through the sitemap.
    for (const l of locales) {
      const prefix = l === 'en' ? '' : `/${l}`
      for (const page of ['/about', '/faq', ...(blog ? ['/blog'] : []), '/contact-us', '/privacy-policy', '/terms-and-conditions']) {
        expect(visits.some((v) => v.url === prefix + page && v.status === 200), `${prefix}${page} reached`).toBe(true)
      }
      if (blog) expect(visits.some((v) => v.url.startsWith(`${prefix}/blog/`) && v.status === 200), `an article under ${prefix || '/'} reached`).toBe(true)
    }
  })
}
