// Issue 3 budget: the JavaScript a first visit to an experience page downloads, gzipped. Raised from 150 to 156 KB
// in session 4: the CSP nonce plumbing, the accessible markup, the hydration guard and the help-centre icons took
// it to 152.0–153.6 KB, measured on all three tenants. Raised to 160 KB in session 5: the client behaviours of
// issue 11 (toast queue, build update, prefetch, progress bar: +1.2 KB) and the theme kit of issue 12 (+1.5–2.4 KB)
// took it to 156.0–156.9 KB. Lowered to 136 KB by decision 037 (a small i18next in the browser, the booking form on
// demand, one shared icons chunk: 132.1–135.2 KB on the eleven layouts). Lowered to 118 KB by decision 040 (Terser
// and Zopfli, icons from one sprite file, zod's config out of the root, the column under the booking panel
// hydrated when scrolled to: 114.6–117.3 KB). Lowered to 110 KB, issue 10's figure, by the rest of decision 040
// (the header's search combobox loaded when touched, react-i18next's hook replaced in the browser, the theme's
// hero and card loaded where shown, the framework and the app's shell in one chunk: 104.6–106.6 KB).
import { expect, hostUrl, LAYOUT_TENANTS, PHONE_ONLY, test } from './fixtures'

const BUDGET = 110 * 1024

// Every layout's demo tenant, on the phone (the same scripts load on any screen; the phone is where they cost).
for (const { id, host, siteType, theme } of LAYOUT_TENANTS) {
  test(`${theme} (${id}): a first visit to an experience page downloads at most ${BUDGET / 1024} KB of gzipped JavaScript`, PHONE_ONLY, async ({ page, context }, info) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: hostUrl(host) }])
    const listPath = siteType === 'supplier' ? '/experiences' : '/things-to-do'
    await page.goto(hostUrl(host, listPath))
    const href = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href')
    expect(href).toBeTruthy()

    const fresh = await context.browser()!.newContext({ viewport: page.viewportSize() ?? undefined })
    await fresh.addCookies([{ name: 'locale', value: 'en', url: hostUrl(host) }])
    const visit = await fresh.newPage()
    // The page's own JavaScript: links in view prefetch the next pages' code a second after load (decision 026),
    // which is not this page's cost and would land inside networkidle. Save-Data turns that prefetch off.
    await visit.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true }))
    const scripts: Promise<{ url: string; bytes: number }>[] = []
    visit.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      scripts.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })))
    })
    await visit.goto(hostUrl(host, href!), { waitUntil: 'networkidle' })
    const loaded = await Promise.all(scripts)
    const total = loaded.reduce((sum, s) => sum + s.bytes, 0)
    info.annotations.push({ type: 'js-gzip-bytes', description: `${id}: ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB` })
    console.log(`[js budget] ${id} ${info.project.name}: ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`)
    expect(loaded.length).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(BUDGET)
    await fresh.close()
  })
}
