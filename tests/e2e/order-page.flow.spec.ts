// Issue 14: a guest books, opens the order page from the success screen and finds every §3 field there; in a
// fresh browser the same order is found by reference and email, and a wrong email gets the generic answer.
import type { Page } from '@playwright/test'
import en from '../../app/locales/en'
import { expectAccessible } from './axe'
import { addItem, BUYER, checkOut, CARDS, pay, testEmail, type Item } from './booking-steps'
import { DESKTOP_ONLY, expect, PORT, TENANTS, tenantUrl, test } from './fixtures'

test.describe.configure({ timeout: 150_000 })

const ITEM: Item = { path: '/things-to-do-in-dubai/dubai-evening-desert-safari', day: 9, units: { adult: 2, child: 1 }, extras: { 'photo package': 1 } }
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const

async function shoot(page: Page, name: string) {
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true })
  }
}

test('a guest opens the order page from the success screen, and finds it again by reference and email in another browser', DESKTOP_ONLY, async ({ page, browser }, info) => {
  const email = testEmail('excursio', 'order-page', info.project.name)
  await addItem(page, 'excursio', ITEM)
  await checkOut(page, 'excursio', email)
  await pay(page, CARDS.paid)
  await expect(page.getByRole('heading', { name: en.outcome.successTitle })).toBeVisible()
  const number = (await page.locator('[data-order-number]').innerText()).trim()
  // The success screen re-reads the cart count once the order is confirmed: the header then shows an empty cart.
  await expect(page.locator('[data-cart-link]').first()).toHaveAttribute('data-count', '0')

  await page.locator('[data-order-page-link]').click()
  await expect(page).toHaveURL(/\/invoices\/[A-Za-z0-9_-]+$/)
  const purchaseId = new URL(page.url()).pathname.split('/').at(-1)!
  const order = page.getByTestId('order-page')
  await expect(order.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
  await expect(order.locator('[data-field="number"]')).toHaveText(number)
  await expect(order.locator('[data-field="purchase-id"]')).toHaveText(purchaseId)
  await expect(order.locator('[data-field="invoice-number"]')).toHaveText(/\S/)
  await expect(order.locator('[data-field="purchase-date"]')).toHaveText(/\d{4}/)
  await expect(order.locator('[data-field="payment-state"]')).toHaveText(en.order.payment.paid)
  await expect(order.locator('[data-field="total"]')).toHaveText(/\d/)
  await expect(order.locator('[data-field="order-status"]')).toContainText(en.auth.invoices.orderStatus.CONFIRMED)
  await expect(order.locator('[data-field="guest-name"]')).toHaveText(`${BUYER.firstName} ${BUYER.lastName}`)
  await expect(order.locator('[data-field="guest-email"]')).toHaveText(email)
  await expect(order.locator('[data-field="guest-phone"]')).toContainText(BUYER.phone.replace(/\D/g, ''))
  const booking = order.locator('[data-booking][data-status="CONFIRMED"]')
  await expect(booking).toHaveCount(1)
  await expect(booking.locator('[data-booking-date]')).toHaveText(/\d{4}/)
  await expect(booking.locator('[data-booking-time]')).toHaveText(/^\d{2}:\d{2} \(Dubai time\)$/)
  await expect(booking.locator('[data-booking-guests]')).toHaveText('2 × Adult, 1 × Child')
  await expect(booking.locator('[data-booking-price]')).toHaveText(/\d/)
  await expect(booking.locator('[data-booking-extras]')).toContainText(/photo/i)
  await expect(booking.locator('[data-policy]')).toBeVisible()
  const bookingId = await booking.getAttribute('data-booking')
  await expect(booking.locator('[data-voucher-link]')).toHaveAttribute('href', `/invoices/${purchaseId}/vouchers/${bookingId}`)
  await expect(booking.locator('[data-cancel-link]')).toHaveAttribute('href', `/invoices/${purchaseId}/cancel/${bookingId}`)
  await expectAccessible(page, 'the order page')
  await shoot(page, 'order-page')

  // Another browser: no cart cookie, no grant. The page is the 404 of an unknown page until the look-up.
  const other = await browser.newContext({ viewport: SIZES.desktop })
  const stranger = await other.newPage()
  const direct = await stranger.goto(tenantUrl('excursio', `/invoices/${purchaseId}`))
  expect(direct?.status()).toBe(404)
  await stranger.goto(tenantUrl('excursio', '/invoices'))
  await stranger.locator('[data-find-order-link]').click()
  await expect(stranger).toHaveURL(/\/invoices\/find$/)
  await stranger.locator('html[data-hydrated="true"]').waitFor()
  await stranger.getByLabel(en.order.find.reference).fill(number)
  await stranger.getByLabel(en.order.find.email).fill('someone.else@example.com')
  await stranger.getByRole('button', { name: en.order.find.submit }).click()
  await expect(stranger.getByRole('alert')).toHaveText(en.order.find.notFound)
  await expectAccessible(stranger, 'the look-up with its generic answer')
  await shoot(stranger, 'order-find')
  await stranger.setViewportSize(SIZES.desktop)
  await stranger.getByLabel(en.order.find.email).fill(email.toUpperCase())
  await stranger.getByRole('button', { name: en.order.find.submit }).click()
  await expect(stranger).toHaveURL(new RegExp(`/invoices/${purchaseId}$`))
  const found = stranger.getByTestId('order-page')
  await expect(found.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
  await expect(found.locator('[data-field="guest-email"]')).toHaveText(email)
  await expect(found.locator('[data-booking][data-status="CONFIRMED"] [data-booking-time]')).toHaveText(/\(Dubai time\)$/)
  await other.close()
})

const JOIN_LINK = /https?:\/\/[^\s"'<>&]+\/invoices\/join\?token=[\w.-]+/

test('a guest order joins the account of the same email through the emailed link, once', DESKTOP_ONLY, async ({ page, browser, request }, info) => {
  const email = testEmail('excursio', 'order-join', info.project.name)
  await addItem(page, 'excursio', { path: '/things-to-do-in-dubai/dubai-burj-khalifa-at-the-top', day: 11, units: { adult: 1 } })
  await checkOut(page, 'excursio', email)
  await pay(page, CARDS.paid)
  await expect(page.getByRole('heading', { name: en.outcome.successTitle })).toBeVisible()
  const number = (await page.locator('[data-order-number]').innerText()).trim()

  // On another device (the booking browser's own orders join at sign-up), an account with the same email in
  // other capitals: the guest order is offered, not yet listed.
  const device = await browser.newContext({ viewport: SIZES.desktop })
  const booking = page
  page = await device.newPage()
  await page.goto(tenantUrl('excursio', '/auth/signup'))
  await page.getByLabel('First name').fill(BUYER.firstName)
  await page.getByLabel('Last name').fill(BUYER.lastName)
  await page.getByLabel('Email').fill(email.toUpperCase())
  await page.getByLabel('Password', { exact: true }).fill('a long enough password')
  await page.getByLabel('Confirm password').fill('a long enough password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(tenantUrl('excursio', '/'))
  await page.goto(tenantUrl('excursio', '/invoices'))
  await expect(page.getByTestId('guest-orders-offer')).toContainText(email)
  await expect(page.locator('[data-testid="invoice"]')).toHaveCount(0)
  await expectAccessible(page, 'Your Booking with the guest-orders offer')
  await shoot(page, 'order-join-offer')
  await page.setViewportSize(SIZES.desktop)
  await page.getByRole('button', { name: en.order.join.send }).click()
  await expect(page.getByTestId('join-notice')).toHaveText(en.order.join.sent.replace('{{email}}', email))

  const get = async (path: string) => (await request.get(`http://localhost:${PORT}${path}`, { headers: { Host: TENANTS.excursio.host } })).text()
  // The mailbox lists the booking confirmation too: read each email until the one with the link.
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const entries = [...(await get(`/_dev/mailbox?to=${encodeURIComponent(email)}`)).matchAll(/href="(\/_dev\/mailbox\/[\w-]+)"/g)].map((m) => m[1]!)
        for (const entry of entries) link ??= JOIN_LINK.exec(await get(entry))?.[0]
        return link
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  expect(link, 'the join link in the email').toBeTruthy()

  await page.goto(link!)
  await expect(page.getByTestId('join-notice')).toHaveText(en.order.join.added.one.replace('{{count}}', '1'))
  const listed = page.locator('[data-testid="invoice"]')
  await expect(listed).toHaveCount(1)
  await shoot(page, 'order-join-added')
  await page.setViewportSize(SIZES.desktop)
  await listed.locator('[data-order-link]').click()
  await expect(page.getByTestId('order-page').getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
  // The same link again adds nothing.
  await page.goto(link!)
  await expect(page.getByTestId('join-notice')).toHaveText(en.order.join.nothing)
  await expect(page.locator('[data-testid="invoice"]')).toHaveCount(1)
  await device.close()
  await expect(booking.locator('[data-order-number]')).toHaveText(number)
})
