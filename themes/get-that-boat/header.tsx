// The get-that-boat header: a navy bar, logo left, wide-tracked capitals for the nav, and the
// "Book a boat" pill on the right; a sea-blue rule underneath.
import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountLink } from '~/components/account-link'
import { CartLink } from '~/components/cart-link'
import { LocaleLink } from '~/components/locale-link'
import { CurrencySwitcher } from '~/components/currency-switcher'
import { HeaderSearch, HeaderSearchToggle } from '~/components/header-search'
import { LocaleSwitcher } from '~/components/locale-switcher'
import { useSiteNav } from '~/components/site-nav'
import { splitLocalePrefix } from '~/utils/locales'
import type { PublicTenant } from '../contract'
import { BookLink } from './book-link'
import { Brand } from './brand'
import { isActivePath } from '~/utils/contact-links'
import { MobileMenu } from './mobile-menu'

export function Header({ tenant }: { tenant: PublicTenant }) {
  const { t } = useTranslation()
  const nav = useSiteNav()
  const { rest } = splitLocalePrefix(useLocation().pathname)
  const active = nav.primary.find((item) => isActivePath(rest, item.to))?.key

  return (
    <header className="sticky top-0 z-30 [&_:focus-visible]:outline-accent border-b-4 border-accent bg-primary text-primary-fg">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:h-20 lg:px-8">
        <LocaleLink to="/" className="min-w-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent">
          <Brand tenant={tenant} />
        </LocaleLink>

        <nav aria-label={t('nav.main')} className="ml-auto hidden xl:block">
          <ul className="flex items-center">
            {/* The logo already leads home; the desktop bar keeps its room for the catalogue and the pill. */}
            {nav.primary.filter((item) => item.key !== 'home').map((item) => (
              <li key={item.key}>
                <LocaleLink
                  to={item.to}
                  aria-current={item.key === active ? 'page' : undefined}
                  className="block whitespace-nowrap px-2 py-2 text-[0.6875rem] font-semibold uppercase tracking-[0.12em] text-white/85 min-[1400px]:px-3 min-[1400px]:text-xs min-[1400px]:tracking-[0.16em] transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:text-accent"
                >
                  {item.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-3 xl:ml-0">
          <HeaderSearch tone="dark" className="hidden w-48 xl:flex" />
          <HeaderSearchToggle tone="dark" className="xl:hidden" panelClassName="top-[calc(100%+4px)] bg-primary shadow-xl" panelTone="dark" />
          <div className="hidden xl:flex xl:flex-col xl:items-end xl:gap-1">
            <LocaleSwitcher tone="dark" />
            <CurrencySwitcher tone="dark" />
          </div>
          <AccountLink
            className="grid size-11 place-items-center rounded-full text-white transition-colors hover:bg-white/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
            iconClassName="size-5"
          />
          <CartLink
            className="grid size-11 place-items-center rounded-full text-white transition-colors hover:bg-white/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
            iconClassName="size-5"
          />
          <BookLink className="hidden sm:inline-flex" />
          <MobileMenu tenant={tenant} items={nav.primary} activeKey={active} />
        </div>
      </div>
    </header>
  )
}
