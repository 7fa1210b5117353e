// The pages the untranslated-text check reads, as a visitor reaches them: browsing pages, an experience with
// a date picked, the booking from cart to outcome (declined, then paid), the email, and the account screens.
import type { Frame, Page } from '@playwright/test'
import type { Locale } from '../../app/domain/locales'
import { englishPatterns, findEnglish, type Finding } from './english-strings'
import { expect, gotoHydrated, tenantUrl, type TenantId } from './fixtures'
import { pageText, type Chunk } from './page-text'

export type Reader = {
  read: (target: Page | Frame, page: string) => Promise<void>
  check: (chunks: Chunk[], page: string) => void
  findings: Array<Finding & { page: string }>
}

export function reader(locale: Locale): Reader {
  const patterns = englishPatterns(locale)
  const findings: Reader['findings'] = []
  const check = (chunks: Chunk[], page: string) => {
    for (const f of findEnglish(patterns, chunks)) findings.push({ ...f, page })
  }
  return { findings, check, read: async (target, page) => check(await pageText(target), page) }
}

const PASSWORD = 'desert rose 1'

/** Opens `path` in `locale` and reads it; then, where it has a calendar, picks the first open date and reads the options. */
export async function readExperience(page: Page, r: Reader, tenant: TenantId, url: string) {
  await gotoHydrated(page, url)
  const calendar = page.locator('#booking [data-calendar="ready"]')
  if ((await page.locator('#booking [data-calendar]').count()) === 0) return r.read(page, url)
  await expect(calendar).toBeVisible()
  await page.locator('#booking button[data-status="AVAILABLE"]:not([disabled])').first().click()
  await expect(page.locator('#booking [data-option] [data-booking-form]').first()).toBeVisible()
  await r.read(page, `${url} (a date picked)`)
}

export async function readAccountPages(page: Page, r: Reader, at: (path: string) => string) {
  await gotoHydrated(page, at('/auth/login'))
  await page.locator('input[name="email"]').fill('nobody@example.com')
  await page.locator('input[name="password"]').fill('wrong password 1')
  await page.locator('form button[type="submit"]').last().click()
  await expect(page.locator('[role="alert"]').first()).toBeVisible()
  await r.read(page, 'sign-in, wrong password')
  await gotoHydrated(page, at('/auth/signup'))
  await page.locator('form button[type="submit"]').last().click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await r.read(page, 'sign-up, empty')
  await gotoHydrated(page, at('/auth/forgot-password'))
  await r.read(page, 'forgot password')
  await page.locator('input[name="email"]').fill('nobody@example.com')
  await page.locator('form button[type="submit"]').last().click()
  await expect(page.locator('input[name="email"]')).toHaveCount(0)
  await r.read(page, 'forgot password, sent')
  await gotoHydrated(page, at('/auth/reset-password?token=not-a-token'))
  await r.read(page, 'reset password, invalid link')
  await gotoHydrated(page, at('/invoices'))
  await r.read(page, 'your booking, signed out')
}

/** Signs up, books `path`, is declined once, pays, and reads every screen on the way and the email. */
export async function readBooking(page: Page, r: Reader, tenant: TenantId, at: (path: string) => string, path: string) {
  const email = `untranslated.${tenant}.${Date.now()}@example.com`
  await gotoHydrated(page, at('/auth/signup'))
  for (const [name, value] of Object.entries({ firstName: 'Amira', lastName: 'Haddad', email, password: PASSWORD, confirmPassword: PASSWORD })) {
    await page.locator(`input[name="${name}"]`).fill(value)
  }
  await page.locator('form button[type="submit"]').last().click()
  await expect(page.locator('[data-account-link="signed-in"]').first()).toBeAttached()

  await readExperience(page, r, tenant, at(path))
  const form = page.locator('#booking [data-option] [data-booking-form]').first()
  await form.locator('button[type="submit"]').click()
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  await r.read(page, `${path} (added to the cart)`)
  await gotoHydrated(page, at('/cart'))
  await r.read(page, 'cart')
  await gotoHydrated(page, at('/checkout'))
  await page.locator('input[name="phone"]').fill('')
  await page.locator('[data-checkout-form] button[type="submit"]').click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await r.read(page, 'checkout, a field missing')
  await page.locator('input[name="phone"]').fill('501234567')
  await page.locator('[data-checkout-form] button[type="submit"]').click()

  await expect(page).toHaveURL(/\/_sandbox\/pay\//)
  await page.locator('form button[type="submit"]').click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await r.read(page, 'payment page, empty')
  await pay(page, '4000 0000 0000 0002')
  await expect(page).toHaveURL(/\/checkout\/error\?purchase=/)
  await r.read(page, 'payment failed')
  await page.locator('[data-try-again]').click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.locator('[data-checkout-form] button[type="submit"]').click()
  await pay(page, '4242 4242 4242 4242')
  await expect(page.locator('[data-outcome="success"], [data-outcome="confirmed"]').first()).toBeVisible()
  await r.read(page, 'booking confirmed')
  await gotoHydrated(page, at('/invoices'))
  await r.read(page, 'your booking, signed in')
  await readEmail(page, r, tenant, email)
}

async function pay(page: Page, card: string) {
  await expect(page).toHaveURL(/\/_sandbox\/pay\//)
  for (const [id, value] of Object.entries({ cardNumber: card, expiry: '12/34', cvc: '123', name: 'Amira Haddad' })) await page.locator(`#${id}`).fill(value)
  await page.locator('form button[type="submit"]').click()
}

/** The emails in the development mailbox (a developer tool, in English): only the subject and the two parts are the email's. */
async function readEmail(page: Page, r: Reader, tenant: TenantId, to: string) {
  const entries = page.locator('a[href^="/_dev/mailbox/"]')
  await expect(async () => {
    await page.goto(tenantUrl(tenant, `/_dev/mailbox?to=${encodeURIComponent(to)}`))
    await expect(entries.first()).toBeVisible({ timeout: 1_000 })
  }).toPass()
  for (const href of await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    await page.goto(tenantUrl(tenant, href))
    const frame = page.frames().find((f) => f !== page.mainFrame())
    expect(frame, `the HTML part of ${href}`).toBeTruthy()
    await r.read(frame!, `email ${href}`)
    const own = await page.locator('h1, pre').allTextContents()
    r.check(own.map((text) => ({ text, where: 'subject or text part' })), `email ${href}`)
  }
}
