// Tenant content in a browser (decision 027): a visitor reads a blog article and books from it, opens a FAQ
// answer with the keyboard alone, and reads the about and legal pages; a page missing in German says so.
// Screenshots of each page on phone and desktop, in each layout.
import { readdirSync } from 'node:fs'
import { expectAccessible } from './axe'
import { alternate, DESKTOP_ONLY, expect, gotoHydrated, PHONE_ONLY, screenshot, tenantUrl, test, type TenantId } from './fixtures'

const TENANT_IDS: TenantId[] = ['excursio', 'deira', 'get-that-boat']

for (const [c, tenant] of TENANT_IDS.entries()) {
  test(`${tenant}: a visitor reads a blog article and reaches an experience from it`, alternate(c), async ({ page }, info) => {
    await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl(tenant) }])
    await gotoHydrated(page, tenantUrl(tenant, '/blog'))
    await expect(page.getByRole('heading', { level: 1, name: 'News & Stories' })).toBeVisible()
    const cards = page.locator('main article')
    expect(await cards.count()).toBeGreaterThanOrEqual(6)
    // Newest first: the dates on the cards never go up.
    const dates = await cards.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect([...dates].sort().reverse()).toEqual(dates)
    // Covers come through the image proxy.
    await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/_img\//)
    await screenshot(page, `blog-${tenant}`, info.project.name)

    const first = cards.first().getByRole('link')
    const title = (await first.textContent())!.trim()
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('main')).toContainText(/By .+·.+\d{4}·\d+ min read/)
    const related = page.getByRole('region', { name: 'Experiences from this article' })
    await expect(related.locator('li').first()).toBeVisible()
    await screenshot(page, `blog-article-${tenant}`, info.project.name)

    const experience = related.locator('li a[href]').first()
    const href = (await experience.getAttribute('href'))!
    expect(href).toMatch(tenant === 'excursio' ? /^\/things-to-do-in-[a-z-]+\/[a-z0-9-]+$/ : /^\/experiences\/[a-z0-9-]+$/)
    await experience.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The experience page with its booking panel: the article led somewhere a visitor can book.
    await expect(page.locator('#booking')).toBeAttached()
  })
}

test('deira: a FAQ answer opens and closes with the keyboard alone, and the help centre is one link away', DESKTOP_ONLY, async ({ page }, info) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await gotoHydrated(page, tenantUrl('deira', '/faq'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const firstQuestion = page.locator('main details').first()
  const answer = firstQuestion.locator('.prose-content')
  await expect(answer).toBeHidden()
  // From the page's heading, Tab moves through the page until the first question has the focus.
  await page.getByRole('heading', { level: 1 }).click()
  let reached = false
  for (let i = 0; i < 15 && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await firstQuestion.locator('summary').evaluate((el) => el === document.activeElement)
  }
  expect(reached, 'the first question is reachable with Tab').toBe(true)
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await expect(firstQuestion).toHaveAttribute('open', '')
  await screenshot(page, 'faq-deira', info.project.name)
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
  const help = page.getByRole('link', { name: 'Go to the help centre' })
  await help.click()
  await expect(page).toHaveURL(/\/contact-us$/)
})

test('get-that-boat: the about page shows figures counted from the catalogue and the tenant’s contacts', PHONE_ONLY, async ({ page }, info) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl('get-that-boat') }])
  await gotoHydrated(page, tenantUrl('get-that-boat', '/about'))
  const figures = page.getByRole('region', { name: 'Get That Boat in figures' })
  await expect(figures).toBeVisible()
  // As many experiences as the catalogue page lists.
  const shown = Number((await figures.locator('[data-figure="experiences"] dd').textContent())!.replace(/\D/g, ''))
  await page.goto(tenantUrl('get-that-boat', '/experiences'))
  // "Showing 1–15 of 15": the last number is the total.
  const listed = Number(/(\d+)\D*$/.exec((await page.locator('#results-count').first().textContent()) ?? '')?.[1] ?? -1)
  expect(shown).toBe(listed)
  await page.goBack()
  await expect(page.getByRole('region', { name: 'Help centre' })).toBeVisible()
  await screenshot(page, 'about-get-that-boat', info.project.name)
})

test('excursio: a page not written in German is shown in English, says so, and points search engines to English', DESKTOP_ONLY, async ({ page }, info) => {
  await page.context().addCookies([{ name: 'locale', value: 'de', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio', '/de/blog/three-days-in-istanbul'))
  await expect(page.getByRole('note')).toContainText('Diese Seite gibt es noch nicht auf Deutsch')
  await expect(page.locator('h1')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/blog/three-days-in-istanbul')
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')))
  expect(hreflangs.sort()).toEqual(['en', 'tr', 'x-default'])
  // The page's own words stay German.
  await expect(page.getByRole('link', { name: 'Alle Artikel' })).toBeVisible()
  await screenshot(page, 'blog-fallback-excursio', info.project.name)
})

test('excursio: the terms show their last-updated date', PHONE_ONLY, async ({ page }, info) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio', '/terms-and-conditions'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main time')).toContainText(/Last updated \w+ \d{1,2}, \d{4}/)
  await screenshot(page, 'terms-excursio', info.project.name)
})

for (const tenant of TENANT_IDS) {
  // On the phone, where the pages' layout is tighter.
  test(`${tenant}: the content pages can be used with a screen reader and a keyboard (axe)`, PHONE_ONLY, async ({ page }) => {
    // One column on every window size: the phone run (smaller targets, the menu folded) is the stricter one.
    // Six pages of axe on a phone: 20–40 s on a quiet machine, up to two minutes on a loaded 2-core one.
    test.setTimeout(240_000)
    await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl(tenant) }])
    const article = `/blog/${readdirSync(`tenants/${tenant}/content/en/blog`).sort()[0]!.replace(/\.md$/, '')}`
    for (const path of ['/about', '/faq', '/blog', article, '/privacy-policy', '/de/terms-and-conditions']) {
      await gotoHydrated(page, tenantUrl(tenant, path))
      if (path === '/faq') await page.locator('main details summary').first().click()
      await expectAccessible(page, path)
    }
  })
}
