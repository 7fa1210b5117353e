// /blog "News & Stories": the tenant's articles newest first, each in the visitor's language or, for want of a
// translation, in English (marked). Paginated; a page that does not exist is a 404 like any other.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Newspaper } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { BlogCard } from '~/components/blog-card'
import { ContentColumn } from '~/components/content-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { Pagination } from '~/components/experience/grid'
import { JsonLd } from '~/components/json-ld'
import { listPosts } from '~/models/content/blog.server'
import { blogCard, blogPage, postingInput, POSTS_PER_PAGE } from '~/pages/blog-view.server'
import { canonicalUrl } from '~/pages/content-page.server'
import { getFixedT } from '~/i18n/i18n.server'
import { localizePath } from '~/domain/locales'
import { pagedTitle } from '~/pages/listing.server'
import { errorMeta } from '~/i18n/meta'
import { pageMeta } from '~/utils/page-meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'
import { blogJsonLd } from '~/utils/structured-data'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageMeta(data) : errorMeta(args))

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  if (!context.tenant.features.blog) throw notFound()
  const [posts, t] = await Promise.all([listPosts(context), getFixedT(context.locale)])
  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
  const page = blogPage(new URL(request.url).search, pageCount)
  if (page === null) throw notFound()
  const shown = posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
  const name = context.tenant.name
  const heading = t('content.blogTitle')
  return {
    title: pagedTitle(t, t('content.blogMetaTitle', { name }), page),
    description: t('content.blogMetaDescription', { name }),
    heading,
    posts: shown.map((p) => blogCard(context, p)),
    page,
    pageCount,
    jsonLd: blogJsonLd({
      name: `${heading} | ${name}`,
      url: canonicalUrl(context, localizePath('/blog', context.locale)),
      inLanguage: context.locale,
      posts: shown.map((p) => postingInput(context, p)),
      publisher: context.tenant,
    }),
  }
}

export default function Blog() {
  const d = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <ContentColumn wide>
      <h1 className="font-heading text-3xl font-bold text-ink sm:text-4xl">{d.heading}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('content.blogIntro')}</p>
      {d.posts.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {d.posts.map((post, i) => (
            <li key={post.slug}>
              <BlogCard post={post} priority={i === 0 && d.page === 1} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 flex items-center gap-3 rounded-card bg-surface-alt p-6 text-muted">
          <Newspaper aria-hidden className="size-6 shrink-0 text-primary" />
          {t('content.blogEmpty')}
        </p>
      )}
      <Pagination page={d.page} pageCount={d.pageCount} />
      <JsonLd data={d.jsonLd} />
    </ContentColumn>
  )
}

export const ErrorBoundary = RouteErrorBoundary
