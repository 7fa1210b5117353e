// The five card: a soft white tile with the photo in its own rounded frame, a "family friendly" sticker, the
// facts as little pills and the price in a sky-blue bubble. The title link covers the whole card.
import { useTranslation } from 'react-i18next'
import type { ExperienceCardProps } from '../contract'
import { CardImage, CardLink, CardPrice, CardRating, useCardFacts, Clock, MapPin, Smile, Star } from '../kit'

export function ExperienceCard({ experience: e }: ExperienceCardProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { duration, rating } = useCardFacts(e)
  const facts = [
    [MapPin, e.city, 'text-primary'],
    [Clock, duration, 'text-primary'],
    ...(rating ? [[Star, <CardRating key="rating" rating={rating} />, 'fill-accent text-[#d9a400]'] as const] : []),
  ] as const
  return (
    <article className="group relative flex h-full flex-col rounded-card bg-surface p-2.5 shadow-[0_10px_30px_-18px_rgb(21_35_71/0.45)] ring-2 ring-line transition hover:-translate-y-1 hover:ring-[var(--five-sky)] has-[a:focus-visible]:outline-4 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[4/3] overflow-hidden rounded-[1.25rem] bg-surface-alt">
        <CardImage experience={e} width={600} height={450} className="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none" />
        <span className="absolute left-3 top-3 inline-flex -rotate-3 items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm font-extrabold text-accent-fg shadow">
          <Smile aria-hidden className="size-4" strokeWidth={2.5} />
          {tt('card.family')}
        </span>
        {e.likelyToSellOut ? <span className="absolute bottom-3 left-3 rounded-full bg-surface px-3 py-1 text-xs font-extrabold text-danger">{t('card.likelyToSellOut')}</span> : null}
      </div>
      <div className="flex flex-1 flex-col px-2.5 pb-2 pt-4">
        <h3 className="line-clamp-2 font-heading text-lg font-extrabold leading-snug"><CardLink experience={e} /></h3>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
          {facts.map(([Icon, text, tone], i) => (
            <li key={i} className="inline-flex items-center gap-1.5 rounded-full bg-surface-alt px-3 py-1">
              <Icon aria-hidden className={`size-4 ${tone}`} />
              {text}
            </li>
          ))}
        </ul>
        {e.freeCancellation ? <p className="mt-3 text-sm font-bold text-success">{e.freeCancellation}</p> : null}
        <div className="mt-auto flex justify-end pt-4">
          <p className="inline-flex items-baseline gap-1.5 rounded-full bg-primary px-4 py-2 text-primary-fg">
            <CardPrice experience={e} classes={{ from: 'text-sm font-semibold', price: 'text-lg font-black', offer: 'text-sm font-extrabold' }} />
          </p>
        </div>
      </div>
    </article>
  )
}
