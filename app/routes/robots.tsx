// /robots.txt: everything public may be crawled (search pages too: they say noindex themselves, which a
// crawler can only read if it may fetch them); private flows are closed in every locale the tenant has.
// The sitemap is on the tenant's canonical origin.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { localizePath } from '~/domain/locales'

const PRIVATE = ['/cart', '/checkout', '/invoices', '/orders', '/account', '/auth']

export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.tenant.canonicalOrigin.replace(/\/$/, '')
  const disallow = context.tenant.locales.flatMap((locale) => PRIVATE.map((p) => `Disallow: ${localizePath(p, locale)}`))
  const body = ['User-agent: *', 'Allow: /', ...disallow, 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
