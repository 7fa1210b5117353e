// The deira header: the logo centred between the two halves of the nav. Over the home hero it is
// transparent (the layout pins it on top); everywhere else it sits on the night-brown band. The whole bar
// is the main-nav landmark, since the nav is split around the logo.
import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountLink } from '~/components/account-link'
import { CartLink } from '~/components/cart-link'
import { LocaleLink } from '~/components/locale-link'
import { CurrencySwitcher } from '~/components/currency-switcher'
import { HeaderSearchToggle } from '~/components/header-search'
import { LocaleSwitcher } from '~/components/locale-switcher'
import { useSiteNav } from '~/components/site-nav'
import { splitLocalePrefix } from '~/utils/locales'
import type { PublicTenant } from '../contract'
import { Brand } from './brand'
import { isActivePath } from '~/utils/contact-links'
import { MobileMenu } from './mobile-menu'

type NavItem = { key: string; to: string; label: string }

export function Header({ tenant }: { tenant: PublicTenant }) {
  const { t } = useTranslation()
  const nav = useSiteNav()
  const { rest } = splitLocalePrefix(useLocation().pathname)
  const active = nav.primary.find((item) => isActivePath(rest, item.to))?.key
  const half = Math.ceil(nav.primary.length / 2)

  return (
    // The layout's <header> holds this bar and the utility bar above it, so both are in the banner landmark.
    <div className="bg-[var(--deira-night)] text-primary-fg group-has-[[data-deira-hero]]/deira:bg-gradient-to-b group-has-[[data-deira-hero]]/deira:from-black/55 group-has-[[data-deira-hero]]/deira:to-transparent">
      <nav aria-label={t('nav.main')} className="relative mx-auto grid h-20 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 sm:px-6 lg:h-24 lg:px-8">
        <div className="flex items-center">
          <MobileMenu tenant={tenant} items={nav.primary} activeKey={active} />
          <NavList items={nav.primary.slice(0, half)} active={active} />
        </div>

        <LocaleLink to="/" className="rounded-sm px-1 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent">
          <Brand tenant={tenant} />
        </LocaleLink>

        <div className="flex items-center justify-end gap-2">
          <NavList items={nav.primary.slice(half)} active={active} />
          {/* The centred logo leaves no room for a field: a search button at every width, its panel (as wide as the
              window) under the bar. */}
          <HeaderSearchToggle tone="dark" panelClassName="border-t border-accent/40 bg-[var(--deira-night)] shadow-[0_0_0_100vmax_var(--deira-night)] [clip-path:inset(0_-100vmax)] lg:py-5" panelTone="dark" />
          <div className="hidden xl:flex xl:flex-col xl:items-end xl:gap-1 xl:pl-2">
            <LocaleSwitcher tone="dark" />
            <CurrencySwitcher tone="dark" />
          </div>
          <AccountLink
            className="hidden size-11 place-items-center rounded-full sm:grid text-primary-fg transition-colors hover:bg-white/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
            iconClassName="size-5"
            strokeWidth={1.5}
          />
          <CartLink
            className="grid size-11 place-items-center rounded-full text-primary-fg transition-colors hover:bg-white/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
            iconClassName="size-5"
            strokeWidth={1.5}
          />
        </div>
      </nav>
    </div>
  )
}

/** One half of the primary nav, either side of the logo, from xl up (the phone menu covers the rest). */
function NavList({ items, active }: { items: NavItem[]; active: string | undefined }) {
  return (
    <ul className="hidden items-center gap-1 xl:flex">
      {items.map((item) => (
        <li key={item.key}>
          <LocaleLink
            to={item.to}
            aria-current={item.key === active ? 'page' : undefined}
            className="relative whitespace-nowrap px-3 py-2 text-xs font-medium uppercase tracking-[0.18em] text-primary-fg/85 transition-colors after:absolute after:inset-x-3 after:bottom-0.5 after:h-px after:scale-x-0 after:bg-accent after:transition-transform hover:text-accent hover:after:scale-x-100 focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:text-accent aria-[current=page]:after:scale-x-100"
          >
            {item.label}
          </LocaleLink>
        </li>
      ))}
    </ul>
  )
}
