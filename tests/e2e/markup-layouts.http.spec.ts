// html-validate on the server-rendered pages of every layout (issue 25): markup.http.spec.ts reads every page
// type on three tenants; the chrome, the hero and the home of the other eight layouts are read here, in English
// and in another language each serves.
import { markupErrors } from './html-validity'
import { expect, LAYOUT_TENANTS, PORT, test } from './fixtures'

for (const tenant of LAYOUT_TENANTS) {
  test(`${tenant.id} (${tenant.theme}): home, listing, content, contact, sign-in, cart and 404 are valid HTML`, async ({ request }) => {
    const other = tenant.locales.find((l) => l !== 'en')
    const listing = tenant.siteType === 'marketplace' ? '/things-to-do' : '/experiences'
    const paths = ['/', listing, '/about', '/faq', '/privacy-policy', '/contact-us', '/auth/login', '/cart', '/no-such-page', ...(other ? [`/${other}`, `/${other}${listing}`] : [])]
    for (const path of paths) {
      const res = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: `${tenant.host}:${PORT}`, Cookie: `locale=${path.startsWith(`/${other}`) ? other : 'en'}` }, maxRedirects: 0 })
      expect.soft(res.status(), path).toBe(path === '/no-such-page' ? 404 : 200)
      expect.soft(await markupErrors(await res.text()), `html-validate on ${tenant.id} ${path}`).toEqual([])
    }
  })
}
