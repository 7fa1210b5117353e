// The booking flows of issue 4 on every demo tenant, as a guest: two items with different unit mixes and an
// extra, paid with the sandbox's test cards (paid, declined then paid, held), pay later, and a cart whose
// item became unavailable while the visitor was on the payment page.
import en from '../../app/locales/en'
import { addItem, checkOut, CARDS, expectEmail, pay, pickDeparture, testEmail, type Item } from './booking-steps'
import { expect, screenshot, tenantUrl, test, type TenantId } from './fixtures'

// A whole booking (two experience pages, cart, checkout, payment page, outcome) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 })

type Plan = { two: [Item, Item]; onRequest: Item; payLater: Item | null }

// Days are spread so that parallel tests (and the two projects) rarely share a departure.
const PLANS: Record<TenantId, Plan> = {
  excursio: {
    two: [
      { path: '/things-to-do-in-dubai/dubai-evening-desert-safari', day: 2, units: { adult: 2, child: 1 }, extras: { 'photo package': 1 } },
      { path: '/things-to-do-in-dubai/dubai-burj-khalifa-at-the-top', day: 3, units: { adult: 1 } },
    ],
    onRequest: { path: '/things-to-do-in-dubai/uae-tourist-visa-30-days', day: 4, units: { adult: 1 } },
    payLater: { path: '/things-to-do-in-dubai/dubai-marina-dhow-dinner-cruise', day: 5, units: { adult: 2 }, payLater: true },
  },
  deira: {
    two: [
      { path: '/experiences/dubai-evening-desert-safari', day: 6, units: { adult: 2, child: 1 }, extras: { 'photo package': 1 } },
      { path: '/experiences/dubai-morning-desert-safari', day: 6, units: { adult: 1 } },
    ],
    onRequest: { path: '/experiences/uae-tourist-visa-30-days', day: 7, units: { adult: 2 } },
    payLater: { path: '/experiences/dubai-marina-dhow-dinner-cruise', day: 8, units: { adult: 1, child: 1 }, payLater: true },
  },
  'get-that-boat': {
    two: [
      { path: '/experiences/dubai-marina-luxury-yacht', day: 2, items: 1, travellers: 8, extras: { champagne: 1 } },
      { path: '/experiences/bodrum-gulet-day-cruise', day: 3, units: { adult: 2, child: 2 } },
    ],
    onRequest: { path: '/experiences/bodrum-blue-cruise-gokova', day: 1, weekday: 6, units: { adult: 2 } },
    payLater: null,
  },
}

/** The phone project books other departures than the desktop one: both run at once against one database. */
const shift = (item: Item, project: string, by = 0): Item => ({ ...item, day: item.day + by + (project === 'phone' ? 12 : 0) })

for (const tenant of Object.keys(PLANS) as TenantId[]) {
  const plan = PLANS[tenant]

  test(`${tenant}: two items, checkout as a guest, paid by card, confirmed and emailed`, async ({ page }, info) => {
    const email = testEmail(tenant, 'paid', info.project.name)
    for (const item of plan.two) await addItem(page, tenant, shift(item, info.project.name))
    await page.goto(tenantUrl(tenant, '/cart'))
    await expect(page.locator('[data-cart-line]')).toHaveCount(2)
    await expect(page.locator('[data-cart-line]').first().locator('[data-extras]')).toBeVisible()
    await expect(page.locator('[data-cart-summary] [data-total="total"]')).toHaveText(/\d/)
    await screenshot(page, `booking-cart-${tenant}`, info.project.name)
    await checkOut(page, tenant, email, { screenshot: `booking-checkout-${tenant}`, project: info.project.name })
    await expect(page).toHaveURL(/\/_sandbox\/pay\//)
    await screenshot(page, `booking-payment-${tenant}`, info.project.name)
    await pay(page, CARDS.paid)
    await expect(page).toHaveURL(/\/checkout\/success\?purchase=/)
    await expect(page.getByRole('heading', { name: en.outcome.successTitle })).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('[data-booking][data-status="CONFIRMED"]')).toHaveCount(2)
    await expect(page.locator('[data-cart-link]').first()).toHaveAttribute('data-count', '0')
    await screenshot(page, `booking-success-${tenant}`, info.project.name)
    await expectEmail(page, tenant, email, await page.locator('[data-order-number]').innerText())
  })

  test(`${tenant}: a declined card is explained, and trying again with the cart intact pays`, async ({ page }, info) => {
    const email = testEmail(tenant, 'declined', info.project.name)
    await addItem(page, tenant, shift(plan.two[1], info.project.name, 1))
    await checkOut(page, tenant, email)
    await pay(page, CARDS.declined)
    await expect(page).toHaveURL(/\/checkout\/error\?purchase=/, { timeout: 20_000 })
    await expect(page.getByText(en.outcome.errorText)).toBeVisible()
    await screenshot(page, `booking-error-${tenant}`, info.project.name)
    await page.getByRole('link', { name: en.outcome.tryAgain }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.locator('[data-order-summary] [data-cart-line]')).toHaveCount(1)
    await checkOut(page, tenant, email)
    await pay(page, CARDS.paid)
    await expect(page.getByRole('heading', { name: en.outcome.successTitle })).toBeVisible({ timeout: 20_000 })
  })

  test(`${tenant}: an on-request booking only holds the money and says what happens next`, async ({ page }, info) => {
    const email = testEmail(tenant, 'held', info.project.name)
    await addItem(page, tenant, shift(plan.onRequest, info.project.name))
    await checkOut(page, tenant, email)
    await pay(page, CARDS.held)
    await expect(page).toHaveURL(/\/checkout\/on_hold\?purchase=/, { timeout: 20_000 })
    await expect(page.getByText(en.outcome.onHoldText)).toBeVisible()
    await expect(page.getByRole('link', { name: en.outcome.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
    await screenshot(page, `booking-on-hold-${tenant}`, info.project.name)
  })

  const payLater = plan.payLater
  if (payLater) {
    test(`${tenant}: reserve now, pay later: confirmed without payment, the provider gets in touch`, async ({ page }, info) => {
      const email = testEmail(tenant, 'later', info.project.name)
      await addItem(page, tenant, shift(payLater, info.project.name))
      await page.goto(tenantUrl(tenant, '/cart'))
      await expect(page.locator('[data-cart-line] [data-pay-later]')).toBeVisible()
      await expect(page.locator('[data-total="pay-later"]')).toBeVisible()
      await checkOut(page, tenant, email)
      await expect(page).toHaveURL(/\/checkout\/success\?purchase=/, { timeout: 20_000 })
      await expect(page.getByText(en.outcome.payLaterText)).toBeVisible()
      await screenshot(page, `booking-pay-later-${tenant}`, info.project.name)
    })
  } else {
    test(`${tenant}: pay later is not offered where the site does not allow it`, async ({ page }, info) => {
      const { option } = await pickDeparture(page, tenant, shift(plan.onRequest, info.project.name))
      await expect(option.locator('input[name="payment"]')).toHaveCount(0)
    })
  }

  test(`${tenant}: an item that sold out during payment is refunded, the rest confirmed`, async ({ page }, info) => {
    const email = testEmail(tenant, 'partial', info.project.name)
    for (const item of plan.two) await addItem(page, tenant, shift(item, info.project.name, 30))
    await checkOut(page, tenant, email)
    await expect(page).toHaveURL(/\/_sandbox\/pay\//)
    const gone = plan.two[1].path.split('/').pop()!
    const hook = await page.request.post(tenantUrl(tenant, '/__e2e/sell-out'), { data: { email, experience: gone } })
    expect(hook.status()).toBe(200)
    await pay(page, CARDS.paid)
    await expect(page.getByRole('heading', { name: en.outcome.partialTitle })).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('[data-booking][data-status="CONFIRMED"]')).toHaveCount(1)
    await expect(page.locator('[data-booking][data-status="FAILED"] [data-retry-booking]')).toHaveAttribute('href', new RegExp(`${gone}$`))
    await screenshot(page, `booking-partial-${tenant}`, info.project.name)
  })
}
