// The cancel screen in a real browser (issue 14): a paid guest order on an in-process server with its own
// database; the screen shows the refund, the fee and the local cut-off with its zone before the buyer confirms.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import * as s from '../../drizzle/schema/index'
import { seedDatabase } from '../../drizzle/seed/index'
import { loadTenants } from '../../app/tenancy/load.server'
import { createServer } from '../../server'
import { addInput, findDepartures, guest, orderInput, setFreeSeats } from '../helpers/booking'
import { testContext, useTestPayments } from '../helpers/context'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { DESKTOP_ONLY, expect, screenshot, test } from './fixtures'

// The 404 test's pages log the 404 of their own document.
test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] })
test.describe.configure({ timeout: 90_000 })

let database: TestDatabase
let server: Server
let origin = ''

test.beforeAll(async () => {
  // A database of its own, migrated and seeded: over a minute on a loaded 2-core machine (it timed out at 30 s in CI).
  test.setTimeout(180_000)
  database = await createTestDatabase('e2e_cancel')
  await database.unhurried((db) => seedDatabase(db))
  // The orders are placed and paid from the test process, through the same sandbox provider the server uses.
  const { tenants } = loadTenants()
  useTestPayments(createPaymentProviderLookup(database.db, (id) => tenants.find((t) => t.id === id)))
  const app = await createServer({ database, quiet: true })
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening))
  })
  origin = `http://localhost:${(server.address() as AddressInfo).port}`
})
test.afterAll(async () => {
  test.setTimeout(60_000)
  await new Promise((resolve) => server?.close(resolve))
  await database?.drop()
})

/** A paid order of two adults, as the browser that placed it sees it. */
async function paidBooking(index: number) {
  const db = database.db
  const ctx = testContext(db)
  const [d] = (await findDepartures(db, index + 1)).slice(index)
  await setFreeSeats(db, d!.slotId, 10)
  const owner = guest()
  const [point] = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, d!.experienceId))
  await addCartItem(ctx, owner, { ...addInput(d!, 2), pickupPointId: point?.id ?? null })
  const placed = await placeOrder(ctx, orderInput(owner, (await checkCart(ctx, owner)).totals.total))
  if (placed.kind !== 'placed') throw new Error(placed.kind)
  await completeSandboxSession(db, 'excursio', new URL(placed.next.url).pathname.split('/').at(-1)!, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Amira Haddad' })
  await refreshOrderPayment(ctx, placed.purchaseId)
  const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
  const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
  // Sold under 25% from 30 days before and nothing back in the last 24 hours: the screen shows a fee and a cut-off.
  const frozen = booking!.cancellationPolicy!
  const policy: s.CancellationSnapshot = { ...frozen, kind: 'percentage', rules: [{ days: 30, hours: 0, minutes: 0, penaltyPercent: 25 }, { days: 0, hours: 24, minutes: 0, penaltyPercent: 100 }], freeCutoffHours: null }
  await db.update(s.bookings).set({ cancellationPolicy: policy }).where(eq(s.bookings.id, booking!.id))
  return { token: owner.guestToken, path: `/invoices/${placed.purchaseId}/cancel/${booking!.id}`, bookingId: booking!.id }
}

test('shows the refund and the local cut-off with its zone, then cancels once', async ({ page }, info) => {
  const { token, path, bookingId } = await paidBooking(info.project.name === 'phone' ? 0 : 1)
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  await page.context().addCookies([{ name: 'cart', value: token, url: origin }])
  await page.goto(`${origin}${path}`)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel this booking?')
  await expect(page.locator('[data-refund]')).toContainText('Cancellation fee (25%)')
  await expect(page.locator('[data-deadline]')).toContainText(/before \d\d:\d\d on \d+ \w+ \([\w ]+ time\)\. After that nothing is refunded\./)
  await screenshot(page, 'cancel-booking', info.project.name)
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await page.waitForURL(/\/invoices\/[^/]+$/)
  await expect(page.getByTestId('order-page')).toBeVisible()
  const [after] = await database.db.select().from(s.bookings).where(eq(s.bookings.id, bookingId))
  expect(after!.status).toBe('CANCELLED')
})

// The wording is the same on every screen size: one run, on the desktop.
test('speaks Russian, Turkish and German under their prefixes, the cut-off zone named in each', DESKTOP_ONLY, async ({ page }, info) => {
  const { token, path } = await paidBooking(4)
  await page.context().addCookies([{ name: 'cart', value: token, url: origin }])
  const expected = {
    ru: ['Отменить это бронирование?', /местное время/],
    tr: ['Bu rezervasyon iptal edilsin mi?', /saati\)/],
    de: ['Diese Buchung stornieren?', /Ortszeit/],
  } as const
  for (const [locale, [heading, zone]] of Object.entries(expected)) {
    await page.goto(`${origin}/${locale}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('[data-deadline]')).toContainText(zone)
    if (locale === 'de') await screenshot(page, 'cancel-booking-de', info.project.name)
  }
})

test('answers 404 to a browser that did not place the order, and on another tenant’s site', async ({ page }, info) => {
  const { token, path } = await paidBooking(info.project.name === 'phone' ? 2 : 3)
  const response = await page.goto(`${origin}${path}`)
  expect(response?.status()).toBe(404)
  // The browser that did place it, asking another tenant's site for the same ids, finds nothing there either.
  const other = origin.replace('//localhost', '//deira.localhost')
  await page.context().addCookies([{ name: 'cart', value: token, url: other }])
  expect((await page.goto(`${other}${path}`))?.status()).toBe(404)
})
