// The documentation's screenshots (docs/themes.md): home, listing and experience page of every layout's demo
// tenant, and the header search with its suggestions open, at 1440×900 and at 390×844 (2×). Written to
// test-results/screenshots/docs; `npm run screenshots` runs this file (it is not part of `npm test`, decision
// 029) and copies them, compressed, into docs/screenshots. Each shot first checks what a traveller would notice: every image in view has loaded,
// and nothing is wider than the screen.
import { devices, type Browser, type Page } from '@playwright/test'
import { expect, hostUrl, LAYOUT_TENANTS, test, type LayoutTenant } from './fixtures'

const SHOTS_DIR = 'test-results/screenshots/docs'

const DEVICES = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
} as const
type DeviceName = keyof typeof DEVICES

async function open(browser: Browser, tenant: LayoutTenant, device: DeviceName) {
  const context = await browser.newContext(DEVICES[device])
  await context.addCookies([{ name: 'locale', value: 'en', url: hostUrl(tenant.host) }])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors, close: () => context.close() }
}

/**
 * Waits for the fonts and every image in the top `height` pixels (scrolling there first, so lazy images load),
 * and fails on a broken image or a sideways scroll.
 */
async function ready(page: Page, height?: number) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  if (height) {
    await page.evaluate((y) => window.scrollTo(0, y), height)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, 0))
  }
  const broken = await page.evaluate(async (bottom) => {
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect()
      return r.width > 0 && r.bottom > 0 && r.top < (bottom ?? innerHeight) && getComputedStyle(img).visibility !== 'hidden'
    })
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)))
    return inView.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src)
  }, height)
  expect(broken, 'images in view that did not load').toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0)
}

/** The viewport, or the top `height` pixels of the page when the screen's height is not enough to tell the story. */
function shoot(page: Page, name: string, height?: number) {
  const clip = height ? { x: 0, y: 0, width: page.viewportSize()!.width, height } : undefined
  return page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, animations: 'disabled', fullPage: Boolean(clip), clip })
}

for (const tenant of LAYOUT_TENANTS) {
  const { theme } = tenant
  const at = (path: string) => hostUrl(tenant.host, path)
  const listing = tenant.siteType === 'supplier' ? '/experiences' : '/things-to-do'
  for (const device of Object.keys(DEVICES) as DeviceName[]) {
    test(`${theme} (${device}): home, listing, experience and header search, as the docs show them`, async ({ browser }) => {
      test.setTimeout(120_000)
      const { page, errors, close } = await open(browser, tenant, device)

      await page.goto(at('/'))
      await ready(page)
      await shoot(page, `home-${theme}-${device}`)

      await page.goto(at(listing))
      const card = page.getByRole('main').getByRole('article').first()
      await expect(card).toBeVisible()
      await ready(page)
      await shoot(page, `listing-${theme}-${device}`)

      // The listing's first experience, and a word of its title for the search below.
      const title = (await card.getByRole('heading').first().textContent())!.trim()
      const word = title.split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w)) ?? title.split(/\s+/)[0]!
      await card.getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      // On desktop half a screen more, for the facts and the calendar beside them. A phone keeps to its screen:
      // a taller capture would cut its fixed "Check availability" bar into the middle of the picture.
      const tall = device === 'desktop' ? Math.round(DEVICES[device].viewport.height * 1.5) : undefined
      await ready(page, tall)
      await shoot(page, `experience-${theme}-${device}`, tall)

      // The header search, open, with the suggestions for that word typed on the listing page.
      await page.goto(at(listing))
      await ready(page)
      const box = page.getByRole('combobox', { name: 'Search experiences and places' })
      // Phones, and some layouts at every width, open the search from a button in the header.
      if (!(await box.isVisible())) await page.locator('summary').filter({ hasText: 'Open search' }).click()
      await box.fill(word)
      await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
      await ready(page)
      await shoot(page, `search-${theme}-${device}`)

      expect(errors, 'console errors').toEqual([])
      await close()
    })
  }
}
