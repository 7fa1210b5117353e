// The smoke suite of issue 12: every layout's demo tenant (themes/manifest.ts names one per layout) on a phone
// and a desktop, through the pages every tenant shares: home, a listing, an experience, add to cart, the cart,
// the checkout form, the 404 page and a language switch. On the way it checks the layout's chrome (one main,
// a skip link, one language switcher, one cart link, header and footer), runs axe on the home page, and that
// the page downloaded its own layout's code and no other layout's.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import en from '../../app/locales/en'
import { expectAccessible } from './axe'
import { expect, gotoHydrated, hostUrl, languageSelect, LAYOUT_TENANTS, screenshot, test } from './fixtures'

type ClientManifest = Record<string, { file: string; imports?: string[] }>

/** The chunks a theme's pages may load: its own entry and what it imports (a variant loads the layout it extends). */
function themeChunks(manifest: ClientManifest, theme: string): Set<string> {
  const chunks = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry || chunks.has('/' + entry.file)) return
    chunks.add('/' + entry.file)
    for (const i of entry.imports ?? []) visit(i)
  }
  visit(`themes/${theme}/index.tsx`)
  return chunks
}

/** Opens the listing's cards one by one until one has a booking calendar (some are priced on request only). */
async function openBookableExperience(page: Page, listing: string) {
  const hrefs = await page.getByRole('main').getByRole('article').locator('a[href]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
  expect(hrefs.length, `cards on ${listing}`).toBeGreaterThan(0)
  for (const href of hrefs.slice(0, 6)) {
    await gotoHydrated(page, new URL(href, page.url()).href)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (await page.locator('#booking [data-calendar]').count()) return href
  }
  throw new Error(`None of the first cards on ${listing} can be booked`)
}

/** What a traveller notices first: a page wider than the screen, or an image in view that did not load. */
async function expectWhole(page: Page, screen: string) {
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${screen} wider than the screen`).toBeLessThanOrEqual(0)
  const broken = await page.evaluate(async () => {
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect()
      return r.width > 0 && r.bottom > 0 && r.top < innerHeight && getComputedStyle(img).visibility !== 'hidden'
    })
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)))
    return inView.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src)
  })
  expect(broken, `images in view on ${screen} that did not load`).toEqual([])
}

test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] })

for (const tenant of LAYOUT_TENANTS) {
  test(`${tenant.theme} (${tenant.id}): home, listing, experience, cart, checkout form, 404 and a language switch`, async ({ page, context }, info) => {
    test.setTimeout(90_000)
    const at = (path: string) => hostUrl(tenant.host, path)
    const manifest = JSON.parse(readFileSync('build/.vite/client-manifest.json', 'utf8')) as ClientManifest
    const scripts = new Set<string>()
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.add(new URL(r.url()).pathname))
    await context.addCookies([{ name: 'locale', value: 'en', url: at('/') }])

    // Home: the layout's chrome and a page a screen reader and a keyboard can use.
    await gotoHydrated(page, at('/'))
    await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.theme)
    await expect(page).toHaveTitle(new RegExp(tenant.name))
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toContainText(tenant.name)
    await expect(page.locator('a[href="#main"]').first()).toBeAttached()
    await expect(page.locator('[data-cart-link]').filter({ visible: true })).toHaveCount(1)
    await expect(page.getByRole('search').filter({ visible: true })).toHaveCount(1)
    await expectAccessible(page, `${tenant.theme} home`)
    await expectWhole(page, 'the home page')
    await screenshot(page, `smoke-home-${tenant.theme}`, info.project.name)

    // A listing, and from it an experience that can be booked.
    const listing = tenant.siteType === 'supplier' ? '/experiences' : '/things-to-do'
    await gotoHydrated(page, at(listing))
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    const experience = await openBookableExperience(page, listing)
    await expectWhole(page, 'the experience page')
    expect(experience).toMatch(tenant.siteType === 'supplier' ? /^\/experiences\/[\w-]+$/ : /^\/things-to-do-in-[\w-]+\/[\w-]+$/)

    // Add to cart: the first open date, its first option, the default travellers.
    const panel = page.locator('#booking')
    await expect(panel.locator('[data-calendar="ready"]')).toBeVisible()
    let day = panel.locator('button[data-status="AVAILABLE"]:not([disabled]), button[data-status="LIMITED"]:not([disabled])').first()
    if (!(await day.count())) {
      await panel.getByRole('button', { name: en.experience.nextMonth }).click()
      await expect(panel.locator('[role="grid"]')).toHaveAttribute('aria-busy', 'false')
      day = panel.locator('button[data-status="AVAILABLE"]:not([disabled]), button[data-status="LIMITED"]:not([disabled])').first()
    }
    await day.click()
    const form = panel.locator('[data-option]').first().locator('[data-booking-form]')
       await expect(form).toBeVisible()
    await expect(form.locator('[data-live-total]')).toHaveText(/\d/)
    await form.getByRole('button', { name: en.cart.addToCart }).click()
    await expect(page.locator('[data-cart-link]').first()).toHaveAttribute('data-count', '1')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

    // The cart, then the checkout form.
    await gotoHydrated(page, at('/cart'))
    await expect(page.getByRole('main')).toContainText(title)
    await page.getByRole('link', { name: en.cart.checkout }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    for (const label of [en.checkout.firstName, en.checkout.lastName, en.checkout.email, en.checkout.phone]) await expect(page.getByLabel(label)).toBeVisible()
    await expect(page.getByRole('button', { name: en.checkout.confirmPay })).toBeVisible()
    await screenshot(page, `smoke-checkout-${tenant.theme}`, info.project.name)

    // The 404 page, with a way home.
    const missing = await page.goto(at('/no-such-page-here'))
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: en.error.notFoundHeading })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.theme)
    await expect(page.locator('img[src*="not-found.svg"]')).toBeVisible()
    await page.getByRole('link', { name: en.error.homePage }).click()
    await expect(page).toHaveURL(at('/'))

    // A language switch lands on the same page in the other language.
    const other = tenant.locales.find((l) => l !== 'en')
    if (other) {
      await gotoHydrated(page, at(listing))
      await (await languageSelect(page)).selectOption(other)
      await expect(page).toHaveURL(at(`/${other}${listing}`))
      await expect(page.locator('html')).toHaveAttribute('lang', other)
    }

    // Its own layout's code, and no other layout's.
    const own = themeChunks(manifest, tenant.theme)
    expect([...scripts]).toContain(`/${manifest[`themes/${tenant.theme}/index.tsx`]!.file}`)
    for (const other of LAYOUT_TENANTS.filter((t) => t.theme !== tenant.theme)) {
      const theirs = `/${manifest[`themes/${other.theme}/index.tsx`]!.file}`
      if (!own.has(theirs)) expect([...scripts], `${other.theme}'s code on a ${tenant.theme} page`).not.toContain(theirs)
    }
  })
}
