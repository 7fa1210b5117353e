// /checkout/on_hold?purchase={id}: an on-request booking was received; the money is only held on the card and
// charged once the provider confirms. Updates come by email, and the tenant's WhatsApp is one tap away.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Hourglass, MessageCircle } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { OrderConfirming } from '~/components/order-confirming'
import { BookingList, OrderNumber, OrderPageLink, OrderTotal, OutcomeShell } from '~/components/order-outcome'
import { whatsappHref } from '~/utils/contact-links'
import { errorMeta } from '~/i18n/meta'
import { loadOutcomePage } from '~/pages/order-outcome.server'
import { privateHeaders, privateMeta } from '~/http/private-page'
import { useRootData } from '~/hooks/root-data'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOutcomePage(context, request, 'on_hold')
}

export default function CheckoutOnHold() {
  const { t } = useTranslation()
  const { order } = useLoaderData<typeof loader>()
  const whatsapp = useRootData()?.tenant.contact.whatsapp
  if (order.outcome === 'in_progress') return <OrderConfirming purchaseId={order.purchaseId} />
  return (
    <OutcomeShell tone="pending" outcome={order.outcome} icon={<Hourglass aria-hidden className="size-8" />} title={t('outcome.onHoldTitle')}>
      <OrderNumber order={order} />
      <p className="text-center text-lg text-ink" data-on-hold>
        {t('outcome.onHoldText')}
      </p>
      <p className="text-center text-ink">{t('outcome.onHoldUpdates', { email: order.email })}</p>
      {whatsapp ? (
        <div className="flex justify-center">
          <a
            href={whatsappHref(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-control bg-[#25D366] px-5 py-3 font-semibold text-[#0b3d1f] hover:opacity-90"
            data-whatsapp
          >
            <MessageCircle aria-hidden className="size-5" /> {t('outcome.whatsapp')}
          </a>
        </div>
      ) : null}
      <OrderTotal order={order} />
      <BookingList title={t('outcome.bookings')} bookings={order.bookings} />
      <div className="flex justify-center">
        <OrderPageLink order={order} />
      </div>
    </OutcomeShell>
  )
}

export const ErrorBoundary = RouteErrorBoundary
