// The 404 and generic error screens of spec §2, with their exact texts.
import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from './locale-link'
import { ResponsiveImage } from './responsive-image'

function NotFoundScreen({ path }: { path: string }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center" aria-labelledby="error-heading">
      <ResponsiveImage src="/images/not-found.svg" alt="" width={480} height={320} sizes="(max-width: 448px) 100vw, 384px" className="h-auto w-full max-w-sm" />
      <h1 id="error-heading" className="mt-8 font-heading text-2xl font-bold text-ink sm:text-3xl">
        {t('error.notFoundHeading')}
      </h1>
      <p className="mt-4 text-muted">{t('error.notFoundText')}</p>
      <p className="mt-2 text-sm text-muted" data-testid="error-message">
        {t('error.pageNotFound', { path })}
      </p>
      <LocaleLink to="/" className="mt-8 inline-flex rounded-control border-2 border-primary px-6 py-3 font-semibold text-primary hover:bg-primary hover:text-primary-fg">
        {t('error.homePage')}
      </LocaleLink>
    </section>
  )
}

// When the root loader itself failed (its database unreachable: decision 056) the page has no messages at all; it
// still says what spec §2 says, in English (app/locales/en.ts), rather than show the keys.
const UNLOADED = { generic: 'Some thing went wrong', homePage: 'Back to home page' }

function GenericErrorScreen({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert">
      <h1 className="font-heading text-2xl font-bold text-ink sm:text-3xl">{message || t('error.generic', { defaultValue: UNLOADED.generic })}</h1>
      <LocaleLink to="/" className="mt-8 inline-flex rounded-control border-2 border-primary px-6 py-3 font-semibold text-primary">
        {t('error.homePage', { defaultValue: UNLOADED.homePage })}
      </LocaleLink>
    </section>
  )
}

/** Every route exports this as its ErrorBoundary. Messages of unexpected errors stay on the server. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen path={location.pathname} />
  if (isRouteErrorResponse(error)) return <GenericErrorScreen message={typeof error.data === 'string' ? error.data : undefined} />
  if (typeof document !== 'undefined') console.error(error)
  return <GenericErrorScreen />
}
