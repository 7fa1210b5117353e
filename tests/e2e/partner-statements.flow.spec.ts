// Issue 23, statements, on a phone: the owner opens this month's statement, sees a card per site with its rate and
// the totals, follows a booking to its page, steps to an empty month and downloads the month as CSV.
import { readFileSync } from 'node:fs'
import { expect, hostUrl, PHONE_ONLY, test } from './fixtures'

const HUB = 'partners.localhost'

test('the owner reads the month’s statement per site, opens a booking from it and downloads the CSV', PHONE_ONLY, async ({ page, request }, testInfo) => {
  const password = 'correct horse battery staple'
  // Two bookings today of one supplier: one sold on its own site (7.5 %), one on the marketplace (18 %).
  const own = (await (await request.post(hostUrl('localhost', '/__e2e/hub-day'), { data: { password, tenant: 'deira' } })).json()) as { email: string; supplier: string; reference: string; bookingId: string }
  const market = (await (await request.post(hostUrl('localhost', '/__e2e/hub-day'), { data: { password, tenant: 'excursio' } })).json()) as { reference: string }
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))

  await page.goto(hostUrl(HUB, `/sign-in?next=${encodeURIComponent(`/s/${own.supplier}/statements`)}`))
  await page.getByLabel('Email').fill(own.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('heading', { name: 'Statements' })).toBeVisible()
  const cards = page.getByTestId('statement-cards')
  await expect(cards.getByRole('heading', { name: 'Deira Desert Safari' })).toBeVisible()
  await expect(cards).toContainText('Commission 7.5%')
  await expect(cards.getByRole('heading', { name: 'Excursio' })).toBeVisible()
  await expect(cards).toContainText('Commission 18%')
  await expect(page.getByTestId('statement-totals')).toContainText('Net owed to you')
  const lines = page.getByTestId('statement-lines')
  await expect(lines).toContainText(own.reference)
  await expect(lines).toContainText(market.reference)
  await page.screenshot({ path: testInfo.outputPath('statements-phone.png'), fullPage: true })

  // The CSV of the same month names both bookings.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${own.supplier}-statement-\\d{4}-\\d{2}\\.csv$`))
  const text = readFileSync(await download.path(), 'utf8')
  expect(text).toContain(own.reference)
  expect(text).toContain(market.reference)

  // A booking opens its own page.
  await lines.getByRole('link', { name: new RegExp(own.reference) }).click()
  await expect(page).toHaveURL(new RegExp(`/s/${own.supplier}/bookings/${own.bookingId}$`))
  await page.goBack()

  // The month before has nothing of these: an empty state, not an error.
  await page.getByRole('link', { name: 'Previous month' }).click()
  await expect(page.getByText(/No bookings with an activity in/)).toBeVisible()
  await page.getByRole('link', { name: 'This month' }).click()
  await expect(lines).toContainText(own.reference)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: testInfo.outputPath('statements-desktop.png'), fullPage: true })
  expect(errors, 'console errors on the page').toEqual([])
})
