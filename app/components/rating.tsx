import type { CSSProperties } from 'react'
import { Star } from './icons'
import { useTranslation } from 'react-i18next'
import { formatRating } from '~/domain/format'

export function Rating({ rating, count, className = '' }: { rating: number | null; count: number; className?: string }) {
  const { t, i18n } = useTranslation()
  if (rating === null || count === 0) return null
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Star aria-hidden className="size-4 fill-current text-amber-500" />
      {/* Screen readers ignore aria-label on a plain span: the words are in the text, the bare score hidden. */}
      <span className="sr-only">{t('a11y.rating', { rating: formatRating(rating, i18n.language) })}</span>
      <span aria-hidden className="font-semibold">
        {formatRating(rating, i18n.language)}
      </span>
      <span className="text-muted">{t('card.reviews', { count })}</span>
    </span>
  )
}

/** Five stars filled to the score (4.6 fills four and three fifths), the score and the review count; "New" without reviews. */
export function RatingStars({ rating, count }: { rating: number | null; count: number }) {
  const { t, i18n } = useTranslation()
  if (rating === null || count === 0) {
    return <span className="card-new">{t('card.new')}</span>
  }
  const score = formatRating(rating, i18n.language)
  return (
    <p className="card-rating">
      <span className="sr-only">{t('a11y.rating', { rating: score })}</span>
      {/* The stars are the score's `::before` (app/tailwind.css `.card-score`), filled to --rating: not two rows of
          sprite stars and a clip, nor an element of their own, 24 times on a listing. */}
      <span aria-hidden className="card-score" style={{ '--rating': `${(rating / 5) * 100}%` } as CSSProperties}>
        {score}
      </span>
      {/* Muted as the row's last span (app/tailwind.css `.card-rating > span:last-child`). */}
      <span>{t('card.reviews', { count })}</span>
    </p>
  )
}

