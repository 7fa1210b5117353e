// The sort order, part of the filter form through the `form` attribute although it sits above the results.
import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ListingData } from '~/pages/listing.server'
import { useChangedBeforeHydration } from '~/hooks/root-data'
import { FILTER_FORM_ID, useApplyFilters } from './filter-panel'

export function SortSelect({ sort }: { sort: ListingData['sort'] }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const apply = useApplyFilters()
  const submit = (select: HTMLSelectElement) => {
    const form = document.getElementById(FILTER_FORM_ID)
    if (form instanceof HTMLFormElement) apply(form)
    else select.form?.requestSubmit()
  }
  const changedEarly = useChangedBeforeHydration(sort.value, submit)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="shrink-0 text-sm text-muted">
        {t('sort.label')}
      </label>
      {/* The kit's chevron over a native select (select-control in app/tailwind.css). */}
      <span className="select-control ic-ChevronDown min-w-0">
        <select
          key={search}
          id="listing-sort"
          name="sort"
          form={FILTER_FORM_ID}
          defaultValue={sort.value}
          onChange={(e) => submit(e.currentTarget)}
          ref={changedEarly}
          autoComplete="off"
          className="rounded-control border border-line bg-surface py-2 pl-3 text-sm font-medium text-ink focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary"
        >
          {sort.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="rounded-control border border-line px-3 py-2 text-sm font-semibold">
          {t('listing.apply')}
        </button>
      </noscript>
    </div>
  )
}
