// Issue 23, photos, on a phone: an owner uploads three files at once (two photos and a GIF named .heic), sees the
// refused one named with the reason and the others in the gallery as the image proxy renders them, moves one
// earlier with the keyboard (the focus stays, the new place is announced), makes it the cover, describes it in
// English, and deletes another behind a confirmation.
import sharp from 'sharp'
import { ids } from '../../drizzle/seed/ids'
import { expect, hostUrl, PHONE_ONLY, test } from './fixtures'

const HUB = 'partners.localhost'
const SUPPLIER = 'bosphorus-tours'
const EXPERIENCE = ids.experience('istanbul-old-city-walking-tour')

const picture = (background: string, format: 'jpeg' | 'gif' = 'jpeg') =>
  sharp({ create: { width: 1600, height: 1067, channels: 3, background } })
    .toFormat(format)
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 5/1' } })
    .toBuffer()

test('an owner uploads photos, is told which file was refused and why, orders, describes and deletes them', PHONE_ONLY, async ({ page, request }, testInfo) => {
  const email = `photos-${Date.now()}@bosphorus.example.com`
  const password = 'correct horse battery staple'
  expect((await request.post(hostUrl('localhost', '/__e2e/hub-staff'), { data: { supplier: SUPPLIER, email, password } })).ok()).toBe(true)

  const photosPath = `/s/${SUPPLIER}/experiences/${EXPERIENCE}/photos`
  await page.goto(hostUrl(HUB, `/sign-in?next=${encodeURIComponent(photosPath)}`))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('tab', { name: 'Photos' }).or(page.getByRole('link', { name: 'Photos', exact: true }))).toBeVisible()
  const cards = page.locator('li[data-photo]')
  const before = await cards.count()

  await page.locator('input[type=file][name=photos]').setInputFiles([
    { name: 'galata.jpg', mimeType: 'image/jpeg', buffer: await picture('#264653') },
    { name: 'beach.heic', mimeType: 'image/heic', buffer: await picture('#e9c46a', 'gif') },
    { name: 'ferry.jpg', mimeType: 'image/jpeg', buffer: await picture('#e76f51') },
  ])
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Not added' })).toContainText('beach.heic: this format is not supported; use JPEG, PNG, WebP or AVIF.')
  await expect(cards).toHaveCount(before + 2)
  await expect(page.getByText('Photos added: 2')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('photos-phone.png'), fullPage: true })

  // The new photos are drawn by the image proxy from the media store.
  const last = cards.nth(before + 1)
  const thumb = last.locator('img')
  await expect(thumb).toHaveAttribute('src', /^\/_img\/640x427\/media\/uploads\/[0-9a-f]{64}\.jpg$/)
  // The card is lazy-loaded: below the fold of a phone it loads only once it is scrolled into view.
  await thumb.scrollIntoViewIfNeeded()
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640)

  // Keyboard: the focus stays on "earlier" as the photo moves, and the new place is announced.
  const n = before + 2
  await page.getByRole('button', { name: `Move photo ${n} earlier` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('p[aria-live=polite]')).toHaveText(`Photo moved to place ${n - 1} of ${n}.`)
  await expect(page.getByRole('button', { name: `Move photo ${n - 1} earlier` })).toBeFocused()

  await page.getByRole('button', { name: `Make photo ${n - 1} the cover` }).click()
  const cover = cards.first()
  await expect(cover).toContainText('Cover')
  await expect(cover.locator('img')).toHaveAttribute('src', /media\/uploads/)

  // The new cover has no description yet: every language is marked missing; English is required.
  await expect(cover.getByText('No description in EN, RU, TR, DE')).toBeVisible()
  await cover.getByRole('button', { name: 'Save description' }).click()
  await expect(cover.getByText('Describe the photo in English.')).toBeVisible()
  await cover.getByLabel('English').fill('The ferry crossing the Golden Horn at dusk')
  await cover.getByRole('button', { name: 'Save description' }).click()
  await expect(page.getByText('Description saved')).toBeVisible()
  await expect(cards.first().getByText('No description in RU, TR, DE')).toBeVisible()
  await expect(cards.first().locator('img')).toHaveAttribute('alt', 'The ferry crossing the Golden Horn at dusk')

  // Delete asks first.
  const count = await cards.count()
  await cards.last().getByLabel(`Delete photo ${count}`).click()
  await cards.last().getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page.getByText('Photo deleted')).toBeVisible()
  await expect(cards).toHaveCount(count - 1)
})
