// The six card: a photograph and a few quiet lines with room around them; no badges, the rating in small
// figures, the price set apart by a hairline. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { duration, rating } = useCardFacts(e)
  return (
    <article className="group relative flex h-full flex-col bg-surface has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-ink">
      <div className="aspect-[4/3] overflow-hidden bg-surface-alt">
        <CardImage experience={e} width={600} height={450} className="h-full w-full object-cover transition duration-700 group-hover:scale-[1.03] motion-reduce:transition-none" />
      </div>
      <div className="flex flex-1 flex-col px-1 pb-2 pt-6">
        <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.3em] text-[var(--six-gold-ink)]">{e.city}</p>
        <h3 className="mt-3 line-clamp-2 font-heading text-xl font-normal leading-snug text-ink"><CardLink experience={e} /></h3>
        <p className="mt-3 text-sm text-muted">
          {duration}
          {rating ? <> · <CardRating rating={rating} /> / 5 {t('card.reviews', { count: e.reviewCount })}</> : null}
        </p>
        <div className="mt-auto pt-6">
          <p className="flex items-baseline justify-between gap-3 border-t border-line pt-4">
            <CardPrice experience={e} classes={{ from: 'text-[0.6875rem] uppercase tracking-[0.3em] text-muted', price: 'text-lg font-medium text-ink', offer: 'text-sm uppercase tracking-[0.2em] text-ink' }} />
          </p>
        </div>
      </div>
    </article>
  )
}
