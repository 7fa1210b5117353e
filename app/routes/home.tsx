import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/i18n/meta'
import { ExperienceGrid } from '~/components/experience/grid'
import { LocaleLink } from '~/components/locale-link'
import { ResponsiveImage } from '~/components/responsive-image'
import { DISPLAY_HEADING } from '~/components/experience/presentation'
import { MarketingFigures } from '~/components/marketing-figures'
import { SearchForm } from '~/components/search/form'
import { useThemePages, useThemeSlots } from '~/hooks/theme'
import { cityCovers, listCities } from '~/models/catalogue/catalogue.server'
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
  // A marketplace's destinations are shown with a picture (decision 063): the cover of a popular experience there,
  // or of the city's first one.
  const destinations = context.tenant.siteType === 'marketplace' ? cities.slice(0, 8) : []
  const popularIn = new Map(listing.cards.map((card) => [card.city, card] as const).reverse())
  const missing = destinations.filter((c) => !popularIn.has(c.name)).map((c) => c.slug)
  const found = await cityCovers(context, missing)
  const covers = destinations.map((c) => {
    const card = popularIn.get(c.name)
    return card ? { image: card.image, imageWidth: card.imageWidth } : (found.get(c.slug) ?? null)
  })
  return {
    title: t('meta.homeTitle', { name }),
    description: t('meta.homeDescription', { name }),
    popular: listing.cards,
    cities: cities.map((c) => ({ slug: c.slug, name: c.name, count: c.experienceCount })),
    destinations: destinations.map((c, i) => ({ slug: c.slug, name: c.name, count: c.experienceCount, cover: covers[i] ?? null })),
  }
}

export default function Home() {
  const { popular, cities, destinations } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { Hero, options } = useThemeSlots()
  const { headings } = useThemePages()
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
            <h2 id="popular-heading" className={DISPLAY_HEADING[headings]}>
              {t('home.popularTitle')}
            </h2>
            {/* The layout's own line in its voice (decision 063); the app's only for a theme without one. */}
            <p className="mt-1 text-muted">{t(['theme:home.popularSubtitle', 'home.popularSubtitle'])}</p>
          </div>
          <LocaleLink to={browse} className="shrink-0 font-semibold text-primary underline-offset-4 hover:underline">
            {t('home.viewAll')}
          </LocaleLink>
        </div>
        <div className="mt-8">{popular.length ? <ExperienceGrid items={popular} /> : <p className="text-muted">{t('home.empty')}</p>}</div>
      </section>
      {destinations.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8" aria-labelledby="cities-heading">
          <h2 id="cities-heading" className={DISPLAY_HEADING[headings]}>
            {t('home.citiesTitle')}
          </h2>
          {/* Picture tiles, in full rows: four to a row, or three when that is what fills them. */}
          <ul className={`mt-6 grid grid-cols-2 gap-3 sm:gap-4 ${destinations.length % 4 !== 0 && destinations.length % 3 === 0 ? 'sm:grid-cols-3' : 'sm:grid-cols-4'}`}>
            {destinations.map((c) => (
              <li key={c.slug} data-destination={c.slug}>
                <LocaleLink
                  to={`/things-to-do-in-${c.slug}`}
                  className="group relative flex aspect-[4/3] items-end overflow-hidden rounded-card bg-surface-alt focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {c.cover ? (
                    <ResponsiveImage
                      src={c.cover.image}
                      alt=""
                      width={480}
                      height={360}
                      sizes="(min-width: 1280px) 300px, (min-width: 640px) 25vw, 50vw"
                      sourceWidth={c.cover.imageWidth}
                      className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                    />
                  ) : null}
                  <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/20 to-transparent" />
                  <span className="relative flex w-full items-end justify-between gap-2 p-3 text-white sm:p-4">
                    <span className="font-heading text-lg font-bold leading-tight sm:text-xl">{c.name}</span>
                    <span className="shrink-0 rounded-full bg-white/20 px-2 py-0.5 text-sm font-semibold text-white backdrop-blur-sm">{c.count}</span>
                  </span>
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
