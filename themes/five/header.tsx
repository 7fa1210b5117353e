// The five header: a big friendly wordmark and the yellow call pill on the first row; from the laptop up the nav
// runs below it as a row of pills on a sky band (the phone menu covers smaller screens).
import { Sun, Brand, CallLink, HeaderActions, LocaleLink, NavList } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeaderProps, PublicTenant } from '../contract'
import type { FiveThemeOptions } from './options'

const ROUND = 'size-11 place-items-center rounded-full hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary'
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

export function Header({ tenant, nav, MobileMenu }: HeaderProps<FiveThemeOptions>) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  return (
    <header className="sticky top-0 z-30 bg-surface shadow-[0_6px_24px_-16px_rgb(21_35_71/0.5)]">
      <div className="relative mx-auto flex h-20 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <LocaleLink to="/" className={`mr-auto min-w-0 rounded-full ${FOCUS}`}>
          <Wordmark tenant={tenant} />
        </LocaleLink>
        <HeaderActions
          search={{ field: 'hidden w-56 xl:flex', toggle: 'xl:hidden', panel: 'rounded-b-card bg-surface shadow-xl' }}
          switchersClassName="hidden items-center gap-2 lg:flex"
          switcherClassName="h-10 rounded-full border-2 border-line bg-surface px-3 font-bold hover:border-primary hover:text-primary"
          buttonClassName={`grid ${ROUND}`}
          accountClassName={`hidden sm:grid ${ROUND}`}
          iconClassName="size-6"
        />
        <CallLink tenant={tenant} className={`flex size-11 shrink-0 items-center justify-center gap-2 sm:w-auto sm:px-5 ${SUN_PILL}`} iconClassName="size-5 shrink-0" strokeWidth={2.5}>
          <span className="sr-only sm:not-sr-only">{tt('header.call')}</span>
          <span dir="ltr" className="hidden xl:inline">{tenant.contact.phone}</span>
        </CallLink>
        <MobileMenu tenant={tenant} nav={nav} />
      </div>
      <nav aria-label={t('nav.main')} className="hidden bg-surface-alt lg:block">
        <NavList
          items={nav.primary}
          active={nav.active}
          className="mx-auto flex max-w-7xl justify-center gap-2 px-8 py-2"
          linkClassName={`block rounded-full px-5 py-2 font-bold hover:bg-[var(--five-sun)] aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg ${FOCUS}`}
        />
      </nav>
    </header>
  )
}

export const SUN_PILL = `rounded-full bg-accent font-extrabold text-accent-fg shadow-[0_4px_0_#d9a400] transition hover:-translate-y-0.5 motion-reduce:transition-none ${FOCUS}`

/** The tenant's logo, or a sun in a yellow disc beside the name in heavy rounded type (two lines on phones). */
export function Wordmark({ tenant }: { tenant: PublicTenant }) {
  return (
    <Brand tenant={tenant} logo={{ className: 'h-12 w-auto', width: 192, height: 48 }}>
      <span className="flex items-center gap-2.5">
        <Sun aria-hidden className="size-11 shrink-0 -rotate-12 rounded-full bg-accent p-2 sm:size-12" strokeWidth={2.5} />
        <span className="line-clamp-2 font-heading text-lg font-black leading-[1.05] tracking-tight sm:text-2xl lg:text-[1.75rem]">{tenant.name}</span>
      </span>
    </Brand>
  )
}
