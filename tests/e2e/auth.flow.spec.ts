// Accounts in a real browser on phone and desktop: sign up (with the spec's validation messages), sign out,
// a wrong password pointing to "Forgot password?", the emailed reset link, and "Your Booking" without a login.
import { resetLinkFor } from './auth-mail'
import { addItem } from './booking-steps'
import type { Page } from '@playwright/test'
import { DESKTOP_ONLY, expect, PHONE_ONLY, PORT, screenshot, tenantUrl, test } from './fixtures'

// A wrong password answers 400 and a spent reset link 410: Chromium logs those responses as console errors.
test.use({ allowedConsoleErrors: [/the server responded with a status of 4(00|10)/] })

/** The header's account icon, or on a phone (where deira has no room for it) the rows of the phone menu. */
async function accountEntry(page: Page, name: 'Sign in' | 'Sign out') {
  const icon = page.locator(name === 'Sign in' ? '[data-account-link="signed-out"]' : '[data-account-link="signed-in"] summary')
  if (await icon.isVisible()) {
    await icon.click()
    if (name === 'Sign out') await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click()
    return
  }
  await page.locator('summary').filter({ visible: true }).first().click()
  const menu = page.locator('details[open]')
  await (name === 'Sign in' ? menu.getByRole('link', { name }) : menu.getByRole('button', { name })).click()
}

const PASSWORD = 'desert rose 1'
const NEW_PASSWORD = 'desert rose 2'

test('visitors see "Please log in to see your invoices" with a way to sign in that comes back', PHONE_ONLY, async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await page.goto(tenantUrl('deira', '/invoices'))
  await expect(page.getByRole('heading', { level: 1, name: 'Your Booking' })).toBeVisible()
  await expect(page.getByText('Please log in to see your invoices')).toBeVisible()
  await page.getByTestId('invoices-login').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Finvoices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('sign up, sign out, a wrong password, forgot password, reset by email, signed in again', DESKTOP_ONLY, async ({ page, context, request }, info) => {
  test.setTimeout(120_000)
  const email = `auth-${info.project.name}-${Date.now()}@example.com`
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])

  // The header's account link leads to the sign-in page, which links to sign-up.
  await page.goto(tenantUrl('deira', '/experiences'))
  await accountEntry(page, 'Sign in')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await screenshot(page, 'auth-sign-in-deira', info.project.name)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()

  // The spec's messages, shown before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Required Field')).toHaveCount(5)
  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Lee')
  await page.getByLabel('Email').fill('ana@')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm password').fill('shorter')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('This format is not correct.')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Password and confirm password must match')).toBeVisible()
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()

  // Signed in, back on the page the sign-in started from.
  await expect(page).toHaveURL(tenantUrl('deira', '/experiences'))
  await page.goto(tenantUrl('deira', '/invoices'))
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  await expect(page.getByText('You have no bookings yet.')).toBeVisible()

  // Sign out from the account menu.
  await accountEntry(page, 'Sign out')
  await expect(page).toHaveURL(tenantUrl('deira', '/'))
  await expect(page.locator('[data-account-link="signed-out"]')).toBeAttached()
  await page.goto(tenantUrl('deira', '/invoices'))
  await expect(page.getByText('Please log in to see your invoices')).toBeVisible()

  // A wrong password: one message, pointing to "Forgot password?".
  await page.goto(tenantUrl('deira', '/auth/login'))
  await page.getByLabel('Email').fill(email.toUpperCase())
  await page.getByLabel('Password', { exact: true }).fill('not my password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })
  await expect(alert).toBeVisible()
  await alert.getByRole('link', { name: 'Forgot password?' }).click()

  // The same answer as for any address; the link comes by email.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(`If there is an account for ${email}`)).toBeVisible()
  const link = new URL(await resetLinkFor(request, new URL(tenantUrl('deira')).host, email))
  expect(link.host).toBe(new URL(tenantUrl('deira')).host)

  await page.goto(link.toString())
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save and sign in' }).click()
  await expect(page).toHaveURL(tenantUrl('deira', '/invoices'))
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()

  // The link works once.
  await page.goto(link.toString())
  await expect(page.getByText('This reset link has already been used.')).toBeVisible()
})

test('a guest’s cart joins the account at sign-up and follows the user across sign-out and sign-in', PHONE_ONLY, async ({ page, context, request }, info) => {
  test.setTimeout(120_000)
  const email = `cart-${info.project.name}-${Date.now()}@example.com`
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('excursio') }])
  const cartCount = page.locator('[data-cart-link]').first()
  await addItem(page, 'excursio', { path: '/things-to-do-in-dubai/dubai-burj-khalifa-at-the-top', day: 8, units: { adult: 1 } })
  const guestToken = (await context.cookies()).find((c) => c.name === 'cart')?.value
  expect(guestToken).toBeTruthy()

  await page.goto(tenantUrl('excursio', '/auth/signup'))
  await page.getByLabel('First name').fill('Omar')
  await page.getByLabel('Last name').fill('Faris')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(tenantUrl('excursio', '/'))
  // The item is now the account's, and the guest cookie is gone.
  await expect(cartCount).toHaveAttribute('data-count', '1')
  expect((await context.cookies()).some((c) => c.name === 'cart')).toBe(false)
  await page.goto(tenantUrl('excursio', '/cart'))
  await expect(page.getByRole('main')).toContainText('Burj Khalifa')

  await accountEntry(page, 'Sign out')
  await expect(cartCount).toHaveAttribute('data-count', '0')

  await page.goto(tenantUrl('excursio', '/auth/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(tenantUrl('excursio', '/'))
  await expect(cartCount).toHaveAttribute('data-count', '1')
  await expect(page.locator('[data-account-link="signed-in"]')).toBeAttached()
  // The signed-in render was never shared: a visitor without cookies gets the anonymous home page.
  const anonymous = await request.get(`http://localhost:${PORT}/`, { headers: { Host: `localhost:${PORT}` } })
  expect(await anonymous.text()).not.toContain(email)
})
