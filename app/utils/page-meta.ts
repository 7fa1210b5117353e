// Title, description and Open Graph / Twitter tags for a page. Canonical, alternates, og:locale and og:url
// come from app/components/seo-links.tsx, so they are not repeated here.
import type { MetaDescriptor } from '@remix-run/node'
import { imageUrl } from './image-url'

/**
 * Open Graph images are rendered at this size: the 1.91:1 shape every network crops to, on the 1280 px
 * breakpoint because the image proxy renders only snapped sizes (decision 020; 1200×630 would be redirected).
 */
const OG_IMAGE = { width: 1280, height: 672 } as const

type PageMetaInput = {
  title: string
  description: string
  /** Absolute URL built from the canonical origin; see ogImageUrl. */
  image?: string
  type?: 'website' | 'product' | 'article'
  url?: string
}

export function pageMeta({ title, description, image, type = 'website', url }: PageMetaInput): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
  if (image) {
    meta.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE.height) },
    )
  }
  if (url) meta.push({ name: 'twitter:url', content: url })
  return meta
}

/** Search results show about this many characters of a title; html-validate's long-title refuses more. */
export const TITLE_MAX = 70

/** "Heading | Site", or the heading alone when the site's name would not fit (cut at a word when even that is too long). */
export function pageTitle(heading: string, site: string): string {
  const full = `${heading} | ${site}`
  if (full.length <= TITLE_MAX) return full
  return heading.length <= TITLE_MAX ? heading : `${heading.slice(0, TITLE_MAX - 1).replace(/\s+\S*$/, '')}…`
}

/** An absolute proxy URL for a local image, cropped to the Open Graph size as JPEG (which every scraper reads). */
export function ogImageUrl(canonicalOrigin: string, src: string): string {
  return canonicalOrigin.replace(/\/$/, '') + imageUrl(src, { w: OG_IMAGE.width, h: OG_IMAGE.height, fit: 'cover', f: 'jpeg', q: 80 })
}
