// /sitemap.xml: every public page of this tenant in each of its locales, with hreflang alternates
// (sitemaps.org 0.9 + xhtml:link), on the tenant's canonical origin only. Past PART_SIZE URLs it becomes
// a sitemap index whose parts are /sitemap.xml?part=N.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from '~/domain/zod'
import { listSitemapPages, renderSitemap } from '~/models/listing/sitemap.server'

/** URLs per file: well under the protocol's 50,000, so a file stays a few megabytes. */
const PART_SIZE = 10_000
const PartSchema = z.coerce.number().int().min(1).max(10_000).optional()

export async function loader({ context, request }: LoaderFunctionArgs) {
  const origin = context.tenant.canonicalOrigin.replace(/\/$/, '')
  const partParam = new URL(request.url).searchParams.get('part')
  const part = PartSchema.safeParse(partParam ?? undefined)
  if (!part.success) return plain(404, 'Not Found')

  const pages = await listSitemapPages(context)
  const xml = renderSitemap({ origin, locales: context.tenant.locales, pages, part: part.data, partSize: PART_SIZE })
  if (xml === null) return plain(404, 'Not Found')
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}

const plain = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
