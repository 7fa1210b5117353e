// Checks a sitemap the way a crawler reads it: the sitemaps.org XSD for the protocol's own elements, and
// the xhtml:link alternates (another namespace, which the standard XSD cannot check) on their own.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { validateXML } from 'xmllint-wasm'

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures')

export type SitemapUrl = { loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] }

/** XSD validation errors (empty when valid) against tests/fixtures/sitemap.xsd or siteindex.xsd. */
export async function xsdErrors(xml: string, schema: 'sitemap' | 'siteindex' = 'sitemap'): Promise<string[]> {
  const xsd = await readFile(path.join(FIXTURES, `${schema}.xsd`), 'utf8')
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: `${schema}.xsd`, contents: xsd }] })
  return result.valid ? [] : result.errors.map((e) => e.rawMessage)
}

/** The document without its xhtml:link elements (and their namespace declaration). */
export function stripAlternates(xml: string): string {
  return xml.replace(/<xhtml:link\b[^>]*\/>/g, '').replace(/\s+xmlns:xhtml="[^"]*"/, '')
}

export function parseUrls(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: unescape(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: [...body.matchAll(/<xhtml:link\s+rel="alternate"\s+hreflang="([^"]*)"\s+href="([^"]*)"\s*\/>/g)].map(([, hreflang = '', href = '']) => ({
      hreflang,
      href: unescape(href),
    })),
  }))
}

/** Problems with the alternates of each url: one per locale plus x-default, valid codes, same origin. */
/**
 * Every url lists itself among its alternates, on the origin, with valid hreflangs and an x-default; the
 * alternates of a page are the same set from each of its languages (reciprocal). A page for which `partial`
 * says so (tenant content written in only some languages) may list a subset of the locales; any other page
 * lists them all.
 */
export function alternateProblems(urls: SitemapUrl[], locales: readonly string[], origin: string, partial: (loc: string) => boolean = () => false): string[] {
  const problems: string[] = []
  const expected = [...locales, 'x-default'].sort()
  const byLoc = new Map(urls.map((u) => [u.loc, u]))
  for (const url of urls) {
    const langs = url.alternates.map((a) => a.hreflang).sort()
    if (partial(url.loc)) {
      if (!langs.includes('x-default') || langs.some((l) => !expected.includes(l))) problems.push(`${url.loc}: hreflangs ${langs.join(',')} not within ${expected.join(',')}`)
    } else if (JSON.stringify(langs) !== JSON.stringify(expected)) problems.push(`${url.loc}: hreflangs ${langs.join(',')} ≠ ${expected.join(',')}`)
    for (const a of url.alternates) {
      if (a.hreflang !== 'x-default' && !/^[a-z]{2,3}(-[A-Z]{2})?$/.test(a.hreflang)) problems.push(`${url.loc}: bad hreflang ${a.hreflang}`)
      if (new URL(a.href).origin !== origin) problems.push(`${url.loc}: alternate ${a.href} is not on ${origin}`)
      const other = byLoc.get(a.href)
      if (a.hreflang !== 'x-default' && !other) problems.push(`${url.loc}: alternate ${a.href} is not itself in the sitemap`)
      if (other && JSON.stringify(other.alternates.map((x) => x.href).sort()) !== JSON.stringify(url.alternates.map((x) => x.href).sort())) {
        problems.push(`${url.loc}: alternates differ from those of ${a.href}`)
      }
    }
    if (!url.alternates.some((a) => a.href === url.loc)) problems.push(`${url.loc}: not among its own alternates`)
  }
  return problems
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
