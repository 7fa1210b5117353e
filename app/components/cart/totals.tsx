// Subtotal, discount, total and how it splits into what is paid now and what is paid later: shown on the cart
// and on checkout before anything else is asked.
import { useTranslation } from 'react-i18next'
import type { TotalsView } from '~/pages/cart-view.server'

export function CartTotals({ totals }: { totals: TotalsView }) {
  const { t } = useTranslation()
  const row = (label: string, value: string, key: string, strong = false) => (
    <div key={key} className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-line pt-2' : ''}`} data-total={key}>
      <dt className={strong ? 'font-semibold text-ink' : 'text-muted'}>{label}</dt>
      <dd className={strong ? 'font-heading text-xl font-bold text-ink' : 'text-ink'}>{value}</dd>
    </div>
  )
  return (
    <>
      <dl className="space-y-2 text-sm">
        {row(t('cart.subtotal'), totals.subtotal, 'subtotal')}
        {totals.discount ? row(t('cart.discount'), totals.discount, 'discount') : null}
        {row(t('cart.total'), totals.total, 'total', true)}
        {totals.payLater ? (
          <>
            {row(t('cart.payNowAmount'), totals.payNow, 'pay-now')}
            {row(t('cart.payLaterAmount'), totals.payLater, 'pay-later')}
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-right text-xs text-muted" data-payment-currency>
        {totals.paymentCurrency}
      </p>
    </>
  )
}
