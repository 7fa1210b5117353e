// /invoices/{purchaseId}: one order with every §3 field, for its owner (the signed-in buyer, the browser that
// placed it, or a browser the guest look-up granted it). Anyone else gets the 404 of an unknown page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { ArrowLeft } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { Trans } from '~/components/trans'
import { RouteErrorBoundary } from '~/components/error-screen'
import { LocaleLink } from '~/components/locale-link'
import { OrderBooking } from '~/components/order-booking'
import { GuestInfo, OrderDocuments, OrderFacts, StatusBadge } from '~/components/order-summary'
import { canSeeOrder } from '~/models/orders/access.server'
import { getOrderDetails } from '~/models/orders/details.server'
import { buildOrderPage } from '~/pages/order-page.server'
import { getCartOwner } from '~/models/accounts/visitor-session.server'
import { translator } from '~/i18n/i18n.server'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'
import { notFound } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

const PURCHASE_ID = /^[A-Za-z0-9_-]{4,80}$/

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const purchaseId = params.purchaseId ?? ''
  if (!PURCHASE_ID.test(purchaseId)) throw notFound()
  const owner = await getCartOwner(context, request)
  if (!(await canSeeOrder(context, purchaseId, owner))) throw notFound()
  const details = await getOrderDetails(context, purchaseId)
  if (!details) throw notFound()
  const t = await translator(context)
  const order = buildOrderPage(context, details, t)
  const name = context.tenant.name
  return { title: t('order.metaTitle', { number: order.number, name }), description: t('order.metaDescription', { name }), order, signedIn: owner.userId !== null }
}

const LINK = 'font-semibold text-primary underline underline-offset-2 hover:no-underline'

/** The bookings of an order in the order a buyer reads them: what happens, what they cancelled, what fell through. */
const GROUPS = [
  { key: 'confirmed', title: 'order.confirmedTitle', hint: null },
  { key: 'cancelled', title: 'order.cancelledTitle', hint: 'order.cancelledHint' },
  { key: 'failed', title: 'order.failedTitle', hint: 'order.failedHint' },
] as const

export default function OrderPage() {
  const { t } = useTranslation()
  const { order, signedIn } = useLoaderData<typeof loader>()
  const busy = useNavigation().state === 'loading'
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12" aria-labelledby="order-heading" aria-busy={busy} data-testid="order-page">
      {signedIn ? (
        <LocaleLink to="/invoices" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-primary">
          <ArrowLeft aria-hidden className="size-4" /> {t('order.back')}
        </LocaleLink>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 id="order-heading" className="font-heading text-2xl font-bold text-ink sm:text-3xl">
          {t('order.title', { number: order.number })}
        </h1>
        <span data-field="order-status">
          <span className="sr-only">{t('order.status')}: </span>
          <StatusBadge tone={order.statusTone}>{order.status}</StatusBadge>
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t('order.purchaseDate')}: <span data-field="purchase-date">{order.purchaseDate}</span>
      </p>
      {busy ? (
        <p role="status" className="mt-2 text-sm text-muted">
          {t('order.loading')}
        </p>
      ) : null}
      <div className={`mt-6 grid gap-6 transition-opacity lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start ${busy ? 'opacity-60' : ''}`}>
        <div className="space-y-6">
          {!order.confirmed.length && !order.cancelled.length && !order.failed.length ? <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">{t('auth.invoices.empty')}</p> : null}
          {GROUPS.map(({ key, title, hint }) =>
            order[key].length ? (
              <div key={key}>
                <h2 className={`font-heading text-xl font-semibold text-ink ${hint ? '' : 'mb-3'}`}>{t(title)}</h2>
                {hint ? <p className="mb-3 mt-1 text-sm text-muted">{t(hint)}</p> : null}
                <ul className="space-y-4" data-testid={`order-${key}`}>
                  {order[key].map((b) => (
                    <OrderBooking key={b.id} booking={b} />
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24">
          <OrderFacts order={order} />
          <GuestInfo buyer={order.buyer} />
          <OrderDocuments documents={order.documents} />
          <p className="px-1 text-sm text-muted">
            <Trans i18nKey="order.help" components={{ contact: <LocaleLink to="/contact-us" className={LINK} /> }} />
          </p>
        </aside>
      </div>
    </section>
  )
}

export const ErrorBoundary = RouteErrorBoundary
