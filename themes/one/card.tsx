// The `one` card: a white ticket with the city on a tab over the photo, the category in tram red, the facts in
// one line and the price beside a "Book" pill. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, Clock, Flame, Star } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow hover:shadow-[0_16px_40px_-18px_rgb(0_0_0/0.35)] has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary">
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-alt">
        <CardImage experience={e} width={600} height={450} className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none" />
        <span className="absolute left-0 top-4 rounded-r-full bg-surface py-1 pl-4 pr-3 text-xs font-semibold text-ink shadow">{e.city}</span>
        {e.likelyToSellOut ? (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-fg">
            <Flame aria-hidden className="size-3.5" />
            {t('card.likelyToSellOut')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-primary">{e.category}</p>
        <h3 className="line-clamp-2 font-heading text-lg font-semibold leading-snug text-ink group-hover:text-primary">
          <CardLink experience={e} />
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" /> {duration}
          </span>
          {rating ? (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-accent text-accent" />
              <CardRating rating={rating} className="font-semibold text-ink" /> ({e.reviewCount})
            </span>
          ) : null}
        </p>
        {e.freeCancellation ? <p className="text-sm font-medium text-success">{e.freeCancellation}</p> : null}
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-dashed border-line pt-4">
          <p className="leading-tight">
            <CardPrice experience={e} classes={{ from: 'block text-xs text-muted', price: 'text-xl font-bold text-ink', offer: 'text-sm font-semibold text-primary' }} />
          </p>
          <span aria-hidden className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-fg group-hover:brightness-110">{tt('card.book')}</span>
        </div>
      </div>
    </article>
  )
}
