// Issue 22 acceptance, on a phone: the owner opens today's manifest and checks a traveller in by scanning the
// voucher's QR code through the camera. Chromium's fake camera plays a video of that QR code (made here: the
// reference → QR PNG → raw YUV 4:2:0 → a Y4M file); a second scan of the same voucher says it is already in.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, devices, type Page } from '@playwright/test'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { expect, hostUrl, PHONE_ONLY, test } from './fixtures'

const HUB = 'partners.localhost'
const W = 640
const H = 480

/** One Y4M frame of the QR code on white: Chromium's fake capture device loops it as the camera's picture. */
async function qrVideo(text: string, file: string) {
  const png = await QRCode.toBuffer(text, { width: 360, margin: 2, errorCorrectionLevel: 'M' })
  const y = await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, gravity: 'center' }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const luma = y.info.channels === 1 ? y.data : Buffer.from(Array.from({ length: W * H }, (_, i) => y.data[i * y.info.channels]!))
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]))
}

function failOnConsoleErrors(page: Page, errors: string[]) {
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
}

test('the owner checks a traveller in by scanning the voucher, and a second scan says already checked in', PHONE_ONLY, async ({ request, browserName }, testInfo) => {
  expect(browserName).toBe('chromium')
  const password = 'correct horse battery staple'
  const staged = await request.post(hostUrl('localhost', '/__e2e/hub-day'), { data: { password } })
  expect(staged.ok()).toBe(true)
  const day = (await staged.json()) as { email: string; supplier: string; reference: string; name: string }

  const dir = testInfo.outputPath()
  mkdirSync(dir, { recursive: true })
  const video = path.join(dir, 'voucher-qr.y4m')
  await qrVideo(day.reference, video)

  // A browser of its own: the fake camera is chosen at launch, with the file of this booking's QR code.
  const launch = testInfo.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    executablePath: launch.executablePath,
    args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })
  const errors: string[] = []
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] })
    await context.grantPermissions(['camera'], { origin: hostUrl(HUB, '') })
    const page = await context.newPage()
    failOnConsoleErrors(page, errors)

    await page.goto(hostUrl(HUB, `/sign-in?next=${encodeURIComponent(`/s/${day.supplier}/manifest`)}`))
    await page.getByLabel('Email').fill(day.email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()

    // Today's manifest lists the traveller, not yet checked in.
    await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible()
    const row = page.locator(`tr[data-booking="${day.reference}"]`)
    await expect(row).toContainText(day.name)
    await expect(row.getByRole('button', { name: `Check in ${day.name}` })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('manifest-phone.png'), fullPage: true })

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check-in' }).filter({ visible: true }).click()
    await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible()
    // Enabled once the page has hydrated: the camera needs its script.
    await page.locator('button[data-ready]').click()

    const result = page.getByRole('status').and(page.locator('[data-outcome]'))
    await expect(result).toHaveAttribute('data-outcome', 'checked_in')
    await expect(result).toContainText(day.name)
    await expect(result).toContainText(day.reference)
    await page.screenshot({ path: testInfo.outputPath('check-in-phone.png'), fullPage: true })

    // The same voucher held up again.
    await page.getByRole('button', { name: 'Scan the next voucher' }).click()
    await expect(result).toHaveAttribute('data-outcome', 'already')
    await expect(result).toContainText(/Already checked in at \d\d:\d\d by Ana Owner/)

    // The manifest shows who checked the traveller in.
    await page.goto(hostUrl(HUB, `/s/${day.supplier}/manifest`))
    await expect(page.locator(`tr[data-booking="${day.reference}"]`)).toContainText('Checked in')
    await page.screenshot({ path: testInfo.outputPath('manifest-checked-in-phone.png'), fullPage: true })
    // The same screens on a desk and on paper, for a look (docs and review).
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: testInfo.outputPath('manifest-desktop.png'), fullPage: true })
    await page.emulateMedia({ media: 'print' })
    await page.screenshot({ path: testInfo.outputPath('manifest-print.png'), fullPage: true })
    await page.emulateMedia({ media: 'screen' })
    await page.goto(hostUrl(HUB, `/s/${day.supplier}/check-in`))
    await page.getByLabel('Booking reference').fill(day.reference)
    await page.getByRole('button', { name: 'Check in', exact: true }).click()
    await expect(page.locator('[data-outcome="already"]')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('check-in-desktop.png'), fullPage: true })
    await context.close()
  } finally {
    await browser.close()
  }
  expect(errors, 'console errors on the page').toEqual([])
})
