// The six header: an ivory bar with a hairline, the name in wide capitals on the left, two or three quiet links
// in the middle (the name leads home, the blog waits in the footer), the actions with thin icons on the right.
import { useTranslation } from 'react-i18next'
import type { HeaderProps, PublicTenant } from '../contract'
import { Brand, HeaderActions, LocaleLink, NavList } from '../kit'
import type { SixThemeOptions } from './options'

const ICON = 'size-11 place-items-center text-ink transition-colors hover:text-[var(--six-gold-ink)] focus-visible:outline-2 focus-visible:outline-ink'

export function Header({ tenant, nav, MobileMenu }: HeaderProps<SixThemeOptions>) {
  const { t } = useTranslation()
  return (
    <header className="relative z-30 border-b border-line bg-surface">
      <div className="relative mx-auto flex h-20 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-24 lg:px-10">
        <LocaleLink to="/" className="mr-auto focus-visible:outline-2 focus-visible:outline-offset-8 focus-visible:outline-ink lg:mr-0">
          <Name tenant={tenant} />
        </LocaleLink>
        <nav aria-label={t('nav.main')} className="hidden flex-1 justify-center lg:flex">
          <NavList
            items={nav.primary.filter((item) => item.key !== 'home' && item.key !== 'blog')}
            active={nav.active}
            className="flex gap-6 xl:gap-10"
            linkClassName="whitespace-nowrap border-b border-transparent py-2 text-xs font-semibold uppercase tracking-[0.2em] xl:tracking-[0.28em] text-ink hover:border-accent focus-visible:outline-2 focus-visible:outline-ink aria-[current=page]:border-accent"
          />
        </nav>
        <HeaderActions
          search={{ panel: 'border-y border-line bg-surface' }}
          switchersClassName="hidden items-center gap-4 lg:flex"
          switcherClassName="h-8 rounded-none border-0 border-b border-ink/25 px-0.5 text-[0.6875rem] font-normal uppercase tracking-[0.28em] hover:border-[var(--six-gold-ink)] hover:text-[var(--six-gold-ink)]"
          buttonClassName={`grid ${ICON}`}
          accountClassName={`hidden sm:grid ${ICON}`}
          iconClassName="size-5"
          strokeWidth={1.25}
        />
        <MobileMenu tenant={tenant} nav={nav} />
      </div>
    </header>
  )
}

/** The logo, or the name in spaced capitals over a short champagne rule. */
export function Name({ tenant, tone = 'text-ink' }: { tenant: PublicTenant; tone?: string }) {
  return (
    <Brand tenant={tenant} logo={{ className: 'h-10 w-auto', width: 160, height: 40 }}>
      <span className={`block font-heading text-sm font-medium uppercase tracking-[0.42em] sm:text-base ${tone}`}>
        {tenant.name}
        <span aria-hidden className="mt-2 block h-px w-10 bg-accent" />
      </span>
    </Brand>
  )
}
