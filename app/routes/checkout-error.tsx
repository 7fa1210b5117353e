// /checkout/error?purchase={id}: the payment did not go through (or the buyer left the payment page, which
// links here). The cart is still there, so trying again goes back to checkout; when money was received it
// is refunded within 24 hours (spec §9).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CircleX } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { LocaleLink } from '~/components/locale-link'
import { OrderNumber, OrderPageLink, OutcomeShell } from '~/components/order-outcome'
import { errorMeta } from '~/i18n/meta'
import { loadOutcomePage } from '~/pages/order-outcome.server'
import { privateHeaders, privateMeta } from '~/http/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOutcomePage(context, request, 'error')
}

export default function CheckoutError() {
  const { t } = useTranslation()
  const { order, declined } = useLoaderData<typeof loader>()
  return (
    <OutcomeShell tone="error" outcome={order.outcome} icon={<CircleX aria-hidden className="size-8" />} title={t('outcome.errorTitle')}>
      {declined ? (
        <p className="text-center text-lg font-semibold text-ink" data-decline-reason={declined}>
          {t(`outcome.declined.${declined}`)}
        </p>
      ) : null}
      <p className="text-center text-lg text-ink" data-payment-failed>
        {declined ? t('outcome.declinedHint') : t('outcome.errorText')}
      </p>
      {order.moneyReceived ? <p className="text-center text-ink" data-refund-note>{t('outcome.refundNote')}</p> : null}
      <OrderNumber order={order} />
      <div className="flex flex-wrap justify-center gap-3">
        <LocaleLink to="/checkout" className="rounded-control bg-primary px-6 py-3 font-semibold text-primary-fg hover:brightness-90" data-try-again>
          {t('outcome.tryAgain')}
        </LocaleLink>
        <LocaleLink to="/cart" className="rounded-control border border-line px-6 py-3 font-semibold text-ink hover:border-primary">
          {t('checkout.backToCart')}
        </LocaleLink>
      </div>
      <div className="flex justify-center">
        <OrderPageLink order={order} />
      </div>
    </OutcomeShell>
  )
}

export const ErrorBoundary = RouteErrorBoundary
