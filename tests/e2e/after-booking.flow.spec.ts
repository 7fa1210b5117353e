// Issue 14, on every layout's demo tenant: a guest books and pays, finds the order again by reference and email
// in another browser, opens the order page, downloads the invoice PDF (its text holds the invoice number, the total
// and the buyer's name) and the voucher PDF (its QR code reads as the booking's reference), cancels inside the free
// window, sees the refund, the credit note and the email; signed up with the same email, the buyer finds the same
// order in "Your Booking".
import type { Browser, Page } from '@playwright/test'
import en from '../../app/locales/en'
import { pdfQr, pdfText, spaces } from '../helpers/pdf-read'
import { BUYER, CARDS, fillCheckout, pay } from './booking-steps'
import { alternate, expect, hostUrl, LAYOUT_TENANTS, screenshot, test, type LayoutTenant } from './fixtures'

test.describe.configure({ timeout: 240_000 })

const FREE = new RegExp(en.card.freeCancellation)

/** Opens the listing's cards until one can be booked online at once with free cancellation, and picks a date far enough ahead. */
async function addFreelyCancellable(page: Page, tenant: LayoutTenant) {
  await page.goto(hostUrl(tenant.host, tenant.siteType === 'supplier' ? '/experiences' : '/things-to-do'))
  // Most layouts' cards say which experiences cancel for free; quiet cards (six) do not, and the option does.
  const links = (cards: ReturnType<Page['locator']>) => cards.locator('a[href]').evaluateAll((a) => [...new Set(a.map((l) => l.getAttribute('href')!))])
  const articles = page.getByRole('main').getByRole('article')
  const free = await links(articles.filter({ hasText: FREE }))
  const hrefs = free.length ? free : await links(articles)
  for (const href of hrefs.slice(0, 12)) {
    await page.goto(hostUrl(tenant.host, href))
    const panel = page.locator('#booking')
    if (!(await panel.locator('[data-calendar]').count())) continue
    if ((await panel.innerText()).includes(en.experience.onRequest)) continue
    await page.locator('html[data-hydrated="true"]').waitFor()
    await expect(panel.locator('[data-calendar="ready"]')).toBeVisible()
    // A date in the next month: well inside any free-cancellation window, and away from the dates other flows book.
    await panel.getByRole('button', { name: en.experience.nextMonth }).click()
    await expect(panel.locator('[role="grid"]')).toHaveAttribute('aria-busy', 'false')
    const open = panel.locator('button[data-status="AVAILABLE"]:not([disabled])')
    if (!(await open.count())) continue
    await open.nth(Math.min(3, (await open.count()) - 1)).click()
    const option = panel.locator('[data-option]').first()
    const form = option.locator('[data-booking-form]')
    await expect(form).toBeVisible()
    if (!FREE.test(await option.innerText())) continue
    if ((await form.getByRole('radio', { name: new RegExp(en.experience.payLater) }).count()) > 0) {
      await form.getByRole('radio', { name: new RegExp(en.experience.payLater) }).first().uncheck().catch(() => undefined)
    }
    await expect(form.locator('[data-live-total]')).toHaveText(/\d/)
    await form.getByRole('button', { name: en.cart.addToCart }).click()
    await expect(page.getByText(en.cart.added).first()).toBeVisible()
    return href
  }
  throw new Error(`${tenant.id}: no experience with free cancellation that books at once among ${hrefs.length} cards`)
}

async function checkOutAsGuest(page: Page, tenant: LayoutTenant, email: string) {
  await page.goto(hostUrl(tenant.host, '/cart'))
  await page.getByRole('link', { name: en.cart.checkout }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await fillCheckout(page, email)
  await pay(page, CARDS.paid)
  await expect(page.getByRole('heading', { name: en.outcome.successTitle })).toBeVisible()
  return (await page.locator('[data-order-number]').innerText()).trim()
}

/** The development mailbox's message for `to` whose subject matches, as text. */
async function mailText(page: Page, tenant: LayoutTenant, to: string, subject: RegExp) {
  let href: string | null = null
  await expect
    .poll(
      async () => {
        await page.goto(hostUrl(tenant.host, `/_dev/mailbox?to=${encodeURIComponent(to)}`))
        const link = page.getByRole('link', { name: subject }).first()
        href = (await link.count()) ? await link.getAttribute('href') : null
        return href
      },
      { timeout: 30_000, message: `an email to ${to} matching ${subject}` },
    )
    .toBeTruthy()
  await page.goto(hostUrl(tenant.host, href!))
  return spaces(await page.locator('pre').innerText())
}

/** A PDF as the browser downloads it: same cookies, same host (Node cannot resolve *.localhost). */
async function download(page: Page, path: string): Promise<Buffer> {
  const { type, bytes } = await page.evaluate(async (url) => {
    const res = await fetch(url)
    return { type: res.headers.get('content-type'), bytes: [...new Uint8Array(await res.arrayBuffer())] }
  }, path)
  expect(type).toBe('application/pdf')
  return Buffer.from(bytes)
}

async function findOrder(browser: Browser, tenant: LayoutTenant, number: string, email: string, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(hostUrl(tenant.host, '/invoices/find'))
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByLabel(en.order.find.reference).fill(number)
  await page.getByLabel(en.order.find.email).fill(email)
  await page.getByRole('button', { name: en.order.find.submit }).click()
  await expect(page).toHaveURL(/\/invoices\/[A-Za-z0-9_-]+$/)
  await expect(page.getByTestId('order-page')).toBeVisible()
  return page
}

// The whole flow on the three layouts of the full flows; what it checks past the pages themselves (the look-up,
// the PDFs, the refund, the credit note, the emails, Your Booking) is the same code on every layout. The other
// layouts show their own order, voucher and cancellation pages in the test after this one (decision 042).
const FULL_FLOW_LAYOUTS = 3
for (const [i, tenant] of LAYOUT_TENANTS.slice(0, FULL_FLOW_LAYOUTS).entries()) {
  test(`${tenant.id}: book as a guest, find the order, download the invoice and the voucher, cancel for a full refund, and find it in Your Booking`, alternate(i), async ({ page, browser }, info) => {
    const email = `after-booking.${tenant.id}.${info.project.name}@example.com`
    await addFreelyCancellable(page, tenant)
    const number = await checkOutAsGuest(page, tenant, email)

    // Another browser, with nothing but the reference and the email.
    const order = await findOrder(browser, tenant, number, email, page.viewportSize())
    const view = order.getByTestId('order-page')
    await expect(view.locator('[data-field="number"]')).toHaveText(number)
    await expect(view.locator('[data-field="guest-name"]')).toHaveText(`${BUYER.firstName} ${BUYER.lastName}`)
    const total = (await view.locator('[data-field="total"]').innerText()).trim()
    const invoiceNumber = (await view.locator('[data-field="invoice-number"]').innerText()).trim()
    expect(invoiceNumber).toMatch(/^INV-\d+$/)

    // The invoice PDF, as the browser downloads it.
    const invoiceHref = await view.locator('[data-document-link]').first().getAttribute('href')
    const invoiceText = await pdfText(await download(order, invoiceHref!))
    expect(invoiceText).toContain(invoiceNumber)
    expect(invoiceText).toContain(spaces(total))
    expect(invoiceText).toContain(`${BUYER.firstName} ${BUYER.lastName}`)

    // The voucher: its page, then its PDF, whose QR code carries the booking's reference.
    const booking = view.locator('[data-booking][data-status="CONFIRMED"]').first()
    await booking.locator('[data-voucher-link]').click()
    await expect(order).toHaveURL(/\/vouchers\/[\w-]+$/)
    const reference = `${number}-1`
    await expect(order.getByRole('main')).toContainText(reference)
    await screenshot(order, `voucher-${tenant.id}`, info.project.name)
    expect(await pdfQr(await download(order, `${new URL(order.url()).pathname}/pdf`))).toBe(reference)

    // Cancel inside the free window: the whole price comes back.
    await order.goBack()
    await view.locator('[data-booking][data-status="CONFIRMED"]').first().locator('[data-cancel-link]').click()
    await expect(order.getByRole('heading', { level: 1 })).toHaveText(en.cancelBooking.title)
    const refund = order.locator('[data-refund]')
    await expect(refund).toContainText(en.cancelBooking.refund)
    await expect(refund).not.toContainText(en.cancelBooking.fee.replace(' ({{percent}})', ''))
    await order.locator('html[data-hydrated="true"]').waitFor()
    await screenshot(order, `cancel-${tenant.id}`, info.project.name)
    await order.getByRole('button', { name: en.cancelBooking.confirm }).click()
    await expect(order.getByTestId('order-page')).toBeVisible()
    await expect(order.getByText(en.flash.bookingCancelled)).toBeVisible()
    await expect(order.getByTestId('order-cancelled').locator('[data-booking][data-status="CANCELLED"]')).toHaveCount(1)
    // The provider refunds through the outbox; the credit note follows the refund.
    await expect(async () => {
      await order.reload()
      await expect(order.locator('[data-field="payment-state"]')).toHaveText(en.order.payment.refunded, { timeout: 1_000 })
      await expect(order.getByTestId('order-documents')).toContainText('CN-', { timeout: 1_000 })
    }).toPass({ timeout: 40_000 })
    await screenshot(order, `order-${tenant.id}`, info.project.name)
    const mail = await mailText(order, tenant, email, new RegExp(`cancelled – order ${number}`))
    expect(mail).toMatch(new RegExp(`We are refunding \\D*${total.replace(/[^\d.,]/g, '').replace(/\./g, '\\.')} to your card`))
    await order.context().close()

    // On another device, signed up with the same email, the buyer adds the guest order to the account by the
    // emailed link and finds it in Your Booking. (The browser that booked needs no link: its cart joins the account.)
    const device = await (await browser.newContext({ viewport: page.viewportSize() })).newPage()
    await device.goto(hostUrl(tenant.host, '/auth/signup'))
    await device.locator('html[data-hydrated="true"]').waitFor()
    await device.getByLabel(en.auth.firstName).fill(BUYER.firstName)
    await device.getByLabel(en.auth.lastName).fill(BUYER.lastName)
    await device.getByLabel(en.auth.email).fill(email)
    await device.getByLabel(en.auth.password, { exact: true }).fill('correct horse battery')
    await device.getByLabel(en.auth.confirmPassword).fill('correct horse battery')
    await device.getByRole('button', { name: en.auth.signUp }).click()
    await expect(device.locator('[data-account-link="signed-in"]').first()).toBeAttached()
    await device.goto(hostUrl(tenant.host, '/invoices'))
    await expect(device.getByRole('main')).not.toContainText(number)
    await device.locator('html[data-hydrated="true"]').waitFor()
    await device.getByRole('button', { name: en.order.join.send }).click()
    // The action's answer first (join=sent, or limited/none), so that a missing email says which step failed.
    await expect(device, 'the join request was answered').toHaveURL(/[?&]join=sent/)
    const join = await mailText(device, tenant, email, /Add your bookings/)
    const link = /https?:\/\/\S+\/invoices\/join\?token=[\w.-]+/.exec(join)?.[0]
    expect(link, 'the join link in the email').toBeTruthy()
    await device.goto(hostUrl(tenant.host, new URL(link!).pathname + new URL(link!).search))
    await device.goto(hostUrl(tenant.host, '/invoices'))
    await expect(device.getByRole('main')).toContainText(number)
    await device.getByRole('link', { name: `Order ${number}`, exact: true }).click()
    await expect(device.getByTestId('order-documents')).toContainText(invoiceNumber)
    await device.context().close()
  })
}

for (const [i, tenant] of LAYOUT_TENANTS.slice(FULL_FLOW_LAYOUTS).entries()) {
  test(`${tenant.id}: a guest's order, its voucher and its cancellation pages in the layout, and the cancellation shown on the order`, alternate(i), async ({ page }, info) => {
    const email = `after-booking.${tenant.id}.${info.project.name}@example.com`
    await addFreelyCancellable(page, tenant)
    const number = await checkOutAsGuest(page, tenant, email)

    // The success screen leads to the order page, in the layout's chrome.
    await page.locator('[data-order-page-link]').click()
    await expect(page).toHaveURL(/\/invoices\/[A-Za-z0-9_-]+$/)
    const view = page.getByTestId('order-page')
    await expect(view.locator('[data-field="number"]')).toHaveText(number)
    await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.theme)
    await expect(view.locator('[data-field="invoice-number"]')).toHaveText(/^INV-\d+$/)

    // The voucher page names the booking's reference.
    await view.locator('[data-booking][data-status="CONFIRMED"]').first().locator('[data-voucher-link]').click()
    await expect(page).toHaveURL(/\/vouchers\/[\w-]+$/)
    await expect(page.getByRole('main')).toContainText(`${number}-1`)
    await screenshot(page, `voucher-${tenant.id}`, info.project.name)

    // The cancellation page, then the order page with the booking cancelled.
    await page.goBack()
    await view.locator('[data-booking][data-status="CONFIRMED"]').first().locator('[data-cancel-link]').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.cancelBooking.title)
    await expect(page.locator('[data-refund]')).toContainText(en.cancelBooking.refund)
    await page.locator('html[data-hydrated="true"]').waitFor()
    await page.getByRole('button', { name: en.cancelBooking.confirm }).click()
    await expect(page.getByText(en.flash.bookingCancelled)).toBeVisible()
    await expect(page.getByTestId('order-cancelled').locator('[data-booking][data-status="CANCELLED"]')).toHaveCount(1)
    await screenshot(page, `order-${tenant.id}`, info.project.name)

    // The look-up form a guest would use later, in the layout.
    await page.goto(hostUrl(tenant.host, '/invoices/find'))
    await expect(page.getByLabel(en.order.find.reference)).toBeVisible()
    await expect(page.getByLabel(en.order.find.email)).toBeVisible()
  })
}
