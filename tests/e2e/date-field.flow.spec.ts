// Issue 25: the hero's date field read mm/dd/yyyy on /de and /ru (a native date input follows the browser's
// language, not the page's). It now reads in the page's language (decision 062): a German visitor types or picks
// 24.12.2026 and the search receives 2026-12-24, with JavaScript and without.
import type { Page } from '@playwright/test'
import { alternate, expect, gotoHydrated, tenantUrl, test } from './fixtures'

/** A day some weeks ahead, so the field's `min` (today) never refuses it, as ISO and as a German would write it. */
function dayAhead(days: number) {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const [y, m, d] = iso.split('-')
  return { iso, de: `${d}.${m}.${y}`, en: `${m}/${d}/${y}` }
}

async function searchDubai(page: Page) {
  const where = page.getByRole('combobox', { name: 'Wohin?' })
  await where.fill('Dubai')
  await where.press('Escape')
  await page.getByRole('search', { name: 'Erlebnisse suchen' }).getByRole('button', { name: 'Suchen' }).click()
}

test('on /de the hero date field reads TT.MM.JJJJ, and a typed date searches with its ISO date', alternate(0), async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio', '/de'))
  const when = page.getByRole('textbox', { name: 'Wann' })
  await expect(when).toHaveAttribute('placeholder', 'TT.MM.JJJJ')
  await expect(when).toHaveAccessibleDescription('Format: TT.MM.JJJJ')
  const day = dayAhead(30)
  // Typed on a phone's number pad, without the dots: the field writes it back in the German form.
  await when.fill(day.de.replaceAll('.', ''))
  await when.blur()
  await expect(when).toHaveValue(day.de)
  await searchDubai(page)
  await expect(page).toHaveURL(new RegExp(`/de/things-to-do-in-dubai\\?date=${day.iso}$`))
})

test('on /de a date chosen in the device calendar shows in German and searches with its ISO date', alternate(1), async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio', '/de'))
  await expect(page.getByRole('button', { name: 'Kalender öffnen' })).toBeVisible()
  const day = dayAhead(45)
  // The calendar is the device's own (a native date input behind the button, not a tab stop): set it as a pick would.
  await page.getByRole('search', { name: 'Erlebnisse suchen' }).locator('input[type="date"]').fill(day.iso)
  await expect(page.getByRole('textbox', { name: 'Wann' })).toHaveValue(day.de)
  await searchDubai(page)
  await expect(page).toHaveURL(new RegExp(`date=${day.iso}$`))
})

test('a date that is no date says how to write it', alternate(2), async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio', '/de'))
  const when = page.getByRole('textbox', { name: 'Wann' })
  await when.fill('31.02.2030')
  await when.blur()
  await expect(when).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Datum als TT.MM.JJJJ eingeben')).toBeVisible()
})

test('English and Russian pages read the date in their own order', alternate(3), async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio', '/'))
  await expect(page.getByRole('textbox', { name: 'When' })).toHaveAttribute('placeholder', 'MM/DD/YYYY')
  await context.addCookies([{ name: 'locale', value: 'ru', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio', '/ru'))
  await expect(page.getByRole('textbox', { name: 'Когда' })).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('on /de a date typed in German still searches with its ISO date', alternate(4), async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'de', url: tenantUrl('excursio') }])
    await page.goto(tenantUrl('excursio', '/de'))
    const day = dayAhead(60)
    await page.getByRole('combobox', { name: 'Wohin?' }).fill('Dubai')
    await page.getByRole('textbox', { name: 'Wann' }).fill(day.de)
    await page.getByRole('search', { name: 'Erlebnisse suchen' }).getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(new RegExp(`/de/things-to-do-in-dubai\\?date=${day.iso}$`))
  })
})
