// Issue 25, "headers that fit": on every layout at the common laptop widths the header is one row, nothing in it is
// clipped, and the language and currency switchers sit side by side. At 1024 a header may take its compact form
// (a different height), but it still clips nothing. Checked on the home page and the tenant's listing, because
// inner pages use a different header (a solid bar instead of one over the hero) on some layouts.
import type { Page } from '@playwright/test'
import { DESKTOP_ONLY, expect, gotoHydrated, hostUrl, LAYOUT_TENANTS, test } from './fixtures'

const WIDTHS = [1024, 1280, 1366, 1440]
/** The widths where the header must keep one height: one row, no compact form. */
const ONE_ROW = [1280, 1366, 1440]

/** Every visible element in the banner that holds text and cuts it off (text-overflow, overflow hidden), with its text. */
async function clippedText(page: Page) {
  return page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '')
        if (!own || el.getClientRects().length === 0) return false
        const style = getComputedStyle(el)
        // Screen-reader-only text is clipped on purpose (1 px box, clip rect); it is not what a traveller sees.
        if (style.visibility === 'hidden' || el.clientWidth <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') return false
        return style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1
      })
      .map((el) => `"${el.textContent!.trim()}" (${el.scrollWidth} px in ${el.clientWidth} px)`)
  )
}

test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] })

for (const tenant of LAYOUT_TENANTS) {
  test(`${tenant.theme} (${tenant.id}): the header fits at 1024, 1280, 1366 and 1440 px`, DESKTOP_ONLY, async ({ page, context }) => {
    test.setTimeout(60_000)
    const at = (path: string) => hostUrl(tenant.host, path)
    await context.addCookies([{ name: 'locale', value: 'en', url: at('/') }])
    const listing = tenant.siteType === 'supplier' ? '/experiences' : '/things-to-do'
    for (const path of ['/', listing]) {
      await gotoHydrated(page, at(path))
      const heights = new Map<number, number>()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const where = `${tenant.theme} (${tenant.id}) at ${width} px on ${path}`
        const banner = page.getByRole('banner')
        await expect(banner).toBeVisible()
        expect.soft(await clippedText(page), `clipped header text, ${where}`).toEqual([])
        // A row too long for the screen is not clipped, it runs off the edge: the header's right edge must be on screen.
        const past = await banner.evaluate((header) => {
          const shown = [...header.querySelectorAll('*')].filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().width > 0)
          const worst = shown.reduce<Element | null>((a, el) => (a && a.getBoundingClientRect().right >= el.getBoundingClientRect().right ? a : el), null)
          return { by: Math.round((worst?.getBoundingClientRect().right ?? 0) - document.documentElement.clientWidth), what: worst?.outerHTML.slice(0, 120) }
        })
        expect.soft(past.by, `header past the right edge of the screen, ${where}: ${past.what}`).toBeLessThanOrEqual(0)

        // Where a layout shows a switcher outside the banner (a utility bar above it), the pair is still measured there.
        const switcher = (name: string) => page.getByRole('combobox', { name }).filter({ visible: true })
        const [language, currency] = [switcher('Language'), switcher('Currency')]
        if ((await language.count()) && (await currency.count())) {
          const [l, c] = [(await language.first().boundingBox())!, (await currency.first().boundingBox())!]
          expect.soft(Math.abs(l.y - c.y), `language and currency on one line, ${where}`).toBeLessThanOrEqual(4)
        }

        if (ONE_ROW.includes(width)) heights.set(width, Math.round((await banner.boundingBox())!.height))
      }
      expect.soft(new Set(heights.values()).size, `one header height from 1280 to 1440 on ${path}: ${JSON.stringify(Object.fromEntries(heights))}`).toBe(1)
    }
  })
}
