// The page-wide client behaviours of spec §2 and §4 (decision 026): toast timing, queue and clearing, and a flash
// toast after an action. What happens around navigations is in navigation-behaviours.flow.spec.ts.
import type { Page } from '@playwright/test'
import en from '../../app/locales/en'
import { openContactPage, pointAway, sendContactForm } from './client-steps'
import { DESKTOP_ONLY, expect, gotoHydrated, PHONE_ONLY, tenantUrl, test } from './fixtures'

const toasts = (page: Page) => page.locator('[data-sonner-toast]')


/** Milliseconds until the locator is hidden, from now. */
async function msUntilHidden(page: Page, locator: ReturnType<Page['locator']>, timeout = 10_000) {
  const start = Date.now()
  await expect(locator).toBeHidden({ timeout })
  return Date.now() - start
}

test.describe('toasts', () => {
  test('a toast shows a 5 s progress bar and closes after 5 s', DESKTOP_ONLY, async ({ page }) => {
    await openContactPage(page)
    // Timed in the page's own clock, from the toast's insertion to its removal: a loaded test runner sees it late.
    await page.evaluate(() => {
      const w = window as unknown as { toastLife?: { added?: number; removed?: number } }
      const life: { added?: number; removed?: number } = (w.toastLife = {})
      // Every frame: shown once a toast is in the page, gone once none is left or sonner marks it removed.
      const tick = () => {
        const li = document.querySelector('li[data-sonner-toast]')
        const leaving = !li || li.getAttribute('data-removed') === 'true'
        if (life.added === undefined && !leaving) life.added = performance.now()
        if (life.added !== undefined && leaving) life.removed = performance.now()
        if (life.removed === undefined) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    await sendContactForm(page)
    const toast = toasts(page).first()
    await expect(toast).toContainText(en.contact.sent)
    expect(await toast.evaluate((li) => getComputedStyle(li).animationName)).toBe('toast-progress')
    expect(await toast.evaluate((li) => getComputedStyle(li).animationDuration)).toBe('5s')
    await msUntilHidden(page, toast)
    const life = await page.waitForFunction(() => {
      const l = (window as unknown as { toastLife: { added?: number; removed?: number } }).toastLife
      return l.added !== undefined && l.removed !== undefined ? l.removed - l.added : null
    })
    const ms = (await life.jsonValue()) as number
    expect(ms).toBeGreaterThan(4_700)
    expect(ms).toBeLessThan(6_500)
  })

  test('a toast waits while the pointer is over it, and closes when clicked', DESKTOP_ONLY, async ({ page }) => {
    await openContactPage(page)
    await sendContactForm(page)
    const toast = toasts(page).first()
    await toast.hover()
    expect(await toast.evaluate((li) => getComputedStyle(li).animationPlayState)).toBe('paused')
    await page.waitForTimeout(6_000)
    await expect(toast).toBeVisible()
    await toast.click({ position: { x: 60, y: 20 } })
    await expect(toasts(page)).toHaveCount(0, { timeout: 2_000 })
  })

  test('a 4th toast waits until one of the 3 on screen closes, and then gets its own 5 s', PHONE_ONLY, async ({ page }) => {
    test.setTimeout(60_000)
    await openContactPage(page)
    await sendContactForm(page)
    // The pointer rests on the toasts while the others are sent (a slow machine could take 5 s to send 3).
    await toasts(page).first().hover()
    for (let sent = 2; sent <= 4; sent++) await sendContactForm(page)
    await page.waitForTimeout(500)
    await expect(toasts(page), 'the 4th is queued, not on screen').toHaveCount(3)
    await toasts(page).evaluateAll((items) => items.forEach((li) => li.setAttribute('data-test-earlier', '')))
    await pointAway(page)
    const fourth = page.locator('[data-sonner-toast]:not([data-test-earlier])')
    await expect(fourth).toBeVisible({ timeout: 9_000 })
    const appeared = Date.now()
    const earlierLeft = await page.locator('[data-test-earlier]:not([data-removed="true"])').count()
    expect(earlierLeft, 'it came when one of the 3 left').toBeLessThanOrEqual(2)
    await expect(fourth).toBeHidden({ timeout: 9_000 })
    expect(Date.now() - appeared, 'its timer started when it showed').toBeGreaterThan(4_300)
  })

  test('toasts on screen and queued are cleared when the URL changes', PHONE_ONLY, async ({ page }) => {
    await openContactPage(page)
    await sendContactForm(page)
    // Paused under the pointer, so that only the navigation can take them away.
    await toasts(page).first().hover()
    for (let sent = 2; sent <= 4; sent++) await sendContactForm(page)
    await expect(toasts(page)).toHaveCount(3)
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate('/experiences'))
    await expect(page).toHaveURL(/\/experiences$/)
    await expect(toasts(page)).toHaveCount(0, { timeout: 2_000 })
    await page.waitForTimeout(1_000)
    await expect(toasts(page), 'the queued toast does not appear on the new page').toHaveCount(0)
  })

  test('on the experience page a toast lasts 1 s', DESKTOP_ONLY, async ({ page }) => {
    test.setTimeout(60_000)
    await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl('get-that-boat') }])
    await gotoHydrated(page, tenantUrl('get-that-boat', '/experiences/dubai-superyacht-private-event'))
    const form = page.locator('[data-custom-offer-form="ready"]')
    await form.getByLabel(en.checkout.offer.name).fill('Toast Tester')
    await form.getByLabel(en.checkout.offer.email).fill('toast.offer@example.com')
    await form.getByLabel(en.checkout.offer.message).fill('A quick check of the notifications.')
    // Read in the page the moment the toast is there: a 1 s toast can be gone before a round trip from here.
    const duration = page.waitForFunction(() => {
      const li = document.querySelector('li[data-sonner-toast][data-styled="true"]')
      return li ? getComputedStyle(li).animationDuration || null : null
    })
    await form.getByRole('button', { name: en.checkout.offer.submit }).click()
    await pointAway(page)
    const toast = toasts(page).first()
    expect(await (await duration).jsonValue()).toBe('1s')
    expect(await msUntilHidden(page, toast, 3_000)).toBeLessThan(2_500)
  })
})

test('signing out is confirmed by a toast on the page the visitor lands on', DESKTOP_ONLY, async ({ page }) => {
  test.setTimeout(60_000)
  await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await gotoHydrated(page, tenantUrl('deira', '/auth/signup'))
  await page.getByLabel('First name').fill('Flash')
  await page.getByLabel('Last name').fill('Toast')
  await page.getByLabel('Email').fill(`flash-${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('desert rose 1')
  await page.getByLabel('Confirm password').fill('desert rose 1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.locator('[data-account-link="signed-in"] summary').click()
  await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click()
  await expect(page.locator('[data-account-link="signed-out"]')).toBeVisible()
  await expect(toasts(page)).toContainText(en.flash.signedOut)
  // One shot: the cookie is gone, and the next page says nothing.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('flash')
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.waitForTimeout(500)
  await expect(toasts(page)).toHaveCount(0)
})
