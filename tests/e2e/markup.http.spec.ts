// Issue 13 items 8 and 9 on the server-rendered HTML of every page type of every demo tenant: html-validate
// finds no error, and each page has a title and a meta description in the visitor's language.
import { markupErrors } from './html-validity'
import { fetchPageTypes, type PageHtml } from './page-types'
import { expect, test, TENANTS, type TenantId } from './fixtures'

const description = (page: PageHtml) => /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1]?.trim() ?? ''
const title = (page: PageHtml) => /<title>([^<]*)<\/title>/.exec(page.html)?.[1]?.trim() ?? ''

for (const tenant of Object.keys(TENANTS) as TenantId[]) {
  test(`${tenant}: every page type is valid HTML`, async ({ request }) => {
    for (const page of await fetchPageTypes(request, tenant, 'en')) {
      expect.soft(await markupErrors(page.html), `html-validate on ${page.screen} (${page.path})`).toEqual([])
    }
  })

  test(`${tenant}: every page type has a title and a description in English and in German`, async ({ request }) => {
    const english = await fetchPageTypes(request, tenant, 'en')
    const german = await fetchPageTypes(request, tenant, 'de')
    english.forEach((en, i) => {
      const de = german[i]!
      for (const page of [en, de]) {
        expect.soft(title(page), `the title of ${page.screen} (${page.path})`).not.toBe('')
        expect.soft(description(page), `the description of ${page.screen} (${page.path})`).not.toBe('')
      }
      expect.soft(de.html, `${de.path} is German`).toContain('<html lang="de"')
      expect.soft(description(de), `the description of ${de.path} is not the English one`).not.toBe(description(en))
    })
  })
}
