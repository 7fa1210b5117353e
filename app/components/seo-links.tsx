// Canonical, alternates (with x-default), rel=prev/next and og:locale for the current URL, all on the
// tenant's canonical origin. The canonical keeps ?page=N (N > 1) — each page of a listing is its own
// document — and drops filters, sort and anything else, which only re-order or narrow the same items.
import { useLocation, useMatches } from '@remix-run/react'
import { useRootData } from '~/utils/root-data'
import { LOCALE_INFO, localizePath, splitLocalePrefix, type Locale } from '~/utils/locales'

export type SeoLinkSet = {
  canonical: string
  alternates: { hrefLang: string; href: string }[]
  prev: string | null
  next: string | null
}

export function seoLinkSet(input: { origin: string; pathname: string; search: string; locale: Locale; locales: readonly Locale[]; pageCount?: number }): SeoLinkSet {
  const origin = input.origin.replace(/\/$/, '')
  const { rest } = splitLocalePrefix(input.pathname)
  const raw = new URLSearchParams(input.search).get('page') ?? ''
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  const at = (locale: Locale, p: number) => origin + localizePath(rest, locale) + (p > 1 ? `?page=${p}` : '')
  const pageCount = input.pageCount ?? 0
  return {
    canonical: at(input.locale, page),
    alternates: [
      ...input.locales.map((l) => ({ hrefLang: l, href: at(l, page) })),
      { hrefLang: 'x-default', href: at('en', page) },
    ],
    prev: pageCount > 0 && page > 1 && page <= pageCount ? at(input.locale, page - 1) : null,
    next: pageCount > 0 && page < pageCount ? at(input.locale, page + 1) : null,
  }
}

/** The leaf route's `listing.pageCount`, when the current page is a paginated listing. */
function usePageCount(): number | undefined {
  const matches = useMatches()
  const data = matches[matches.length - 1]?.data as { listing?: { pageCount?: unknown } } | null | undefined
  const count = data?.listing?.pageCount
  return typeof count === 'number' && Number.isFinite(count) ? count : undefined
}

export function SeoLinks() {
  const root = useRootData()
  const { pathname, search } = useLocation()
  const pageCount = usePageCount()
  if (!root) return null
  const current = root.locale as Locale
  const links = seoLinkSet({ origin: root.tenant.canonicalOrigin, pathname, search, locale: current, locales: root.tenant.locales, pageCount })
  const ogLocale = (l: Locale) => LOCALE_INFO[l].iso.replace('-', '_')
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      {links.prev ? <link rel="prev" href={links.prev} /> : null}
      {links.next ? <link rel="next" href={links.next} /> : null}
      <meta property="og:locale" content={ogLocale(current)} />
      {root.tenant.locales
        .filter((l) => l !== current)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocale(l)} />
        ))}
      <meta property="og:site_name" content={root.tenant.name} />
      <meta property="og:url" content={links.canonical} />
    </>
  )
}
