// The filters in force, each a link that removes it, and a link that removes them all.
import { Link } from '@remix-run/react'
import { X } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { ListingData } from '~/pages/listing.server'

export function FilterChips({ active, resetHref }: Pick<ListingData, 'active' | 'resetHref'>) {
  const { t } = useTranslation()
  if (active.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('listing.activeFilters')}</h2>
      <ul className="contents">
        {active.map((chip) => (
          <li key={chip.href + chip.label}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t('listing.removeFilter', { label: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-alt px-3 py-1 text-sm font-medium text-ink hover:border-primary"
            >
              {chip.label}
              <X aria-hidden className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={resetHref} preventScrollReset className="px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {t('listing.resetFilters')}
      </Link>
    </div>
  )
}
