// The default theme's header: a white sticky bar with the logo left, primary nav centred, actions right.
import { useLocation } from '@remix-run/react'
import { Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AccountLink } from '~/components/account-link'
import { CartLink } from '~/components/cart-link'
import { LocaleLink } from '~/components/locale-link'
import { CurrencySwitcher } from '~/components/currency-switcher'
import { HeaderSearch, HeaderSearchToggle, useHeaderSearchShown } from '~/components/header-search'
import { LocaleSwitcher } from '~/components/locale-switcher'
import { useSiteNav } from '~/components/site-nav'
import { splitLocalePrefix } from '~/utils/locales'
import type { PublicTenant } from '../contract'
import { Brand } from './brand'
import { isActivePath, telHref } from '~/utils/contact-links'
import { MobileMenu } from './mobile-menu'

export function Header({ tenant, compact }: { tenant: PublicTenant; compact: boolean }) {
  const { t } = useTranslation()
  const nav = useSiteNav()
  const { rest } = splitLocalePrefix(useLocation().pathname)
  const active = nav.primary.find((item) => isActivePath(rest, item.to))?.key
  // Where the header carries the search, the 24/7 number gives it the room (it stays in the menu and footer).
  const searchShown = useHeaderSearchShown()

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className={`relative mx-auto flex max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8 ${compact ? 'h-14' : 'h-16 lg:h-[4.5rem]'}`}>
        <LocaleLink to="/" className="shrink-0 rounded-control focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
          <Brand tenant={tenant} size={compact ? 'sm' : 'md'} />
        </LocaleLink>

        <nav aria-label={t('nav.main')} className="hidden flex-1 justify-center lg:flex">
          <ul className="flex items-center gap-1">
            {nav.primary.map((item) => (
              <li key={item.key}>
                <LocaleLink
                  to={item.to}
                  aria-current={item.key === active ? 'page' : undefined}
                  className="relative whitespace-nowrap rounded-control px-3 py-2 text-[0.9375rem] font-medium text-ink/80 transition-colors hover:bg-surface-alt hover:text-ink focus-visible:outline-2 focus-visible:outline-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                >
                  {item.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          <HeaderSearch className="hidden w-48 xl:flex" />
          <HeaderSearchToggle className="xl:hidden" />
          <a
            href={telHref(tenant.contact.phone)}
            className={`hidden items-center gap-2 whitespace-nowrap rounded-control px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary ${searchShown ? '' : 'xl:inline-flex'}`}
          >
            <Phone aria-hidden className="size-4 text-primary" />
            <span className="flex flex-col leading-tight">
              <span className="text-[0.6875rem] font-medium uppercase tracking-wide text-muted">{t('footer.support247')}</span>
              {tenant.contact.phone}
            </span>
          </a>
          <div className="hidden items-center gap-2 lg:flex">
            <LocaleSwitcher tone="light" />
            <CurrencySwitcher tone="light" />
          </div>
          <AccountLink className="grid size-11 place-items-center rounded-control text-ink hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary" />
          <CartLink className="grid size-11 place-items-center rounded-control text-ink hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary" />
          <MobileMenu tenant={tenant} nav={nav} activeKey={active} />
        </div>
      </div>
    </header>
  )
}
