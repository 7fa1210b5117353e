// The four card: square-cut, the photo on top where the card is narrow (phones) and on its left where it
// has the width (a container query), the facts in a ruled row, the price beside an arrow. The title link
// covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, ArrowUpRight, Check, Clock, Flame, MapPin, Star } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { duration, rating } = useCardFacts(e)
  const facts = [
    { key: 'city', Icon: MapPin, text: e.city },
    { key: 'duration', Icon: Clock, text: duration },
    { key: 'rating', Icon: Star, text: rating ? <CardRating rating={rating} className="font-semibold" /> : t('card.new') },
  ]
  return (
    <article data-four-card className="fr-card group @container">
      <div className="fr-card-row">
        <div className="fr-card-media">
          <CardImage experience={e} width={480} height={360} className="fr-card-photo" />
          {e.likelyToSellOut ? (
            <span className="fr-card-sellout"><Flame aria-hidden className="size-3.5" /> {t('card.likelyToSellOut')}</span>
          ) : null}
        </div>
        <div className="fr-card-body">
          <p className="fr-card-place">{e.category}</p>
          <h3 className="fr-card-title"><CardLink experience={e} /></h3>
          <ul className="fr-card-facts">
            {facts.map(({ key, Icon, text }) => (
              <li key={key} className="fr-card-fact">
                <Icon aria-hidden className="fr-card-fact-icon" />
                {text}
              </li>
            ))}
          </ul>
          {e.freeCancellation ? (
            <p className="fr-card-cancel"><Check aria-hidden className="fr-card-cancel-icon" />{` ${e.freeCancellation}`}</p>
          ) : null}
          <div className="fr-card-foot">
            <p className="leading-tight">
              <CardPrice experience={e} classes={{ from: 'fr-card-from', price: 'fr-card-price', offer: 'fr-card-offer' }} />
            </p>
            <span aria-hidden className="fr-card-go">
              <ArrowUpRight className="size-5" />
            </span>
          </div>
        </div>
      </div>
    </article>
  )
}
