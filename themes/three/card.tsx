// The three card: a soft tile with the photo rounded inside it and the rating as a big apricot seal on the
// photo's edge (or "New"); the title in Lora. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, SpriteCheck as Check, SpriteClock as Clock, SpriteFlame as Flame, SpriteStar as Star } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="group relative flex h-full flex-col rounded-card bg-surface p-2.5 shadow-[0_18px_40px_-28px_rgb(74_29_64/0.55)] ring-1 ring-line transition hover:-translate-y-1 hover:shadow-[0_24px_48px_-28px_rgb(74_29_64/0.7)] has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-primary motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative">
        <div className="aspect-[4/3] overflow-hidden rounded-[1.35rem] bg-surface-alt">
          <CardImage experience={e} width={560} height={420} className="h-full w-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none" />
        </div>
        {e.likelyToSellOut ? (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-xs font-semibold text-[var(--three-rose)] shadow"><Flame aria-hidden className="size-3.5" /> {t('card.likelyToSellOut')}</span>
        ) : null}
        <p className="absolute -bottom-6 right-4 flex size-[4.5rem] flex-col items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg ring-4 ring-surface">
          {rating ? (
            <>
              <span className="flex items-center gap-0.5 text-[0.625rem] font-semibold"><Star aria-hidden className="size-3 fill-current" /> {t('card.reviews', { count: e.reviewCount })}</span>
              <CardRating rating={rating} className="font-heading text-2xl font-bold leading-none" />
            </>
          ) : (
            <span className="font-heading text-base font-semibold">{t('card.new')}</span>
          )}
        </p>
      </div>
      <div className="flex flex-1 flex-col px-3 pb-2 pt-4">
        <p className="pr-20 text-xs font-semibold uppercase tracking-[0.14em] text-[var(--three-rose)]">{e.city}</p>
        <h3 className="mt-3 line-clamp-2 font-heading text-xl font-semibold leading-snug text-ink"><CardLink experience={e} /></h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted"><Clock aria-hidden className="size-4" /> {duration} · {e.category}</p>
        {e.freeCancellation ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-success"><Check aria-hidden className="mt-0.5 size-4 shrink-0" /> {e.freeCancellation}</p>
        ) : null}
        <p className="mt-auto pt-5 leading-tight">
          <CardPrice experience={e} classes={{ from: 'mr-1 text-sm text-muted', price: 'font-heading text-2xl font-bold text-ink', offer: 'text-sm font-semibold text-primary' }} />
        </p>
      </div>
    </article>
  )
}
