// The get-that-boat card: square-cut, a navy price tag on the photo's edge, facts in a tidy row and a
// "view details" rail that fills with sea blue on hover. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, ArrowRight, Check, Clock, Flame, MapPin, Star } from '../kit'
import type { ExperienceCardProps } from '../contract'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)

  return (
    <article className="gtb-card group">
      <div className="gtb-card-media">
        <CardImage experience={e} width={640} height={400} className="gtb-card-photo" />
        {e.likelyToSellOut ? (
          <span className="gtb-card-sellout">
            <Flame aria-hidden className="size-3.5" />
            {t('card.likelyToSellOut')}
          </span>
        ) : null}
        <p className="gtb-card-pricetag">
          <CardPrice
            experience={e}
            classes={{ from: 'gtb-card-from', price: 'gtb-card-price', offer: 'gtb-card-offer' }}
          />
        </p>
        {rating ? null : (
          <span className="gtb-card-new">
            {tt('card.new')}
          </span>
        )}
      </div>

      <div className="gtb-card-body">
        <p className="gtb-card-place">{e.category}</p>
        <h3 className="gtb-card-title">
          <CardLink experience={e} />
        </h3>
        <ul className="gtb-card-facts">
          <li className="gtb-card-fact">
            <MapPin aria-hidden className="gtb-card-icon" />
            {e.city}
          </li>
          <li className="gtb-card-fact">
            <Clock aria-hidden className="gtb-card-icon" />
            {duration}
          </li>
          {rating ? (
            <li className="gtb-card-fact">
              <Star aria-hidden className="gtb-card-star" />
              <CardRating rating={rating} className="gtb-card-score" />
              {t('card.reviews', { count: e.reviewCount })}
            </li>
          ) : null}
        </ul>
        {e.freeCancellation ? (
          <p className="gtb-card-cancel">
            <Check aria-hidden className="gtb-card-cancel-icon" strokeWidth={3} />
            {e.freeCancellation}
          </p>
        ) : null}
        <div aria-hidden className="gtb-card-foot">
          <p className="gtb-card-cta">
            {tt('card.view')}
            <ArrowRight className="gtb-card-arrow" />
          </p>
        </div>
      </div>
    </article>
  )
}
