// The app's experience card, and the default theme's: photo on top, facts below, the price anchored to the
// bottom edge. The title link is stretched over the whole card, so the card is one tab stop and one click
// target. Themes that bring their own card (deira, get-that-boat) replace it through the ExperienceCard slot.
import { Link } from '@remix-run/react'
import { ic } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../../contract'
import { formatDuration } from '~/domain/format'
import { RatingStars } from '~/components/rating'
import { CARD_IMAGE_NARROWEST, CARD_IMAGE_SIZES } from '../card'
import { ResponsiveImage } from '~/components/responsive-image'


export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t, i18n } = useTranslation()

  return (
    <article className="card-frame group">
      <div className="card-media">
        <ResponsiveImage
          src={e.image}
          alt={e.imageAlt ?? ''}
          width={600}
          height={400}
          sourceWidth={e.imageWidth}
          sizes={CARD_IMAGE_SIZES}
          narrowest={CARD_IMAGE_NARROWEST}
          className="card-photo"
        />
        {e.likelyToSellOut ? (
          <span className={`card-sellout ${ic('Flame')}`}>
            {t('card.likelyToSellOut')}
          </span>
        ) : null}
      </div>

      <div className="card-body">
        <p className="card-kicker">{e.category}</p>
        {/* The title and the foot are styled as the body's h3 and div (app/tailwind.css): 24 cards a listing. */}
        <h3>
          <Link to={e.href} prefetch="intent" className="card-stretch">
            {e.title}
          </Link>
        </h3>
        {/* The icons are the classes' `::before` (ic, app/assets/icon-masks.css): 24 cards, ~100 bytes less each. */}
        <p className="card-facts">
          <span className={ic('MapPin')}>{e.city}</span>
          <span className={ic('Clock')}>{formatDuration(e.durationMinutes, i18n.language)}</span>
        </p>
        {e.freeCancellation ? <p className={`card-cancel ${ic('CircleCheck')}`}>{e.freeCancellation}</p> : null}
        <div>
          <RatingStars rating={e.rating} count={e.reviewCount} />
          {/* "From" above the figure: the paragraph's first child (app/tailwind.css `.card-price > span`). */}
          {e.fromPrice ? (
            <p className="card-price">
              <span>{t('card.from')}</span>
              {e.fromPrice}
            </p>
          ) : (
            <p className="card-price-box">
              <span className="card-offer">{t('card.requestOffer')}</span>
            </p>
          )}
        </div>
      </div>
    </article>
  )
}
