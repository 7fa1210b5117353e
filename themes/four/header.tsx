// The four header: compact and white under a thin alpine-green rule; the mark and name, the nav beside them
// with a green underline on the current page, the controls on the right.
import { MountainSnow, Brand as KitLogo, HeaderActions, LocaleLink, NavList } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeaderProps, PublicTenant } from '../contract'
import type { FourThemeOptions } from './options'

/** The logo, or a green square with a peak beside the name. */
export function Brand({ tenant, light = false }: { tenant: PublicTenant; light?: boolean }) {
  return (
    <KitLogo tenant={tenant} logo={{ className: 'h-8 w-auto', width: 160, height: 32 }}>
      <span className="flex items-center gap-2.5">
        <span aria-hidden className="grid size-8 shrink-0 place-items-center bg-accent text-accent-fg">
          <MountainSnow className="size-5" strokeWidth={1.75} />
        </span>
        <span className={`text-lg font-bold leading-none tracking-[-0.02em] ${light ? 'text-white' : 'text-ink'}`}>{tenant.name}</span>
      </span>
    </KitLogo>
  )
}

export function Header({ tenant, nav, MobileMenu }: HeaderProps<FourThemeOptions>) {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-30 border-b border-line border-t-[3px] border-t-accent bg-surface [&_:focus-visible]:outline-accent [&_[role=search]_:is(.hs-field,.hs-submit)]:rounded-none">
      <div className="relative mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 lg:gap-8 sm:px-6 lg:px-8">
        <LocaleLink to="/" className="shrink-0 focus-visible:outline-2 focus-visible:outline-offset-4">
          <Brand tenant={tenant} />
        </LocaleLink>
        <nav aria-label={t('nav.main')} className="hidden self-stretch lg:block">
          <NavList items={nav.primary} active={nav.active} className="flex h-full" linkClassName="fr-nav-link" />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <HeaderActions search={{ field: 'hidden w-56 xl:flex', toggle: 'xl:hidden', panel: 'border-b border-line bg-surface shadow-lg' }} switchersClassName="hidden items-center gap-1 lg:flex" switcherClassName="h-10 rounded-none border-0 border-b-2 border-transparent px-2 hover:border-primary hover:bg-surface-alt" buttonClassName="grid size-10 place-items-center text-ink hover:bg-surface-alt focus-visible:outline-2" iconClassName="size-5" strokeWidth={1.75} />
          <MobileMenu tenant={tenant} nav={nav} />
        </div>
      </div>
    </header>
  )
}
