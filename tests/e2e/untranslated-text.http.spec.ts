// Issue 13, item 5: no page shows English to a visitor who chose Russian, Turkish or German. Every page type
// of every demo tenant is read in each of its other languages, in the browser (server HTML plus what React
// renders after hydration), and any English string of the catalogues on it fails the test
// (docs/decisions/023-untranslated-text-check.md). It runs once, in the http project: it reads hidden text
// too, so the phone layout has nothing the desktop one lacks.
import { readdirSync, readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { Locale } from '../../app/domain/locales'
import { englishPatterns, findEnglish } from './english-strings'
import { expect, gotoHydrated, tenantUrl, test, type TenantId } from './fixtures'
import { readAccountPages, readBooking, readExperience, reader, type Reader } from './untranslated-tour'

// A 404 page and a refused sign-in answer with a 4xx, which Chromium logs; a failure's trace tries a script in
// the mailbox's script-less email frame, which Chromium blocks and logs. Nothing else may log an error.
// One pattern: Playwright would read a second array item as the fixture's options.
test.use({ allowedConsoleErrors: [/the server responded with a status of 4\d\d|^Blocked script execution in 'about:srcdoc'/] })
test.describe.configure({ timeout: 90_000 })

type Site = { listing: string; experiences: string[]; search: string; booking: string }
const SITES: Record<TenantId, Site> = {
  excursio: {
    listing: '/things-to-do-in-dubai',
    // Per person with extras and pickup; on request; a boat priced per item.
    experiences: ['/things-to-do-in-dubai/dubai-evening-desert-safari', '/things-to-do-in-dubai/uae-tourist-visa-30-days', '/things-to-do-in-dubai/dubai-marina-luxury-yacht'],
    search: '/search/dubai',
    booking: '/things-to-do-in-dubai/dubai-burj-khalifa-at-the-top',
  },
  deira: {
    listing: '/experiences',
    experiences: ['/experiences/dubai-evening-desert-safari', '/experiences/dubai-marina-dhow-dinner-cruise'],
    search: '/search/safari',
    booking: '/experiences/dubai-morning-desert-safari',
  },
  'get-that-boat': {
    listing: '/experiences',
    // A yacht priced per boat, a gulet priced per person, and a superyacht only offered on request.
    experiences: ['/experiences/bodrum-private-yacht-charter', '/experiences/bodrum-gulet-day-cruise', '/experiences/dubai-superyacht-private-event'],
    search: '/search/yacht',
    booking: '/experiences/dubai-marina-luxury-yacht',
  },
}
const localesOf = (tenant: TenantId): Locale[] =>
  (parse(readFileSync(`tenants/${tenant}/tenant.yaml`, 'utf8')) as { locales: Locale[] }).locales.filter((l) => l !== 'en')
// Each language is read once per kind of page, each time on another tenant, so every language and every
// theme is seen on each kind (the pages come from the same code on every tenant; decision 029 on the suite's
// time): the shop pages, the content pages, and the account and booking screens.
const PAGES_IN: Record<string, TenantId> = { ru: 'excursio', tr: 'get-that-boat', de: 'deira' }
const CONTENT_IN: Record<string, TenantId> = { ru: 'deira', tr: 'excursio', de: 'get-that-boat' }
const BOOKS_IN: Record<string, TenantId> = { ru: 'deira', tr: 'excursio', de: 'get-that-boat' }

function expectNone(r: Reader) {
  const report = r.findings.map((f) => `${f.page} · ${f.where}: "${f.english}" (${f.key}) in “${f.text}”`)
  expect(report, 'English strings on pages in another language').toEqual([])
}

test('the check flags “per person” on a German page and lets “pro Person” and proper names through', () => {
  const patterns = englishPatterns('de')
  const chunk = (text: string) => [{ text, where: 'p' }]
  expect(findEnglish(patterns, chunk('The price is for the whole yacht, not per person.')).map((f) => f.english)).toContain('per person')
  expect(findEnglish(patterns, chunk('Ab 45 € pro Person'))).toEqual([])
  expect(findEnglish(patterns, chunk('Get That Boat'))).toEqual([])
  expect(findEnglish(patterns, chunk('Overview')).map((f) => f.key)).toContain('app:experience.overview')
})

for (const tenant of Object.keys(SITES) as TenantId[]) {
  const site = SITES[tenant]
  for (const locale of localesOf(tenant)) {
    const at = (path: string) => tenantUrl(tenant, `/${locale}${path === '/' ? '' : path}`)

    if (PAGES_IN[locale] === tenant) test(`${tenant} in ${locale}: home, listing, search, contact, experience and 404 pages show no English`, async ({ page }) => {
      const r = reader(locale)
      for (const path of ['/', site.listing, site.search, '/contact-us', '/no-such-page']) {
        await gotoHydrated(page, at(path))
        await r.read(page, at(path))
      }
      for (const path of site.experiences) await readExperience(page, r, tenant, at(path))
      expectNone(r)
    })

    if (CONTENT_IN[locale] === tenant) test(`${tenant} in ${locale}: about, FAQ, blog, a translated article and the legal pages show no English`, async ({ page }) => {
      const r = reader(locale)
      const article = readdirSync(`tenants/${tenant}/content/${locale}/blog`).find((f) => f.endsWith('.md'))!.replace(/\.md$/, '')
      for (const path of ['/about', '/faq', '/blog', `/blog/${article}`, '/privacy-policy', '/terms-and-conditions']) {
        await gotoHydrated(page, at(path))
        // Every FAQ answer open, so its words are read too.
        await page.locator('main details').evaluateAll((els) => els.forEach((el) => ((el as HTMLDetailsElement).open = true)))
        await r.read(page, at(path))
      }
      expectNone(r)
    })

    if (BOOKS_IN[locale] === tenant) {
      test(`${tenant} in ${locale}: the account screens, booking, paying, the outcomes, the email and Your Booking show no English`, async ({ page }) => {
        const r = reader(locale)
        await readAccountPages(page, r, at)
        await readBooking(page, r, tenant, at, site.booking)
        expectNone(r)
      })
    }
  }
}
