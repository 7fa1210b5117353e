// The experience grid every listing and strip uses, the empty-result screen and the pagination bar.
import { Link, useLocation, useSearchParams } from '@remix-run/react'
import { ChevronLeft, ChevronRight, SearchX } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { ExperienceCardData, PagePresentation } from '../../../themes/contract'
import { LocaleLink } from '../locale-link'
import { ImageLoading } from '../responsive-image'
import { useThemePages, useThemeSlots } from '~/hooks/theme'
import { useRootData } from '~/hooks/root-data'

/**
 * The columns for n cards (decision 063): on a full-width page up to four (`dense`) or three (`roomy`, the brand's
 * choice), up to three beside the listing's filter sidebar; never more columns than make full rows of a short list,
 * so three cards take three columns, four take two rows of two or one of four, and one card keeps a card's width.
 */
export function gridColumns(n: number, grid: PagePresentation['grid'], beside: boolean): string {
  if (n <= 1) return 'max-w-sm'
  if (n === 2) return 'sm:grid-cols-2'
  if (n === 3) return 'md:grid-cols-3'
  if (n === 4) return beside || grid === 'roomy' ? 'sm:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-4'
  if (beside) return 'sm:grid-cols-2 xl:grid-cols-3'
  // Six (or nine) cards make whole rows of three, not a row of four and a half-empty one.
  if (grid === 'roomy' || (n % 3 === 0 && n % 4 !== 0)) return 'sm:grid-cols-2 lg:grid-cols-3'
  return 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
}

/**
 * Four columns on a full-width page, three beside the listing's filter sidebar (fewer for a short list). `first`: the grid is the page's
 * first content (a listing), so its first photo, the largest paint on a phone and the first of equals on a desktop,
 * is requested with the HTML at high priority rather than after layout. The rest stay lazy: eager photos beside it
 * would share the phone's bandwidth with the one that counts.
 */
export function ExperienceGrid({ items, beside = false, first = false }: { items: ExperienceCardData[]; beside?: boolean; first?: boolean }) {
  const { ExperienceCard } = useThemeSlots()
  const { grid } = useThemePages()
  return (
    // data-theme-part: the browser loads the theme's card before hydrating a page that shows one (decision 040).
    <ul data-theme-part="ExperienceCard" data-grid={grid} className={`grid gap-6 ${gridColumns(items.length, grid, beside)}`}>
      {/* A bare item (24 on a listing): a grid item stretches to its row, so a card of `h-full` fills it. */}
      {items.map((e, index) => (
        <li key={e.href}>
          {first && index === 0 ? (
            <ImageLoading.Provider value="priority">
              <ExperienceCard experience={e} />
            </ImageLoading.Provider>
          ) : (
            <ExperienceCard experience={e} />
          )}
        </li>
      ))}
    </ul>
  )
}

/** The spec's empty-result screen, with a way back: reset the filters (when some are set) or browse everything. */
export function EmptyResults({ title, resetHref }: { title: string; resetHref?: string }) {
  const { t } = useTranslation()
  const root = useRootData()
  const browse = root?.tenant.siteType === 'supplier' ? '/experiences' : '/things-to-do'
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line px-6 py-16 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h2 className="mt-4 font-heading text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 text-muted">{t(resetHref ? 'listing.tryRemovingFilters' : 'listing.tryAnother')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {resetHref ? (
          <Link to={resetHref} className="rounded-control bg-primary px-5 py-2.5 font-semibold text-primary-fg hover:brightness-90">
            {t('listing.resetFilters')}
          </Link>
        ) : null}
        <LocaleLink
          to={browse}
          className={
            resetHref
              ? 'rounded-control border border-line px-5 py-2.5 font-semibold text-ink hover:border-primary'
              : 'rounded-control bg-primary px-5 py-2.5 font-semibold text-primary-fg hover:brightness-90'
          }
        >
          {t('listing.browseAll')}
        </LocaleLink>
      </div>
    </div>
  )
}

/** Page numbers around the current one, the first and the last, with gaps between. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
  return pages.flatMap((p, i) => (i > 0 && p - pages[i - 1]! > 1 ? (['gap', p] as const) : [p]))
}

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  if (pageCount <= 1) return null
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params)
    if (p === 1) next.delete('page')
    else next.set('page', String(p))
    const qs = next.toString()
    return qs ? `${pathname}?${qs}` : pathname
  }
  // Component classes (app/tailwind.css `page-*`): a box for each page link, the current one filled.
  return (
    <nav aria-label={t('listing.pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className="page-box page-step">
          <ChevronLeft aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('listing.previous')}</span>
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-label={t('listing.goToPage', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            className={p === page ? 'page-box page-current' : 'page-box page-num'}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className="page-box page-step">
          <span className="sr-only sm:not-sr-only">{t('listing.next')}</span>
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  )
}
