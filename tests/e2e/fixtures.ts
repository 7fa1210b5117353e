// Shared Playwright fixtures: tenant URLs by *.localhost host name, and a page that fails on console errors.
import { test as base, expect, type Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const TENANTS = {
  excursio: { host: 'localhost', name: 'Excursio', theme: 'default', siteType: 'marketplace' },
  deira: { host: 'deira.localhost', name: 'Deira Desert Safari', theme: 'deira', siteType: 'supplier' },
  'get-that-boat': { host: 'get-that-boat.localhost', name: 'Get That Boat', theme: 'get-that-boat', siteType: 'supplier' },
} as const
export type TenantId = keyof typeof TENANTS
export const tenantUrl = (id: TenantId, path = '/') => `http://${TENANTS[id].host}:${PORT}${path}`

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    await use(page)
    expect(errors, 'console errors on the page').toEqual([])
  },
})
export { expect }

export async function screenshot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}-${project}.png`, fullPage: true })
}
