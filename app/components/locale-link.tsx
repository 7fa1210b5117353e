// <Link> that speaks the page's language: `to` is an unprefixed path, the locale prefix is added here.
import { Link, type LinkProps } from '@remix-run/react'
import { forwardRef } from 'react'
import { useRootData } from '~/hooks/root-data'
import { DEFAULT_LOCALE, localizePath, type Locale } from '~/domain/locales'

export function useLocalePath(): (path: string) => string {
  const locale = (useRootData()?.locale ?? DEFAULT_LOCALE) as Locale
  return (path) => (path.startsWith('/') ? localizePath(path, locale) : path)
}

export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocaleLink({ to, reloadDocument, ...rest }, ref) {
  const root = useRootData()
  const localize = useLocalePath()
  const path = typeof to === 'string' ? localize(to) : to
  // A tenant's per-path redirect rule is honoured by the server: send that navigation there as a document.
  const bare = typeof to === 'string' ? to.split(/[?#]/)[0] : undefined
  const ruled = bare !== undefined && (root?.redirectFrom ?? []).includes(bare)
  return <Link ref={ref} to={path} prefetch="intent" reloadDocument={reloadDocument || ruled} {...rest} />
})
