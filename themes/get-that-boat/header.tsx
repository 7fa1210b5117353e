// The get-that-boat header: a navy bar, logo left, wide-tracked capitals for the nav, and the
// "Book a boat" pill on the right; a sea-blue rule underneath.
import { useTranslation } from 'react-i18next'
import type { HeaderProps } from '../contract'
import { HeaderActions, LocaleLink, NavList } from '../kit'
import { BookLink } from './book-link'
import { Brand } from './brand'
import type { GetThatBoatThemeOptions } from './options'

export function Header({ tenant, nav, MobileMenu }: HeaderProps<GetThatBoatThemeOptions>) {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-30 [&_:focus-visible]:outline-accent border-b-4 border-accent bg-primary text-primary-fg">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:h-20 lg:px-8 xl:gap-4 2xl:gap-6">
        <LocaleLink to="/" className="min-w-0 rounded-full xl:shrink-0 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent">
          <Brand tenant={tenant} />
        </LocaleLink>

        <nav aria-label={t('nav.main')} className="ml-auto hidden xl:block">
          {/* The logo already leads home; the desktop bar keeps its room for the catalogue and the pill. */}
          <NavList items={nav.primary.filter((item) => item.key !== 'home')} active={nav.active} className="flex items-center" linkClassName="gtb-nav-link" />
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-3 xl:ml-0 xl:gap-2 2xl:gap-3">
          {/* Laptop widths (1280-1440) hold the name whole, the nav, the switchers side by side and the pill in one row
              only with a search button; the field comes back from 2xl. */}
          <HeaderActions
            tone="dark"
            search={{ field: 'hidden w-48 2xl:flex', toggle: '2xl:hidden', panel: 'top-[calc(100%+4px)] bg-primary shadow-xl' }}
            switchersClassName="hidden shrink-0 items-center gap-2 xl:flex"
            switcherClassName="rounded-full border-white/25 px-3 text-xs font-bold uppercase tracking-[0.12em] hover:border-accent hover:text-accent"
            buttonClassName="grid size-11 place-items-center rounded-full text-white transition-colors hover:bg-white/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
            iconClassName="size-5"
          />
          <BookLink className="hidden sm:inline-flex" />
          <MobileMenu tenant={tenant} nav={nav} />
        </div>
      </div>
    </header>
  )
}
