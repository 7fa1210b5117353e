// The picked date's options (or why there are none), each with its own add-to-cart form.
import { CalendarX2, LoaderCircle } from '~/components/icons'
import { memo, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateOptionsView } from '~/pages/experience-page-options.server'
import { lazyChunk } from '~/hooks/lazy-chunk'
import type { Loadable } from './booking/panel-state'
import type { OptionCard as OptionCardComponent } from './option-card'

// The option cards and their booking form (participants, extras, pickup, payment, errors: about 6 KB gzipped)
// show only once a date is picked: their chunk loads then, alongside the date's options (decision 037).
let loaded: { OptionCard: typeof OptionCardComponent } | undefined
const loadOptionCard = () => import('./option-card').then((m) => (loaded = m))
const LazyOptionCard = lazyChunk(loadOptionCard, (m) => m.OptionCard)
// A page served with a date picked has its cards in the HTML: fetch their chunk as soon as this module runs, before
// hydration reaches them.
if (typeof document !== 'undefined' && document.querySelector('#booking [data-option]')) void loadOptionCard().catch(() => undefined)

// Memoised: the panel re-rendering for its calendar (a month turned, a tab focused again) leaves the cards alone, so
// cards served in the HTML whose chunk is still on its way are not asked to hydrate early (error #421).
export const OptionList = memo(function OptionList({ slug, state, onRetry }: { slug: string; state: Loadable<DateOptionsView>; onRetry: () => void }) {
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
})

/**
 * The chunk once it is there, rendered directly, so cards served in the HTML hydrate at once when it arrived first;
 * if it did not, the boundary waits for it and the live refresh of the options comes as a transition, which
 * waits too (booking-panel-state.ts), rather than an update that would make React drop the cards' HTML (#421).
 */
function OptionCard(props: Parameters<typeof LazyOptionCard>[0]) {
  const Card = loaded?.OptionCard ?? LazyOptionCard
  return <Card {...props} />
}

function Loading() {
  const { t } = useTranslation()
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-muted" role="status">
      <LoaderCircle aria-hidden className="size-4 animate-spin" /> {t('experience.loading')}
    </p>
  )
}
