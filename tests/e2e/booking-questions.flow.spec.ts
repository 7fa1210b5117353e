// Issue 23, booking questions, on a phone: a traveller books the Dubai airport transfer, checkout asks the flight
// number its page promises (under the transfer's title), a blank answer is refused with the message and nothing
// typed is lost; the answered booking then shows the flight number on the supplier's manifest in the hub. And the
// owner's screen of an experience's questions: add (refused without English), the missing languages, deactivate.
import en from '../../app/locales/en'
import { ids } from '../../drizzle/seed/ids'
import { addItem, BUYER, pay, CARDS, testEmail } from './booking-steps'
import { expect, gotoHydrated, hostUrl, PHONE_ONLY, tenantUrl, test } from './fixtures'

const HUB = 'partners.localhost'
const TRANSFER = { path: '/experiences/dubai-airport-private-transfer', day: 3, items: 1 }

test('checkout asks the transfer\'s flight number, refuses a blank one, and the manifest shows the answer', PHONE_ONLY, async ({ page, request }, testInfo) => {
  const email = testEmail('deira', 'booking-questions', testInfo.project.name)
  const date = await addItem(page, 'deira', TRANSFER)
  await gotoHydrated(page, tenantUrl('deira', '/checkout'))

  const questions = page.locator('[data-booking-questions]')
  await expect(questions.getByRole('heading', { name: en.checkout.questionsTitle })).toBeVisible()
  await expect(questions.locator('legend').first()).toContainText('Private Airport Transfer in Dubai')
  const flight = questions.getByLabel('Flight number')
  await expect(flight).toHaveAttribute('autocomplete', 'off')

  await page.getByLabel(en.checkout.firstName).fill(BUYER.firstName)
  await page.getByLabel(en.checkout.lastName).fill(BUYER.lastName)
  await page.getByLabel(en.checkout.email).fill(email)
  await page.getByLabel(en.checkout.phone).fill(BUYER.phone)
  // Spaces only count as no answer: refused with the message under the field, and the details typed stay.
  await flight.fill('   ')
  await page.getByRole('button', { name: en.checkout.confirmPay }).click()
  await expect(questions.getByText(en.checkout.errors.answerRequired)).toBeVisible()
  await expect(flight).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByLabel(en.checkout.email)).toHaveValue(email)
  await page.screenshot({ path: testInfo.outputPath('checkout-question-refused.png'), fullPage: true })

  await flight.fill('EK 2')
  await expect(questions.getByText(en.checkout.errors.answerRequired)).toHaveCount(0)
  await page.getByRole('button', { name: en.checkout.confirmPay }).click()
  await pay(page, CARDS.paid)
  await expect(page).toHaveURL(/\/checkout\/success/)

  // The supplier's owner opens that day's manifest in the hub: the booking carries the flight number.
  const password = 'correct horse battery staple'
  const staged = await request.post(hostUrl('localhost', '/__e2e/hub-day'), { data: { password } })
  expect(staged.ok()).toBe(true)
  const owner = (await staged.json()) as { email: string; supplier: string }
  await page.goto(hostUrl(HUB, `/sign-in?next=${encodeURIComponent(`/s/${owner.supplier}/manifest?date=${date}`)}`))
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible()
  const row = page.locator('tr[data-booking]').filter({ hasText: email })
  await expect(row.locator('[data-answer]')).toHaveText('Flight number: EK 2')
  await page.screenshot({ path: testInfo.outputPath('manifest-answer-phone.png'), fullPage: true })
})

test('the owner adds a question in two languages, a missing English text is refused, and deactivates it', PHONE_ONLY, async ({ page, request }, testInfo) => {
  const password = 'correct horse battery staple'
  const staged = await request.post(hostUrl('localhost', '/__e2e/hub-day'), { data: { password } })
  const owner = (await staged.json()) as { email: string; supplier: string }
  // An experience no other flow books, so its new question cannot meet another test's checkout.
  const screen = `/s/${owner.supplier}/experiences/${ids.experience('dubai-overnight-desert-camp')}/questions`
  await page.goto(hostUrl(HUB, `/sign-in?next=${encodeURIComponent(screen)}`))
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Booking questions' }).first()).toBeVisible()
  const form = page.locator('[data-question-form]')
  await form.getByLabel('Question (German)').fill('Hotelname')
  await form.getByRole('button', { name: 'Save question' }).click()
  await expect(form.getByText('Write the question in English: it is shown when a language is missing.')).toBeVisible()
  await expect(form.getByLabel('Question (German)')).toHaveValue('Hotelname')

  await form.getByLabel('Question (English)').fill('Hotel name')
  await form.getByLabel('Travellers must answer').uncheck()
  await form.getByRole('button', { name: 'Save question' }).click()
  await expect(page.getByText('Question saved.')).toBeVisible()
  const item = page.locator('[data-questions] li').filter({ hasText: 'Hotel name' })
  await expect(item).toContainText('Optional')
  await expect(item).toContainText('RU missing')
  await expect(item).not.toContainText('DE missing')
  // The add form starts empty again, ready for the next question.
  await expect(form.getByLabel('Question (English)')).toHaveValue('')
  await page.screenshot({ path: testInfo.outputPath('questions-phone.png'), fullPage: true })

  await item.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.locator('[data-questions] li').filter({ hasText: 'Hotel name' })).toContainText('Inactive')
})
