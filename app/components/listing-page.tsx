// Every listing (category, city, all experiences, search): breadcrumbs, filters beside the results, sort,
// active filters, the cards, pagination, and the spec's empty-result texts.
import { useLocation, useNavigation } from '@remix-run/react'
import { SlidersHorizontal } from '~/components/icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListingData } from '~/pages/listing.server'
import { breadcrumbJsonLd } from '~/utils/structured-data'
import { EmptyResults, ExperienceGrid, Pagination } from './experience/grid'
import { FilterChips } from './filter-chips'
import { FilterPanel } from './filter-panel'
import { JsonLd } from './json-ld'
import { LocaleLink } from './locale-link'
import { SortSelect } from './sort-select'
import { useThemePages } from '~/hooks/theme'
import { PAGE_HEADING, presentationData } from './experience/presentation'

/** The result count as shown: "1000+" when a search matched more than it ranks. */
const totalText = (listing: Pick<ListingData, 'total' | 'capped'>) => (listing.capped ? `${listing.total}+` : String(listing.total))

type Breadcrumb = { name: string; path: string; url: string }
type Props = { heading: string; listing: ListingData; emptyTitle: string; breadcrumbs: Breadcrumb[] }

export function ListingPage({ heading, listing, emptyTitle, breadcrumbs }: Props) {
  const { t } = useTranslation()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const closeFilters = useCallback(() => setFiltersOpen(false), [])
  const from = (listing.page - 1) * listing.pageSize + 1
  const filterable = listing.total > 0 || listing.activeCount > 0
  const { search } = useLocation()
  const busy = useNavigation().state !== 'idle'
  const pages = useThemePages()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" {...presentationData(pages, ['headings', 'grid'])}>
      <JsonLd data={breadcrumbJsonLd(breadcrumbs.map(({ name, url }) => ({ name, url })))} />
      <nav aria-label={t('listing.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
          {breadcrumbs.map((b, i) => (
            <li key={b.path} className="flex items-center gap-1.5">
              {i > 0 ? <span aria-hidden>/</span> : null}
              {i < breadcrumbs.length - 1 ? (
                <LocaleLink to={b.path} className="hover:text-primary hover:underline">
                  {b.name}
                </LocaleLink>
              ) : (
                <span aria-current="page" className="text-ink">
                  {b.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={`mt-3 ${PAGE_HEADING[pages.headings]}`}>{heading}</h1>

      <div className={`mt-6 ${filterable ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10' : ''}`}>
        {filterable ? <FilterPanel listing={listing} open={filtersOpen} onClose={closeFilters} /> : null}
        {/* data-search names the query these results answer (tests wait for it after a filter change). */}
        <section id="results" aria-labelledby="results-count" aria-busy={busy} data-search={search} className={`min-w-0 transition-opacity ${busy ? 'opacity-60' : ''}`}>
          {filterable ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
              <a
                href="#filters"
                onClick={(e) => {
                  e.preventDefault()
                  setFiltersOpen(true)
                }}
                className="inline-flex items-center gap-2 rounded-control border border-line px-4 py-2 text-sm font-semibold text-ink hover:border-primary lg:hidden"
              >
                <SlidersHorizontal aria-hidden className="size-4" />
                {listing.activeCount ? t('listing.filtersWithCount', { count: listing.activeCount }) : t('listing.filters')}
              </a>
              {/* A heading (styled as the line it was), so the cards' h3 titles follow an h2 as on other pages. */}
              <h2 id="results-count" className="text-sm text-muted max-sm:order-last max-sm:w-full" aria-live="polite">
                {listing.cards.length ? (
                  t('listing.showing', { from, to: from + listing.cards.length - 1, total: totalText(listing) })
                ) : (
                  <span className="sr-only">{emptyTitle}</span>
                )}
              </h2>
              <SortSelect sort={listing.sort} />
            </div>
          ) : (
            <h2 id="results-count" className="sr-only">
              {emptyTitle}
            </h2>
          )}
          <div className={listing.active.length ? 'mt-4' : ''}>
            <FilterChips active={listing.active} resetHref={listing.resetHref} />
          </div>
          <div className="mt-6">
            {listing.cards.length ? (
              <ExperienceGrid items={listing.cards} beside first />
            ) : (
              <EmptyResults title={emptyTitle} resetHref={listing.activeCount ? listing.resetHref : undefined} />
            )}
          </div>
          <Pagination page={listing.page} pageCount={listing.pageCount} />
        </section>
      </div>
    </div>
  )
}
