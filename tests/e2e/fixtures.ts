// Shared Playwright fixtures: tenant URLs by *.localhost host name, and a page that fails on console errors.
import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { THEME_MANIFEST, themeOfDemoTenant, type ThemeId } from '../../themes/manifest'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const TENANTS = {
  excursio: { host: 'localhost', name: 'Excursio', theme: themeOfDemoTenant('excursio'), siteType: 'marketplace' },
  deira: { host: 'deira.localhost', name: 'Deira Desert Safari', theme: themeOfDemoTenant('deira'), siteType: 'supplier' },
  'get-that-boat': { host: 'get-that-boat.localhost', name: 'Get That Boat', theme: themeOfDemoTenant('get-that-boat'), siteType: 'supplier' },
} as const
export type TenantId = keyof typeof TENANTS
export const tenantUrl = (id: TenantId, path = '/') => `http://${TENANTS[id].host}:${PORT}${path}`
export const hostUrl = (host: string, path = '/') => `http://${host}:${PORT}${path}`

export type LayoutTenant = { id: string; host: string; name: string; theme: ThemeId; siteType: 'marketplace' | 'supplier'; locales: string[] }
/** Every layout's demo tenant (its manifest row names it), as its tenant.yaml describes it: the smoke suite's list. */
export const LAYOUT_TENANTS: LayoutTenant[] = THEME_MANIFEST.map((row) => {
  const yaml = parse(readFileSync(`tenants/${row.screenshots.tenant}/tenant.yaml`, 'utf8')) as Omit<LayoutTenant, 'host' | 'theme'> & { hostnames: string[] }
  return { id: yaml.id, host: yaml.hostnames[0]!, name: yaml.name, theme: row.id, siteType: yaml.siteType, locales: yaml.locales }
})

export const test = base.extend<{ page: Page; allowedConsoleErrors: RegExp[] }>({
  /** A test that expects an error (a 404 document logs one) names it here; anything else fails the test. */
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && !allowedConsoleErrors.some((r) => r.test(m.text())) && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    await use(page)
    expect(errors, 'console errors on the page').toEqual([])
  },
})

/** The language select, opening the phone menu first when the header hides it there. */
export async function languageSelect(page: Page) {
  const visible = page.getByRole('combobox', { name: 'Language' }).filter({ visible: true })
  if ((await visible.count()) === 0) await page.locator('summary').filter({ visible: true, hasText: 'Open menu' }).first().click()
  return visible.first()
}
export { expect }

// Flows run on a desktop and a phone screen (playwright.config.ts). A test whose subject does not change with
// the screen runs on one of them, named by its tag, so the suite stays within its time (decision 029); the
// other project leaves it out rather than skipping it.
export const DESKTOP_ONLY = { tag: '@desktop-only' }
export const PHONE_ONLY = { tag: '@phone-only' }
/** For a test repeated over tenants or cases: case n runs on the desktop when n is even, on the phone when odd,
 *  so each case runs once and both screens see each kind of case. */
export const alternate = (n: number) => (n % 2 === 0 ? DESKTOP_ONLY : PHONE_ONLY)

/** Opens an app page and waits until React has hydrated it: text typed before that would race hydration. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor()
}

export async function screenshot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}-${project}.png`, fullPage: true })
}
