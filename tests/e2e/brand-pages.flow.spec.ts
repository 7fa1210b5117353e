// Issue 25, decision 063: past the home page each brand still reads as itself. The listing and experience pages
// carry the layout's presentation (gallery, facts, booking panel, headings) and two layouts' pages differ in it; a
// home with three experiences shows them in three full columns; three's footer email wraps only at its @ or a dot.
import type { Page } from '@playwright/test'
import { expect, hostUrl, LAYOUT_TENANTS, test } from './fixtures'

const tenantOf = (theme: string) => LAYOUT_TENANTS.find((t) => t.theme === theme)!

/** The first experience of a supplier layout's listing, and the presentation its page and the listing carry. */
async function presentation(page: Page, theme: string) {
  const host = tenantOf(theme).host
  await page.goto(hostUrl(host, '/experiences'))
  const listing = page.locator('[data-headings]').first()
  const headings = await listing.getAttribute('data-headings')
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  const article = page.locator('article[data-experience]')
  await expect(article).toBeVisible()
  const attrs = await article.evaluate((el) => ({ ...(el as HTMLElement).dataset }))
  // The parts draw what the page says.
  await expect(page.locator(`section[data-gallery="${attrs.gallery}"]`)).toBeVisible()
  await expect(page.locator(`section[data-facts="${attrs.facts}"]`)).toBeVisible()
  await expect(page.locator(`#booking[data-booking="${attrs.booking}"]`)).toBeVisible()
  return { headings, gallery: attrs.gallery, facts: attrs.facts, booking: attrs.booking, experienceHeadings: attrs.headings }
}

test('deira and get-that-boat present their listing and experience pages differently @desktop-only', async ({ page }) => {
  const deira = await presentation(page, 'deira')
  const boat = await presentation(page, 'get-that-boat')
  expect(deira.headings).toBe(deira.experienceHeadings)
  expect(deira).toMatchObject({ gallery: 'wide', facts: 'list', booking: 'tinted', headings: 'plain' })
  expect(boat).toMatchObject({ gallery: 'mosaic', facts: 'chips', booking: 'outline', headings: 'caps' })
  // The headings really are drawn apart: get-that-boat sets its title in capitals.
  const headingStyle = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).textTransform)
  expect(headingStyle).toBe('uppercase')
})

test('a home with three experiences fills three columns, with no empty one @desktop-only', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(hostUrl(tenantOf('five').host, '/'))
  const grid = page.locator('#popular-heading').locator('xpath=ancestor::section[1]').locator('ul[data-theme-part="ExperienceCard"]')
  await expect(grid.locator(':scope > li')).toHaveCount(3)
  const columns = await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)
  expect(columns).toBe(3)
  const [box, last] = await Promise.all([grid.boundingBox(), grid.locator(':scope > li').last().boundingBox()])
  expect(Math.abs(box!.x + box!.width - (last!.x + last!.width)), 'the last card ends where the grid ends').toBeLessThan(2)
})

test("three's footer email wraps only after its @ or before a dot, never inside a word @phone-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(hostUrl(tenantOf('three').host, '/'))
  const email = page.getByRole('contentinfo').locator('a[href^="mailto:"]')
  await email.scrollIntoViewIfNeeded()
  // Where each line of the address begins: every break falls after "@" or before ".".
  const breaks = await email.evaluate((a) => {
    const text = a.querySelector('[class*="overflow-wrap"]') ?? a
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT)
    const chars: Array<{ c: string; top: number }> = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        chars.push({ c: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) })
      }
    }
    const address = (a.getAttribute('href') ?? '').replace('mailto:', '')
    const shown = chars.map((x) => x.c).join('')
    return { shown, address, at: chars.flatMap((x, i) => (i > 0 && x.top > chars[i - 1]!.top + 2 ? [`${chars[i - 1]!.c}|${x.c}`] : [])) }
  })
  expect(breaks.shown.endsWith(breaks.address)).toBe(true)
  for (const pair of breaks.at) expect(pair, `a line break in ${breaks.address}`).toMatch(/^@\||\|\.$/)
})
