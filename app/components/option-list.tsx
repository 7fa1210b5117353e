// The picked date's options (or why there are none), and the optional extras that go with them.
import { CalendarX2, LoaderCircle, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DateOptionsView } from '~/utils/experience-page-options.server'
import type { Loadable } from './booking-panel-state'
import { OptionCard } from './option-card'
import { PriceTag } from './option-prices'

export function OptionList({ state, onRetry }: { state: Loadable<DateOptionsView>; onRetry: () => void }) {
  const { t } = useTranslation()
  if (state.status === 'loading') {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted" role="status">
        <LoaderCircle aria-hidden className="size-4 animate-spin" /> {t('experience.loading')}
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="rounded-control border border-danger/40 p-4 text-sm" role="alert">
        <p className="text-danger">{t('experience.loadError')}</p>
        <button type="button" onClick={onRetry} className="mt-2 font-semibold text-primary underline">
          {t('error.tryAgain')}
        </button>
      </div>
    )
  }
  const view = state.data
  if (!view) return null
  if (view.options.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-6 text-center" role="status">
        <CalendarX2 aria-hidden className="size-8 text-muted" />
        <p className="mt-2 font-heading font-semibold text-ink">{t('experience.noOption')}</p>
        <p className="mt-1 text-sm text-muted">{t('experience.noOptionHint')}</p>
      </div>
    )
  }
  return (
    <section aria-label={t('experience.optionsFor', { date: view.dateLabel })} className="space-y-3">
      <h3 className="text-sm font-semibold text-muted">{t('experience.optionsFor', { date: view.dateLabel })}</h3>
      {view.options.map((o) => (
        <OptionCard key={`${view.date}-${o.id}`} option={o} />
      ))}
      {view.extras.length ? (
        <div className="rounded-card border border-line p-4">
          <h4 className="font-heading font-semibold text-ink">{t('experience.extras')}</h4>
          <ul className="mt-2 divide-y divide-line">
            {view.extras.map((x) => (
              <li key={x.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                <span className="flex gap-2">
                  <Plus aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span>
                    <span className="text-ink">{x.name}</span>
                    <span className="block text-xs text-muted">{x.per}</span>
                  </span>
                </span>
                <PriceTag price={x.price} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
