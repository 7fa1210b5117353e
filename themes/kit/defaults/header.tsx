// The kit's header (the default theme wears it): a light sticky bar, brand left, primary nav centred, the
// header actions right; where the header has no search (the home page) the 24/7 number takes its room.
import { Phone } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { useHeaderSearchShown } from '~/components/header-search'
import { LocaleLink } from '~/components/locale-link'
import { telHref } from '~/utils/contact-links'
import type { HeaderProps } from '../../contract'
import { HeaderActions } from '../header-actions'
import { NavList } from '../nav'
import { KitBrand } from './brand'

// Component classes (`kit-*`, app/tailwind.css), as the nav links': the header is on every page.

export function KitHeader<O>({ tenant, nav, MobileMenu, compact = false }: HeaderProps<O> & { compact?: boolean }) {
  const { t } = useTranslation()
  const searchShown = useHeaderSearchShown()
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className={`relative mx-auto flex max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8 ${compact ? 'h-14' : 'h-16 lg:h-[4.5rem]'}`}>
        <LocaleLink to="/" className="kit-logo">
          <KitBrand tenant={tenant} size={compact ? 'sm' : 'md'} />
        </LocaleLink>
        <nav aria-label={t('nav.main')} className="hidden flex-1 justify-center lg:flex">
          <NavList
            items={nav.primary}
            active={nav.active}
            className="flex items-center gap-1"
            linkClassName="kit-nav-link"
          />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          <HeaderActions search={{ field: 'hidden w-48 xl:flex', toggle: 'xl:hidden' }} switchersClassName="hidden items-center gap-1 lg:flex" switcherClassName="border-transparent hover:border-transparent hover:bg-surface-alt" buttonClassName="kit-button">
            <a
              href={telHref(tenant.contact.phone)}
              // whitespace-nowrap in the markup: every tel: link says it there (tests/e2e/html-validity.ts).
              className={searchShown ? 'whitespace-nowrap kit-phone' : 'whitespace-nowrap kit-phone xl:inline-flex'}
            >
              <Phone aria-hidden className="size-4 text-primary" />
              <span className="flex flex-col leading-tight">
                <span className="kit-phone-label">{t('footer.support247')}</span>
                {tenant.contact.phone}
              </span>
            </a>
          </HeaderActions>
          <MobileMenu tenant={tenant} nav={nav} />
        </div>
      </div>
    </header>
  )
}
