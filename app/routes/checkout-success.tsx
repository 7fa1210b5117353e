// /checkout/success?purchase={id}: paid and confirmed; also the partial outcome (confirmed ones, and the
// unavailable ones refunded with a way to book them again) and pay later (the provider will get in touch).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CalendarCheck, CircleCheck } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { LocaleLink } from '~/components/locale-link'
import { OrderConfirming } from '~/components/order-confirming'
import { BookingList, OrderNumber, OrderPageLink, OrderTotal, OutcomeShell } from '~/components/order-outcome'
import { errorMeta } from '~/i18n/meta'
import { loadOutcomePage } from '~/pages/order-outcome.server'
import { privateHeaders, privateMeta } from '~/http/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOutcomePage(context, request, 'success')
}

export default function CheckoutSuccess() {
  const { t } = useTranslation()
  const { order } = useLoaderData<typeof loader>()
  if (order.outcome === 'in_progress') return <OrderConfirming purchaseId={order.purchaseId} />
  const confirmed = order.bookings.filter((b) => b.status !== 'FAILED' && b.status !== 'CANCELLED' && b.status !== 'EXPIRED')
  const failed = order.bookings.filter((b) => !confirmed.includes(b))
  const partial = order.outcome === 'partial'
  const payLater = order.outcome === 'pay_later'
  const title = partial ? t('outcome.partialTitle') : payLater ? t('outcome.payLaterTitle') : t('outcome.successTitle')
  const Icon = payLater ? CalendarCheck : CircleCheck
  return (
    <OutcomeShell tone={partial ? 'pending' : 'success'} outcome={order.outcome} icon={<Icon aria-hidden className="size-8" />} title={title}>
      <OrderNumber order={order} />
      <p className="text-center text-ink">{t('outcome.successText', { name: order.buyerName, email: order.email })}</p>
      {partial ? <p className="text-center text-ink">{t('outcome.partialText', { amount: order.refunded ?? '' })}</p> : null}
      {payLater ? <p className="text-center font-medium text-ink" data-pay-later>{t('outcome.payLaterText')}</p> : null}
      <OrderTotal order={order} />
      <BookingList title={partial ? t('outcome.confirmedList') : t('outcome.bookings')} bookings={confirmed} />
      <BookingList
        title={t('outcome.unavailableList')}
        bookings={failed}
        action={(b) => (
          <LocaleLink to={b.path} className="text-sm font-semibold text-primary underline" data-retry-booking>
            {t('outcome.retryItem')}
          </LocaleLink>
        )}
      />
      <div className="flex flex-wrap justify-center gap-3">
        <OrderPageLink order={order} primary />
        <LocaleLink to="/" className="rounded-control border border-line px-5 py-3 font-semibold text-ink hover:border-primary">
          {t('outcome.browseMore')}
        </LocaleLink>
      </div>
    </OutcomeShell>
  )
}

export const ErrorBoundary = RouteErrorBoundary
