// The partner hub's way in (issue 22): the first platform admin from the one-time setup link, a supplier created,
// its owner invited by email, the invitation accepted, two-factor turned on, and signing in with the code.
import type { APIRequestContext } from '@playwright/test'
import { authenticator } from 'otplib'
import { expect, test } from './fixtures'
import { PORT } from './fixtures'

test.use({ allowedConsoleErrors: [/status of 404/] })

const HUB = `http://partners.localhost:${PORT}`

/** The newest hub email to an address, from the hub's development mailbox: its first link matching `href`. */
async function linkInHubMail(request: APIRequestContext, to: string, href: RegExp): Promise<string> {
  const get = async (path: string) => (await request.get(`http://localhost:${PORT}${path}`, { headers: { Host: `partners.localhost:${PORT}` } })).text()
  let entry: string | undefined
  await expect
    .poll(async () => (entry = /href="(\/_dev\/mailbox\/[\w-]+)"/.exec(await get(`/_dev/mailbox?to=${encodeURIComponent(to)}`))?.[1]), { message: `a hub email to ${to}`, timeout: 15_000 })
    .toBeTruthy()
  const html = (await get(entry!)).replace(/&amp;/g, '&').replace(/&quot;/g, '"')
  const link = href.exec(html)?.[0]
  expect(link, `a link like ${href} in the email`).toBeTruthy()
  return link!
}

test('an admin sets up the hub, creates a supplier and invites an owner, who turns on two-factor @desktop-only', async ({ page, request }) => {
  const run = Date.now().toString(36)
  const admin = { name: 'Ada Admin', email: `ada-${run}@platform.example`, password: 'correct horse battery' }
  const owner = { name: 'Otto Owner', email: `otto-${run}@bavaria.example`, password: 'another long password' }

  // The first admin: only through the one-time link the server prints (here, asked of the e2e server).
  const { link } = (await (await request.post(`http://localhost:${PORT}/__e2e/hub/setup-link`)).json()) as { link: string | null }
  expect(link, 'the e2e server starts with no platform admin, so a setup link is made').toBeTruthy()
  await page.goto(link!)
  await page.getByLabel('Your name').fill(admin.name)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Create the admin account' }).click()
  await expect(page).toHaveURL(`${HUB}/admin/suppliers`)
  // The link worked once: a second visit is refused.
  await page.goto(link!)
  await expect(page.getByText('This setup link is used, expired or wrong')).toBeVisible()

  // A new supplier, with a clear message for a bad slug first.
  await page.goto(`${HUB}/admin/suppliers`)
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create a supplier' }) })
  await create.getByLabel('Name').fill(`Trial Tours ${run}`)
  await create.getByLabel('Slug').fill('Not A Slug!')
  await create.getByLabel('Contact email').fill(`team-${run}@trial.example`)
  await create.getByRole('button', { name: 'Create a supplier' }).click()
  await expect(create.getByText('Use lower-case letters, digits and hyphens')).toBeVisible()
  await create.getByLabel('Slug').fill(`trial-${run}`)
  await create.getByRole('button', { name: 'Create a supplier' }).click()
  await expect(page.getByText(`Supplier Trial Tours ${run} created`)).toBeVisible()
  await expect(page.locator(`#trial-${run}`)).toBeVisible()

  // The owner of a seeded supplier (its on-request tours need someone to answer them), invited by email.
  const bavaria = page.locator('section').filter({ has: page.locator('#bavaria-guides') })
  await bavaria.getByLabel(/Invite someone/).fill(owner.email)
  await bavaria.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${owner.email}`)).toBeVisible()

  // The owner, in another browser: the link from the email, a name and a password.
  const invitation = await linkInHubMail(request, owner.email, /https?:\/\/[^"\s<]+\/invitation\/[\w-]+/)
  const context = await page.context().browser()!.newContext()
  const ownerPage = await context.newPage()
  await ownerPage.goto(invitation)
  await expect(ownerPage.getByRole('heading', { name: 'Join Bavaria Guides' })).toBeVisible()
  await ownerPage.getByLabel('Your name').fill(owner.name)
  await ownerPage.getByLabel('Password').fill(owner.password)
  await ownerPage.getByRole('button', { name: 'Accept and continue' }).click()
  await expect(ownerPage).toHaveURL(`${HUB}/s/bavaria-guides`)
  await expect(ownerPage.getByRole('heading', { name: 'Today' })).toBeVisible()

  // Two-factor: the key from the page, a code from an authenticator (otplib stands in for the phone).
  await ownerPage.goto(`${HUB}/account`)
  await ownerPage.getByRole('button', { name: 'Turn on two-factor' }).click()
  const secret = (await ownerPage.getByTestId('totp-secret').textContent())!.trim()
  await ownerPage.getByLabel('Code from the app').fill('000000')
  await ownerPage.getByRole('button', { name: 'Turn on', exact: true }).click()
  await expect(ownerPage.getByText('That code is wrong or was already used')).toBeVisible()
  await ownerPage.getByLabel('Code from the app').fill(authenticator.generate(secret))
  await ownerPage.getByRole('button', { name: 'Turn on', exact: true }).click()
  await expect(ownerPage.getByText('Two-factor sign-in is on.').first()).toBeVisible()

  // Signing in again now takes the password and a fresh code (the next time step: a code works once).
  await ownerPage.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(ownerPage).toHaveURL(/\/sign-in$/)
  await ownerPage.goto(`${HUB}/s/bavaria-guides/bookings`)
  await expect(ownerPage).toHaveURL(/\/sign-in\?next=/)
  await ownerPage.getByLabel('Email').fill(owner.email)
  await ownerPage.getByLabel('Password').fill(owner.password)
  await ownerPage.getByRole('button', { name: 'Sign in' }).click()
  await expect(ownerPage).toHaveURL(/\/sign-in\/code/)
  const next = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret)
  await ownerPage.getByLabel('6-digit code').fill(next)
  await ownerPage.getByRole('button', { name: 'Continue' }).click()
  await expect(ownerPage).toHaveURL(`${HUB}/s/bavaria-guides/bookings`)
  await expect(ownerPage.getByRole('heading', { name: 'Bookings' })).toBeVisible()
  // The owner sees their own supplier only: another supplier's pages are not found.
  const other = await ownerPage.goto(`${HUB}/s/deira-desert-safari/bookings`)
  expect(other?.status()).toBe(404)
  await context.close()
})
