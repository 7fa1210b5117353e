// "Where to / when": a GET form, so it works before hydration (/search decides between a city and a query);
// once hydrated, the "where" field suggests cities and experiences while the visitor types.
import { Form } from '@remix-run/react'
import { CalendarDays, MapPin, Search } from '../icons'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/hooks/use-hydrated'
import { DateField } from '../date-field'
import { useLocalePath } from '../locale-link'
import { SearchCombobox, type PopularCity } from './combobox'

type SearchSuggestion = PopularCity

export function SearchForm({ cities = [], className = '' }: { cities?: SearchSuggestion[]; className?: string }) {
  const { t } = useTranslation()
  const localize = useLocalePath()
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRef = useRef<HTMLLabelElement>(null)
  const whereId = useId()
  const whenId = useId()
  const calendar = useRef<{ openCalendar: () => void }>(null)
  const hydrated = useHydrated()
  const today = new Date().toISOString().slice(0, 10)
  return (
    <Form
      ref={formRef}
      method="get"
      action={localize('/search')}
      role="search"
      aria-label={t('search.label')}
      className={`grid gap-2 rounded-card bg-surface p-2 text-ink shadow-xl sm:grid-cols-[1.6fr_1fr_auto] ${className}`}
    >
      <label ref={fieldRef} className="flex items-center gap-2 rounded-control px-3 py-2 focus-within:ring-2 focus-within:ring-primary">
        <MapPin aria-hidden className="size-5 shrink-0 text-primary" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span id={whereId} className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('search.whereTo')}
          </span>
          <SearchCombobox popularCities={cities} labelId={whereId} formRef={formRef} fieldRef={fieldRef} />
        </span>
      </label>
      <div className="flex items-center gap-2 rounded-control px-3 py-2 focus-within:ring-2 focus-within:ring-primary sm:border-l sm:border-line">
        {/* Once hydrated the field's icon opens the device's calendar (decision 062). */}
        {hydrated ? (
          <button
            type="button"
            onClick={() => calendar.current?.openCalendar()}
            aria-label={t('dateField.openCalendar')}
            className="-m-1.5 grid shrink-0 place-items-center rounded-control p-1.5 text-primary hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary"
          >
            <CalendarDays aria-hidden className="size-5" />
          </button>
        ) : (
          <CalendarDays aria-hidden className="size-5 shrink-0 text-primary" />
        )}
        <span className="flex min-w-0 flex-1 flex-col">
          <label htmlFor={whenId} className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('search.when')}
          </label>
          {/* In the page's language (TT.MM.JJJJ on /de) rather than the browser's (decision 062). */}
          <DateField id={whenId} name="date" min={today} className="bg-transparent text-base outline-none" openerRef={calendar} />
        </span>
      </div>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-control bg-primary px-6 py-3 font-semibold text-primary-fg hover:brightness-90 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Search aria-hidden className="size-5" />
        {t('search.submit')}
      </button>
    </Form>
  )
}
