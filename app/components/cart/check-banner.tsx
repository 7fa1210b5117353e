// The cart check outcome of spec §4 with its exact message, and the new total payable that the visitor
// confirms before going on (intent `confirm-total`, then on to checkout). On checkout it is a notice: the
// "Confirm & Pay" button itself confirms the new total there.
import { Form } from '@remix-run/react'
import { TriangleAlert } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { CartCheckOutcome } from '~/domain/booking-contract'
import type { TotalsView } from '~/pages/cart-view.server'
import { useHydrated } from '~/hooks/use-hydrated'
import { useLocalePath } from '../locale-link'

const MESSAGES: Record<Exclude<CartCheckOutcome, 'ok'>, string[]> = {
  some_unavailable: ['cart.someUnavailable'],
  prices_updated: ['cart.pricesUpdated'],
  unavailable_and_prices_updated: ['cart.someUnavailable', 'cart.pricesUpdated'],
  none_available: ['cart.noneAvailable'],
}

type Props = { outcome: CartCheckOutcome; totals: TotalsView; variant?: 'banner' | 'button' | 'notice' }

export function CartCheckBanner({ outcome, totals, variant = 'banner' }: Props) {
  const { t } = useTranslation()
  if (outcome === 'ok') return null
  const none = outcome === 'none_available'
  if (variant === 'button') return none ? null : <ConfirmTotal total={totals.raw.total} />
  const hint = none ? 'cart.noneAvailableHint' : outcome === 'prices_updated' ? 'cart.pricesUpdatedHint' : 'cart.someUnavailableHint'
  return (
    <div role="alert" className="rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950" data-cart-outcome={outcome}>
      <div className="flex gap-3">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          {MESSAGES[outcome].map((key) => (
            <p key={key} className="font-heading font-semibold">
              {t(key)}
            </p>
          ))}
          <p className="mt-1 text-sm">{t(hint)}</p>
          {!none ? (
            <p className="mt-2 text-sm" data-new-total>
              {t('cart.newTotal')} <strong className="text-base">{totals.total}</strong>
            </p>
          ) : null}
          {variant === 'notice' && !none ? <p className="mt-2 text-sm">{t('checkout.changedHint')}</p> : null}
          {variant === 'banner' && !none ? <ConfirmTotal total={totals.raw.total} /> : null}
        </div>
      </div>
    </div>
  )
}

function ConfirmTotal({ total }: { total: number }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  return (
    <Form method="post" action={useLocalePath()('/cart')} className="mt-3">
      <input type="hidden" name="intent" value="confirm-total" />
      <input type="hidden" name="respond" value={hydrated ? 'data' : 'redirect'} />
      <input type="hidden" name="total" value={total} />
      <button type="submit" className="w-full rounded-control bg-primary px-4 py-2.5 text-sm font-semibold text-primary-fg hover:brightness-90 sm:w-auto">
        {t('cart.confirmTotal')}
      </button>
    </Form>
  )
}
