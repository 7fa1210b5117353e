// /about: the tenant's own story (tenants/<id>/content, decision 027), figures counted from what it sells
// now (never marketing numbers written by hand), and its contacts from the tenant file.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ContentColumn, ContentProse, FallbackNotice } from '~/components/content-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { HelpCentre } from '~/components/help-centre'
import { JsonLd } from '~/components/json-ld'
import { LocaleLink } from '~/components/locale-link'
import { catalogueFigures } from '~/models/catalogue/catalogue.server'
import { loadContentPage } from '~/models/content/pages.server'
import { canonicalUrl, contentSeo, fallbackLanguageName } from '~/pages/content-page.server'
import { formatRating, numberFormat } from '~/domain/format'
import { getFixedT } from '~/i18n/i18n.server'
import { LOCALE_INFO, localizePath } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { pageMeta, pageTitle } from '~/utils/page-meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'
import { webPageJsonLd } from '~/utils/structured-data'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageMeta(data) : errorMeta(args))

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const [page, figures, t] = await Promise.all([loadContentPage(context, 'about'), catalogueFigures(context), getFixedT(context.locale)])
  if (!page) throw notFound()
  const number = numberFormat(LOCALE_INFO[context.locale].iso)
  const name = context.tenant.name
  const url = canonicalUrl(context, localizePath('/about', page.fallback ? page.locale : context.locale))
  return {
    title: pageTitle(page.title, name),
    description: page.description,
    heading: page.title,
    html: page.html,
    lang: page.locale,
    fallback: page.fallback ? fallbackLanguageName(context.locale) : null,
    figuresTitle: t('content.figuresTitle', { name }),
    figures: [
      { key: 'experiences', value: number.format(figures.experiences), label: t('content.figureExperiences') },
      { key: 'cities', value: number.format(figures.cities), label: t('content.figureCities') },
      { key: 'reviews', value: number.format(figures.reviews), label: t('content.figureReviews') },
      ...(figures.rating !== null ? [{ key: 'rating', value: `${formatRating(figures.rating, context.locale)} / 5`, label: t('content.figureRating') }] : []),
    ],
    contact: context.tenant.contact,
    seo: contentSeo(page),
    jsonLd: webPageJsonLd({ type: 'AboutPage', name: page.title, description: page.description, url, inLanguage: page.locale, dateModified: page.updated, publisher: context.tenant }),
  }
}

export default function About() {
  const d = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <ContentColumn wide>
      <h1 lang={d.lang} className="font-heading text-3xl font-bold text-ink sm:text-4xl">
        {d.heading}
      </h1>
      <FallbackNotice language={d.fallback} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <ContentProse html={d.html} lang={d.lang} className="max-w-prose" />
          <section aria-labelledby="figures-heading" className="mt-12">
            <h2 id="figures-heading" className="font-heading text-2xl font-bold text-ink">
              {d.figuresTitle}
            </h2>
            <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {d.figures.map((f) => (
                <div key={f.key} data-figure={f.key} className="flex flex-col-reverse rounded-card border border-line bg-surface p-4">
                  <dt className="mt-1 text-sm text-muted">{f.label}</dt>
                  <dd className="font-heading text-2xl font-bold text-primary sm:text-3xl">{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-muted">{t('content.figuresNote')}</p>
          </section>
        </div>
        <aside className="flex flex-col gap-4">
          <HelpCentre contact={d.contact} />
          <LocaleLink to="/contact-us" className="inline-flex min-h-11 items-center justify-center rounded-control bg-primary px-5 font-semibold text-primary-fg hover:opacity-90">
            {t('content.contactLink')}
          </LocaleLink>
        </aside>
      </div>
      <JsonLd data={d.jsonLd} />
    </ContentColumn>
  )
}

export const ErrorBoundary = RouteErrorBoundary
