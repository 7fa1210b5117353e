// The deira card: a tall photograph with the story set over it in Playfair, like a magazine spread.
// The title link is stretched over the whole card, so the card is one tab stop and one click target.
import { useTranslation } from 'react-i18next'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, SpriteArrowRight as ArrowRight, SpriteCheck as Check, SpriteFlame as Flame, SpriteStar as Star } from '../kit'
import type { ExperienceCardProps } from '../contract'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)

  return (
    <article className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-card bg-[var(--deira-night)] text-primary-fg shadow-[0_18px_40px_-24px_rgb(28_19_12/0.6)] has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent">
      <CardImage experience={e} width={480} height={600} className="absolute inset-0 -z-20 h-full w-full object-cover transition duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-[var(--deira-night)] via-[rgb(28_19_12/0.55)] via-45% to-[rgb(28_19_12/0.1)]" />

      <div className="absolute inset-x-4 top-4 flex items-start justify-between gap-2 text-xs">
        {e.likelyToSellOut ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-accent/60 bg-[rgb(28_19_12/0.75)] px-3 py-1 font-medium text-primary-fg backdrop-blur">
            <Flame aria-hidden className="size-3.5 text-accent" />
            {t('card.likelyToSellOut')}
          </span>
        ) : (
          <span />
        )}
        {rating ? (
          <span className="flex items-center gap-1 rounded-full bg-[rgb(28_19_12/0.75)] px-2.5 py-1 font-semibold backdrop-blur">
            <Star aria-hidden className="size-3.5 fill-accent text-accent" />
            <CardRating rating={rating} />
            <span className="font-normal text-[#e9dcc4]">{t('card.reviews', { count: e.reviewCount })}</span>
          </span>
        ) : (
          <span className="rounded-full bg-accent px-2.5 py-1 font-semibold text-accent-fg">{tt('card.new')}</span>
        )}
      </div>

      <div className="p-5 sm:p-6">
        <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.22em] text-accent">
          {e.city} · {duration}
        </p>
        <h3 className="mt-2 line-clamp-3 font-heading text-2xl font-medium leading-tight text-white">
          <CardLink experience={e} />
        </h3>
        {e.freeCancellation ? (
          <p className="mt-3 flex items-start gap-1.5 text-xs text-[#e9dcc4]">
            <Check aria-hidden className="mt-px size-3.5 shrink-0 text-accent" strokeWidth={3} />
            {e.freeCancellation}
          </p>
        ) : null}
        <span aria-hidden className="mt-4 block h-px w-12 bg-accent transition-all duration-500 group-hover:w-full motion-reduce:transition-none" />
        <div className="mt-4 flex items-end justify-between gap-3">
          <p className="leading-tight">
            <CardPrice experience={e} classes={{ from: 'block text-xs text-[#e9dcc4]', price: 'font-heading text-xl text-white', offer: 'text-sm font-medium text-white' }} />
          </p>
          <span aria-hidden className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.18em] text-accent">
            {tt('card.discover')}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
          </span>
        </div>
      </div>
    </article>
  )
}
