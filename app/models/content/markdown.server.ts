// Markdown to safe HTML for tenant content: remark (CommonMark + GFM tables and lists) → rehype → rehype-sanitize
// with GitHub's allow-list (no scripts, styles, event handlers, iframes or javascript: URLs) → a last pass,
// after sanitising, that only adds what this site needs: a root-relative link gets the visitor's language
// prefix, a link that leaves the site opens safely, an image goes through the image proxy, and a `#` heading
// becomes `##` (the page's own title is the only h1). docs/decisions/027-content-home.md.
import type { Element, Root } from 'hast'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { imageUrl } from '../../utils/image-url'
import { localizePath, splitLocalePrefix, type Locale } from '../../domain/locales'

type MarkdownOptions = { linkLocale: Locale }

function siteAdjustments({ linkLocale }: MarkdownOptions) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h1') node.tagName = 'h2'
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const href = node.properties.href
        if (href.startsWith('/') && !href.startsWith('//')) {
          const url = new URL(href, 'http://site')
          node.properties.href = localizePath(splitLocalePrefix(url.pathname).rest, linkLocale) + url.search + url.hash
        } else if (/^https?:/i.test(href)) {
          node.properties.rel = ['noopener', 'noreferrer', 'external']
        }
      }
      if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const src = node.properties.src
        if (src.startsWith('/') && !src.startsWith('//')) node.properties.src = imageUrl(src, { w: 768, f: 'webp' })
        node.properties.loading = 'lazy'
        node.properties.decoding = 'async'
      }
    })
  }
}

export function renderMarkdown(markdown: string, options: MarkdownOptions): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(siteAdjustments, options)
      .use(rehypeStringify)
      .processSync(markdown),
  )
}
