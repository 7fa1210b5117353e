// Traveller reviews, a page at a time; the page is in the URL (?reviews=2), so it can be shared and reloaded.
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pluralForm } from '~/utils/experience-text'
import { formatRating } from '~/domain/format'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { ExperienceSection } from './experience/sections'

export function ReviewList({ reviews, rating }: { reviews: ExperiencePageData['reviews']; rating: number | null }) {
  const { t, i18n } = useTranslation()
  const { search } = useLocation()
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search)
    if (page <= 1) params.delete('reviews')
    else params.set('reviews', String(page))
    const qs = params.toString()
    return { search: qs ? `?${qs}` : '', hash: '#reviews' }
  }
  const link = 'rounded-control border border-line px-4 py-2 text-sm font-medium hover:border-primary'
  return (
    <ExperienceSection id="reviews" title={t('reviews.title')}>
      {rating !== null && reviews.total > 0 ? (
        <p className="flex items-center gap-2 text-ink">
          <Stars rating={rating} label={t('reviews.stars', { rating: formatRating(rating, i18n.language) })} />
          <span className="text-lg font-semibold">{t('reviews.outOf', { rating: formatRating(rating, i18n.language) })}</span>
          <span className="text-muted">· {t(`reviews.count.${pluralForm(i18n.language, reviews.total)}`, { count: reviews.total })}</span>
        </p>
      ) : (
        <p className="text-muted">{t('reviews.empty')}</p>
      )}
      <ul className="mt-4 space-y-4">
        {reviews.items.map((r) => (
          <li key={r.id} className="rounded-card border border-line p-4" data-review>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Stars rating={r.rating} label={t('reviews.stars', { rating: r.rating })} />
              <span className="text-xs text-muted">{r.date}</span>
            </div>
            <h3 className="mt-2 font-semibold text-ink" lang={r.lang}>
              {r.title}
            </h3>
            <p className="mt-1 text-ink/90" lang={r.lang}>
              {r.body}
            </p>
            <p className="mt-2 text-sm text-muted">
              {r.author}
              {r.country ? `, ${r.country}` : ''}
            </p>
          </li>
        ))}
      </ul>
      {reviews.pageCount > 1 ? (
        <nav aria-label={t('reviews.pagination')} className="mt-5 flex flex-wrap items-center gap-3">
          {reviews.page > 1 ? (
            <Link to={pageHref(reviews.page - 1)} preventScrollReset rel="prev" className={link}>
              {t('reviews.previous')}
            </Link>
          ) : null}
          <span className="text-sm text-muted">{t('reviews.page', { page: reviews.page, pages: reviews.pageCount })}</span>
          {reviews.page < reviews.pageCount ? (
            <Link to={pageHref(reviews.page + 1)} preventScrollReset rel="next" className={link}>
              {t('reviews.more')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ExperienceSection>
  )
}

/** Five star glyphs, the first `rating` (rounded) filled: text, not five SVGs per review. */
function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating)
  return (
    <span role="img" aria-label={label} className="text-base leading-none tracking-tight">
      <span aria-hidden className="text-amber-500">
        {'★'.repeat(full)}
      </span>
      <span aria-hidden className="text-line">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  )
}
