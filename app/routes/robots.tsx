// /robots.txt: everything public may be crawled; the sitemap is on the tenant's canonical origin.
import type { LoaderFunctionArgs } from '@remix-run/node'

export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.tenant.canonicalOrigin.replace(/\/$/, '')
  const body = ['User-agent: *', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /invoices', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
