// The four card: square-cut, the photo on top where the card is narrow (phones) and on its left where it
// has the width (a container query), the facts in a ruled row, the price beside an arrow. The title link
// covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, SpriteArrowUpRight as ArrowUpRight, SpriteCheck as Check, SpriteClock as Clock, SpriteFlame as Flame, SpriteMapPin as MapPin, SpriteStar as Star } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { duration, rating } = useCardFacts(e)
  const facts = [
    { key: 'city', Icon: MapPin, text: e.city },
    { key: 'duration', Icon: Clock, text: duration },
    { key: 'rating', Icon: Star, text: rating ? <CardRating rating={rating} className="font-semibold" /> : t('card.new') },
  ]
  return (
    <article data-four-card className="group @container relative h-full border border-line bg-surface transition-colors hover:border-ink has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent">
      <div className="flex h-full flex-col @md:flex-row">
        <div className="relative aspect-[3/2] shrink-0 overflow-hidden bg-surface-alt @md:aspect-auto @md:w-2/5">
          <CardImage experience={e} width={480} height={360} className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none @md:absolute @md:inset-0" />
          {e.likelyToSellOut ? (
            <span className="absolute left-0 top-0 inline-flex items-center gap-1 bg-accent px-2.5 py-1 text-xs font-semibold uppercase tracking-wider text-accent-fg"><Flame aria-hidden className="size-3.5" /> {t('card.likelyToSellOut')}</span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col p-4 @md:p-5">
          <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted">{e.category}</p>
          <h3 className="mt-1.5 line-clamp-2 text-lg font-semibold leading-snug tracking-[-0.01em] text-ink"><CardLink experience={e} /></h3>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-y border-line py-2 text-sm text-ink">
            {facts.map(({ key, Icon, text }) => (
              <li key={key} className="flex items-center gap-1.5">
                <Icon aria-hidden className="size-4 shrink-0 text-accent" />
                {text}
              </li>
            ))}
          </ul>
          {e.freeCancellation ? (
            <p className="mt-3 flex items-start gap-1.5 text-sm text-success"><Check aria-hidden className="mt-0.5 size-4 shrink-0" /> {e.freeCancellation}</p>
          ) : null}
          <div className="mt-auto flex items-end justify-between gap-3 pt-4">
            <p className="leading-tight">
              <CardPrice experience={e} classes={{ from: 'block text-xs uppercase tracking-[0.14em] text-muted', price: 'text-xl font-bold tracking-tight text-ink', offer: 'text-sm font-semibold text-accent' }} />
            </p>
            <span aria-hidden className="grid size-10 place-items-center bg-primary text-primary-fg transition-colors group-hover:bg-accent">
              <ArrowUpRight className="size-5" />
            </span>
          </div>
        </div>
      </div>
    </article>
  )
}
