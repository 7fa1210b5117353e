// Issue 10, Lighthouse: the language select names every language in its own script ("Русский"). Drawn in the page's
// web font, measuring the select made the browser fetch the font's Cyrillic file, at the highest priority, on every
// page in every language. The options are drawn in the system font (app/tailwind.css, `.switcher > option`), so a
// page downloads a Cyrillic font file only when it shows Cyrillic text itself.
import { expect, test, tenantUrl } from './fixtures'

// The trace's DOM snapshots lay out the whole page, skipped content included, which fetches its fonts: these tests
// count font requests, so they run untraced.
test.use({ trace: 'off' })

test('an English page downloads no Cyrillic font file; a Russian one does', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()))
  await page.goto(tenantUrl('deira', '/'))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  expect(fonts.length, 'the theme draws its text in web fonts').toBeGreaterThan(0)
  expect(fonts.filter((u) => u.includes('cyrillic'))).toEqual([])

  fonts.length = 0
  await page.goto(tenantUrl('deira', '/ru'))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  expect(fonts.filter((u) => u.includes('cyrillic')).length, 'a Russian page needs the Cyrillic file').toBeGreaterThan(0)
})

test('a review in Russian fetches the Cyrillic font file when it is scrolled to, not with the page', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()))
  await page.goto(tenantUrl('deira', '/experiences/dubai-burj-khalifa-at-the-top'))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const review = page.locator('[data-review] h3[lang="ru"]').first()
  await expect(review, 'the demo seed has a Russian review here').toHaveCount(1)
  expect(fonts.filter((u) => u.includes('cyrillic'))).toEqual([])
  const cyrillic = page.waitForRequest((r) => r.resourceType() === 'font' && r.url().includes('cyrillic'))
  await review.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await cyrillic
  await expect(review).toBeVisible()
})
