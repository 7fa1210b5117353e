// template-four's card: the photo is the card, square, with the price cut into it as a badge; the facts sit
// under it on the page's black, the title in the heading face. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, SpriteFlame as Flame, SpriteStar as Star } from '../kit'

const CHIP = 'absolute inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="group relative flex h-full flex-col rounded-card has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-primary">
      <div className="relative aspect-square overflow-hidden rounded-card bg-surface-alt">
        <CardImage experience={e} width={560} height={560} className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none" />
        <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/55 via-transparent to-transparent" />
        {e.likelyToSellOut ? (
          <span className={`${CHIP} left-3 top-3 bg-[var(--nj-night)]/85 text-ink`}>
            <Flame aria-hidden className="size-3.5 text-primary" />
            {t('card.likelyToSellOut')}
          </span>
        ) : null}
        <span className={`${CHIP} right-3 top-3 bg-[var(--nj-night)]/85 text-ink`}>
          {rating ? (
            <>
              <Star aria-hidden className="size-3.5 fill-primary text-primary" />
              <CardRating rating={rating} />
            </>
          ) : (
            tt('card.new')
          )}
        </span>
        <p className="absolute bottom-3 left-3 flex items-baseline gap-1.5 rounded-full bg-primary px-3.5 py-1.5 leading-none text-primary-fg shadow-lg">
          <CardPrice experience={e} classes={{ from: 'text-xs font-semibold', price: 'text-base font-extrabold', offer: 'text-sm font-bold' }} />
        </p>
      </div>
      <p className="mt-4 text-xs font-semibold uppercase tracking-[0.18em] text-muted">
        {e.city} · {duration}
      </p>
      <h3 className="mt-1.5 line-clamp-2 font-heading text-xl font-bold leading-tight tracking-[-0.02em] text-ink decoration-primary decoration-2 underline-offset-4 group-hover:underline">
        <CardLink experience={e} />
      </h3>
      {e.freeCancellation ? <p className="mt-2 text-sm text-success">{e.freeCancellation}</p> : null}
    </article>
  )
}
