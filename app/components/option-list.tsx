// The picked date's options (or why there are none), each with its own add-to-cart form.
import { CalendarX2, LoaderCircle } from 'lucide-react'
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateOptionsView } from '~/pages/experience-page-options.server'
import { lazyChunk } from '~/utils/lazy-chunk'
import type { Loadable } from './booking-panel-state'

// The option cards and their booking form (participants, extras, pickup, payment, errors: about 6 KB gzipped)
// show only once a date is picked: their chunk loads then, alongside the date's options (decision 037).
const loadOptionCard = () => import('./option-card')
const OptionCard = lazyChunk(loadOptionCard, (m) => m.OptionCard)

export function OptionList({ slug, state, onRetry }: { slug: string; state: Loadable<DateOptionsView>; onRetry: () => void }) {
  const { t } = useTranslation()
  useEffect(() => {
    if (state.status === 'loading') loadOptionCard().catch(() => undefined)
  }, [state.status])
  if (state.status === 'loading') return <Loading />
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
      <Suspense fallback={<Loading />}>
        {view.options.map((o) => (
          <OptionCard key={`${view.date}-${o.id}`} slug={slug} option={o} view={view} />
        ))}
      </Suspense>
    </section>
  )
}

function Loading() {
  const { t } = useTranslation()
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-muted" role="status">
      <LoaderCircle aria-hidden className="size-4 animate-spin" /> {t('experience.loading')}
    </p>
  )
}
