// The header's cart link with the number of items in the cart; every theme places it with its own styling.
import { ShoppingBag } from '../icons'
import { useTranslation } from 'react-i18next'
import { pluralForm } from '~/utils/experience-text'
import { LOCALE_INFO } from '~/domain/locales'
import { useRootData } from '~/hooks/root-data'
import { LocaleLink } from '../locale-link'

type Props = { className: string; iconClassName?: string; strokeWidth?: number }

export function CartLink({ className, iconClassName = 'size-6', strokeWidth }: Props) {
  const { t } = useTranslation()
  const data = useRootData()
  const count = data?.cartCount ?? 0
  const iso = LOCALE_INFO[data?.locale ?? 'en'].iso
  const label = count ? t(`cart.linkWithCount.${pluralForm(iso, count)}`, { count }) : t('nav.cart')
  return (
    <LocaleLink to="/cart" aria-label={label} className={`relative ${className}`} data-cart-link data-count={count}>
      <ShoppingBag aria-hidden className={iconClassName} strokeWidth={strokeWidth} />
      {count ? (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[0.6875rem] font-bold leading-none text-accent-fg ring-2 ring-surface"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </LocaleLink>
  )
}
