// The sandbox gateway's hosted page in a real browser: sessions opened directly through the provider (not
// through checkout) on an in-process server with its own database; pay with 4242, be declined with 0002.
import type { Server } from 'node:http'
import type { Page } from '@playwright/test'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import type { PaymentSessionRequest } from '../../app/domain/booking-contract'
import { createSandboxProvider } from '../../app/services/payments/sandbox-provider.server'
import * as s from '../../drizzle/schema/index'
import { createServer } from '../../server'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { DESKTOP_ONLY, expect, PHONE_ONLY, screenshot, test } from './fixtures'

// A form sent back with its errors answers 422, which the browser logs; nothing else may be logged.
test.use({ allowedConsoleErrors: [/status of 422 \(Unprocessable Entity\)/] })
// The machine is shared: give a slow first render some room.
test.describe.configure({ timeout: 60_000 })

let database: TestDatabase
let server: Server
let origin = ''

test.beforeAll(async () => {
  database = await createTestDatabase('e2e_gateway')
  const app = await createServer({ database, quiet: true })
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening))
  })
  origin = `http://deira.localhost:${(server.address() as AddressInfo).port}`
})
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await database?.drop()
})

let n = 0
async function openSession(mode: 'capture' | 'authorise' = 'capture') {
  const key = `e2e-${process.pid}-${++n}-${Date.now()}`
  const request: PaymentSessionRequest = {
    tenantId: 'deira', purchaseId: `P-${key}`, orderNumber: `D${n}X`, amount: 25_000, currency: 'AED', mode, description: 'Dubai evening desert safari', customerEmail: 'ada@example.com', locale: 'en',
    returnUrl: `${origin}/experiences?purchase=P-${key}`, cancelUrl: `${origin}/experiences?cancelled=1`, webhookUrl: `${origin}/webhooks/payments/sandbox`, idempotencyKey: key,
  }
  const provider = createSandboxProvider({ db: database.db, tenantId: 'deira', secret: 'unused-for-sessions-000' })
  return { request, ...(await provider.createSession(request)) }
}
const sessionRow = async (id: string) => (await database.db.select().from(s.sandboxGatewaySessions).where(eq(s.sandboxGatewaySessions.id, id)))[0]!

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber)
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByLabel('Name on card').fill('Ada Lovelace')
}

test('pays with 4242 on the hosted page and returns to the merchant with the session', DESKTOP_ONLY, async ({ page }, info) => {
  const session = await openSession()
  await page.goto(session.url)
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible()
  await expect(page.getByText('Pay Deira Desert Safari')).toBeVisible()
  await expect(page.getByTestId('amount')).toHaveText('AED 250')
  await expect(page.getByRole('link', { name: 'Cancel and return to Deira Desert Safari' })).toHaveAttribute('href', session.request.cancelUrl)
  // Fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await page.getByRole('button', { name: 'Pay AED 250' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
  await expect(page.locator('.error')).toHaveText(['Required Field', 'Required Field', 'Required Field', 'Required Field'])
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByLabel('Expiry date (MM/YY)').fill('01/20')
  await page.getByRole('button', { name: 'Pay AED 250' }).click()
  await expect(page.locator('#cardNumber-error')).toHaveText('This card number is not valid.')
  await expect(page.locator('#expiry-error')).toHaveText('This card has expired.')
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true')
  await screenshot(page, 'sandbox-gateway-errors', info.project.name)

  await fillCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay AED 250' }).click()
  await page.waitForURL((url) => url.searchParams.get('session_id') === session.providerReference)
  expect(new URL(page.url()).searchParams.get('purchase')).toBe(session.request.purchaseId)
  expect(await sessionRow(session.providerReference)).toMatchObject({ status: 'succeeded', capturedAmount: 25_000, cardLast4: '4242' })

  // Back on the gateway page afterwards: already paid, a way back, no second payment.
  await page.goto(session.url)
  await expect(page.getByText('This payment has already been completed.')).toBeVisible()
})

test('declines 4000 0000 0000 0002, notifies the platform and sends the buyer back', PHONE_ONLY, async ({ page }) => {
  const session = await openSession()
  await page.goto(session.url)
  await fillCard(page, '4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Pay AED 250' }).click()
  await page.waitForURL((url) => url.searchParams.get('session_id') === session.providerReference)
  expect(await sessionRow(session.providerReference)).toMatchObject({ status: 'failed', failureReason: 'card_declined', capturedAmount: 0 })
  await expect
    .poll(async () => (await database.db.select().from(s.sandboxGatewayWebhooks).where(eq(s.sandboxGatewayWebhooks.sessionId, session.providerReference)))[0]?.lastStatus)
    .toBe(200)
})

test('holds the money for an authorise-only session and says so', DESKTOP_ONLY, async ({ page }, info) => {
  const session = await openSession('authorise')
  await page.goto(session.url)
  await expect(page.getByText('The amount is only held on your card')).toBeVisible()
  await screenshot(page, 'sandbox-gateway', info.project.name)
  await fillCard(page, '4242424242424242')
  await page.getByRole('button', { name: 'Hold AED 250' }).click()
  await page.waitForURL((url) => url.searchParams.get('session_id') === session.providerReference)
  expect(await sessionRow(session.providerReference)).toMatchObject({ status: 'authorised', capturedAmount: 0 })
})
