import { Link, useLocation, useSearchParams } from '@remix-run/react'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExperienceCardData } from '../../themes/contract'
import { LocaleLink } from './locale-link'
import { useThemeSlots } from './theme'

export function ExperienceGrid({ items }: { items: ExperienceCardData[] }) {
  const { ExperienceCard } = useThemeSlots()
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((e) => (
        <li key={e.slug} className="flex">
          <div className="w-full">
            <ExperienceCard experience={e} />
          </div>
        </li>
      ))}
    </ul>
  )
}

export function EmptyResults({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line px-6 py-16 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h2 className="mt-4 font-heading text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{t('listing.tryAnother')}</p>
      <LocaleLink to="/" className="mt-6 rounded-control bg-primary px-5 py-2.5 font-semibold text-primary-fg">
        {t('nav.home')}
      </LocaleLink>
    </div>
  )
}

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  if (pageCount <= 1) return null
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params)
    if (p === 1) next.delete('page')
    else next.set('page', String(p))
    const qs = next.toString()
    return qs ? `${pathname}?${qs}` : pathname
  }
  const link = 'rounded-control border border-line px-4 py-2 font-medium hover:border-primary'
  return (
    <nav aria-label={t('listing.pagination')} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={link}>
          {t('listing.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-muted">
        {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={link}>
          {t('listing.next')}
        </Link>
      ) : null}
    </nav>
  )
}
