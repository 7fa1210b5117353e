// The experience page in a real browser, on every demo tenant and in English and German: pick a date and
// see options with prices and spots left; a date without departures says so; an experience that cannot be
// booked leads to similar ones.
import type { Page } from '@playwright/test'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import { alternate, DESKTOP_ONLY, expect, screenshot, tenantUrl, test, type TenantId } from './fixtures'

const BOOKABLE: Record<TenantId, string> = {
  excursio: '/things-to-do-in-dubai/dubai-evening-desert-safari',
  deira: '/experiences/dubai-evening-desert-safari',
  // Priced per boat: the panel must name the boat's capacity.
  'get-that-boat': '/experiences/dubai-marina-luxury-yacht',
}
// The seed gives the first two no dates at all, and takes Get That Boat's glass-bottom boat off sale.
const UNAVAILABLE: Record<TenantId, string> = {
  excursio: '/things-to-do-in-berlin/berlin-christmas-markets-evening-tour',
  deira: '/experiences/abu-dhabi-liwa-desert-safari',
  'get-that-boat': '/experiences/bodrum-glass-bottom-boat-tour',
}
const LOCALES = { en: { prefix: '', m: en }, de: { prefix: '/de', m: de } } as const

async function openCalendar(page: Page, url: string) {
  await page.goto(url)
  const panel = page.locator('#booking')
  await expect(panel.locator('[data-calendar="ready"]')).toBeVisible()
  return panel
}

// Each tenant and language runs each test on one screen, alternating (decision 029).
let n = 0
for (const tenant of Object.keys(BOOKABLE) as TenantId[]) {
  for (const [locale, { prefix, m }] of Object.entries(LOCALES)) {
    const c = n++
    test(`${tenant} (${locale}): picking a date shows its options with start times, prices and spots left`, alternate(c), async ({ page }, info) => {
      const panel = await openCalendar(page, tenantUrl(tenant, `${prefix}${BOOKABLE[tenant]}`))
      const day = panel.locator('button[data-status="AVAILABLE"], button[data-status="LIMITED"]').first()
      const date = await day.getAttribute('data-date')
      await day.click()
      await expect(page).toHaveURL(new RegExp(`[?&]date=${date}`))
      const option = panel.locator('[data-option]').first()
      await expect(option).toBeVisible()
      // A start time in the experience's zone, named: "15:00 (Dubai time)" / "15:00 Uhr (Ortszeit Dubai)".
      await expect(option.getByText(/\d\d:\d\d.*Dubai/).first()).toBeVisible()
      // A day is open while any of its departures is; booking flows may have sold out an earlier one.
      const spots = option.locator('[data-remaining]:not([data-remaining="0"])').first()
      expect(Number(await spots.getAttribute('data-remaining'))).toBeGreaterThan(0)
      await expect(spots).toHaveText(/\d+/)
      const firstUnit = option.locator('[data-unit]').first()
      await expect(firstUnit).toContainText(/[$€£₺]|AED|USD|EUR/)
      if (tenant === 'get-that-boat') {
        await expect(option).toContainText(
          m.experience.capacityPerItem
            .replace('{{travellers}}', m.experience.travellers.other.replace('{{count}}', '10'))
            .replace('{{item}}', m.experience.itemNoun.boat),
        )
      } else {
        await expect(firstUnit).toContainText(m.experience.units.adult)
      }
      await expect(option.locator('[data-policy]')).toHaveText(/\w{4,}/)
      await screenshot(page, `experience-${tenant}-${locale}`, info.project.name)

      // Reloading the shared URL shows the same date, rendered by the server.
      await page.reload()
      await expect(page.locator(`#booking button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('#booking [data-option]').first()).toBeVisible()
    })

    test(`${tenant} (${locale}): a date without departures says 'No option is available!'`, alternate(c + 1), async ({ page }) => {
      const panel = await openCalendar(page, tenantUrl(tenant, `${prefix}${BOOKABLE[tenant]}`))
      // The horizon keeps 365 days of departures and the calendar shows 18 months: past the horizon every date is
      // empty (a closed weekday may come sooner).
      const empty = panel.locator('button[data-status="NONE"]:not([disabled])').first()
      for (let i = 0; i < 14 && (await empty.count()) === 0; i++) {
        await panel.getByRole('button', { name: m.experience.nextMonth }).click()
        await expect(panel.locator('[role="grid"]')).toHaveAttribute('aria-busy', 'false')
      }
      await empty.click()
      await expect(panel.getByText(m.experience.noOption)).toBeVisible()
      await expect(panel.getByText(m.experience.noOptionHint)).toBeVisible()
      await expect(panel.locator('[data-option]')).toHaveCount(0)
    })

    test(`${tenant} (${locale}): an unavailable experience leads to similar activities`, alternate(c + 2), async ({ page }) => {
      await page.goto(tenantUrl(tenant, `${prefix}${UNAVAILABLE[tenant]}`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('#booking').getByText(m.experience.unavailableTitle)).toBeVisible()
      await page.locator('#booking').getByRole('link', { name: m.experience.exploreSimilar }).click()
      await expect(page).not.toHaveURL(new RegExp(UNAVAILABLE[tenant]))
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    })
  }
}

test('the calendar works with the keyboard: arrows move by day, Page Down by month, Enter picks', DESKTOP_ONLY, async ({ page }) => {
  const panel = await openCalendar(page, tenantUrl('excursio', BOOKABLE.excursio))
  const first = panel.locator('button[data-status="AVAILABLE"], button[data-status="LIMITED"]').first()
  const date = (await first.getAttribute('data-date'))!
  await first.focus()
  await page.keyboard.press('ArrowRight')
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  await expect(panel.locator(`button[data-date="${next}"]`)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`date=${next}`))
  await page.keyboard.press('PageDown')
  const focused = panel.locator('button[data-date]:focus')
  await expect(focused).toHaveAttribute('data-date', new RegExp(`-${next.slice(8)}$|-(28|29|30)$`))
  const later = (await focused.getAttribute('data-date'))!
  expect(later.slice(0, 7) > next.slice(0, 7)).toBe(true)
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(new RegExp(`date=${later}`))
})

// A page served with a date has its option cards in the HTML; their code is a chunk of its own. While that chunk is
// on its way, the panel must not update them: a tab focused again or a month turned right after load made React
// throw the cards' HTML away (the spinner instead) and log error #421, which a slow CI machine met.
test('cards served with the page stay while their code is on its way, through a refocus and a month turned', DESKTOP_ONLY, async ({ page }) => {
  const url = tenantUrl('deira', BOOKABLE.deira)
  const panel = await openCalendar(page, url)
  const date = await panel.locator('button[data-status="AVAILABLE"], button[data-status="LIMITED"]').first().getAttribute('data-date')
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/option-card-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${url}?date=${date}`)
  await expect(panel.locator('[data-calendar="ready"]')).toBeVisible()
  const option = panel.locator('[data-option]').first()
  await expect(option).toBeVisible()
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')))
  await panel.getByRole('button', { name: en.experience.nextMonth }).click()
  // One frame and a task for React to commit whatever those updates did: the served cards are still there (dropped,
  // they would give way to a spinner until the chunk came).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
  await expect(option.locator('[data-unit]').first()).toBeVisible()
  // The live month waits for the cards' chunk (all transitions commit together); once it is there, both are.
  release()
  await expect(panel.locator('[role="grid"]')).toHaveAttribute('aria-busy', 'false')
  await expect(option.locator('[data-unit]').first()).toBeVisible()
})
