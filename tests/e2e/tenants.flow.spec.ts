// Tenant behaviour in a real browser beyond the layout smoke suite (layouts.flow.spec.ts runs home, list, detail,
// cart, checkout, 404 and a language switch on every layout): the language switch remembers, works before
// hydration, the fonts are the theme's own, and route changes scroll to the top.
import { DESKTOP_ONLY, expect, languageSelect, PHONE_ONLY, tenantUrl, test } from './fixtures'

test('changing the language on deira lands on the same page in German, and remembers it', PHONE_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await page.goto(tenantUrl('deira', '/experiences?page=1'))
  await (await languageSelect(page)).selectOption('de')
  await expect(page).toHaveURL(tenantUrl('deira', '/de/experiences?page=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Erlebnisse')
  const cookies = await context.cookies(tenantUrl('deira'))
  expect(cookies.find((c) => c.name === 'locale')).toMatchObject({ value: 'de', sameSite: 'Lax', path: '/' })
})

test('a language picked before the page hydrated is still carried out once it has', DESKTOP_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  // Hold the app's entry script back: the page is HTML only while the visitor picks.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(tenantUrl('deira', '/experiences?page=1'), { waitUntil: 'domcontentloaded' })
  await (await languageSelect(page)).selectOption('de')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
  release()
  await expect(page).toHaveURL(tenantUrl('deira', '/de/experiences?page=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Erlebnisse')
})

test('a deira page loads the font families of its own theme and none of another\'s', DESKTOP_ONLY, async ({ page, context }) => {
  const fonts: string[] = []
  page.on('response', (r) => r.request().resourceType() === 'font' && fonts.push(new URL(r.url()).pathname))
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await page.goto(tenantUrl('deira', '/experiences'))
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  const faces = await page.evaluate(() => [...document.fonts].map((f) => f.family.replace(/"/g, '')))
  expect(new Set(faces)).toEqual(new Set(['Inter Variable', 'Playfair Display Variable']))
  expect(fonts.some((f) => /\/inter-latin-wght/.test(f))).toBe(true)
  expect(fonts.some((f) => /\/playfair-display-latin-wght/.test(f))).toBe(true)
  expect(fonts.filter((f) => /montserrat/.test(f))).toEqual([])
  console.log(`[fonts] deira: ${fonts.map((f) => f.split('/').pop()).join(', ')}`)
})

test('route changes scroll to the top', PHONE_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  await page.goto(tenantUrl('excursio', '/things-to-do'))
  await page.mouse.wheel(0, 4000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('main').getByRole('article').last().getByRole('link').first().click()
  await expect(page).toHaveURL(/things-to-do-in-/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
