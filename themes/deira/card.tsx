// The deira card: a tall photograph with the story set over it in Playfair, like a magazine spread.
// The title link is stretched over the whole card, so the card is one tab stop and one click target.
import { useTranslation } from 'react-i18next'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, ArrowRight, Check, Flame, Star } from '../kit'
import type { ExperienceCardProps } from '../contract'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)

  return (
    <article className="dr-card group">
      <CardImage experience={e} width={480} height={600} className="dr-card-photo" />
      <div aria-hidden className="dr-card-shade" />

      <div className="dr-card-marks">
        {e.likelyToSellOut ? (
          <span className="dr-card-sellout">
            <Flame aria-hidden className="size-3.5 text-accent" />
            {t('card.likelyToSellOut')}
          </span>
        ) : (
          <span />
        )}
        {rating ? (
          <span className="dr-card-rating">
            <Star aria-hidden className="size-3.5 fill-accent text-accent" />
            <CardRating rating={rating} />
            <span className="dr-card-reviews">{t('card.reviews', { count: e.reviewCount })}</span>
          </span>
        ) : (
          <span className="dr-card-new">{tt('card.new')}</span>
        )}
      </div>

      <div className="dr-card-body">
        <p className="dr-card-place">
          {`${e.city} · ${duration}`}
        </p>
        <h3 className="dr-card-title">
          <CardLink experience={e} />
        </h3>
        {e.freeCancellation ? (
          <p className="dr-card-cancel">
            <Check aria-hidden className="mt-px size-3.5 shrink-0 text-accent" strokeWidth={3} />
            {e.freeCancellation}
          </p>
        ) : null}
        <span aria-hidden className="dr-card-rule" />
        <div className="dr-card-foot">
          <p className="leading-tight">
            <CardPrice experience={e} classes={{ from: 'dr-card-from', price: 'dr-card-price', offer: 'dr-card-offer' }} />
          </p>
          <span aria-hidden className="dr-card-more">
            {tt('card.discover')}
            <ArrowRight className="dr-card-arrow" />
          </span>
        </div>
      </div>
    </article>
  )
}
