// The template-two card, set like a story in a magazine's contents: the photo with no frame, the category as a
// kicker running into a hairline, a Fraunces title, the place and time, then price and rating over a rule.
// The title's link is stretched over the whole card: one tab stop, one click target.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, SpriteCheck as Check, SpriteStar as Star } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="group relative flex h-full flex-col has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-primary">
      <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-surface-alt">
        <CardImage experience={e} width={600} height={450} className="h-full w-full object-cover transition duration-700 group-hover:scale-[1.04] motion-reduce:transition-none" />
        {e.likelyToSellOut ? <span className="absolute bottom-0 left-0 bg-accent px-3 py-1.5 text-xs font-bold text-accent-fg">{t('card.likelyToSellOut')}</span> : null}
      </div>
      <p className="mt-4 flex items-center gap-3 text-[0.6875rem] font-bold uppercase tracking-[0.2em] text-primary">
        {e.category}
        <span aria-hidden className="h-px flex-1 bg-line" />
      </p>
      <h3 className="mt-2 font-heading text-[1.375rem] font-medium leading-tight text-ink decoration-primary decoration-1 underline-offset-4 group-hover:underline">
        <CardLink experience={e} />
      </h3>
      <p className="mt-2 text-sm text-muted">
        {e.city} · {duration}
      </p>
      {e.freeCancellation ? <p className="mt-1.5 flex items-start gap-1.5 text-sm text-success"><Check aria-hidden className="mt-0.5 size-4 shrink-0" />{e.freeCancellation}</p> : null}
      <div className="mt-auto pt-4">
        <div className="flex items-baseline justify-between gap-3 border-t border-ink pt-3">
          <p>
            <CardPrice experience={e} classes={{ from: 'mr-1.5 text-sm text-muted', price: 'font-heading text-xl font-semibold text-ink', offer: 'text-sm font-semibold text-primary' }} />
          </p>
          {rating ? (
            <p className="flex items-center gap-1 text-sm text-ink">
              <Star aria-hidden className="size-4 fill-primary text-primary" />
              <CardRating rating={rating} className="font-semibold" />
              <span className="text-muted">{t('card.reviews', { count: e.reviewCount })}</span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
}
