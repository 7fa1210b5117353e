// Before anything that builds a zod schema (see the module).
import { type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, type ShouldRevalidateFunction } from '@remix-run/react'
import { Suspense, useEffect, useMemo, type CSSProperties, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { themes } from '../themes/index'
import { preloadParts } from '../themes/kit/part'
import { FONT_STYLESHEETS } from '../themes/fonts'
import { THEME_MANIFEST } from '../themes/manifest'
import { ClientBehaviours } from './components/client-behaviours'
import { RouteErrorBoundary } from './components/error-screen'
import { SeoLinks } from './components/seo-links'
import { Toasts } from './components/toasts'
import stylesheet from './tailwind.css?url'
import { hasFlashCookie } from './utils/flash'
import { createI18n } from './i18n/i18n'
import { LOCALE_INFO, splitLocalePrefix } from './domain/locales'
import { useNonce } from './hooks/nonce'
import { loadRoot } from './pages/root.server'
import { lazyChunk } from './hooks/lazy-chunk'
import { loadPageMessages, messagesUrl, pageMessages } from './i18n/page-messages'
import { useRootData } from './hooks/root-data'
import { ThemeProvider, type ActiveTheme } from './hooks/theme'

// Only the pages of a tenant with a tag manager download the consent banner (decision 026).
const TagManagerConsent = lazyChunk(() => import('./components/consent'), (m) => m.default)

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

export function loader(args: LoaderFunctionArgs) {
  return loadRoot(args)
}

/**
 * When the root runs again in the browser (a navigation to another locale), its strings are fetched before the
 * page renders. Not on hydration: entry.client.tsx fetched them before hydrating.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>()
  await loadPageMessages(data.messagesKey)
  return data
}

/**
 * The strings and tenant data change only with the locale prefix; the cart count after an action; a flash
 * toast whenever the browser holds one.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (hasFlashCookie()) return true
  // An explicit revalidation (same URL): e.g. an outcome screen re-reading the cart count.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return splitLocalePrefix(currentUrl.pathname).prefix !== splitLocalePrefix(nextUrl.pathname).prefix
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData()
  const nonce = useNonce()
  const locale = data?.locale ?? 'en'
  const messagesKey = data?.messagesKey
  const messages = pageMessages(messagesKey)
  const i18n = useMemo(() => createI18n(locale, messages ?? { common: {}, theme: {} }), [locale, messages])
  const theme = data ? themes.get(data.theme.id) : null
  const active = useMemo<ActiveTheme | null>(() => (theme && data ? { plugin: theme, options: data.theme.options } : null), [theme, data])
  const style = { ...theme?.tokens, ...data?.tenant.branding.colors } as CSSProperties
  const ThemeLayout = theme?.Layout
  // The theme's parts this page did not show (its hero, its card: decision 040) load when the visitor navigates.
  const navigating = useNavigation().state !== 'idle'
  useEffect(() => void (navigating && theme && preloadParts(theme.slots)), [navigating, theme])
  // Marks the document once React has hydrated it, so browser tests can wait for it before typing.
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), [])
  return (
    <html lang={locale} dir={LOCALE_INFO[locale].dir} data-theme={data?.theme.id ?? 'default'} data-messages={messagesKey} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Fetched by entry.client.tsx before hydration, alongside the scripts. */}
        {messagesKey ? <link rel="preload" as="fetch" href={messagesUrl(messagesKey)} crossOrigin="anonymous" /> : null}
        {data?.tenant.branding.favicon ? <link rel="icon" href={data.tenant.branding.favicon} /> : null}
        <Meta />
        {/* Only the font families this tenant's theme uses (themes/manifest.ts). */}
        {THEME_MANIFEST.find((row) => row.id === data?.theme.id)?.fonts.map((font) => (
          <link key={font} rel="stylesheet" href={FONT_STYLESHEETS[font]} />
        ))}
        <Links />
        <SeoLinks />
      </head>
      <body className="min-h-dvh bg-surface font-body text-ink antialiased">
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={active}>
            {data && ThemeLayout ? (
              <ThemeLayout tenant={data.tenant} options={data.theme.options as never} locale={locale}>
                {children}
              </ThemeLayout>
            ) : (
              <main id="main">{children}</main>
            )}
          </ThemeProvider>
          <Toasts flash={data?.flash} />
          <ClientBehaviours />
          {data?.tenant.tagManagerId ? (
            <Suspense fallback={null}>
              <TagManagerConsent id={data.tenant.tagManagerId} />
            </Suspense>
          ) : null}
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
