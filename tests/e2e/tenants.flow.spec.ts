// Each demo tenant in a real browser, on phone and desktop: its layout, its list, its language switch.
import { readFileSync } from 'node:fs'
import { expect, languageSelect, screenshot, TENANTS, tenantUrl, test, type TenantId } from './fixtures'

for (const id of Object.keys(TENANTS) as TenantId[]) {
  const tenant = TENANTS[id]

  test(`${id}: the home page shows its own layout, hero, search form and experiences`, async ({ page, context }, info) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl(id) }])
    await page.goto(tenantUrl(id))
    await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.theme)
    await expect(page).toHaveTitle(new RegExp(tenant.name))
    await expect(page.getByRole('search')).toBeVisible()
    await expect(page.getByText('Where to?')).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(tenant.name)
    await screenshot(page, `home-${id}`, info.project.name)
  })

  test(`${id}: the experience list leads from the database to a detail page`, async ({ page, context }, info) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl(id) }])
    const listPath = tenant.siteType === 'supplier' ? '/experiences' : '/things-to-do'
    await page.goto(tenantUrl(id, listPath))
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    await screenshot(page, `list-${id}`, info.project.name)
    const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? ''
    await cards.first().getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const expected = tenant.siteType === 'supplier' ? /\/experiences\/[\w-]+$/ : /\/things-to-do-in-[\w-]+\/[\w-]+$/
    await expect(page).toHaveURL(expected)
  })

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] })
    test(`${id}: an unknown page shows the 404 screen with a way home`, async ({ page, context }, info) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl(id) }])
    const response = await page.goto(tenantUrl(id, '/this-does-not-exist'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." })).toBeVisible()
    await expect(page.locator('img[src*="not-found.svg"]')).toBeVisible()
    await screenshot(page, `404-${id}`, info.project.name)
    await page.getByRole('link', { name: 'Back to home page' }).click()
    await expect(page).toHaveURL(tenantUrl(id))
    })
  })
}

test('changing the language on deira lands on the same page in German, and remembers it', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await page.goto(tenantUrl('deira', '/experiences?page=1'))
  await (await languageSelect(page)).selectOption('de')
  await expect(page).toHaveURL(tenantUrl('deira', '/de/experiences?page=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Erlebnisse')
  const cookies = await context.cookies(tenantUrl('deira'))
  expect(cookies.find((c) => c.name === 'locale')).toMatchObject({ value: 'de', sameSite: 'Lax', path: '/' })
})

test('a language picked before the page hydrated is still carried out once it has', async ({ page, context }) => {
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
  await expect(page).toHaveURL(tenantUrl('deira', '/de/experiences?page=1'), { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Erlebnisse')
})

test('a deira page downloads the deira layout and no code of the other layouts', async ({ page, context }) => {
  const manifest = JSON.parse(readFileSync('build/.vite/client-manifest.json', 'utf8')) as Record<string, { file: string }>
  const chunk = (theme: string) => '/' + manifest[`themes/${theme}/index.tsx`]!.file
  const scripts: string[] = []
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await page.goto(tenantUrl('deira', '/experiences'))
  await page.waitForLoadState('networkidle')
  await page.getByRole('main').getByRole('article').first().hover()
  await page.waitForLoadState('networkidle')
  expect(scripts).toContain(chunk('deira'))
  expect(scripts).not.toContain(chunk('default'))
  expect(scripts).not.toContain(chunk('get-that-boat'))
})

test('a deira page loads the font families of its own theme and none of another\'s', async ({ page, context }) => {
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

test('route changes scroll to the top', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  await page.goto(tenantUrl('excursio', '/things-to-do'))
  await page.mouse.wheel(0, 4000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('main').getByRole('article').last().getByRole('link').first().click()
  await expect(page).toHaveURL(/things-to-do-in-/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
