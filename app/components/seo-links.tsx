// Canonical, alternates (with x-default), rel=prev/next and og:locale for the current URL, all on the
// tenant's canonical origin. The canonical keeps ?page=N (N > 1) — each page of a listing is its own
// document — and drops filters, sort and anything else, which only re-order or narrow the same items.
import { useLocation, useMatches } from '@remix-run/react'
import { useRootData } from '~/hooks/root-data'
import { LOCALE_INFO, localizePath, splitLocalePrefix, type Locale } from '~/domain/locales'
import type { PageSeo } from '~/domain/page-seo'

type SeoLinkSet = {
  canonical: string
  alternates: { hrefLang: string; href: string }[]
  prev: string | null
  next: string | null
}

/**
 * What a page can say about its own languages (tenant content, decision 027): `locales` it is written in — the
 * only alternates — and, when the visitor's language is not one of them, `canonicalLocale` for the copy shown.
 */
export type { PageSeo } from '~/domain/page-seo'

export function seoLinkSet(input: {
  origin: string
  pathname: string
  search: string
  locale: Locale
  locales: readonly Locale[]
  pageCount?: number
  page?: PageSeo
}): SeoLinkSet {
  const origin = input.origin.replace(/\/$/, '')
  const { rest } = splitLocalePrefix(input.pathname)
  const raw = new URLSearchParams(input.search).get('page') ?? ''
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  const at = (locale: Locale, p: number) => origin + localizePath(rest, locale) + (p > 1 ? `?page=${p}` : '')
  const pageCount = input.pageCount ?? 0
  const written = input.page?.locales ? input.locales.filter((l) => input.page!.locales!.includes(l)) : input.locales
  const xDefault: Locale = written.includes('en') ? 'en' : (written[0] ?? 'en')
  return {
    canonical: at(input.page?.canonicalLocale ?? input.locale, page),
    alternates: [
      ...written.map((l) => ({ hrefLang: l, href: at(l, page) })),
      { hrefLang: 'x-default', href: at(xDefault, page) },
    ],
    prev: pageCount > 0 && page > 1 && page <= pageCount ? at(input.locale, page - 1) : null,
    next: pageCount > 0 && page < pageCount ? at(input.locale, page + 1) : null,
  }
}

/** The leaf route's `listing.pageCount` (or `pageCount`), when the current page is paginated, and its `seo`. */
function useLeafSeo(): { pageCount?: number; page?: PageSeo } {
  const matches = useMatches()
  const data = matches[matches.length - 1]?.data as { listing?: { pageCount?: unknown }; pageCount?: unknown; seo?: PageSeo } | null | undefined
  const count = data?.listing?.pageCount ?? data?.pageCount
  return { pageCount: typeof count === 'number' && Number.isFinite(count) ? count : undefined, page: data?.seo }
}

export function SeoLinks() {
  const root = useRootData()
  const { pathname, search } = useLocation()
  const { pageCount, page } = useLeafSeo()
  if (!root) return null
  const current = root.locale as Locale
  const links = seoLinkSet({ origin: root.tenant.canonicalOrigin, pathname, search, locale: current, locales: root.tenant.locales, pageCount, page })
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
      {links.alternates
        .flatMap((a) => (a.hrefLang !== 'x-default' && a.hrefLang !== current ? [a.hrefLang as Locale] : []))
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocale(l)} />
        ))}
      <meta property="og:site_name" content={root.tenant.name} />
      <meta property="og:url" content={links.canonical} />
    </>
  )
}
