// The empty cart: its own message and the way back to browsing (docs/decisions/013-cart-and-checkout-ui.md).
import { ShoppingBag } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { useSiteNav } from '../site-nav'
import { LocaleLink } from '../locale-link'

export function CartEmpty() {
  const { t } = useTranslation()
  const browse = useSiteNav().primary[1]
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-12 text-center" data-cart-empty>
      <span className="grid size-16 place-items-center rounded-full bg-surface-alt">
        <ShoppingBag aria-hidden className="size-8 text-muted" />
      </span>
      <h2 className="mt-4 font-heading text-xl font-semibold text-ink">{t('cart.emptyTitle')}</h2>
      <p className="mt-2 text-muted">{t('cart.emptyText')}</p>
      <LocaleLink to={browse?.to ?? '/'} className="mt-6 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90">
        {t('cart.emptyAction')}
      </LocaleLink>
    </section>
  )
}
