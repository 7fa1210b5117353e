// Breadcrumbs, the heading and the one-line summary (rating, city, duration) above the gallery.
import { Link } from '@remix-run/react'
import { Clock, MapPin, ChevronRight } from '../icons'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { Rating } from '../rating'
import { useThemePages } from '~/hooks/theme'
import { PAGE_HEADING } from './presentation'

export function ExperienceTitle({ e }: { e: ExperiencePageData }) {
  const { t } = useTranslation()
  const { headings } = useThemePages()
  const duration = e.facts.find((f) => f.id === 'duration')?.value
  return (
    <header>
      <nav aria-label={t('experience.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          {e.breadcrumbs.map((b, i) => (
            <li key={b.href} className="inline-flex items-center gap-1">
              {i > 0 ? <ChevronRight aria-hidden className="size-3.5" /> : null}
              {i < e.breadcrumbs.length - 1 ? (
                <Link to={b.href} className="hover:text-ink hover:underline">
                  {b.name}
                </Link>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {b.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <Link to={e.category.href} className="mt-4 inline-block text-sm font-semibold uppercase tracking-wide text-primary hover:underline">
        {e.category.name}
      </Link>
      <h1 className={`mt-1 ${PAGE_HEADING[headings]}`}>{e.heading}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
        {e.rating !== null ? (
          <a href="#reviews" className="hover:underline">
            <Rating rating={e.rating} count={e.reviewCount} />
          </a>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="size-4" /> {e.city.name}
        </span>
        {duration ? (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {duration}
          </span>
        ) : null}
      </div>
    </header>
  )
}
