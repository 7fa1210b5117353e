// The three header: the wordmark centred, the 24/7 line on its left and the controls on its right, the nav
// on its own row beneath (desktop); on phones the menu, the wordmark and the cart share one row.
import { useTranslation } from 'react-i18next'
import type { HeaderProps, MobileMenuProps, PublicTenant } from '../contract'
import { Brand as KitLogo, CallLink, HeaderActions, LocaleLink, MobileMenu as KitMobileMenu, NavList } from '../kit'
import type { ThreeThemeOptions } from './options'

const ROUND = 'grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary'
const PILL = 'flex min-h-12 items-center justify-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink'

/** The logo, or a small balloon beside the name in Lora. */
export function Brand({ tenant, light = false }: { tenant: PublicTenant; light?: boolean }) {
  return (
    <KitLogo tenant={tenant} logo={{ className: 'mx-auto h-10 w-auto', width: 200, height: 40 }}>
      <span className="inline-flex items-center gap-2 sm:gap-2.5">
        <svg aria-hidden viewBox="0 0 24 30" className="h-7 w-auto shrink-0 sm:h-8">
          <Balloon envelope="var(--color-accent)" stripe="var(--three-rose)" />
        </svg>
        <span className={`font-heading text-lg font-semibold leading-tight tracking-tight sm:text-2xl ${light ? 'text-primary-fg' : 'text-ink'}`}>{tenant.name}</span>
      </span>
    </KitLogo>
  )
}

export function Header({ tenant, nav, MobileMenu }: HeaderProps<ThreeThemeOptions>) {
  const { t } = useTranslation()
  return (
    <header className="relative z-30 border-b border-line bg-surface">
      <div className="relative mx-auto flex max-w-7xl items-center gap-1 px-3 py-2 sm:px-6 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:gap-6 lg:px-8 lg:pt-5">
        <div className="flex items-center">
          <MobileMenu tenant={tenant} nav={nav} />
          <CallLink tenant={tenant} number className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-muted hover:text-ink lg:inline-flex" iconClassName="size-4 text-[var(--three-rose)]" />
        </div>
        <LocaleLink to="/" className="min-w-0 flex-1 rounded-full px-2 text-center focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
          <Brand tenant={tenant} />
        </LocaleLink>
        <div className="flex items-center justify-end gap-1">
          <HeaderActions search={{ field: 'hidden w-48 xl:flex', toggle: 'xl:hidden', panel: 'rounded-b-card bg-surface shadow-xl' }} switchersClassName="hidden items-center gap-2 lg:flex" switcherClassName="rounded-full border-line bg-surface px-3 hover:border-primary" buttonClassName={ROUND} accountClassName={`hidden sm:grid ${ROUND}`} iconClassName="size-5" />
        </div>
      </div>
      <nav aria-label={t('nav.main')} className="hidden pb-3 pt-2 lg:block">
        <NavList items={nav.primary} active={nav.active} className="flex items-center justify-center gap-2" linkClassName="block rounded-full px-4 py-2 text-[0.9375rem] font-medium text-ink/80 transition-colors hover:bg-surface-alt hover:text-ink aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg" />
      </nav>
    </header>
  )
}

/** The kit's phone menu as a rounded sheet under the bar, links in Lora. */
export function MobileMenu(props: MobileMenuProps) {
  const classes = {
    root: 'lg:hidden',
    summary: 'rounded-full text-ink hover:bg-surface-alt focus-visible:outline-primary',
    panel: 'top-full mx-3 mt-1 max-h-[calc(100dvh-5rem)] rounded-card bg-surface-alt px-5 pb-6 pt-3 shadow-2xl ring-1 ring-line',
    item: 'border-b border-line last:border-0',
    link: 'flex min-h-14 items-center font-heading text-xl text-ink aria-[current=page]:text-[var(--three-rose)]',
    contact: 'mt-4 grid grid-cols-2 gap-3',
    call: PILL, callIcon: 'size-4 text-[var(--three-rose)]',
    whatsapp: PILL, whatsappIcon: 'size-4 text-success',
    switchers: 'mt-5 flex flex-wrap gap-3',
  }
  return <KitMobileMenu {...props} whatsappLabel="WhatsApp" classes={classes} />
}

// The hero draws the same balloon; each keeps its own copy, so that the hero stays a chunk of its own (a header
// importing from it kept it in the theme's chunk, and a module shared by the two made the theme's chunk lose its
// name in the build manifest).
/** One balloon in a 24 × 30 box: the envelope, its stripe and the basket. */
function Balloon({ envelope, stripe }: { envelope: string; stripe: string }) {
  return (
    <>
      <path d="M12 1C5.9 1 1 5.6 1 11.4c0 4.6 3.6 8.2 7 10.6h8c3.4-2.4 7-6 7-10.6C23 5.6 18.1 1 12 1Z" fill={envelope} />
      <path d="M12 1c-3 2.6-4.4 6.1-4.4 10.4 0 4.1 1.2 7.6 2.4 10.6h4c1.2-3 2.4-6.5 2.4-10.6C16.4 7.1 15 3.6 12 1Z" fill={stripe} />
      <path d="M8.6 22.6 9.6 25M15.4 22.6 14.4 25" stroke="#3a1432" strokeWidth="0.4" />
      <rect x="9.2" y="25" width="5.6" height="3.6" rx="0.8" fill="#3a1432" />
    </>
  )
}
