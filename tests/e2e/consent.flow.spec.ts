// Spec §7 and issue 11: a tenant with a tag-manager id loads it only after the visitor accepts, through a banner in
// the tenant's language that links to its privacy policy and remembers the choice; without an id, no banner and
// no script. `tagged.localhost` is Deira with an id (tests/e2e/serve.ts). No internet here: Google's script is a stub.
import type { Page } from '@playwright/test'
import en from '../../app/locales/en'
import ru from '../../app/locales/ru'
import { expectAccessible } from './axe'
import { DESKTOP_ONLY, expect, gotoHydrated, PHONE_ONLY, PORT, test } from './fixtures'

const tagged = (path: string) => `http://tagged.localhost:${PORT}${path}`
const banner = (page: Page) => page.locator('[data-consent]')


/** Counts the requests for Google's container and answers them with a stub that marks the page. */
async function stubTagManager(page: Page) {
  const requested: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true' })
  })
  return requested
}

test('accepting loads the tag manager, with the page nonce, and the banner does not come back', DESKTOP_ONLY, async ({ page, context }, info) => {
  test.setTimeout(60_000) // an axe pass over the banner, then two page loads
  await context.addCookies([{ name: 'locale', value: 'en', url: tagged('/') }])
  const requested = await stubTagManager(page)
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportViolation: (v: string) => void }).reportViolation(e.blockedURI)),
  )
  await gotoHydrated(page, tagged('/experiences'))
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('link', { name: en.consent.privacy })).toHaveAttribute('href', '/privacy-policy')
  await expectAccessible(page, 'consent banner')
  await page.screenshot({ path: `test-results/screenshots/consent-banner-${info.project.name}.png` })
  await page.waitForTimeout(500)
  expect(requested, 'nothing before the visitor chose').toEqual([])

  await banner(page).getByRole('button', { name: en.consent.accept }).click()
  await expect(banner(page)).toHaveCount(0)
  await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST'])
  await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan)).toBe(true)
  expect(await page.locator('#gtm-script').evaluate((s: HTMLScriptElement) => (s.nonce ?? "").length)).toBeGreaterThan(0)
  expect(violations).toEqual([])
  const consent = (await context.cookies()).find((c) => c.name === 'consent')
  expect(consent?.value).toBe('granted')
  expect((consent?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)

  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect.poll(() => requested.length, 'loaded again at once on the next page').toBe(2)
  await expect(banner(page)).toHaveCount(0)
})

test('refusing loads nothing, now or on the next visit', PHONE_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tagged('/') }])
  const requested = await stubTagManager(page)
  await gotoHydrated(page, tagged('/experiences'))
  await banner(page).getByRole('button', { name: en.consent.refuse }).click()
  await expect(banner(page)).toHaveCount(0)
  expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('denied')
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.waitForTimeout(1_000)
  await expect(banner(page)).toHaveCount(0)
  expect(requested).toEqual([])
})

test("the banner speaks the page's language", DESKTOP_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'ru', url: tagged('/') }])
  await stubTagManager(page)
  await gotoHydrated(page, tagged('/ru/experiences'))
  await expect(banner(page)).toContainText(ru.consent.text)
  await expect(banner(page).getByRole('link', { name: ru.consent.privacy })).toHaveAttribute('href', '/ru/privacy-policy')
  await expect(banner(page).getByRole('button', { name: ru.consent.accept })).toBeVisible()
})

test('a tenant without a tag-manager id shows no banner and loads no script', PHONE_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: `http://deira.localhost:${PORT}/` }])
  const requested = await stubTagManager(page)
  await gotoHydrated(page, `http://deira.localhost:${PORT}/experiences`)
  await page.waitForTimeout(1_000)
  await expect(banner(page)).toHaveCount(0)
  expect(requested).toEqual([])
})

test("on a phone's experience page the banner leaves the booking bar's button free", PHONE_ONLY, async ({ page, context }, info) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tagged('/') }])
  await stubTagManager(page)
  await gotoHydrated(page, tagged('/experiences/dubai-evening-desert-safari'))
  await expect(banner(page)).toBeVisible()
  const bar = await page.locator('[data-mobile-bar]').boundingBox()
  const box = await banner(page).boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y)
  await page.screenshot({ path: `test-results/screenshots/consent-banner-experience-${info.project.name}.png` })
  // The visitor can still book straight away.
  await page.locator('[data-mobile-bar]').getByRole('link').click()
  await expect(page).toHaveURL(/#booking$/)
})
