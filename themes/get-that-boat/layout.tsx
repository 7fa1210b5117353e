// The get-that-boat page frame: skip link, sticky navy header, the route's content, wave footer.
import { useTranslation } from 'react-i18next'
import type { LayoutProps } from '../contract'
import { Footer } from './footer'
import { Header } from './header'
import type { GetThatBoatThemeOptions } from './options'

export function Layout({ tenant, children }: LayoutProps<GetThatBoatThemeOptions>) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col bg-surface font-body text-ink antialiased">
      <a
        href="#main"
        className="fixed left-4 top-4 z-50 -translate-y-[200%] rounded-full bg-accent px-5 py-3 font-bold text-accent-fg shadow-lg ring-2 ring-primary transition-transform focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header tenant={tenant} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer tenant={tenant} />
    </div>
  )
}
