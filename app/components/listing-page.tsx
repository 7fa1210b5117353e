import { useTranslation } from 'react-i18next'
import type { ExperienceCardData } from '../../themes/contract'
import { EmptyResults, ExperienceGrid, Pagination } from './experience-grid'

export type ListingData = { total: number; cards: ExperienceCardData[]; page: number; pageCount: number }

export function ListingPage({ heading, listing, emptyTitle }: { heading: string; listing: ListingData; emptyTitle: string }) {
  const { t } = useTranslation()
  const from = (listing.page - 1) * 24 + 1
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-heading text-3xl font-bold text-ink sm:text-4xl">{heading}</h1>
      {listing.total > 0 ? (
        <>
          <p className="mt-2 text-muted" aria-live="polite">
            {t('listing.showing', { from, to: from + listing.cards.length - 1, total: listing.total })}
          </p>
          <div className="mt-8">
            <ExperienceGrid items={listing.cards} />
          </div>
          <Pagination page={listing.page} pageCount={listing.pageCount} />
        </>
      ) : (
        <div className="mt-8">
          <EmptyResults title={emptyTitle} />
        </div>
      )}
    </div>
  )
}
