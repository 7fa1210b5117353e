// Finds the password-reset link emailed to an address, in the e2e server's development mailbox (its mail
// worker delivers there every half second).
import { expect, type APIRequestContext } from '@playwright/test'
import { PORT } from './fixtures'

const LINK = /https?:\/\/[^\s"'<>&]+\/auth\/reset-password\?token=[\w-]+/

/** Node does not resolve *.localhost as the browser does: ask localhost with the tenant's Host header. */
export async function resetLinkFor(request: APIRequestContext, host: string, email: string): Promise<string> {
  const get = async (path: string) => (await request.get(`http://localhost:${PORT}${path}`, { headers: { Host: host } })).text()
  let entry: string | undefined
  await expect
    .poll(async () => (entry = /href="(\/_dev\/mailbox\/[\w-]+)"/.exec(await get(`/_dev/mailbox?to=${encodeURIComponent(email)}`))?.[1]), {
      message: `a password reset email for ${email} in the development mailbox`,
      timeout: 15_000,
    })
    .toBeTruthy()
  const link = LINK.exec(await get(entry!))?.[0]
  expect(link, 'the reset link in the email').toBeTruthy()
  return link!
}
