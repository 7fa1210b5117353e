// The hero search on every demo tenant, in two languages: a misspelt word still suggests the experience,
// submitting finds it, and the suggestions can be chosen with the keyboard alone.
import type { APIRequestContext, Page } from '@playwright/test'
import { alternate, DESKTOP_ONLY, expect, gotoHydrated, PHONE_ONLY, PORT, TENANTS, tenantUrl, test, type TenantId } from './fixtures'

type Case = { locale: 'en' | 'ru' | 'de'; typo: string; title: string }
// Each typo is one letter off a word of the title in that language (a swap, a drop or a wrong letter).
const CASES: Record<TenantId, Case[]> = {
  excursio: [
    { locale: 'en', typo: 'Neuschwanstien', title: 'Neuschwanstein Castle Day Trip from Munich' },
    { locale: 'ru', typo: 'гончароному', title: 'Мастер-класс по гончарному делу в Аваносе' },
  ],
  deira: [
    { locale: 'en', typo: 'Falconyr', title: 'Falconry Experience in the Desert' },
    { locale: 'de', typo: 'Falknerie', title: 'Falknerei-Erlebnis in der Wüste' },
  ],
  'get-that-boat': [
    { locale: 'en', typo: 'Catamaram', title: 'Luxury Catamaran Day Charter from Bodrum' },
    { locale: 'de', typo: 'Katamaram', title: 'Luxus-Katamaran-Tagescharter ab Bodrum' },
  ],
}
const WHERE_TO = { en: 'Where to?', ru: 'Куда?', de: 'Wohin?' }
const SUGGESTIONS = { en: 'Suggestions', ru: 'Подсказки', de: 'Vorschläge' }
const home = (locale: Case['locale']) => (locale === 'en' ? '/' : `/${locale}`)

// Each case runs on one screen, alternating (decision 029); the header search differs by screen, so its
// tests alternate too.
let n = 0
for (const id of Object.keys(TENANTS) as TenantId[]) {
  for (const { locale, typo, title } of CASES[id]) {
    const c = n++
    test(`${id} (${locale}): "${typo}" suggests "${title}", and searching for it lists it`, alternate(c), async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: tenantUrl(id) }])
      await gotoHydrated(page, tenantUrl(id, home(locale)))
      const box = page.getByRole('combobox', { name: WHERE_TO[locale] })
      await box.fill(typo)
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('listbox').getByRole('option', { name: title })).toBeVisible()
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(typo)}$`))
      await expect(page.getByRole('main').getByRole('article').getByRole('heading', { name: title })).toBeVisible()
    })

    test(`${id} (${locale}): arrow keys and Enter open a suggested experience`, alternate(c + 1), async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: tenantUrl(id) }])
      await gotoHydrated(page, tenantUrl(id, home(locale)))
      const box = page.getByRole('combobox', { name: WHERE_TO[locale] })
      await box.fill(typo)
      const option = page.getByRole('option', { name: title })
      await expect(option).toBeVisible()
      for (let presses = 0; presses < 12 && (await option.getAttribute('aria-selected')) !== 'true'; presses++) await box.press('ArrowDown')
      await expect(option).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
      await box.press('Escape')
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await box.press('ArrowDown') // reopens, then a second press selects again
      await box.press('ArrowDown')
      await expect(page.getByRole('listbox', { name: SUGGESTIONS[locale] }).getByRole('option', { selected: true })).toHaveCount(1)
      for (let presses = 0; presses < 12 && (await option.getAttribute('aria-selected')) !== 'true'; presses++) await box.press('ArrowDown')
      await box.press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const path = TENANTS[id].siteType === 'supplier' ? '/experiences/' : '/things-to-do-in-'
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '' : `/${locale}`}${path}`))
    })
  }
}

test('a misspelt city submitted with Enter, no suggestion chosen, goes to that city', DESKTOP_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio'))
  await page.getByRole('combobox', { name: 'Where to?' }).fill('Istambul')
  await expect(page.getByRole('option', { name: 'Istanbul' }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(tenantUrl('excursio', '/things-to-do-in-istanbul'))
})

for (const [c, [id, city, path]] of ([['excursio', 'Antalya', '/things-to-do-in-antalya'], ['deira', 'Abu Dhabi', '/experiences?city=abu-dhabi']] as const).entries()) {
  test(`${id}: tapping a misspelt city's suggestion opens that city's experiences`, alternate(c + 1), async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl(id) }])
    await gotoHydrated(page, tenantUrl(id))
    await page.getByRole('combobox', { name: 'Where to?' }).fill(city.replace(/a(?=[^a]*$)/, 'e')) // Antalye, Abu Dhebi
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: city, exact: true }).click()
    await expect(page).toHaveURL(tenantUrl(id, path))
  })
}

// The header search, on every page but the home page: a field on desktop, a button that opens it on phones (and on
// deira, whose centred logo leaves no room for a field, at every width).
const PAGES: Record<TenantId, { listing: string; experience: string }> = {
  excursio: { listing: '/things-to-do', experience: '/things-to-do-in-dubai/dubai-evening-desert-safari' },
  deira: { listing: '/experiences', experience: '/experiences/dubai-evening-desert-safari' },
  'get-that-boat': { listing: '/experiences', experience: '/experiences/dubai-marina-luxury-yacht' },
}

/** The header's search field, opened first when the header shows only its button. */
async function headerSearch(page: Page) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search experiences and places' })
  if (!(await box.isVisible())) {
    await page.getByRole('banner').locator('summary').filter({ hasText: 'Open search' }).click()
    await expect(box).toBeFocused()
  }
  return box
}

for (const [c, id] of (Object.keys(TENANTS) as TenantId[]).entries()) {
  const { typo, title } = CASES[id][0]!
  for (const [k, kind] of (['listing', 'experience'] as const).entries()) {
    test(`${id}: the header search of the ${kind} page suggests "${title}" for "${typo}" and lists it on Enter`, alternate(c + k), async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl(id) }])
      await gotoHydrated(page, tenantUrl(id, PAGES[id][kind]))
      const box = await headerSearch(page)
      await expect(page.getByRole('search', { name: 'Site search' })).toHaveCount(1)
      await box.fill(typo)
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: title })).toBeVisible()
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(typo)}$`))
      await expect(page.getByRole('main').getByRole('article').getByRole('heading', { name: title })).toBeVisible()
    })
  }

  test(`${id}: a suggestion tapped in the header search opens that experience`, alternate(c + 1), async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl(id) }])
    await gotoHydrated(page, tenantUrl(id, PAGES[id].experience))
    const box = await headerSearch(page)
    await box.fill(typo)
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title) // a first client navigation loads the route, its manifest and data
    // On the new page the search starts afresh: its panel closed, or its field empty where the header shows it.
    await expect.poll(async () => (await box.count()) === 0 || (await box.inputValue()) === '').toBe(true)
  })
}

test('Escape closes the suggestions first, then the search panel, and the keyboard lands back on its button', PHONE_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await gotoHydrated(page, tenantUrl('deira', PAGES.deira.listing))
  const button = page.getByRole('banner').locator('summary').filter({ hasText: 'Open search' })
  const box = await headerSearch(page)
  await box.fill('safari')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toBeVisible()
  await box.press('Escape')
  await expect(box).toBeHidden()
  await expect(button).toBeFocused()
})

test('the home page keeps one search, its hero form, out of the header', DESKTOP_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  await gotoHydrated(page, tenantUrl('excursio'))
  await expect(page.getByRole('search')).toHaveCount(1)
  await expect(page.getByRole('combobox', { name: 'Where to?' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search experiences and places', includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('banner').locator('summary').filter({ hasText: 'Open search' })).toHaveCount(0)
})

/** Node cannot resolve *.localhost as the browser does: name the tenant in the Host header. */
const suggest = (request: APIRequestContext, host: string, query: string) =>
  request.get(`http://localhost:${PORT}/api/suggest?${query}`, { headers: { Host: host } })

test('the suggest API answers anything a visitor can type with 200 and short caching', DESKTOP_ONLY, async ({ request }) => {
  for (const q of ['%', "'; drop", '🎈', 'x'.repeat(500), '%00', '']) {
    const response = await suggest(request, 'localhost', `q=${encodeURIComponent(q)}&lang=xx`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/max-age=\d{1,3}\b/)
    const body = (await response.json()) as { cities: unknown[]; experiences: unknown[] }
    expect(body.cities).toEqual([])
    if (q !== "'; drop") expect(body.experiences).toEqual([])
  }
  // deira sells only its own trips around Dubai (never get-that-boat's Bodrum cruises), and speaks no Turkish:
  // lang=tr falls back to English, unprefixed links.
  const deira = (await (await suggest(request, 'deira.localhost', 'q=cruise&lang=tr')).json()) as { experiences: { href: string }[] }
  expect(deira.experiences.length).toBeGreaterThan(0)
  for (const e of deira.experiences) expect(e.href).toMatch(/^\/experiences\/(dubai|abu-dhabi)-/)
  const ru = await (await suggest(request, 'localhost', 'q=Dubia&lang=ru')).json()
  expect(ru.cities).toEqual([{ slug: 'dubai', name: 'Дубай', href: '/ru/things-to-do-in-dubai' }])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the search form still submits, to the city or to the results', PHONE_ONLY, async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'de', url: tenantUrl('get-that-boat') }])
    await page.goto(tenantUrl('get-that-boat', '/de'))
    await page.getByRole('combobox', { name: 'Wohin?' }).fill('Katamaram')
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await expect(page).toHaveURL(tenantUrl('get-that-boat', '/de/search/Katamaram'))
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { name: 'Luxus-Katamaran-Tagescharter ab Bodrum' })).toBeVisible()
  })
})
