// The transparent header: brand left, nav and controls right. Over the home hero it is see-through with white text
// until the visitor scrolls; after that, on other pages, with the phone menu open and without scripting (nothing would
// turn it solid on scroll) it is the solid bar with a shadow. Only colours change, never its size: nothing moves.
import { Compass, Brand, HeaderActions, LocaleLink, NavList } from '../kit'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { HeaderProps } from '../contract'
import type { TransparentThemeOptions } from './options'

// Over the hero (the frame :has() one, so it holds before hydration), at the top, with the phone menu shut.
const CLEAR = '[@media(scripting:enabled)]:group-has-[[data-tp-hero]]/tp:data-top:not-has-[[open]]:bg-transparent [@media(scripting:enabled)]:group-has-[[data-tp-hero]]/tp:data-top:not-has-[[open]]:text-white [@media(scripting:enabled)]:group-has-[[data-tp-hero]]/tp:data-top:not-has-[[open]]:shadow-none'
const BUTTON = 'grid size-11 place-items-center rounded-full transition-colors hover:bg-current/10 focus-visible:outline-2'

const onScroll = (change: () => void) => {
  window.addEventListener('scroll', change, { passive: true })
  return () => window.removeEventListener('scroll', change)
}

export function Header({ tenant, nav, MobileMenu }: HeaderProps<TransparentThemeOptions>) {
  const { t } = useTranslation()
  return (
    <header
      // At the top of the page until it scrolls a little; the server and the first paint assume the top.
      data-top={useSyncExternalStore(onScroll, () => window.scrollY < 24, () => true) ? '' : undefined}
      className={`sticky top-0 z-30 bg-surface text-ink shadow-[0_1px_0_var(--color-line),0_10px_30px_-18px_rgb(12_27_44/0.45)] transition-[background-color,color,box-shadow] duration-300 [&_:focus-visible]:outline-current motion-reduce:transition-none group-has-[[data-tp-hero]]/tp:fixed group-has-[[data-tp-hero]]/tp:inset-x-0 ${CLEAR}`}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:h-20 lg:gap-4 lg:px-8">
        <LocaleLink to="/" className="mr-auto rounded-control focus-visible:outline-2 focus-visible:outline-offset-4">
          <Brand tenant={tenant} logo={{ className: 'h-9 w-auto', width: 160, height: 36 }}>
            <span className="flex items-center gap-2 text-xl font-extrabold sm:whitespace-nowrap tracking-tight sm:text-2xl"><Compass aria-hidden className="size-7 text-accent" strokeWidth={2.25} />{tenant.name}</span>
          </Brand>
        </LocaleLink>
        {/* The brand leads home, so the bar keeps its room for the rest, in Russian too. */}
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <NavList items={nav.primary.filter((item) => item.key !== 'home')} active={nav.active} className="flex items-center" linkClassName="tp-nav-link" />
        </nav>
        <div className="flex items-center gap-1 lg:border-l lg:border-current/20 lg:pl-3 [&_summary]:text-inherit">
          {/* The switchers take the bar's colour: white over the hero, ink on the solid bar. */}
          <HeaderActions search={{ field: 'hidden w-52 xl:flex', toggle: 'xl:hidden' }} buttonClassName={BUTTON} iconClassName="size-[1.375rem]"
            switchersClassName="hidden items-center gap-1 lg:flex" switcherClassName="border-transparent text-inherit hover:border-current/40" />
          <MobileMenu tenant={tenant} nav={nav} />
        </div>
      </div>
    </header>
  )
}
