import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/i18n/meta'
import { ExperienceGrid } from '~/components/experience/grid'
import { LocaleLink } from '~/components/locale-link'
import { MarketingFigures } from '~/components/marketing-figures'
import { SearchForm } from '~/components/search/form'
import { useThemeSlots } from '~/hooks/theme'
import { listCities } from '~/models/catalogue/catalogue.server'
import type { loader as rootLoader } from '~/root'
import { getFixedT } from '~/i18n/i18n.server'
import { loadCards } from '~/pages/listing.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  !data ? errorMeta(args) : [
  { title: data?.title },
  { name: 'description', content: data?.description },
  { property: 'og:title', content: data?.title },
  { property: 'og:description', content: data?.description },
]

export async function loader({ context }: LoaderFunctionArgs) {
  const t = await getFixedT(context.locale)
  const [listing, cities] = await Promise.all([loadCards(context, {}, 1, 8), listCities(context)])
  const name = context.tenant.name
  return {
    title: t('meta.homeTitle', { name }),
    description: t('meta.homeDescription', { name }),
    popular: listing.cards,
    cities: cities.map((c) => ({ slug: c.slug, name: c.name, count: c.experienceCount })),
  }
}

export default function Home() {
  const { popular, cities } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { Hero, options } = useThemeSlots()
  const { t } = useTranslation()
  if (!root) return null
  const browse = root.tenant.siteType === 'marketplace' ? '/things-to-do' : '/experiences'
  return (
    <>
      {/* The browser loads the theme's hero before hydrating this page (data-theme-part, decision 040). */}
      <div data-theme-part="Hero" className="contents">
        <Hero tenant={root.tenant} options={options} search={<SearchForm cities={cities} />} />
      </div>
      {root.tenant.features.marketingFigures ? <MarketingFigures /> : null}
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="popular-heading">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="popular-heading" className="font-heading text-2xl font-bold text-ink sm:text-3xl">
              {t('home.popularTitle')}
            </h2>
            <p className="mt-1 text-muted">{t('home.popularSubtitle')}</p>
          </div>
          <LocaleLink to={browse} className="shrink-0 font-semibold text-primary underline-offset-4 hover:underline">
            {t('home.viewAll')}
          </LocaleLink>
        </div>
        <div className="mt-8">{popular.length ? <ExperienceGrid items={popular} /> : <p className="text-muted">{t('home.empty')}</p>}</div>
      </section>
      {root.tenant.siteType === 'marketplace' && cities.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8" aria-labelledby="cities-heading">
          <h2 id="cities-heading" className="font-heading text-2xl font-bold text-ink sm:text-3xl">
            {t('home.citiesTitle')}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {cities.map((c) => (
              <li key={c.slug}>
                <LocaleLink
                  to={`/things-to-do-in-${c.slug}`}
                  className="flex items-center justify-between rounded-card border border-line bg-surface-alt px-4 py-3 font-semibold hover:border-primary"
                >
                  {c.name} <span className="text-sm font-normal text-muted">{c.count}</span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
