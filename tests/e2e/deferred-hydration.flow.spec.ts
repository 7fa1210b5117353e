// Partial hydration of the experience page (issue 10, decision 040): the column under the booking panel is in the
// server's HTML, its code loads only when it nears the viewport, and the markup React then renders is the same.
// A client navigation to an experience page renders the column at once.
import type { Page } from '@playwright/test'
import { expect, PHONE_ONLY, tenantUrl, test } from './fixtures'

const PAGE = '/things-to-do-in-istanbul/istanbul-old-city-walking-tour'
const below = (page: Page) => page.locator('[data-deferred="experience-below"]')
const chunkOf = (url: string) => /\/assets\/experience-below-[\w-]+\.js$/.test(url)

test('the column under the booking panel is served as HTML and hydrated when scrolled to', PHONE_ONLY, async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (r) => chunkOf(r.url()) && chunks.push(r.url()))
  await page.goto(tenantUrl('excursio', PAGE), { waitUntil: 'networkidle' })
  await expect(page.locator('#booking [data-calendar="ready"]')).toBeVisible()

  // Far below the first screen: its text is there, its code is not.
  await expect(below(page).locator('#reviews')).toHaveCount(1)
  expect(chunks, 'the column chunk before it is near the viewport').toEqual([])
  const served = await below(page).innerText()
  expect(served.length).toBeGreaterThan(200)
  await below(page).evaluate((el) => el.setAttribute('data-probe', 'served'))

  await below(page).locator('#reviews').scrollIntoViewIfNeeded()
  await expect.poll(() => chunks.length).toBe(1)
  // React now renders the column: a new wrapper (no probe), with the same text.
  await expect(below(page)).not.toHaveAttribute('data-probe', 'served')
  expect(await below(page).innerText()).toBe(served)
})

test('a client navigation to an experience page renders the column with it', PHONE_ONLY, async ({ page }) => {
  await page.goto(tenantUrl('excursio', '/things-to-do-in-istanbul'))
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  await page.locator(`main a[href="${PAGE}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  await expect(below(page).locator('#reviews')).toHaveCount(1)
  await expect(below(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
})
