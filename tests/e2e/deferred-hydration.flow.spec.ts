// Partial hydration of the experience page (issue 10, decision 040): the column under the booking panel is in the
// server's HTML, its code loads only when it nears the viewport, and the markup React then renders is the same.
// A client navigation to an experience page renders the column at once. The header's search field is served
// without its combobox's code, which loads when the field is touched; what was typed meanwhile is kept.
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, PHONE_ONLY, tenantUrl, test } from './fixtures'

const PAGE = '/things-to-do-in-istanbul/istanbul-old-city-walking-tour'
const below = (page: Page) => page.locator('[data-deferred="experience-below"]')
const chunkOf = (url: string) => /\/assets\/below-[\w-]+\.js$/.test(url)

test('the column under the booking panel is served as HTML and hydrated when scrolled to', PHONE_ONLY, async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (r) => chunkOf(r.url()) && chunks.push(r.url()))
  await page.goto(tenantUrl('excursio', PAGE), { waitUntil: 'networkidle' })
  await expect(page.locator('#booking [data-calendar="ready"]')).toBeVisible()

  // Far below the first screen: its text is there, its code is not.
  await expect(below(page).locator('#reviews')).toHaveCount(1)
  expect(chunks, 'the column chunk before it is near the viewport').toEqual([])
  // textContent: the served and the rendered text, whatever of it is laid out on screen.
  const served = (await below(page).textContent()) ?? ''
  expect(served.length).toBeGreaterThan(200)
  await below(page).evaluate((el) => el.setAttribute('data-probe', 'served'))

  await below(page).locator('#reviews').scrollIntoViewIfNeeded()
  await expect.poll(() => chunks.length).toBe(1)
  // React now renders the column: a new wrapper (no probe), with the same text.
  await expect(below(page)).not.toHaveAttribute('data-probe', 'served')
  expect(await below(page).textContent()).toBe(served)
})

test('a client navigation to an experience page renders the column with it', PHONE_ONLY, async ({ page }) => {
  // Hydrated first: a link clicked before React listens is a document load, which would lose the marker.
  await gotoHydrated(page, tenantUrl('excursio', '/things-to-do-in-istanbul'))
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  await page.locator(`main a[href="${PAGE}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  await expect(below(page).locator('#reviews')).toHaveCount(1)
  await expect(below(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
})

// The header search (phone: behind its button; desktop: the bar's field). The combobox's chunk is held back
// until the visitor has typed, so the words land in the served field; when it arrives, React's field must have
// them, with the caret where it was and the focus, and suggest on them.
test('text typed in the header search before its code loads keeps its caret and focus, and is suggested on', async ({ page, context, isMobile }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  const combobox = /\/assets\/combobox-[\w-]+\.js$/
  const requested: string[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(combobox, async (route) => {
    requested.push(route.request().url())
    await held
    await route.continue()
  })
  await gotoHydrated(page, tenantUrl('excursio', PAGE))
  await page.waitForLoadState('networkidle')
  expect(requested, 'the combobox chunk before the field is touched').toEqual([])

  const wrappers = page.getByRole('banner').locator('[data-deferred="header-search"]')
  await wrappers.evaluateAll((els) => els.forEach((el) => el.setAttribute('data-probe', 'served')))
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search experiences and places' }).filter({ visible: true })
  if (isMobile) await page.getByRole('banner').locator('summary').filter({ hasText: 'Open search', visible: true }).click()
  else await box.click()
  await expect(box).toBeFocused()
  await expect.poll(() => requested.length).toBe(1)

  await page.keyboard.type('Neuschwanstie', { delay: 20 })
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  // Still the served field: the chunk is held.
  await expect(page.getByRole('banner').locator('[data-deferred="header-search"][data-probe] input:focus')).toHaveCount(1)
  release()

  // React's field (its wrapper is new) has the words, the caret and the focus, and suggests at once.
  await expect(page.getByRole('banner').locator('[data-deferred="header-search"]:not([data-probe]) input:focus')).toHaveCount(1)
  await expect(box).toHaveValue('Neuschwanstie')
  expect(await box.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([11, 11])
  const title = 'Neuschwanstein Castle Day Trip from Munich'
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: title })).toBeVisible()

  // Typing goes on in the same field, and Enter searches.
  await page.keyboard.press('End')
  await page.keyboard.type('n')
  await expect(box).toHaveValue('Neuschwanstien')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\/Neuschwanstien$/)
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { name: title })).toBeVisible()
})
