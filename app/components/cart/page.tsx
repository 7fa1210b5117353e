// The cart page: the check outcome first, then the items, and beside them (below on phones) the totals, the
// promo code and the way on to checkout, which waits for a changed total to be confirmed.
import { ArrowRight, Lock } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { CartActionData } from '~/domain/cart-types'
import type { CartView } from '~/pages/cart-view.server'
import { pluralForm } from '~/utils/experience-text'
import { LOCALE_INFO, type Locale } from '~/domain/locales'
import { CartCheckBanner } from './check-banner'
import { CartEmpty } from './empty'
import { CartLine } from './line'
import { CartTotals } from './totals'
import { FormErrors } from '../form-errors'
import { LocaleLink } from '../locale-link'
import { PromoCodeForm } from '../promo-code-form'

export function CartPage({ cart, actionData }: { cart: CartView; actionData?: CartActionData }) {
  const { t, i18n } = useTranslation()
  const iso = LOCALE_INFO[i18n.language as Locale]?.iso ?? 'en-US'
  const errors = actionData?.result.status === 'error' ? Object.values(actionData.result.error ?? {}).flat() : []
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" data-page="cart">
      {/* The count beside the heading, not in it: inside, a screen reader read "Your cart1 item". */}
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h1 className="font-heading text-2xl font-bold text-ink sm:text-3xl">{t('cart.title')}</h1>
        {cart.count ? <p className="text-base text-muted">{t(`cart.itemCount.${pluralForm(iso, cart.count)}`, { count: cart.count })}</p> : null}
      </div>
      {errors.length ? (
        <div className="mt-4">
          <FormErrors errors={errors.filter((e): e is string => typeof e === 'string')} />
        </div>
      ) : null}
      {!cart.count ? (
        <CartEmpty />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-4">
            <CartCheckBanner outcome={cart.outcome} totals={cart.totals} />
            <ul className="space-y-3">
              {cart.lines.map((line) => (
                <li key={line.line.id}>
                  <CartLine view={line} />
                </li>
              ))}
            </ul>
          </div>
          <aside className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-5 lg:sticky lg:top-24" aria-labelledby="cart-summary" data-cart-summary>
            <h2 id="cart-summary" className="font-heading text-lg font-semibold text-ink">
              {t('cart.summary')}
            </h2>
            <CartTotals totals={cart.totals} />
            <PromoCodeForm promo={cart.promo} />
            {cart.outcome === 'ok' ? (
              <LocaleLink
                to="/checkout"
                className="flex w-full items-center justify-center gap-2 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90"
              >
                {t('cart.checkout')} <ArrowRight aria-hidden className="size-4" />
              </LocaleLink>
            ) : cart.outcome !== 'none_available' ? (
              <CartCheckBanner outcome={cart.outcome} totals={cart.totals} variant="button" />
            ) : null}
            <p className="flex items-center gap-2 text-xs text-muted">
              <Lock aria-hidden className="size-3.5" /> {t(cart.totals.raw.payNowAmount === 0 ? 'checkout.securePayLater' : 'checkout.secure')}
            </p>
          </aside>
        </div>
      )}
    </div>
  )
}
