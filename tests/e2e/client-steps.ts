// Steps the client-behaviour specs share: the contact page, and its form sent as a bot would.
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, tenantUrl } from './fixtures'

/**
 * Sends the contact form as a bot would (its honeypot filled): the page answers "sent" and keeps nothing. The
 * fields are set and the form submitted from script, so that several toasts come within a second, and the
 * pointer stays where it is (over the toasts it would pause their timers).
 */
export async function sendContactForm(page: Page) {
  const form = page.locator('form#contact-form')
  await form.evaluate((f: HTMLFormElement) => {
    const set = (name: string, value: string) => ((f.elements.namedItem(name) as HTMLInputElement).value = value)
    set('name', 'Toast Tester')
    set('email', 'toast@example.com')
    set('subject', 'Toasts')
    set('message', 'Testing the notifications of this site.')
    set('website', 'https://bot.example')
    f.requestSubmit()
  })
  await expect(form.getByLabel('Subject')).toHaveValue('')
}

/** Far from the toasts (top right, the whole width on phones): a pointer over them pauses their timers. */
export const pointAway = (page: Page) => page.mouse.move(2, (page.viewportSize()?.height ?? 600) - 2)

export async function openContactPage(page: Page) {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: tenantUrl('deira') }])
  await gotoHydrated(page, tenantUrl('deira', '/contact-us'))
  await pointAway(page)
}
