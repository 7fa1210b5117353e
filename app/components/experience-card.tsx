// The app's experience card, and the default theme's: photo on top, facts below, the price anchored to the
// bottom edge. The title link is stretched over the whole card, so the card is one tab stop and one click
// target. Themes that bring their own card (deira, get-that-boat) replace it through the ExperienceCard slot.
import { Link } from '@remix-run/react'
import { SpriteCircleCheck as CircleCheck, SpriteClock as Clock, SpriteFlame as Flame, SpriteMapPin as MapPin } from './sprite-icons'
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../../themes/contract'
import { formatDuration } from '~/utils/format'
import { RatingStars } from './rating'
import { ResponsiveImage } from './responsive-image'

/** The `sizes` of a card image in the listing grids: one column on phones, two from sm, about 340px from lg. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t, i18n } = useTranslation()

  return (
    <article className="card-frame group">
      <div className="relative aspect-[3/2] overflow-hidden bg-surface-alt">
        <ResponsiveImage
          src={e.image.src}
          alt={e.image.alt}
          width={600}
          height={400}
          sourceWidth={e.image.width}
          sizes={CARD_IMAGE_SIZES}
          className="card-photo"
        />
        {e.likelyToSellOut ? (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-accent-fg shadow-md">
            <Flame aria-hidden className="size-3.5" />
            {t('card.likelyToSellOut')}
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">{e.category}</p>
        <h3 className="mt-1.5 line-clamp-2 font-heading text-[1.0625rem] font-bold leading-snug text-ink">
          <Link to={e.href} prefetch="intent" className="card-stretch">
            {e.title}
          </Link>
        </h3>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3.5" />
            {e.city}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {formatDuration(e.durationMinutes, i18n.language)}
          </span>
        </p>
        {e.freeCancellation ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-success">
            <CircleCheck aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {e.freeCancellation}
          </p>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <RatingStars rating={e.rating} count={e.reviewCount} />
          <p className="text-right leading-tight">
            {e.fromPrice ? (
              <>
                <span className="block text-xs text-muted">{t('card.from')}</span>
                <span className="text-lg font-extrabold text-ink">{e.fromPrice}</span>
              </>
            ) : (
              <span className="text-sm font-semibold text-primary">{t('card.requestOffer')}</span>
            )}
          </p>
        </div>
      </div>
    </article>
  )
}
