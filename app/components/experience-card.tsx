import { Link } from '@remix-run/react'
import { CircleCheck, Clock, Flame } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../../themes/contract'
import { formatDuration } from '~/utils/format'
import { Rating } from './rating'
import { ResponsiveImage } from './responsive-image'

/** The `sizes` of a card image in the listing grids: one column on phones, two from sm, about 340px from lg. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw'

/** The fallback experience card for themes that do not bring their own. */
export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t, i18n } = useTranslation()
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div className="relative aspect-[3/2] overflow-hidden bg-surface-alt">
        <ResponsiveImage
          src={e.image.src}
          alt={e.image.alt}
          width={600}
          height={400}
          sourceWidth={e.image.width}
          sizes={CARD_IMAGE_SIZES}
          className="size-full object-cover"
        />
        {e.likelyToSellOut ? (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-accent-fg">
            <Flame aria-hidden className="size-3.5" />
            {t('card.likelyToSellOut')}
          </span>
        ) : null}
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
        {e.freeCancellation ? (
          <p className="flex items-start gap-1 text-sm text-success">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {e.freeCancellation}
          </p>
        ) : null}
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
