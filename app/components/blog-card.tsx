// One article on the blog list: its cover through the image proxy, title, excerpt, date and reading time.
import { useTranslation } from 'react-i18next'
import type { BlogCard as BlogCardData } from '~/pages/blog-view.server'
import { LocaleLink } from './locale-link'
import { ResponsiveImage } from './responsive-image'

const BLOG_CARD_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw'

export function BlogCard({ post, priority = false }: { post: BlogCardData; priority?: boolean }) {
  const { t, i18n } = useTranslation()
  // An article shown in English for want of a translation is marked as English, cover text included; its
  // date and reading time stay in the visitor's language.
  return (
    <article lang={post.fallback ? post.lang : undefined} className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <ResponsiveImage src={post.cover} alt={post.coverAlt} width={400} height={225} sizes={BLOG_CARD_SIZES} priority={priority} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <p lang={post.fallback ? i18n.language : undefined} className="flex flex-wrap gap-x-2 text-xs text-muted">
          <time dateTime={post.published}>{post.publishedText}</time>
          <span aria-hidden>·</span>
          <span>{t('content.readingTime', { count: post.readingMinutes })}</span>
          {post.fallback ? (
            <>
              <span aria-hidden>·</span>
              <span className="font-semibold">{t('content.inEnglish')}</span>
            </>
          ) : null}
        </p>
        <h2 className="mt-2 font-heading text-lg font-bold leading-snug text-ink">
          <LocaleLink to={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-primary">
            {post.title}
          </LocaleLink>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-muted">
          {post.description}
        </p>
        <p lang={post.fallback ? i18n.language : undefined} className="mt-auto pt-4 text-xs font-semibold text-ink">{t('content.byAuthor', { author: post.author })}</p>
      </div>
    </article>
  )
}
