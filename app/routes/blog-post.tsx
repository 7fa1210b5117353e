// /blog/{slug}: one article — author, date in the visitor's way of writing it, reading time, the cover through
// the image proxy, the sanitised Markdown, and the experiences it is about as bookable cards. BlogPosting and
// breadcrumb structured data; an English copy shown for want of a translation is canonical in English.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ArrowLeft } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { ContentProse, FallbackNotice } from '~/components/content-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { ExperienceGrid } from '~/components/experience/grid'
import { JsonLd } from '~/components/json-ld'
import { LocaleLink } from '~/components/locale-link'
import { ResponsiveImage } from '~/components/responsive-image'
import { loadPost } from '~/models/content/blog.server'
import { postingInput, postUrl } from '~/pages/blog-view.server'
import { canonicalUrl, contentSeo, fallbackLanguageName, formatDay } from '~/pages/content-page.server'
import { getFixedT } from '~/i18n/i18n.server'
import { loadCards } from '~/pages/listing.server'
import { localizePath } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { ogImageUrl, pageMeta, pageTitle } from '~/utils/page-meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'
import { blogPostingJsonLd, breadcrumbJsonLd } from '~/utils/structured-data'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageMeta(data) : errorMeta(args))

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  if (!context.tenant.features.blog) throw notFound()
  const post = await loadPost(context, params.slug ?? '')
  if (!post) throw notFound()
  const [related, t] = await Promise.all([
    post.experiences.length ? loadCards(context, { slugs: post.experiences }, 1, post.experiences.length) : null,
    getFixedT(context.locale),
  ])
  const url = postUrl(context, post)
  const wordCount = post.html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length
  const blogName = t('content.blogTitle')
  return {
    title: pageTitle(post.title, context.tenant.name),
    description: post.description,
    type: 'article' as const,
    image: ogImageUrl(context.tenant.canonicalOrigin, post.cover),
    url,
    heading: post.title,
    html: post.html,
    lang: post.locale,
    fallback: post.fallback ? fallbackLanguageName(context.locale) : null,
    author: post.author,
    published: post.published,
    publishedText: formatDay(post.published, context.locale),
    readingText: t('content.readingTime', { count: post.readingMinutes }),
    cover: post.cover,
    coverAlt: post.coverAlt,
    related: related?.cards ?? [],
    seo: contentSeo(post),
    jsonLd: [
      blogPostingJsonLd(postingInput(context, post, wordCount)),
      breadcrumbJsonLd([
        { name: t('nav.home'), url: canonicalUrl(context, localizePath('/', context.locale)) },
        { name: blogName, url: canonicalUrl(context, localizePath('/blog', context.locale)) },
        { name: post.title, url },
      ]),
    ],
  }
}

export default function BlogPost() {
  const d = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <article className="mx-auto max-w-3xl">
        <LocaleLink to="/blog" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {t('content.backToBlog')}
        </LocaleLink>
        <h1 lang={d.lang} className="mt-3 font-heading text-3xl font-bold leading-tight text-ink sm:text-4xl">
          {d.heading}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-2 text-sm text-muted">
          <span>{t('content.byAuthor', { author: d.author })}</span>
          <span aria-hidden>·</span>
          <time dateTime={d.published}>{d.publishedText}</time>
          <span aria-hidden>·</span>
          <span>{d.readingText}</span>
        </p>
        <FallbackNotice language={d.fallback} />
        <div lang={d.lang}>
          <ResponsiveImage src={d.cover} alt={d.coverAlt} width={768} height={432} sizes="(min-width: 816px) 768px, 100vw" priority className="mt-6 aspect-video w-full rounded-card object-cover" />
        </div>
        <ContentProse html={d.html} lang={d.lang} className="mt-8 text-[1.05rem]" />
      </article>
      {d.related.length ? (
        <section aria-labelledby="related-heading" className="mt-14 border-t border-line pt-10">
          <h2 id="related-heading" className="font-heading text-2xl font-bold text-ink">
            {t('content.relatedTitle')}
          </h2>
          <div className="mt-6">
            <ExperienceGrid items={d.related} />
          </div>
        </section>
      ) : null}
      <JsonLd data={d.jsonLd} />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
