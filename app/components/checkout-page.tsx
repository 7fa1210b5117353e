// The checkout page: the order summary with its totals comes first on phones (before anything is asked) and
// beside the buyer form on wide screens; a changed cart is reported with the new total to confirm.
import { useTranslation } from 'react-i18next'
import type { CheckoutActionData } from '~/pages/checkout-action-data'
import type { CartView } from '~/pages/cart-view.server'
import type { QuestionGroup } from '~/pages/checkout-questions.server'
import { CartCheckBanner } from './cart/check-banner'
import { CartLine } from './cart/line'
import { CartTotals } from './cart/totals'
import { CHECKOUT_FORM_ID, CheckoutForm } from './checkout-form'
import { BookingProblem, ProcessingScreen, useCheckoutProgress } from './checkout-processing'
import { LocaleLink, useLocalePath } from './locale-link'

type Props = {
  cart: CartView
  idempotencyKey: string
  dialling: Array<{ value: string; label: string }>
  defaultDialling: string
  buyer: { firstName: string; lastName: string; email: string; phone: string } | null
  questions?: QuestionGroup[]
  actionData?: CheckoutActionData
}

export function CheckoutPage({ cart: loaded, idempotencyKey, dialling, defaultDialling, buyer, questions = [], actionData }: Props) {
  const { t } = useTranslation()
  const changed = actionData?.kind === 'changed' ? actionData : null
  const cart = changed?.cart ?? loaded
  const { placing, problem } = useCheckoutProgress(useLocalePath()('/checkout'), actionData?.kind === 'failed')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" data-page="checkout">
      {placing ? <ProcessingScreen /> : null}
      <h1 className="font-heading text-2xl font-bold text-ink sm:text-3xl">{t('checkout.title')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <aside className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" aria-labelledby="order-summary" data-order-summary>
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="order-summary" className="font-heading text-lg font-semibold text-ink">
              {t('cart.summary')}
            </h2>
            <LocaleLink to="/cart" className="text-sm font-medium text-primary hover:underline">
              {t('checkout.editCart')}
            </LocaleLink>
          </div>
          <CartTotals totals={cart.totals} />
          <ul className="space-y-2">
            {cart.lines.map((line) => (
              <li key={line.line.id}>
                <CartLine view={line} editable={false} />
              </li>
            ))}
          </ul>
        </aside>
        <section className="space-y-4 lg:col-start-1 lg:row-start-1" aria-labelledby="buyer-title">
          {problem ? <BookingProblem formId={CHECKOUT_FORM_ID} /> : null}
          <CartCheckBanner outcome={cart.outcome} totals={cart.totals} variant="notice" />
          {changed && cart.outcome === 'ok' ? (
            <p role="status" className="rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-total-changed>
              {t('checkout.errors.changed')} {t('cart.newTotal')} <strong className="text-base">{cart.totals.total}</strong>
            </p>
          ) : null}
          <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
            <h2 id="buyer-title" className="font-heading text-lg font-semibold text-ink">
              {t('checkout.buyerTitle')}
            </h2>
            <p className="mb-4 mt-1 text-sm text-muted">{t('checkout.buyerHint')}</p>
            <CheckoutForm
              idempotencyKey={changed?.idempotencyKey ?? idempotencyKey}
              confirmedTotal={cart.totals.raw.total}
              dialling={dialling}
              defaultDialling={defaultDialling}
              buyer={buyer}
              questions={questions}
              promoCode={cart.promo?.applied ? cart.promo.code : null}
              lastResult={actionData?.result}
              busy={placing}
              payLaterOnly={cart.totals.raw.payNowAmount === 0}
            />
          </div>
        </section>
      </div>
    </div>
  )
}
