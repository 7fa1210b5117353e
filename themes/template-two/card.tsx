// The template-two card, set like a story in a magazine's contents: the photo with no frame, the category as a
// kicker running into a hairline, a Fraunces title, the place and time, then price and rating over a rule.
// The title's link is stretched over the whole card: one tab stop, one click target.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, ic, useCardFacts } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="t2-card group">
      <div className="t2-card-media">
        <CardImage experience={e} width={600} height={450} className="t2-card-photo" />
        {e.likelyToSellOut ? <span className="t2-card-price-tag">{t('card.likelyToSellOut')}</span> : null}
      </div>
      <p className="t2-card-place">
        {e.category}
        <span aria-hidden className="t2-card-rule" />
      </p>
      <h3 className="t2-card-title">
        <CardLink experience={e} />
      </h3>
      <p className="t2-card-facts">
        {`${e.city} · ${duration}`}
      </p>
      {/* The check and the star are the lines' `::before` (ic, app/assets/icon-masks.css), sized in card.css. */}
      {e.freeCancellation ? <p className={`t2-card-cancel ${ic('Check')}`}>{e.freeCancellation}</p> : null}
      <div className="t2-card-foot">
        <div className="t2-card-foot-row">
          <p>
            <CardPrice experience={e} classes={{ from: 't2-card-from', price: 't2-card-price', offer: 't2-card-offer' }} />
          </p>
          {rating ? (
            <p className={`t2-card-rating ${ic('StarFilled')}`}>
              <CardRating rating={rating} className="font-semibold" />
              <span className="text-muted">{t('card.reviews', { count: e.reviewCount })}</span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
}
