// /privacy-policy and /terms-and-conditions: each tenant's own text from tenants/<id>/content (decision 027),
// with its last-updated date; the checkout's "Confirm & Pay" note links here.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContentColumn, ContentProse, FallbackNotice } from '~/components/content-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { JsonLd } from '~/components/json-ld'
import type { PageKind } from '~/models/content/files.server'
import { loadContentPage } from '~/models/content/pages.server'
import { canonicalUrl, contentSeo, fallbackLanguageName, formatDay } from '~/pages/content-page.server'
import { getFixedT } from '~/i18n/i18n.server'
import { localizePath, splitLocalePrefix } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { pageMeta, pageTitle } from '~/utils/page-meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'
import { webPageJsonLd } from '~/utils/structured-data'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageMeta(data) : errorMeta(args))

const LEGAL = new Set<PageKind>(['privacy-policy', 'terms-and-conditions'])

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const kind = splitLocalePrefix(new URL(request.url).pathname).rest.replace(/^\/|\/$/g, '') as PageKind
  if (!LEGAL.has(kind)) throw notFound()
  const page = await loadContentPage(context, kind)
  if (!page) throw notFound()
  const t = await getFixedT(context.locale)
  const updated = formatDay(page.updated, context.locale)
  const url = canonicalUrl(context, localizePath(`/${kind}`, page.fallback ? page.locale : context.locale))
  return {
    title: pageTitle(page.title, context.tenant.name),
    description: page.description,
    heading: page.title,
    html: page.html,
    lang: page.locale,
    fallback: page.fallback ? fallbackLanguageName(context.locale) : null,
    updatedText: t('content.lastUpdated', { date: updated }),
    updated: page.updated,
    seo: contentSeo(page),
    jsonLd: webPageJsonLd({ type: 'WebPage', name: page.title, description: page.description, url, inLanguage: page.locale, dateModified: page.updated, publisher: context.tenant }),
  }
}

export default function LegalPage() {
  const d = useLoaderData<typeof loader>()
  return (
    <ContentColumn>
      <article>
        <h1 lang={d.lang} className="font-heading text-3xl font-bold text-ink sm:text-4xl">
          {d.heading}
        </h1>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={d.updated}>{d.updatedText}</time>
        </p>
        <FallbackNotice language={d.fallback} />
        <ContentProse html={d.html} lang={d.lang} className="mt-8" />
      </article>
      <JsonLd data={d.jsonLd} />
    </ContentColumn>
  )
}

export const ErrorBoundary = RouteErrorBoundary
