// The steps of the booking flows, as a visitor takes them: pick a date on an experience, choose travellers
// and extras, add to the cart, check out as a guest and pay on the sandbox page.
import type { Page } from '@playwright/test'
import en from '../../app/locales/en'
import { expect, screenshot, tenantUrl, type TenantId } from './fixtures'

export const CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', held: '4000 0000 0000 3220' } as const

export type Item = {
  path: string
  /** Which open date to take, counted from the first one: tests that must not meet each other take different ones. */
  day: number
  /** Only departures on this weekday (0 = Sunday): on-request charters sail on Saturdays. */
  weekday?: number
  units?: Partial<Record<'adult' | 'child' | 'infant', number>>
  items?: number
  travellers?: number
  /** Extras by name: per-booking ones are ticked, per-person ones stepped to this count. */
  extras?: Record<string, number>
  payLater?: boolean
}

/** Opens the experience, picks its `day`-th open date and returns the first option card. */
export async function pickDeparture(page: Page, tenant: TenantId, item: Item) {
  await page.goto(tenantUrl(tenant, item.path))
  const panel = page.locator('#booking')
  await expect(panel.locator('[data-calendar="ready"]')).toBeVisible()
  let skip = item.day
  for (let month = 0; month < 6; month++) {
    const open = panel.locator('button[data-status="AVAILABLE"]:not([disabled])')
    const dates = (await open.evaluateAll((days) => days.map((d) => d.getAttribute('data-date')!))).filter(
      (d) => item.weekday === undefined || new Date(`${d}T12:00:00Z`).getUTCDay() === item.weekday,
    )
    if (skip < dates.length) {
      await panel.locator(`button[data-date="${dates[skip]}"]`).click()
      await expect(page).toHaveURL(new RegExp(`date=${dates[skip]}`))
      const option = panel.locator('[data-option]').first()
      await expect(option.locator('[data-booking-form]')).toBeVisible()
      return { option, date: dates[skip]! }
    }
    skip -= dates.length
    await panel.getByRole('button', { name: en.experience.nextMonth }).click()
    await expect(panel.locator('[role="grid"]')).toHaveAttribute('aria-busy', 'false')
  }
  throw new Error(`No open date #${item.day} for ${item.path}`)
}

/** Sets the quantities and extras, adds the item and waits for the toast and the cart count; returns its date. */
export async function addItem(page: Page, tenant: TenantId, item: Item, shot?: { name: string; project: string }): Promise<string> {
  const { option, date } = await pickDeparture(page, tenant, item)
  const form = option.locator('[data-booking-form]')
  await expect(form.locator('input[name="startTime"]:checked')).toHaveCount(1)
  const before = Number(await page.locator('[data-cart-link]').first().getAttribute('data-count'))
  for (const [type, n] of Object.entries(item.units ?? {})) await setStepper(form, `unitQuantities.${type}`, n)
  if (item.items) await setStepper(form, 'unitQuantities.item', item.items)
  if (item.travellers) await setStepper(form, 'travellers', item.travellers)
  for (const [name, n] of Object.entries(item.extras ?? {})) {
    const extra = form.locator('[data-extra]').filter({ hasText: new RegExp(name, 'i') })
    if (await extra.locator('input[type="checkbox"]').count()) await extra.getByRole('checkbox').check()
    else await extra.locator('input[type="number"]').fill(String(n))
  }
  if (item.payLater) await form.getByRole('radio', { name: new RegExp(en.experience.payLater) }).check()
  await expect(form.locator('[data-live-total]')).toHaveText(/\d/)
  await form.getByRole('button', { name: en.cart.addToCart }).click()
  await expect(page.getByText(en.cart.added).first()).toBeVisible()
  if (shot) await option.screenshot({ path: `test-results/screenshots/${shot.name}-${shot.project}.png` })
  await expect(page.locator('[data-cart-link]').first()).toHaveAttribute('data-count', String(before + 1))
  return date
}

async function setStepper(form: ReturnType<Page['locator']>, name: string, n: number) {
  const input = form.locator(`[data-stepper="${name}"] input`)
  await input.fill(String(n))
  await expect(input).toHaveValue(String(n))
}

export const BUYER = { firstName: 'Amira', lastName: 'Haddad', email: 'amira.haddad@example.com', phone: '50 123 4567' }

/** From the cart to the payment page (or, for a pay-later cart, straight to its outcome). */
export async function checkOut(page: Page, tenant: TenantId, email = BUYER.email, shot?: { name: string; project: string }) {
  if (!/\/checkout$/.test(page.url())) {
    await page.goto(tenantUrl(tenant, '/cart'))
    await expect(page.locator('[data-cart-outcome]')).toHaveCount(0)
    await page.getByRole('link', { name: en.cart.checkout }).click()
    await expect(page).toHaveURL(/\/checkout$/)
  }
  await fillCheckout(page, email, shot)
}

/** The checkout form, filled in as the buyer, and "Confirm & Pay". */
export async function fillCheckout(page: Page, email: string, shot?: { name: string; project: string }) {
  await page.getByLabel(en.checkout.firstName).fill(BUYER.firstName)
  await page.getByLabel(en.checkout.lastName).fill(BUYER.lastName)
  await page.getByLabel(en.checkout.email).fill(email)
  await page.getByLabel(en.checkout.phone).fill(BUYER.phone)
  if (shot) await screenshot(page, shot.name, shot.project)
  await page.getByRole('button', { name: en.checkout.confirmPay }).click()
}

/** The email of this order in the development mailbox (the outbox worker delivers it within a few seconds). */
export async function expectEmail(page: Page, tenant: TenantId, to: string, subject: RegExp) {
  await expect(async () => {
    await page.goto(tenantUrl(tenant, `/_dev/mailbox?to=${encodeURIComponent(to)}`))
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await page.getByRole('link', { name: subject }).first().click()
  // The text part greets the buyer by name.
  await expect(page.locator('pre')).toContainText(BUYER.firstName)
}

export async function pay(page: Page, card: string) {
  await expect(page).toHaveURL(/\/_sandbox\/pay\//)
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByLabel('Name on card').fill(`${BUYER.firstName} ${BUYER.lastName}`)
  await page.getByRole('button', { name: /^(Pay|Hold) / }).click()
}

/** A mailbox address per test, so parallel tests find their own email. */
export function testEmail(tenant: string, flow: string, project: string) {
  return `${flow}.${tenant}.${project}@example.com`.toLowerCase()
}
