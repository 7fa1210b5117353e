// A price in the visitor's currency (the one charged; "≈" when converted, decision 061) and the struck-through
// "was" price when there is one.
import { useTranslation } from 'react-i18next'
import type { PriceView } from '~/pages/experience-page-options.server'

export function PriceTag({ price, className = '', inline = false }: { price: PriceView; className?: string; inline?: boolean }) {
  const { t } = useTranslation()
  return (
    <span className={`${inline ? 'block text-left' : 'text-right'} ${className}`}>
      {price.was ? (
        <s className="mr-1.5 text-sm text-muted" aria-label={t('experience.wasPrice', { price: price.was })}>
          {price.was}
        </s>
      ) : null}
      <span className="font-semibold text-ink">{price.free ? t('experience.free') : price.shown}</span>
    </span>
  )
}
