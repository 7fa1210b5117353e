// The site's navigation with the item the current page belongs to, worked out once for every theme.
import { useLocation } from '@remix-run/react'
import { LocaleLink } from '~/components/locale-link'
import { useSiteNav } from '~/components/site-nav'
import { isActivePath } from '~/utils/contact-links'
import { splitLocalePrefix } from '~/domain/locales'
import type { NavItem, SiteNav } from '../contract'

export function useNav(): SiteNav {
  const nav = useSiteNav()
  const { rest } = splitLocalePrefix(useLocation().pathname)
  const browse = nav.primary.find((item) => item.key === 'experiences' || item.key === 'things-to-do')!
  return { ...nav, browse, active: nav.primary.find((item) => isActivePath(rest, item.to))?.key }
}

type Props = { items: NavItem[]; active?: string; className?: string; itemClassName?: string; linkClassName: string }

/** A list of nav links; the current page's item carries aria-current="page" (style it with aria-[current=page]:). */
export function NavList({ items, active, className, itemClassName, linkClassName }: Props) {
  return (
    <ul className={className || undefined}>
      {items.map((item) => (
        <li key={item.key} className={itemClassName}>
          <LocaleLink to={item.to} aria-current={item.key === active ? 'page' : undefined} className={linkClassName}>
            {item.label}
          </LocaleLink>
        </li>
      ))}
    </ul>
  )
}
