// In a real browser the Content-Security-Policy refuses nothing the site itself does: pages hydrate, client-side
// navigation and the booking flow reach the payment page and come back. (The page fixture also fails a test on
// the console error Chromium logs for a refused script.)
import { addItem, checkOut, CARDS, pay, testEmail } from './booking-steps'
import { DESKTOP_ONLY, expect, gotoHydrated, PHONE_ONLY, tenantUrl, test as base } from './fixtures'

/** Every `securitypolicyviolation` event on any page the test opens; none may happen. */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      await page.exposeFunction('reportCspViolation', (text: string) => void violations.push(text))
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`),
        ),
      )
      await use(violations)
      expect(violations, 'CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

test.describe.configure({ timeout: 120_000 })

test('pages hydrate under the policy, also after a client-side navigation', PHONE_ONLY, async ({ page }) => {
  await gotoHydrated(page, tenantUrl('excursio', '/'))
  await gotoHydrated(page, tenantUrl('excursio', '/things-to-do-in-dubai'))
  // Client-side: Remix fetches the next page's data and modules, no document load.
  await page.evaluate(() => ((window as unknown as { docMark: boolean }).docMark = true))
  await page.locator('main a[href*="/things-to-do-in-dubai/"]').first().click()
  await expect(page).toHaveURL(/\/things-to-do-in-dubai\/[\w-]+/)
  await expect(page.locator('#booking [data-calendar="ready"]')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { docMark?: boolean }).docMark)).toBe(true)
  await gotoHydrated(page, tenantUrl('deira', '/experiences'))
  await gotoHydrated(page, tenantUrl('excursio', '/search/desert%20safari'))
  await gotoHydrated(page, tenantUrl('deira', '/auth/login'))
})

test('the booking flow reaches the payment page and its outcome under the policy', DESKTOP_ONLY, async ({ page }, info) => {
  await addItem(page, 'deira', { path: '/experiences/dubai-burj-khalifa-at-the-top', day: info.project.name === 'phone' ? 14 : 11, units: { adult: 1 } })
  await checkOut(page, 'deira', testEmail('deira', 'csp', info.project.name))
  await pay(page, CARDS.paid)
  await expect(page).toHaveURL(/\/checkout\/(success|on_hold)\?purchase=/)
  await page.locator('html[data-hydrated="true"]').waitFor()
})
