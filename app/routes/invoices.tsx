// /invoices, "Your Booking": the signed-in user's orders on this site with their bookings. Without a session it
// says "Please log in to see your invoices" with a sign-in link that comes back here.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LogIn, Search } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { GuestOrdersOffer, JoinNoticeBanner } from '~/components/guest-orders-offer'
import { InvoiceList } from '~/components/invoice-list'
import { LocaleLink } from '~/components/locale-link'
import { getUser } from '~/models/accounts/auth.server'
import { listOrders } from '~/models/orders/orders.server'
import { joinNotice } from '~/pages/guest-orders-notice'
import { LOCALE_INFO } from '~/domain/locales'
import { getFixedT } from '~/i18n/i18n.server'
import { invoiceRows } from '~/pages/invoice-view.server'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getFixedT(context.locale)
  const title = t('auth.metaTitle', { title: t('auth.invoices.title'), name: context.tenant.name })
  const description = t('auth.invoices.metaDescription', { name: context.tenant.name })
  const user = await getUser(context, request)
  if (!user) {
    // Back to this page (its locale prefix included) after signing in; a client navigation asks for `/invoices.data`.
    const back = new URL(request.url).pathname.replace(/\.data$/, '')
    return { title, description, email: null, invoices: [], signInTo: `/auth/login?${new URLSearchParams({ redirectTo: back })}`, offer: null, notice: null }
  }
  const orders = await listOrders(context, user.id)
  const iso = LOCALE_INFO[context.locale].iso
  // Offered to every signed-in buyer, worded without a count: the account's email is not proven until the emailed
  // link is opened, so this page never tells whether, or how often, someone booked as a guest with it.
  const offer = t('order.join.offer', { email: user.email })
  const notice = joinNotice(new URL(request.url).searchParams, user.email, t, iso)
  return { title, description, email: user.email, invoices: invoiceRows(orders, context.locale, t), signInTo: null, offer, notice }
}

export default function Invoices() {
  const { t } = useTranslation()
  const { email, invoices, signInTo, offer, notice } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14" aria-labelledby="invoices-heading">
      <h1 id="invoices-heading" className="font-heading text-3xl font-bold text-ink">
        {t('auth.invoices.title')}
      </h1>
      {signInTo ? (
        <div className="mt-6 rounded-card border border-line bg-surface-alt p-6 text-center sm:p-10" data-testid="invoices-login">
          <p className="text-lg font-semibold text-ink">{t('auth.invoices.loginRequired')}</p>
          <p className="mt-1 text-muted">{t('auth.invoices.loginHint')}</p>
          <LocaleLink
            to={signInTo}
            className="mt-6 inline-flex items-center gap-2 rounded-control bg-primary px-6 py-3 font-semibold text-primary-fg hover:brightness-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <LogIn aria-hidden className="size-5" /> {t('auth.signIn')}
          </LocaleLink>
          <p className="mt-5 text-sm">
            <LocaleLink to="/invoices/find" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline underline-offset-2 hover:no-underline" data-find-order-link>
              <Search aria-hidden className="size-4" /> {t('order.find.link')}
            </LocaleLink>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t('auth.signedInAs', { email })}</p>
          <JoinNoticeBanner notice={notice} />
          <InvoiceList invoices={invoices} />
          {/* Offered to everyone signed in, so it asks rather than tells: after the list, not instead of it. */}
          <GuestOrdersOffer offer={offer} />
        </>
      )}
    </section>
  )
}

export const ErrorBoundary = RouteErrorBoundary
