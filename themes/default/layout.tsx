// The default theme's page frame: skip link, sticky header, the route's content, footer.
import { useTranslation } from 'react-i18next'
import type { LayoutProps } from '../contract'
import { Footer } from './footer'
import { Header } from './header'
import type { DefaultThemeOptions } from './options'

export function Layout({ tenant, options, children }: LayoutProps<DefaultThemeOptions>) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col bg-surface font-body text-ink antialiased">
      <a
        href="#main"
        className="fixed left-4 top-4 z-50 -translate-y-[200%] rounded-control bg-primary px-4 py-3 font-semibold text-primary-fg shadow-lg transition-transform focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header tenant={tenant} compact={options.compactHeader} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer tenant={tenant} />
    </div>
  )
}
