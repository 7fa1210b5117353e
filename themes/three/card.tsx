// The three card: a soft tile with the photo rounded inside it and the rating as a big apricot seal on the
// photo's edge (or "New"); the title in Lora. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, Check, Clock, Flame, Star } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="th-card group">
      <div className="relative">
        <div className="th-card-media">
          <CardImage experience={e} width={560} height={420} className="th-card-photo" />
        </div>
        {e.likelyToSellOut ? (
          <span className="th-card-sellout"><Flame aria-hidden className="size-3.5" /> {t('card.likelyToSellOut')}</span>
        ) : null}
        <p className="th-card-badge">
          {rating ? (
            <>
              <span className="th-card-rating"><Star aria-hidden className="th-card-star" /> {t('card.reviews', { count: e.reviewCount })}</span>
              <CardRating rating={rating} className="th-card-score" />
            </>
          ) : (
            <span className="th-card-offer">{t('card.new')}</span>
          )}
        </p>
      </div>
      <div className="th-card-body">
        <p className="th-card-place">{e.city}</p>
        <h3 className="th-card-title"><CardLink experience={e} /></h3>
        <p className="th-card-facts"><Clock aria-hidden className="size-4" />{` ${duration} · ${e.category}`}</p>
        {e.freeCancellation ? (
          <p className="th-card-cancel"><Check aria-hidden className="th-card-cancel-icon" /> {e.freeCancellation}</p>
        ) : null}
        <p className="th-card-foot">
          <CardPrice experience={e} classes={{ from: 'th-card-from', price: 'th-card-price', offer: 'th-card-request' }} />
        </p>
      </div>
    </article>
  )
}
