// The get-that-boat card: square-cut, a navy price tag on the photo's edge, facts in a tidy row and a
// "view details" rail that fills with sea blue on hover. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, SpriteArrowRight as ArrowRight, SpriteCheck as Check, SpriteClock as Clock, SpriteFlame as Flame, SpriteMapPin as MapPin, SpriteStar as Star } from '../kit'
import type { ExperienceCardProps } from '../contract'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)

  return (
    <article className="group relative flex h-full flex-col rounded-card border border-line bg-surface transition-colors hover:border-primary has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary">
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-alt">
        <CardImage experience={e} width={640} height={400} className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none" />
        {e.likelyToSellOut ? (
          <span className="absolute left-0 top-3 inline-flex items-center gap-1.5 bg-accent px-3 py-1 text-[0.6875rem] font-bold uppercase tracking-[0.16em] text-accent-fg">
            <Flame aria-hidden className="size-3.5" />
            {t('card.likelyToSellOut')}
          </span>
        ) : null}
        <p className="absolute bottom-0 left-0 bg-primary px-4 py-2 leading-tight text-primary-fg">
          <CardPrice
            experience={e}
            classes={{ from: 'mr-1.5 text-[0.6875rem] font-semibold uppercase tracking-[0.16em] text-white/80', price: 'text-lg font-extrabold', offer: 'text-sm font-bold' }}
          />
        </p>
        {rating ? null : (
          <span className="absolute right-3 top-3 rounded-full bg-accent px-3 py-1 text-[0.6875rem] font-bold uppercase tracking-[0.16em] text-accent-fg">
            {tt('card.new')}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p className="text-[0.6875rem] font-bold uppercase tracking-[0.2em] text-[var(--gtb-sea-ink)]">{e.category}</p>
        <h3 className="mt-2 line-clamp-2 font-heading text-lg font-bold leading-snug text-ink">
          <CardLink experience={e} />
        </h3>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted">
          <li className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 text-primary" />
            {e.city}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4 text-primary" />
            {duration}
          </li>
          {rating ? (
            <li className="inline-flex items-center gap-1.5">
              <Star aria-hidden className="size-4 fill-[#f5b301] text-[#f5b301]" />
              <CardRating rating={rating} className="font-semibold text-ink" />
              {t('card.reviews', { count: e.reviewCount })}
            </li>
          ) : null}
        </ul>
        {e.freeCancellation ? (
          <p className="mt-3 flex items-start gap-1.5 text-sm font-semibold text-success">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0" strokeWidth={3} />
            {e.freeCancellation}
          </p>
        ) : null}
        <div aria-hidden className="-mx-5 -mb-5 mt-auto pt-5">
          <p className="flex items-center justify-between border-t border-line px-5 py-3 text-xs font-bold uppercase tracking-[0.18em] text-primary transition-colors group-hover:bg-accent group-hover:text-accent-fg">
            {tt('card.view')}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
          </p>
        </div>
      </div>
    </article>
  )
}
