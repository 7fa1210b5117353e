// The deira page frame. When the page opens with the deira hero, the utility bar and header are pinned
// over it (CSS :has, so it holds before hydration); elsewhere they stack above the content as usual.
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { LayoutProps } from '../contract'
import { Footer } from './footer'
import { Header } from './header'
import type { DeiraThemeOptions } from './options'
import { UtilityBar } from './utility-bar'

/** Every accent keeps AA contrast with the night-brown text (accent-fg) set on it, and on the night band. */
const ACCENTS: Record<DeiraThemeOptions['accent'], CSSProperties | undefined> = {
  gold: undefined, // the theme tokens, so a tenant's own branding colours still apply
  copper: { '--color-accent': '#c07a45' } as CSSProperties,
  pearl: { '--color-accent': '#d7c7a6' } as CSSProperties,
}

export function Layout({ tenant, options, children }: LayoutProps<DeiraThemeOptions>) {
  const { t } = useTranslation()
  return (
    <div
      style={ACCENTS[options.accent]}
      className="group/deira relative flex min-h-dvh flex-col bg-surface font-body text-ink antialiased"
    >
      <a
        href="#main"
        className="fixed left-4 top-4 z-50 -translate-y-[200%] rounded-control bg-[var(--deira-night)] px-4 py-3 font-semibold text-primary-fg shadow-lg ring-2 ring-accent transition-transform focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>
      {/* One banner landmark for the utility bar and the header: its phone and WhatsApp links are site chrome too. */}
      <header className="relative z-30 [&_:focus-visible]:outline-accent group-has-[[data-deira-hero]]/deira:absolute group-has-[[data-deira-hero]]/deira:inset-x-0 group-has-[[data-deira-hero]]/deira:top-0">
        <UtilityBar tenant={tenant} />
        <Header tenant={tenant} />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer tenant={tenant} />
    </div>
  )
}
