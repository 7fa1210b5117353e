// A guest books and pays, opens the voucher of the confirmed booking in the tenant's theme, and downloads its
// PDF, whose QR code reads as the reference the page shows; another browser gets the 404 page (ADR 032).
import { readFileSync } from 'node:fs'
import ru from '../../app/locales/ru'
import { pdfQr, pdfText } from '../helpers/pdf-read'
import { addItem, checkOut, CARDS, pay, testEmail } from './booking-steps'
import { DESKTOP_ONLY, expect, screenshot, tenantUrl, test } from './fixtures'

test.describe.configure({ timeout: 120_000 })

test('deira: the voucher of a paid booking, its PDF and its QR code', DESKTOP_ONLY, async ({ page, browser }, info) => {
  await addItem(page, 'deira', { path: '/experiences/dubai-morning-desert-safari', day: 10, units: { adult: 2 } })
  await checkOut(page, 'deira', testEmail('deira', 'voucher', info.project.name))
  await pay(page, CARDS.paid)
  await expect(page).toHaveURL(/\/checkout\/success\?purchase=/)
  const booking = page.locator('[data-booking][data-status="CONFIRMED"]')
  await expect(booking).toHaveCount(1)
  const purchaseId = new URL(page.url()).searchParams.get('purchase')!
  const bookingId = (await booking.getAttribute('data-booking'))!
  const number = await page.locator('[data-order-number]').innerText()

  const path = `/invoices/${purchaseId}/vouchers/${bookingId}`
  await page.goto(tenantUrl('deira', `/ru${path}`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-reference]')).toHaveText(`${number.trim()}-1`)
  await expect(page.getByText(ru.documents.voucher.whatToBring)).toBeVisible()
  await expect(page.getByText(/Взрослые: 2/)).toBeVisible()
  await screenshot(page, 'voucher-deira-ru', info.project.name)
  // Printed, the voucher stands alone: no site header, footer or buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.locator('[data-voucher-pdf]')).toBeHidden()
  await screenshot(page, 'voucher-deira-ru-print', info.project.name)
  await page.emulateMedia({ media: 'screen' })

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-voucher-pdf]').click()])
  expect(download.suggestedFilename()).toBe(`${number.trim()}-1.pdf`)
  const pdf = readFileSync(await download.path())
  expect(await pdfQr(pdf)).toBe(`${number.trim()}-1`)
  expect(await pdfText(pdf)).toContain(ru.documents.voucher.whatToBring)

  // Another browser with the same link: the ordinary 404 page.
  const stranger = await browser.newPage()
  const response = await stranger.goto(tenantUrl('deira', path))
  expect(response?.status()).toBe(404)
  await stranger.close()
})
