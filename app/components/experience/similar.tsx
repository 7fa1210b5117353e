// Under an experience that cannot be booked: similar ones (same city and category first) and their listing.
import { Link } from '@remix-run/react'
import { ArrowRight } from '../icons'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { ExperienceGrid } from './grid'

export function ExperienceSimilar({ similar }: { similar: NonNullable<ExperiencePageData['similar']> }) {
  const { t } = useTranslation()
  if (similar.cards.length === 0) return null
  return (
    <section id="similar" aria-labelledby="similar-title" className="mt-14 scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="similar-title" className="font-heading text-2xl font-semibold text-ink">
          {t('experience.similarTitle')}
        </h2>
        <Link to={similar.href} className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
          {t('home.viewAll')} <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-6">
        <ExperienceGrid items={similar.cards} />
      </div>
    </section>
  )
}
