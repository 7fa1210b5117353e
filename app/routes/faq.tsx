// /faq: the tenant's questions in groups (tenants/<id>/content/<locale>/faq.yaml, decision 027). Each answer
// is a native <details> disclosure — keyboard (Enter/Space), screen readers and find-in-page work without
// script — and the page ends with the way to the help centre. FAQPage structured data lists every answer.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ChevronDown, LifeBuoy } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { ContentColumn, ContentProse, FallbackNotice } from '~/components/content-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { JsonLd } from '~/components/json-ld'
import { LocaleLink } from '~/components/locale-link'
import { loadFaq } from '~/models/content/pages.server'
import { canonicalUrl, contentSeo, fallbackLanguageName } from '~/pages/content-page.server'
import { localizePath } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { pageMeta, pageTitle } from '~/utils/page-meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'
import { faqPageJsonLd } from '~/utils/structured-data'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageMeta(data) : errorMeta(args))

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const faq = await loadFaq(context)
  if (!faq) throw notFound()
  const url = canonicalUrl(context, localizePath('/faq', faq.fallback ? faq.locale : context.locale))
  return {
    title: pageTitle(faq.title, context.tenant.name),
    description: faq.description,
    heading: faq.title,
    groups: faq.groups,
    lang: faq.locale,
    fallback: faq.fallback ? fallbackLanguageName(context.locale) : null,
    seo: contentSeo(faq),
    jsonLd: faqPageJsonLd({ url, inLanguage: faq.locale, questions: faq.groups.flatMap((g) => g.questions.map((q) => ({ question: q.question, answerHtml: q.html }))) }),
  }
}

export default function Faq() {
  const d = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <ContentColumn>
      <h1 lang={d.lang} className="font-heading text-3xl font-bold text-ink sm:text-4xl">
        {d.heading}
      </h1>
      <FallbackNotice language={d.fallback} />
      <div lang={d.lang}>
        {d.groups.map((group, i) => (
          <section key={group.title} aria-labelledby={`faq-group-${i}`} className="mt-10">
            <h2 id={`faq-group-${i}`} className="font-heading text-xl font-bold text-ink sm:text-2xl">
              {group.title}
            </h2>
            <div className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
              {group.questions.map((q) => (
                <details key={q.id} id={q.id} className="group">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink hover:text-primary sm:px-5 [&::-webkit-details-marker]:hidden">
                    <span>{q.question}</span>
                    <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
                  </summary>
                  <ContentProse html={q.html} className="px-4 pb-4 text-[0.95rem] sm:px-5" />
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <aside aria-labelledby="faq-help" className="mt-12 flex flex-col gap-4 rounded-card bg-surface-alt p-5 sm:flex-row sm:items-center sm:p-6">
        <LifeBuoy aria-hidden className="size-10 shrink-0 text-primary" />
        <div className="flex-1">
          <h2 id="faq-help" className="font-heading text-lg font-bold text-ink">
            {t('content.faqHelpTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('content.faqHelpText')}</p>
        </div>
        <LocaleLink to="/contact-us" className="inline-flex min-h-11 items-center justify-center rounded-control bg-primary px-5 font-semibold text-primary-fg hover:opacity-90">
          {t('content.faqHelpLink')}
        </LocaleLink>
      </aside>
      <JsonLd data={d.jsonLd} />
    </ContentColumn>
  )
}

export const ErrorBoundary = RouteErrorBoundary
