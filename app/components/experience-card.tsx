import { Link } from '@remix-run/react'
import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../../themes/contract'
import { formatDuration } from '~/utils/format'
import { Rating } from './rating'

/** The fallback experience card for themes that do not bring their own. */
export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t, i18n } = useTranslation()
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div className="aspect-[3/2] overflow-hidden bg-surface-alt">
        <img src={e.image.src} alt={e.image.alt} width={1200} height={800} loading="lazy" className="size-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{e.city}</p>
        <h3 className="font-heading font-semibold text-ink">
          <Link to={e.href} prefetch="intent" className="after:absolute after:inset-0">
            {e.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Clock aria-hidden className="size-4" /> {formatDuration(e.durationMinutes, i18n.language)}
        </p>
        <Rating rating={e.rating} count={e.reviewCount} />
        {e.freeCancellation ? <p className="text-sm text-success">{t('card.freeCancellation')}</p> : null}
        <p className="mt-auto pt-2 text-ink">
          {e.fromPrice ? (
            <>
              <span className="text-sm text-muted">{t('card.from')} </span>
              <span className="text-lg font-bold">{e.fromPrice}</span>
            </>
          ) : (
            <span className="font-semibold text-primary">{t('card.requestOffer')}</span>
          )}
        </p>
      </div>
    </article>
  )
}
