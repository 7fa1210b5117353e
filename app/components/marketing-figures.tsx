// The marketplace's figures (spec §1: 500+ experiences, 3000+ activities, 154 reviews) in a strip under the home
// hero, for a tenant whose claims they are (`features.marketingFigures`).
import { useTranslation } from 'react-i18next'

export function MarketingFigures() {
  const { t } = useTranslation()
  const figures = [t('home.statExperiences'), t('home.statActivities'), t('home.statReviews')]
  return (
    <section aria-label={t('home.statsLabel')} className="border-y border-line bg-surface-alt">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 divide-y divide-line px-4 text-center sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:px-6 lg:px-8">
        {figures.map((figure) => {
          // "500+ experiences": the figure large, its noun beside it, read as one phrase.
          const [number, ...rest] = figure.split(' ')
          return (
            <li key={figure} className="flex items-baseline justify-center gap-2 py-4">
              <span className="font-heading text-2xl font-bold text-ink">{number}</span>
              <span className="text-muted">{rest.join(' ')}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
