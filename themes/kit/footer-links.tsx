// The footer's link groups (company, support, legal), each a labelled nav; the theme styles them. A link's box is
// `.footer-link` (app/tailwind.css), the theme's classes add its look: ~8 links in every page's footer.
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '~/components/locale-link'
import type { NavItem, SiteNav } from '../contract'
import { cx } from './cx'

type Classes = { title: string; link: string; group?: string; last?: string }

export function FooterLinkGroups({ nav, classes }: { nav: SiteNav; classes: Classes }) {
  const { t } = useTranslation()
  const groups: [string, NavItem[]][] = [
    [t('footer.company'), nav.company],
    [t('footer.support'), nav.support],
    [t('footer.legal'), nav.legal],
  ]
  return groups.map(([title, items], i) =>
    items.length === 0 ? null : (
      <nav key={title} aria-label={title} className={cx(classes.group, i === groups.length - 1 && classes.last) || undefined}>
        <h2 className={classes.title}>{title}</h2>
        <ul className="mt-4 space-y-1">
          {items.map((item) => (
            <li key={item.key}>
              <LocaleLink to={item.to} className={`footer-link ${classes.link}`}>
                {item.label}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
    ),
  )
}
