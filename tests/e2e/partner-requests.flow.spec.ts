// Issue 22: an on-request booking reaches its supplier by email; Confirm or Decline from the email acts once
// (the card captured or released, the buyer told), a second use changes nothing, and an unanswered request is
// declined when its window ends. Bavaria Guides' Reichstag tour on the Excursio marketplace.
import type { Page } from '@playwright/test'
import { addItem, CARDS, checkOut, expectEmail, pay, testEmail } from './booking-steps'
import { DESKTOP_ONLY, expect, hostUrl, PORT, screenshot, test } from './fixtures'

test.describe.configure({ timeout: 180_000 })

const HUB = (path: string) => hostUrl('partners.localhost', path)
const HOOKS = `http://localhost:${PORT}/__e2e`
const REICHSTAG = '/things-to-do-in-berlin/berlin-reichstag-government-quarter-tour'

type Money = { payments: Array<{ kind: string; status: string; amount: number }>; gateway: string[] }

async function money(page: Page, email: string): Promise<Money> {
  return (await (await page.request.get(`${HOOKS}/payments?email=${encodeURIComponent(email)}`)).json()) as Money
}

/** A traveller books the tour and the card is held; the supplier's owner (new to this test) gets the request. */
async function bookAndReceive(page: Page, flow: string, day: number, project: string) {
  const staff = testEmail('bavaria-guides', `${flow}-staff`, project)
  const buyer = testEmail('excursio', `${flow}-${Date.now()}`, project)
  expect((await page.request.post(`${HOOKS}/hub-staff`, { data: { supplier: 'bavaria-guides', email: staff } })).ok()).toBe(true)
  await addItem(page, 'excursio', { path: REICHSTAG, day, units: { adult: 1 } })
  await checkOut(page, 'excursio', buyer)
  await pay(page, CARDS.held)
  await expect(page).toHaveURL(/\/checkout\/on_hold\?purchase=/)
  const number = (await page.locator('[data-order-number]').first().textContent())!.trim()
  const subject = new RegExp(`Please answer: booking request ${number}-1`)
  await expect(async () => {
    await page.goto(HUB(`/_dev/mailbox?to=${encodeURIComponent(staff)}`))
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await page.getByRole('link', { name: subject }).click()
  const text = (await page.locator('pre').textContent()) ?? ''
  const confirmUrl = /https?:\/\/\S+\/decision\/[0-9a-f-]+\.c\.[0-9a-z]+\.[0-9a-f]+/.exec(text)?.[0]
  const declineUrl = /https?:\/\/\S+\/decision\/[0-9a-f-]+\.d\.[0-9a-z]+\.[0-9a-f]+/.exec(text)?.[0]
  expect(confirmUrl && declineUrl, 'both one-click links in the email').toBeTruthy()
  expect(text).toContain(`${HUB('/s/bavaria-guides/bookings/')}`)
  return { staff, buyer, number, confirmUrl: confirmUrl!, declineUrl: declineUrl! }
}

/** The same link posted again from its own page (as a double click or a resent form would). */
async function postAgain(page: Page, url: string) {
  return page.evaluate(async (u) => (await fetch(u, { method: 'POST', body: new FormData() })).status, url)
}

test('the supplier confirms from the email: the card is captured once and the buyer is told', DESKTOP_ONLY, async ({ page }, info) => {
  const { buyer, confirmUrl } = await bookAndReceive(page, 'confirm', 3, info.project.name)
  await page.goto(confirmUrl)
  await expect(page.getByRole('heading', { name: 'Confirm this booking?' })).toBeVisible()
  // Opening the link acts on nothing.
  expect((await money(page, buyer)).payments.filter((p) => p.kind === 'capture')).toHaveLength(0)
  await screenshot(page, 'partner-decision-confirm', 'desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'partner-decision-confirm', 'phone')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('status')).toContainText('This booking was confirmed on')
  await expect.poll(async () => (await money(page, buyer)).gateway).toEqual(['captured'])
  await expectEmail(page, 'excursio', buyer, /Your booking is confirmed/)

  // A second use shows the answer and changes nothing.
  await page.goto(confirmUrl)
  await expect(page.getByRole('status')).toContainText('This booking was confirmed on')
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0)
  expect(await postAgain(page, confirmUrl)).toBe(200)
  const after = await money(page, buyer)
  expect(after.payments.filter((p) => p.kind === 'capture')).toEqual([expect.objectContaining({ status: 'SUCCEEDED' })])
  expect(after.gateway).toEqual(['captured'])
})

test('the supplier declines from the email: the hold is released and the buyer is told', DESKTOP_ONLY, async ({ page }, info) => {
  const { buyer, declineUrl } = await bookAndReceive(page, 'decline', 4, info.project.name)
  await page.goto(declineUrl)
  await expect(page.getByRole('heading', { name: 'Decline this booking?' })).toBeVisible()
  await page.getByRole('button', { name: 'Decline booking' }).click()
  await expect(page.getByRole('status')).toContainText('This booking was declined on')
  await expect.poll(async () => (await money(page, buyer)).gateway).toEqual(['released'])
  await expectEmail(page, 'excursio', buyer, /Your booking request was declined/)
  await page.goto(declineUrl)
  await expect(page.getByRole('status')).toContainText('This booking was declined on')
  expect(await postAgain(page, declineUrl)).toBe(200)
  const after = await money(page, buyer)
  expect([after.gateway, after.payments.filter((p) => p.kind === 'capture')]).toEqual([['released'], []])
  // A tampered link says so plainly.
  await page.goto(declineUrl.replace(/.$/, (c) => (c === '0' ? '1' : '0')))
  await expect(page.getByText('This link is not valid')).toBeVisible()
})

test('an unanswered request is declined when its window ends', DESKTOP_ONLY, async ({ page }, info) => {
  const { staff, buyer, number, confirmUrl } = await bookAndReceive(page, 'timeout', 5, info.project.name)
  expect((await page.request.post(`${HOOKS}/answer-due-now`, { data: { email: buyer } })).ok()).toBe(true)
  // The booking worker (every 5 s on this server) declines it and tells the supplier.
  const subject = new RegExp(`Declined automatically: request ${number}-1`)
  await expect(async () => {
    await page.goto(HUB(`/_dev/mailbox?to=${encodeURIComponent(staff)}`))
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await expect.poll(async () => (await money(page, buyer)).gateway).toEqual(['released'])
  await expectEmail(page, 'excursio', buyer, /Your booking request was declined/)
  // The link of the email has expired with the window, and says what became of the request.
  await page.goto(confirmUrl)
  await expect(page.getByRole('status')).toContainText('This booking was declined on')
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0)
})

test('the inbox lists the request and answers it in the hub, on a phone and a desk', DESKTOP_ONLY, async ({ page }, info) => {
  const { staff, number } = await bookAndReceive(page, 'inbox', 6, info.project.name)
  // bookAndReceive's owner has no password; this one signs in.
  const owner = testEmail('bavaria-guides', `inbox-owner-${Date.now()}`, info.project.name)
  expect((await page.request.post(`${HOOKS}/hub-staff`, { data: { supplier: 'bavaria-guides', email: owner, password: 'reichstag dome 1' } })).ok()).toBe(true)
  expect(staff).not.toBe(owner)
  await page.goto(HUB('/sign-in?next=%2Fs%2Fbavaria-guides%2Frequests'))
  await page.getByLabel('Email').fill(owner)
  await page.getByLabel('Password').fill('reichstag dome 1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/s\/bavaria-guides\/requests/)
  const card = page.locator('[data-request]').filter({ hasText: `${number}-1` })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Answer by')
  await screenshot(page, 'partner-requests', 'desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'partner-requests', 'phone')
  await page.setViewportSize({ width: 1280, height: 800 })
  await card.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText(`Booking ${number}-1 confirmed`)).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('link', { name: `${number}-1` })).toBeVisible()
  await expect(page.getByText('in the hub').first()).toBeVisible()
})
