// The booking card follows the buyer (issue 25): the phone's sticky bar says the next step (check availability,
// add to cart, view cart), the "added" toast keeps off what is being chosen and closes by a real button, a price
// change in the cart stays reported until the buyer accepts it, and a declined card says why in their language.
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import { addItem, BUYER, CARDS, pickDeparture, testEmail, type Item } from './booking-steps'
import { DESKTOP_ONLY, expect, PHONE_ONLY, PORT, screenshot, tenantUrl, test } from './fixtures'

test.describe.configure({ timeout: 120_000 })

// Days far from the other booking flows' (booking.flow.spec.ts takes 1 to 20), so they never share a departure.
const SAFARI: Item = { path: '/experiences/dubai-evening-desert-safari', day: 24, units: { adult: 2 } }
const BURJ: Item = { path: '/things-to-do-in-dubai/dubai-burj-khalifa-at-the-top', day: 26, units: { adult: 1 } }
const MORNING: Item = { path: '/experiences/dubai-morning-desert-safari', day: 27, units: { adult: 1 } }

test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the sticky bar says the next step: check availability, add to cart once a date is picked, then view cart', PHONE_ONLY, async ({ page }, info) => {
    await page.goto(tenantUrl('deira', SAFARI.path))
    const bar = page.locator('[data-mobile-bar]')
    const step = bar.locator('[data-bar-step]')
    await expect(step).toHaveText(en.experience.checkAvailability)
    const { option } = await pickDeparture(page, 'deira', SAFARI)
    await expect(step).toHaveText(en.cart.addToCart)
    // The options opened below the calendar are brought into view, above the bar.
    const form = option.locator('[data-booking-form]')
    await expect(async () => {
      const [box, barBox] = [await page.locator('#booking-options').boundingBox(), await bar.boundingBox()]
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.y).toBeLessThan(barBox!.y - 100)
    }).toPass()
    await form.getByRole('button', { name: en.cart.addToCart }).click()
    // The toast sits over the sticky bar, never over the start times or travellers above it, with a named close button.
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    const [toastBox, barBox, close] = await Promise.all([
      toast.boundingBox(),
      bar.boundingBox(),
      toast.locator('button[data-close-button]').evaluate((b) => ({ label: b.getAttribute('aria-label'), ...b.getBoundingClientRect().toJSON() })),
    ])
    expect(toastBox!.y).toBeGreaterThanOrEqual(barBox!.y - 8)
    expect(close).toMatchObject({ label: en.toast.close })
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24)
    await screenshot(page, 'booking-card-toast-deira', info.project.name)
    await expect(step).toHaveText(en.cart.viewCart)
    await expect(step).toHaveAttribute('href', '/cart')
    await step.click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.locator('[data-cart-line]')).not.toHaveCount(0)
  })
})

test('a changed price stays reported after a reload and in another language until the buyer accepts the new total', DESKTOP_ONLY, async ({ page }, info) => {
  const date = await addItem(page, 'excursio', BURJ)
  await page.goto(tenantUrl('excursio', '/cart'))
  await expect(page.locator('[data-cart-outcome]')).toHaveCount(0)
  const hook = await page.request.post(`http://localhost:${PORT}/__e2e/reprice`, { data: { experience: BURJ.path.split('/').pop(), date, adult: 98_700 } })
  expect(hook.status()).toBe(200)
  await page.reload()
  const banner = page.locator('[data-cart-outcome="prices_updated"]')
  await expect(banner).toContainText(en.cart.pricesUpdated)
  const newTotal = (await banner.locator('[data-new-total] strong').textContent())!
  // Seeing it once is not accepting it: a reload and the German cart still say so.
  await page.reload()
  await expect(banner).toContainText(en.cart.pricesUpdated)
  await expect(page.getByRole('link', { name: en.cart.checkout })).toHaveCount(0)
  await page.goto(tenantUrl('excursio', '/de/cart'))
  await expect(banner).toContainText(de.cart.pricesUpdated)
  await screenshot(page, 'booking-card-price-changed-de', info.project.name)
  await page.goto(tenantUrl('excursio', '/cart'))
  await expect(banner.locator('[data-new-total] strong')).toHaveText(newTotal)
  await banner.getByRole('button', { name: en.cart.confirmTotal }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.goto(tenantUrl('excursio', '/cart'))
  await expect(page.getByRole('link', { name: en.cart.checkout })).toBeVisible()
  await expect(page.locator('[data-cart-outcome]')).toHaveCount(0)
  await expect(page.locator('[data-cart-summary]')).toContainText(newTotal)
})

test('a declined card says why, in German on /de', PHONE_ONLY, async ({ page }, info) => {
  const email = testEmail('deira', 'decline-reason', info.project.name)
  await addItem(page, 'deira', MORNING)
  await page.goto(tenantUrl('deira', '/de/checkout'))
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByLabel(de.checkout.firstName).fill(BUYER.firstName)
  await page.getByLabel(de.checkout.lastName).fill(BUYER.lastName)
  await page.getByLabel(de.checkout.email).fill(email)
  await page.getByLabel(de.checkout.phone).fill(BUYER.phone)
  await page.getByRole('button', { name: de.checkout.confirmPay }).click()
  await expect(page).toHaveURL(/\/_sandbox\/pay\//)
  await page.locator('input[name="cardNumber"]').fill('4000 0000 0000 9995')
  await page.locator('input[name="expiry"]').fill('12/34')
  await page.locator('input[name="cvc"]').fill('123')
  await page.locator('input[name="name"]').fill(`${BUYER.firstName} ${BUYER.lastName}`)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/de\/checkout\/error\?purchase=/)
  await expect(page.locator('[data-decline-reason="insufficient_funds"]')).toHaveText(de.outcome.declined.insufficient_funds)
  await expect(page.getByText(de.outcome.declinedHint)).toBeVisible()
  await screenshot(page, 'booking-card-declined-de', info.project.name)
  // Trying again with the plainly declined card names that reason instead.
  await page.getByRole('link', { name: de.outcome.tryAgain }).click()
  await expect(page).toHaveURL(/\/de\/checkout$/)
  await page.getByRole('button', { name: de.checkout.confirmPay }).click()
  await expect(page).toHaveURL(/\/_sandbox\/pay\//)
  await page.locator('input[name="cardNumber"]').fill(CARDS.declined)
  await page.locator('input[name="expiry"]').fill('12/34')
  await page.locator('input[name="cvc"]').fill('123')
  await page.locator('input[name="name"]').fill(`${BUYER.firstName} ${BUYER.lastName}`)
  await page.locator('form button[type="submit"]').click()
  await expect(page.locator('[data-decline-reason="card_declined"]')).toHaveText(de.outcome.declined.card_declined)
})
