// Custom offers end in a booking (issue 14, docs/decisions/035): a visitor asks Get That Boat for a custom offer
// on its unpriced superyacht event, the team answers from the emailed link with a price, the visitor accepts
// from their emailed link and pays on the sandbox page; then both links are used again and nothing changes.
import type { APIRequestContext, Page } from '@playwright/test'
import en from '../../app/locales/en'
import { CARDS, pay } from './booking-steps'
import { DESKTOP_ONLY, expect, PORT, tenantUrl, test, TENANTS } from './fixtures'
import { formatCalendarDate } from '../../app/domain/zoned-time'

test.describe.configure({ timeout: 150_000 })
test.use({ allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc'/] })

const HOST = TENANTS['get-that-boat'].host
const TEAM = 'ahoy@getthatboat.example'

/** Node does not resolve *.localhost as the browser does: ask localhost with the tenant's Host header. */
const get = async (request: APIRequestContext, path: string) => (await request.get(`http://localhost:${PORT}${path}`, { headers: { Host: `${HOST}:${PORT}` } })).text()

/** The first link matching `pattern` in an email to `to` whose text mentions `mentions`. */
async function linkInMail(request: APIRequestContext, to: string, mentions: string, pattern: RegExp): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const list = await get(request, `/_dev/mailbox?to=${encodeURIComponent(to)}`)
        for (const [, entry] of list.matchAll(/href="(\/_dev\/mailbox\/[\w-]+)"/g)) {
          const body = (await get(request, entry!)).replace(/&amp;/g, '&')
          if (body.includes(mentions)) return (link = pattern.exec(body)?.[0])
        }
        return undefined
      },
      { message: `an email to ${to} about ${mentions}`, timeout: 20_000 },
    )
    .toBeTruthy()
  return link!
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Replays a form post the way a second click or a reopened email would, same-origin like the page. */
const replay = (request: APIRequestContext, link: string, form: Record<string, string>) =>
  request.post(`http://localhost:${PORT}${new URL(link).pathname}`, { headers: { Host: `${HOST}:${PORT}`, Origin: `http://${HOST}:${PORT}` }, form, maxRedirects: 0 })

test('get-that-boat: a custom offer is requested, answered with a price from the team email, accepted and paid; both links then change nothing', DESKTOP_ONLY, async ({ page, request }, info) => {
  const buyer = `offer.negotiation.${info.project.name}.${Date.now()}@example.com`
  await page.goto(tenantUrl('get-that-boat', '/experiences/dubai-superyacht-private-event'))
  const form = page.locator('[data-custom-offer-form="ready"]')
  await form.getByLabel(en.checkout.offer.name).fill('Amira Haddad')
  await form.getByLabel(en.checkout.offer.email).fill(buyer)
  await form.getByLabel(en.checkout.offer.message).fill('A birthday dinner for 12 guests at sunset.')
  // The wished-for date is typed as the page writes dates (month first in English), and arrives as that day.
  const wished = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
  const [wy, wm, wd] = wished.split('-')
  await form.getByLabel(en.checkout.offer.preferredDate).fill(`${wm}/${wd}/${wy}`)
  await form.getByRole('button', { name: en.checkout.offer.submit }).click()
  await expect(form.locator('[data-offer-sent]')).toContainText(buyer)

  // The team answers from its email, without signing in.
  const answerLink = await linkInMail(request, TEAM, buyer, /https?:\/\/[^\s"'<>]+\/offers\/answer\/[\w.-]+/)
  await page.goto(answerLink)
  await expect(page.getByRole('heading', { name: en.offerPage.answerTitle })).toBeVisible()
  await expect(page.getByText(buyer)).toBeVisible()
  await expect(page.getByText(formatCalendarDate(wished, 'en', 'long'))).toBeVisible()
  await shoot(page, 'offer-answer')
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const answer = page.locator('[data-offer-answer-form]')
  await answer.getByLabel(/^Price for the group/).fill('4500')
  // The team types the date as the page writes dates too (decision 062).
  const [ay, am, ad] = date.split('-')
  await answer.getByLabel(en.offerPage.date).fill(`${am}/${ad}/${ay}`)
  await answer.getByLabel(/^Start time/).fill('19:30')
  await answer.getByLabel(/^Note for the visitor/).fill('Dinner and a DJ included.')
  await answer.getByRole('button', { name: en.offerPage.sendOffer }).click()
  await expect(page.locator('[data-offer-status="OFFERED"]')).toHaveText(en.offerPage.answeredOffer)
  await expect(page.locator('[data-offer-answer-form]')).toHaveCount(0)
  await expect(page.getByText(formatCalendarDate(date, 'en', 'long')).first()).toBeVisible()
  await shoot(page, 'offer-answer-sent')

  // The buyer opens the offer from their email, accepts and pays like any order.
  const offerLink = await linkInMail(request, buyer, 'Dinner and a DJ included.', /https?:\/\/[^\s"'<>]+\/offers\/[\w.-]+/)
  await page.goto(offerLink)
  await expect(page.getByRole('heading', { name: en.offerPage.title })).toBeVisible()
  await expect(page.locator('[data-offer-amount]')).toHaveText('€4,500')
  await shoot(page, 'offer-buyer')
  await page.getByRole('button', { name: /^Accept and pay/ }).click()
  await pay(page, CARDS.paid)
  await expect(page.getByRole('heading', { name: en.outcome.successTitle })).toBeVisible()

  // Second use of the team's link: the form is gone, and a replayed post with another price changes nothing.
  expect((await replay(request, answerLink, { intent: 'offer', price: '1', date })).status()).toBe(302)
  await page.goto(answerLink)
  await expect(page.locator('[data-offer-status="ACCEPTED"]')).toBeVisible()
  await expect(page.locator('[data-offer-answer-form]')).toHaveCount(0)
  await expect(page.locator('[data-offer-amount]')).toHaveText('€4,500')

  // Second use of the buyer's link: the booking is paid; accepting again places nothing.
  expect((await replay(request, offerLink, { intent: 'accept' })).status()).toBe(302)
  await page.goto(offerLink)
  await expect(page.locator('[data-offer-status="ACCEPTED"]')).toContainText('Booked and paid')
  await expect(page.locator('[data-offer-accept-form]')).toHaveCount(0)
  await shoot(page, 'offer-buyer-paid')
  await page.getByRole('link', { name: en.offerPage.viewBooking }).click()
  await expect(page.getByRole('heading', { name: en.outcome.successTitle })).toBeVisible()
})

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] })
  test('a tampered offer link is refused', DESKTOP_ONLY, async ({ page }) => {
    const response = await page.goto(tenantUrl('get-that-boat', '/offers/00000000-0000-4000-8000-000000000000.b.zzzz.forged'))
    expect(response?.status()).toBe(404)
    await expect(page.locator('[data-offer-problem="invalidLink"]')).toHaveText(en.offerPage.invalidLink)
  })
})
