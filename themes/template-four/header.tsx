// template-four's header: a near-black bar with the brand and the nav together on the left, the controls on
// the right; below lg the phone menu drops from the bar with the nav set large.
import { MoonStar, AccountMenuLinks, Brand, HeaderActions, LocaleLink, MobileMenu as KitMobileMenu, NavList } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeaderProps, MobileMenuProps } from '../contract'
import type { TemplateFourOptions } from './options'

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
const NAV_LINK = 't4-nav-link'
const ROUND = `size-11 place-items-center rounded-full text-ink transition-colors hover:bg-white/10 ${FOCUS}`

export function Header({ tenant, nav, MobileMenu }: HeaderProps<TemplateFourOptions>) {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-[var(--nj-night)]/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:h-20 lg:px-8 xl:gap-8">
        <LocaleLink to="/" className={`flex min-w-0 items-center gap-2 rounded-control ${FOCUS}`}>
          <Brand tenant={tenant} logo={{ className: 'h-8 w-auto', width: 140, height: 32 }}>
            <MoonStar aria-hidden className="size-6 shrink-0 text-primary" strokeWidth={2.5} />
            <span className="truncate font-heading text-base font-extrabold tracking-[-0.04em] text-ink sm:text-xl lg:text-base xl:text-xl">{tenant.name}</span>
          </Brand>
        </LocaleLink>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          {/* The brand leads home; the bar keeps its room for the rest of the nav and the controls. */}
          <NavList items={nav.primary.filter((i) => i.key !== 'home')} active={nav.active} className="flex items-center gap-5 xl:gap-6" linkClassName={NAV_LINK} />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderActions tone="dark" search={{ field: 'hidden w-56 xl:flex', toggle: 'xl:hidden', panel: 'border-b border-white/10 bg-[var(--nj-night)] shadow-2xl' }}
            switchersClassName="hidden items-center gap-2 lg:flex" switcherClassName="rounded-full border-white/15 bg-white/5 px-3 font-semibold hover:border-white/15 hover:bg-white/10" buttonClassName={`grid ${ROUND}`} accountClassName={`hidden sm:grid ${ROUND}`} iconClassName="size-5" />
          <MobileMenu tenant={tenant} nav={nav} />
        </div>
      </div>
    </header>
  )
}

const PILL = 'flex min-h-12 items-center justify-center gap-2 rounded-full text-sm font-bold'
const NIGHT_MENU = {
  root: 'lg:hidden',
  summary: `rounded-full text-ink hover:bg-white/10 ${FOCUS}`,
  panel: 'top-full max-h-[calc(100dvh-4rem)] border-b border-white/10 bg-[var(--nj-night)] px-5 pb-8 pt-3 shadow-2xl',
  link: 't4-menu-link',
  contact: 'mt-8 grid grid-cols-2 gap-3',
  call: `${PILL} bg-primary text-primary-fg`,
  callIcon: 'size-4',
  whatsapp: `${PILL} border border-white/25 text-ink`,
  whatsappIcon: 'size-4 text-success',
  switchers: 'mt-6 flex flex-wrap items-center gap-3',
}

/** The phone menu: the kit's, on the night bar, with the nav in the headline scale. */
export function MobileMenu(props: MobileMenuProps) {
  return (
    <KitMobileMenu {...props} tone="dark" whatsappLabel="WhatsApp" classes={NIGHT_MENU}>
      {/* Below sm the bar has no room for the account button. */}
      <AccountMenuLinks className="mt-6 flex min-h-11 w-full items-center gap-3 text-left font-semibold text-muted hover:text-ink sm:hidden" />
    </KitMobileMenu>
  )
}
