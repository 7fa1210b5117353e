// The partner hub's screenshots for docs/partner-hub.md: signing in, a request to answer (the inbox and the
// email's one-click page), the day's manifest, a check-in, and a pay-later booking's page. Written to
// test-results/screenshots/docs as `hub-*`; `npm run screenshots` runs this file with the layouts' one (it is not
// part of `npm test`) and copies them into docs/screenshots.
import { devices, type Browser, type Page } from '@playwright/test'
import { addItem, CARDS, checkOut, pay } from './booking-steps'
import { expect, hostUrl, PORT, test } from './fixtures'

const SHOTS = 'test-results/screenshots/docs'
const HUB = (path: string) => hostUrl('partners.localhost', path)
const HOOKS = `http://localhost:${PORT}/__e2e`
const PASSWORD = 'screenshots password 1'
const DEVICES = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
} as const

test.describe.configure({ timeout: 240_000 })

async function signedIn(browser: Browser, device: keyof typeof DEVICES, email: string): Promise<Page> {
  const context = await browser.newContext(DEVICES[device])
  const page = await context.newPage()
  await page.goto(HUB('/sign-in'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible()
  return page
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/hub-${name}.png`, fullPage: true })

test('the partner hub, for its guide', async ({ browser, page }) => {
  // Deira's owner with a departure later today.
  const day = (await (await page.request.post(`${HOOKS}/hub-day`, { data: { supplier: 'deira-desert-safari', tenant: 'deira', password: PASSWORD } })).json()) as { email: string; reference: string; date: string }

  const phoneSignIn = await (await browser.newContext(DEVICES.phone)).newPage()
  await phoneSignIn.goto(HUB('/sign-in'))
  await expect(phoneSignIn.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await shot(phoneSignIn, 'sign-in-phone')

  const desk = await signedIn(browser, 'desktop', day.email)
  await desk.goto(HUB(`/s/deira-desert-safari/manifest?date=${day.date}`))
  await expect(desk.getByText(day.reference)).toBeVisible()
  await shot(desk, 'manifest-desktop')

  const phone = await signedIn(browser, 'phone', day.email)
  await phone.goto(HUB('/s/deira-desert-safari/check-in'))
  await phone.getByLabel('Booking reference').fill(day.reference)
  await phone.getByRole('button', { name: 'Check in', exact: true }).click()
  await expect(phone.locator('[data-outcome="checked_in"]')).toBeVisible()
  await shot(phone, 'check-in-phone')

  // A request: a traveller books Bavaria Guides' on-request tour with a card that is only authorised.
  const owner = `owner-${Date.now().toString(36)}@bavaria.example`
  expect((await page.request.post(`${HOOKS}/hub-staff`, { data: { supplier: 'bavaria-guides', email: owner, password: PASSWORD } })).ok()).toBe(true)
  await addItem(page, 'excursio', { path: '/things-to-do-in-berlin/berlin-reichstag-government-quarter-tour', day: 12, units: { adult: 2 } })
  await checkOut(page, 'excursio', `shots-${Date.now().toString(36)}@example.com`)
  await pay(page, CARDS.held)
  await expect(page).toHaveURL(/\/checkout\/on_hold\?purchase=/)
  const requests = await signedIn(browser, 'desktop', owner)
  await requests.goto(HUB('/s/bavaria-guides/requests'))
  await expect(requests.getByRole('button', { name: 'Confirm booking' }).first()).toBeVisible()
  await shot(requests, 'requests-desktop')

  await requests.goto(HUB(`/_dev/mailbox?to=${encodeURIComponent(owner)}`))
  await requests.getByRole('link', { name: /Please answer/ }).first().click()
  const text = (await requests.locator('pre').textContent()) ?? ''
  const confirmUrl = /https?:\/\/\S+\/decision\/[0-9a-f-]+\.c\.[0-9a-z]+\.[0-9a-f]+/.exec(text)![0]
  const emailPhone = await (await browser.newContext(DEVICES.phone)).newPage()
  await emailPhone.goto(confirmUrl)
  await expect(emailPhone.getByRole('heading', { name: 'Confirm this booking?' })).toBeVisible()
  await shot(emailPhone, 'decision-phone')

  // Pay later: Deira's dhow dinner cruise reserved without paying; its owner records the payment on arrival.
  await addItem(page, 'deira', { path: '/experiences/dubai-marina-dhow-dinner-cruise', day: 9, units: { adult: 1, child: 1 }, payLater: true })
  await checkOut(page, 'deira', `later-${Date.now().toString(36)}@example.com`)
  await expect(page).toHaveURL(/\/checkout\/success\?purchase=/)
  await desk.goto(HUB('/s/deira-desert-safari/bookings?status=PAY_LATER'))
  await desk.getByTestId('booking-list').getByRole('link').first().click()
  await expect(desk.getByRole('button', { name: 'Mark as paid' })).toBeVisible()
  await shot(desk, 'pay-later-desktop')

  // The same day on the phone: Today, the bookings list and a booking's page.
  await phone.goto(HUB('/s/deira-desert-safari'))
  await expect(phone.getByRole('heading', { name: 'Today' })).toBeVisible()
  await shot(phone, 'today-phone')
  await phone.goto(HUB('/s/deira-desert-safari/bookings'))
  await expect(phone.getByTestId('booking-list')).toBeVisible()
  await shot(phone, 'bookings-phone')
  await phone.goto(desk.url())
  await expect(phone.getByRole('button', { name: 'Mark as paid' })).toBeVisible()
  await shot(phone, 'booking-phone')
})
