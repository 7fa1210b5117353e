// The partner hub's document: its language and strings, the signed-in person, one toast from a redirect.
import inter from '@fontsource-variable/inter/index.css?url'
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast, Toaster } from 'sonner'
import { useNonce } from '../hooks/nonce'
import { hubContext } from '../utils/hub-context'
import { clearFlash, readFlash } from './flash.server'
import stylesheet from './hub.css?url'
import { HubI18n } from './i18n'
import { hubMessages } from './locales/index'
import { localeOf, optionalStaff } from './session.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: inter },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.ico' },
]

export const meta: MetaFunction = () => [{ title: 'Excursio Partners' }, { name: 'robots', content: 'noindex, nofollow' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await optionalStaff(ctx, request)
  const locale = await localeOf(request, staff)
  const flash = await readFlash(request)
  return json(
    {
      locale,
      messages: hubMessages(locale),
      staff: staff && { id: staff.id, name: staff.name, email: staff.email, isPlatformAdmin: staff.isPlatformAdmin, memberships: staff.memberships.map((m) => ({ slug: m.slug, name: m.name, role: m.role })) },
      flash,
    },
    flash ? { headers: { 'Set-Cookie': await clearFlash() } } : undefined,
  )
}

export type HubRootData = ReturnType<typeof useLoaderData<typeof loader>>
export const useHubRoot = () => useRouteLoaderData<typeof loader>('root')

function Document({ locale, children }: { locale: string; children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f172a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function FlashToast({ flash }: { flash: HubRootData['flash'] }) {
  const { t } = useTranslation()
  // Once per flash: `t` is new whenever the root's data is (a new translator), which must not show it again.
  const translate = useRef(t)
  translate.current = t
  useEffect(() => {
    if (!flash) return
    const text = translate.current(flash.message, flash.values ?? {})
    // And one toast per message: sonner replaces a toast with the same id.
    const options = { id: text }
    if (flash.kind === 'error') toast.error(text, options)
    else if (flash.kind === 'success') toast.success(text, options)
    else toast(text, options)
  }, [flash])
  return null
}

export default function App() {
  const data = useLoaderData<typeof loader>()
  return (
    <Document locale={data.locale}>
      <HubI18n locale={data.locale} messages={data.messages}>
        <Outlet />
        <FlashToast flash={data.flash} />
        <Toaster position="top-center" richColors closeButton />
      </HubI18n>
    </Document>
  )
}

function ErrorText() {
  const error = useRouteError()
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const key = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'error'
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <p className="text-sm font-semibold text-slate-500">{status}</p>
      <h1 className="mt-2 text-2xl font-semibold">{t(`common.${key}.title`)}</h1>
      <p className="mt-3 text-slate-600">{t(`common.${key}.body`)}</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white">
        {t('common.notFound.home')}
      </Link>
    </main>
  )
}

export function ErrorBoundary() {
  const data = useHubRoot()
  const locale = data?.locale ?? 'en'
  return (
    <Document locale={locale}>
      <HubI18n locale={locale} messages={data?.messages ?? hubMessages('en')}>
        <ErrorText />
      </HubI18n>
    </Document>
  )
}
