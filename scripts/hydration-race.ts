// `npx tsx scripts/hydration-race.ts [url] [loads]`: how often typing into the search field the moment it appears,
// before React has hydrated the page, breaks hydration (docs/decisions/016-hydration.md). Start a server first
// (e.g. `E2E_PORT=3100 npx tsx tests/e2e/serve.ts`); prints the errors seen and whether the page still works.
import { chromium } from '@playwright/test'

const url = process.argv[2] ?? 'http://localhost:3100/'
const loads = Number(process.argv[3] ?? 100)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
let failed = 0
let broken = 0
for (let i = 0; i < loads; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto(url, { waitUntil: 'commit' })
  const box = page.getByRole('combobox', { name: 'Where to?' })
  await box.fill('Neuschwanstien')
  await box.press('ArrowDown')
  await page.waitForTimeout(1500)
  if (errors.length) {
    failed++
    const hydrated = (await page.locator('html[data-hydrated="true"]').count()) > 0
    if (!hydrated) broken++
    console.log(`load ${i + 1}: ${errors[0]!.slice(0, 120)}; hydrated afterwards: ${hydrated}`)
  }
  await context.close()
}
console.log(`${failed} of ${loads} loads logged an error; ${broken} were left unhydrated`)
await browser.close()
