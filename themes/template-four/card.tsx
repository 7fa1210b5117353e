// template-four's card: the photo is the card, square, with the price cut into it as a badge; the facts sit
// under it on the page's black, the title in the heading face. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, ic, useCardFacts } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="t4-card group">
      <div className="t4-card-media">
        <CardImage experience={e} width={560} height={560} className="t4-card-photo" />
        <span aria-hidden className="t4-card-shade" />
        {e.likelyToSellOut ? (
          <span className={`t4-card-chip t4-card-hot ${ic('Flame')}`}>{t('card.likelyToSellOut')}</span>
        ) : null}
        {/* The chips' icons are their `::before` (ic, app/assets/icon-masks.css), sized in card.css. */}
        <span className={rating ? `t4-card-chip t4-card-score ${ic('StarFilled')}` : 't4-card-chip t4-card-score'}>
          {rating ? <CardRating rating={rating} /> : tt('card.new')}
        </span>
        <p className="t4-card-pricetag">
          <CardPrice experience={e} classes={{ from: 't4-card-from', price: 't4-card-price', offer: 't4-card-offer' }} />
        </p>
      </div>
      <p className="t4-card-place">
        {`${e.city} · ${duration}`}
      </p>
      <h3 className="t4-card-title">
        <CardLink experience={e} />
      </h3>
      {e.freeCancellation ? <p className="t4-card-cancel">{e.freeCancellation}</p> : null}
    </article>
  )
}
