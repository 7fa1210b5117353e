// Prices of one departure per unit (adult / child / infant, or per item), in the visitor's currency with the
// charged original beside it when the two differ.
import { useTranslation } from 'react-i18next'
import type { PriceView, UnitView } from '~/utils/experience-page-options.server'

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

export function OptionPrices({ units }: { units: UnitView[] }) {
  return (
    <dl className="divide-y divide-line rounded-control border border-line">
      {units.map((u) => (
        <div key={u.type} className="flex items-start justify-between gap-3 px-3 py-2" data-unit={u.type}>
          <dt className="text-sm">
            <span className="font-medium text-ink">{u.label}</span>
            {u.ages ? <span className="text-muted"> · {u.ages}</span> : null}
            <span className="block text-xs text-muted">{u.per}</span>
          </dt>
          <dd>
            <PriceTag price={u.price} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
