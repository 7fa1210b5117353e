// Decision 061: the booking panel's total is what checkout and the payment page charge, in the currency every
// screen names; converted unit prices are "≈" whole units. Excursio shows USD for Deira's AED-priced safari.
import en from '../../app/locales/en'
import { fillCheckout, pickDeparture } from './booking-steps'
import { expect, screenshot, tenantUrl, test } from './fixtures'

test.describe.configure({ timeout: 120_000 })

test('a converted price: the panel’s total equals checkout’s and the payment page’s, all in the named currency', async ({ page }, info) => {
  const { option } = await pickDeparture(page, 'excursio', {
    path: '/things-to-do-in-dubai/dubai-evening-desert-safari',
    day: info.project.name === 'phone' ? 22 : 20,
    units: { adult: 2 },
  })
  const form = option.locator('[data-booking-form]')
  // Unit prices converted from AED: "≈ $50", whole dollars, no cents.
  await expect(form.getByText(/≈ \$\d[\d,]*$/).first()).toBeVisible()
  await expect(form.getByText(/≈ \$\d[\d,]*\.\d\d/)).toHaveCount(0)
  const adults = form.locator('[data-stepper="unitQuantities.adult"] input')
  await adults.fill('2')
  await expect(adults).toHaveValue('2')
  const live = form.locator('[data-live-total]')
  await expect(live).toHaveText(/^\$\d[\d,]*(\.\d\d)?$/)
  const total = (await live.textContent())!.trim()
  await expect(form.locator('[data-payment-note]')).toHaveText('Payment currency: US Dollar (USD)')
  await expect(page.locator('#booking [data-payment-note]').first()).toContainText('Payment currency: US Dollar (USD)')
  await expect(page.locator('#booking')).not.toContainText(/AED [\d,]+ charged/)

  await page.locator('#booking').screenshot({ path: `test-results/screenshots/money-panel-${info.project.name}.png` })
  await form.getByRole('button', { name: en.cart.addToCart }).click()
  await expect(page.getByText(en.cart.added).first()).toBeVisible()
  await page.goto(tenantUrl('excursio', '/cart'))
  await expect(page.locator('[data-total="total"] dd')).toHaveText(total)
  await expect(page.locator('[data-payment-currency]')).toHaveText('Payment currency: US Dollar (USD)')
  await screenshot(page, 'money-cart', info.project.name)

  await page.getByRole('link', { name: en.cart.checkout }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.locator('[data-total="total"] dd')).toHaveText(total)
  await expect(page.locator('[data-payment-currency]')).toHaveText('Payment currency: US Dollar (USD)')
  await fillCheckout(page, `money-${info.project.name}@example.com`)
  await expect(page.getByTestId('amount')).toHaveText(total)
  await expect(page.getByTestId('payment-currency')).toHaveText('Payment currency: US Dollar (USD)')
  await screenshot(page, 'money-payment', info.project.name)
})
