import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatRating } from '~/utils/format'

export function Rating({ rating, count, className = '' }: { rating: number | null; count: number; className?: string }) {
  const { t, i18n } = useTranslation()
  if (rating === null || count === 0) return null
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Star aria-hidden className="size-4 fill-current text-amber-500" />
      <span className="font-semibold" aria-label={t('a11y.rating', { rating: formatRating(rating, i18n.language) })}>
        {formatRating(rating, i18n.language)}
      </span>
      <span className="text-muted">{t('card.reviews', { count })}</span>
    </span>
  )
}
