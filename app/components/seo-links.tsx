// Canonical, alternates (with x-default) and og:locale for the current URL, built from the canonical origin.
import { useLocation } from '@remix-run/react'
import { useRootData } from '~/utils/root-data'
import { LOCALE_INFO, localizePath, splitLocalePrefix, type Locale } from '~/utils/locales'

export function SeoLinks() {
  const root = useRootData()
  const { pathname } = useLocation()
  if (!root) return null
  const origin = root.tenant.canonicalOrigin.replace(/\/$/, '')
  const { rest } = splitLocalePrefix(pathname)
  const href = (locale: Locale) => origin + localizePath(rest, locale)
  const current = root.locale as Locale
  return (
    <>
      <link rel="canonical" href={href(current)} />
      {root.tenant.locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={href(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
      <meta property="og:locale" content={LOCALE_INFO[current].iso.replace('-', '_')} />
      {root.tenant.locales
        .filter((l) => l !== current)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={LOCALE_INFO[l].iso.replace('-', '_')} />
        ))}
      <meta property="og:site_name" content={root.tenant.name} />
      <meta property="og:url" content={href(current)} />
    </>
  )
}
