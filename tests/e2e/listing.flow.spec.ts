// Listing filters in a real browser, on every demo tenant in two languages, on phone and desktop: three
// filters and a sort land in the URL, and a reload of that URL shows the same cards in the same order.
import type { Page } from '@playwright/test'
import { alternate, expect, screenshot, TENANTS, tenantUrl, test, type TenantId } from './fixtures'

const CASES: Array<[TenantId, 'en' | 'ru' | 'tr' | 'de']> = [
  ['excursio', 'en'],
  ['excursio', 'ru'],
  ['deira', 'en'],
  ['deira', 'de'],
  ['get-that-boat', 'en'],
  ['get-that-boat', 'tr'],
]
// Three groups with values to tick, taken in this order (a tenant whose boats have no guide has no languages).
const FILTERS = ['duration', 'language', 'age', 'time'] as const

/** Ticks the unticked value with the most results in a filter group (so the list stays non-empty); null: none there. */
async function tickBusiestValue(page: Page, name: string): Promise<string | null> {
  const value = await page.evaluate((param) => {
    const inputs = [...document.querySelectorAll<HTMLInputElement>(`#listing-filters input[name="${param}"]`)].filter((i) => !i.checked)
    const count = (i: HTMLInputElement) => Number(i.closest('label')?.querySelector('span:last-child')?.textContent ?? 0)
    return inputs.sort((a, b) => count(b) - count(a))[0]?.value ?? null
  }, name)
  if (value === null) return null
  await page.locator(`#listing-filters input[name="${name}"][value="${value}"]`).check()
  await page.waitForURL((url) => url.searchParams.getAll(name).includes(value!))
  await settled(page)
  return value!
}

const cardTitles = (page: Page) => page.locator('#results article h3').allInnerTexts()

/** The URL changes before React paints the new results: wait until the results answer the current query. */
async function settled(page: Page) {
  await expect(page.locator('#results')).toHaveAttribute('data-search', new URL(page.url()).search)
  await expect(page.locator('#results')).toHaveAttribute('aria-busy', 'false')
}

// Each tenant's two languages take a screen each (decision 029): the filter panel differs by screen.
for (const [c, [id, locale]] of CASES.entries()) {
  test(`${id} (${locale}): three filters and a sort survive a reload of the shared URL`, alternate(c), async ({ page, context }, info) => {
    test.setTimeout(120_000) // six navigations and a first visit that renders every card image through the proxy
    await context.addCookies([{ name: 'locale', value: locale, url: tenantUrl(id) }])
    const list = TENANTS[id].siteType === 'supplier' ? '/experiences' : '/things-to-do'
    await page.goto(tenantUrl(id, locale === 'en' ? list : `/${locale}${list}`))
    await page.waitForLoadState('networkidle')
    const allTitles = await cardTitles(page)
    expect(allTitles.length).toBeGreaterThan(0)

    const phone = info.project.name === 'phone'
    if (phone) {
      await page.locator('a[href="#filters"]').click()
      await expect(page.getByRole('dialog')).toBeVisible()
    }
    const chosen: Record<string, string> = {}
    for (const name of FILTERS) {
      if (Object.keys(chosen).length === 3) break
      const value = await tickBusiestValue(page, name)
      if (value !== null) chosen[name] = value
    }
    expect(Object.keys(chosen), 'three filter groups with a value to tick').toHaveLength(3)
    if (phone) {
      await page.locator('#filters button[form="listing-filters"]').click()
      await expect(page.getByRole('dialog')).toBeHidden()
    }
    await page.locator('#listing-sort').selectOption('price-desc')
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc')
    await settled(page)

    const url = page.url()
    for (const [name, value] of Object.entries(chosen)) expect(new URL(url).searchParams.getAll(name)).toContain(value)
    const filtered = await cardTitles(page)
    expect(filtered.length).toBeGreaterThan(0)
    expect(await page.locator('#results-count').innerText()).toMatch(/\d/)

    await page.reload()
    await page.waitForLoadState('networkidle')
    await settled(page)
    expect(page.url()).toBe(url)
    expect(await cardTitles(page)).toEqual(filtered)
    await expect(page.locator('#listing-sort')).toHaveValue('price-desc')
    for (const [name, value] of Object.entries(chosen)) {
      await expect(page.locator(`#listing-filters input[name="${name}"][value="${value}"]`)).toBeChecked()
    }
    await screenshot(page, `listing-${id}-${locale}`, info.project.name)

    // Reset brings the whole list back, in the chosen order.
    await page.locator('#results a', { hasText: /reset|сброс|sıfırla|zurücksetzen/i }).first().click()
    await page.waitForURL((u) => !FILTERS.some((f) => u.searchParams.has(f)))
    await settled(page)
    await expect(page.locator('#results article')).toHaveCount(Math.min(allTitles.length, 24))
  })
}
