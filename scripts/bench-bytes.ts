// `npm run bench:bytes [-- --url http://localhost:3100] [-- --no-js]`: page weight per layout (issue 10). For every
// layout's demo tenant: the uncompressed HTML of its home page and its listing, how much of each is inline SVG and
// serialised loader data, and the gzipped JavaScript a first visit to an experience page downloads (measured in
// Chromium as tests/e2e/js-budget.flow.spec.ts does). Byte counts do not depend on machine load, unlike req/s.
// Without --url it starts the e2e server (production build, fresh seeded database) on port 3690 and stops it after.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { chromium } from '@playwright/test'
import { THEME_MANIFEST } from '../themes/manifest'
import { getPage, startE2eServer } from './bench/e2e-server'

const argAt = process.argv.indexOf('--url')
const givenUrl = argAt > 0 ? process.argv[argAt + 1] : undefined
const withJs = !process.argv.includes('--no-js')
const port = givenUrl ? Number(new URL(givenUrl).port) : 3690

type Tenant = { id: string; host: string; theme: string; listing: string }
const tenants: Tenant[] = THEME_MANIFEST.map((row) => {
  const yaml = parse(readFileSync(`tenants/${row.screenshots.tenant}/tenant.yaml`, 'utf8')) as { id: string; hostnames: string[]; siteType: string }
  return { id: yaml.id, host: yaml.hostnames[0]!, theme: row.id, listing: yaml.siteType === 'supplier' ? '/experiences' : '/things-to-do' }
})

const get = (host: string, path: string) => getPage(port, host, path)

const kb = (n: number) => (n / 1024).toFixed(1)
const bytes = (s: string) => Buffer.byteLength(s, 'utf8')
/** Inline `<svg>` markup and the single-fetch data scripts (`__remixContext` and the turbo-stream chunks). */
function breakdown(html: string) {
  const svg = (html.match(/<svg[\s\S]*?<\/svg>/g) ?? []).reduce((sum, s) => sum + bytes(s), 0)
  const data = (html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? []).filter((s) => /__remixContext|streamController/.test(s)).reduce((sum, s) => sum + bytes(s), 0)
  return { total: bytes(html), svg, data }
}

async function firstVisitJs(host: string, listing: string): Promise<{ scripts: number; bytes: number; path: string }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const origin = `http://${host}:${port}`
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
    await context.addCookies([{ name: 'locale', value: 'en', url: origin }])
    // The first card's link (not an icon's `<use href>`).
    const href = /<a [^>]*href="(\/[^"]+)"/.exec((await get(host, listing)).split('<article')[1] ?? '')?.[1]
    if (!href) throw new Error(`${host}${listing}: no experience card`)
    const page = await context.newPage()
    // Save-Data turns the viewport prefetch of the next pages off (decision 026): not this page's cost.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true }))
    const sizes: Promise<number>[] = []
    page.on('requestfinished', (r) => {
      if (r.resourceType() === 'script') sizes.push(r.sizes().then((s) => s.responseBodySize))
    })
    await page.goto(origin + href.replace(/&amp;/g, '&'), { waitUntil: 'networkidle' })
    // On a loaded machine network idle can come before the lazy chunks hydration needs: wait for hydration too.
    await page.locator('html[data-hydrated="true"]').waitFor()
    await page.waitForTimeout(1000)
    const all = await Promise.all(sizes)
    return { scripts: all.length, bytes: all.reduce((a, b) => a + b, 0), path: href }
  } finally {
    await browser.close()
  }
}

if (!givenUrl) await startE2eServer(port)

console.log('| layout | tenant | home HTML KB (svg / data) | listing HTML KB (svg / data) | experience JS KB gzipped (scripts) |')
console.log('| --- | --- | --- | --- | --- |')
for (const t of tenants) {
  const home = breakdown(await get(t.host, '/'))
  const list = breakdown(await get(t.host, t.listing))
  const js = withJs ? await firstVisitJs(t.host, t.listing) : undefined
  const cell = (b: ReturnType<typeof breakdown>) => `${kb(b.total)} (${kb(b.svg)} / ${kb(b.data)})`
  console.log(`| ${t.theme} | ${t.id} | ${cell(home)} | ${cell(list)} | ${js ? `${kb(js.bytes)} (${js.scripts})` : '–'} |`)
}
process.exit(0)
