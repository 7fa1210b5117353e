// Issue 10, Lighthouse: the language select names every language in its own script ("Русский"). Drawn in the page's
// web font, measuring the select made the browser fetch the font's Cyrillic file, at the highest priority, on every
// page in every language. The options are drawn in the system font (app/tailwind.css, `.switcher > select`; only the face wears the web font), so a
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
