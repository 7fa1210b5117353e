// The experience page's body. The full page (dates, options, prices) grows here in the catalogue issue.
import { Check, Clock, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDuration } from '~/utils/format'
import { Rating } from './rating'

export type ExperienceDetailData = {
  heading: string
  overview: string
  highlights: string[]
  city: { slug: string; name: string }
  category: { slug: string; name: string }
  durationMinutes: number
  rating: number
  reviewCount: number
  fromPrice: string | null
  image: { src: string; alt: string; width: number; height: number }
}

export function ExperienceDetail({ e }: { e: ExperienceDetailData }) {
  const { t, i18n } = useTranslation()
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{e.category.name}</p>
      <h1 className="mt-1 font-heading text-3xl font-bold text-ink sm:text-4xl">{e.heading}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
        <Rating rating={e.reviewCount ? e.rating : null} count={e.reviewCount} />
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="size-4" /> {e.city.name}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" /> {formatDuration(e.durationMinutes, i18n.language)}
        </span>
      </div>
      <img
        src={e.image.src}
        alt={e.image.alt}
        width={e.image.width}
        height={e.image.height}
        className="mt-6 aspect-[3/2] w-full rounded-card object-cover"
      />
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem]">
        <div>
          <p className="text-lg leading-relaxed">{e.overview}</p>
          {e.highlights.length ? (
            <ul className="mt-6 space-y-2">
              {e.highlights.map((h) => (
                <li key={h} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" /> {h}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <aside className="h-fit rounded-card border border-line p-5">
          {e.fromPrice ? (
            <p>
              <span className="text-sm text-muted">{t('card.from')} </span>
              <span className="text-2xl font-bold">{e.fromPrice}</span>
              <span className="block text-sm text-muted">{t('card.perPerson')}</span>
            </p>
          ) : (
            <p className="font-semibold text-primary">{t('card.requestOffer')}</p>
          )}
        </aside>
      </div>
    </article>
  )
}
