// A price in the visitor's currency, with the charged original beside it when the two differ and the
// struck-through "was" price when there is one.
import { useTranslation } from 'react-i18next'
import type { PriceView } from '~/utils/experience-page-options.server'

export function PriceTag({ price, className = '' }: { price: PriceView; className?: string }) {
  const { t } = useTranslation()
  return (
    <span className={`text-right ${className}`}>
      {price.was ? (
        <s className="mr-1.5 text-sm text-muted" aria-label={t('experience.wasPrice', { price: price.was })}>
          {price.was}
        </s>
      ) : null}
      <span className="font-semibold text-ink">{price.free ? t('experience.free') : price.shown}</span>
      {price.charged && !price.free ? <span className="block text-xs text-muted">{price.charged}</span> : null}
    </span>
  )
}
