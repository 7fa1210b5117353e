// A language prefix a tenant does not offer is a 404 on every path (issue 25): Get That Boat serves en, tr and de,
// so /ru/… is not its site. Before, a page whose loader redirects (things-to-do on a supplier site, the sign-in
// wall, the search form, checkout) answered with that redirect instead, and /ru/about with a 404.
import { expect, test } from '@playwright/test'
import { PORT, TENANTS } from './fixtures'

const PATHS = [
  '/',
  '/about',
  '/experiences',
  '/things-to-do',
  '/discover/bodrum',
  '/bodrum/bodrum-gulet-day-cruise',
  '/search?q=Bodrum',
  '/invoices',
  '/invoices/join',
  '/checkout',
  '/checkout/success?purchase=x',
  '/auth/login',
  '/auth/logout',
  '/cart',
  '/blog',
  '/privacy-policy',
]

test('a language the tenant does not offer is a 404 on every path, never a redirect', async ({ request }) => {
  const answers: string[] = []
  for (const path of PATHS) {
    const res = await request.get(`http://127.0.0.1:${PORT}/ru${path === '/' ? '' : path}`, { headers: { Host: TENANTS['get-that-boat'].host }, maxRedirects: 0 })
    answers.push(`${path} ${res.status()}${res.headers().location ? ` → ${res.headers().location}` : ''}`)
  }
  expect(answers).toEqual(PATHS.map((path) => `${path} 404`))
})

test('the same paths in a language it offers are not 404s', async ({ request }) => {
  for (const path of ['/about', '/things-to-do', '/invoices']) {
    const res = await request.get(`http://127.0.0.1:${PORT}/de${path}`, { headers: { Host: TENANTS['get-that-boat'].host, Cookie: 'locale=de' }, maxRedirects: 0 })
    expect(res.status(), path).not.toBe(404)
  }
})
