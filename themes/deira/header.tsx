// The deira header: the gold utility bar, then the logo centred between the two halves of the nav. Over the
// home hero both float transparently (CSS :has on the frame, so it holds before hydration); everywhere else
// they sit on the night-brown band. The whole bar is the main-nav landmark, since the nav is split around the logo.
import { useTranslation } from 'react-i18next'
import type { HeaderProps, NavItem } from '../contract'
import { HeaderActions, LocaleLink, NavList } from '../kit'
import { Brand } from './brand'
import type { DeiraThemeOptions } from './options'
import { UtilityBar } from './utility-bar'

const BUTTON = 'size-11 place-items-center rounded-full text-primary-fg transition-colors hover:bg-white/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-accent'

export function Header({ tenant, nav, MobileMenu }: HeaderProps<DeiraThemeOptions>) {
  const { t } = useTranslation()
  const half = Math.ceil(nav.primary.length / 2)
  return (
    // One banner landmark for the utility bar and the bar: its phone and WhatsApp links are site chrome too.
    <header className="relative z-30 [&_:focus-visible]:outline-accent group-has-[[data-deira-hero]]/deira:absolute group-has-[[data-deira-hero]]/deira:inset-x-0 group-has-[[data-deira-hero]]/deira:top-0">
      <UtilityBar tenant={tenant} />
      <div className="bg-[var(--deira-night)] text-primary-fg group-has-[[data-deira-hero]]/deira:bg-gradient-to-b group-has-[[data-deira-hero]]/deira:from-black/55 group-has-[[data-deira-hero]]/deira:to-transparent">
        <nav aria-label={t('nav.main')} className="relative mx-auto grid h-20 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 sm:px-6 lg:h-24 lg:px-8">
          <div className="flex items-center">
            <MobileMenu tenant={tenant} nav={nav} />
            <Half items={nav.primary.slice(0, half)} active={nav.active} />
          </div>
          <LocaleLink to="/" className="rounded-sm px-1 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent">
            <Brand tenant={tenant} />
          </LocaleLink>
          <div className="flex items-center justify-end gap-2">
            <Half items={nav.primary.slice(half)} active={nav.active} />
            {/* The centred logo leaves no room for a field: a search button at every width, its panel (as wide as
                the window) under the bar. */}
            <HeaderActions
              tone="dark"
              // The switchers sit in the utility bar from xl up (utility-bar.tsx), in the phone menu below it.
              search={{ panel: 'border-t border-accent/40 bg-[var(--deira-night)] shadow-[0_0_0_100vmax_var(--deira-night)] [clip-path:inset(0_-100vmax)] lg:py-5' }}
              switchersClassName={null}
              buttonClassName={`grid ${BUTTON}`}
              accountClassName={`hidden sm:grid ${BUTTON}`}
              iconClassName="size-5"
              strokeWidth={1.5}
            />
          </div>
        </nav>
      </div>
    </header>
  )
}

/** One half of the primary nav, either side of the logo, from xl up (the phone menu covers the rest). */
function Half({ items, active }: { items: NavItem[]; active: string | undefined }) {
  return <NavList items={items} active={active} className="hidden items-center gap-1 xl:flex" linkClassName="dr-nav-link" />
}
