// Every image on the site: through the proxy, a srcset over the spec §9 breakpoints at densities 1 and 2,
// explicit width/height (the box holds even if the image fails), lazy below the fold, and a tiny blurred
// placeholder (10×10, quality 50, blur 3) painted as the img's background until the real image covers it.
import { createContext, useContext, type CSSProperties } from 'react'
import { imageUrl, type ImageFit } from '~/utils/image-url'
import { IMAGE_WIDTHS, snapBox } from '~/utils/image-snap'

type ResponsiveImageProps = {
  src: string
  alt: string
  /** Display size in CSS pixels; also the aspect ratio the proxy crops to. */
  width: number
  height: number
  sizes?: string
  /** Above the fold: load eagerly with high fetch priority. */
  priority?: boolean
  className?: string
  fit?: ImageFit
  /** The source's own pixel width when known: no candidate wider than it is offered. */
  sourceWidth?: number
  /** Off for transparent images (logos), where the blurred background would show through. */
  placeholder?: boolean
  /** The narrowest candidate worth listing: the smallest slot `sizes` gives times the smallest density it is seen
   * at (a card is never under 320 CSS px, on screens of density 2 or more: 640). Narrower ones are never chosen. */
  narrowest?: number
}

/**
 * How the images under it load when they do not say: `lazy` (the default), `eager` (above the fold on some
 * screens), or `priority` (the page's likely largest paint: eager, high fetch priority). A listing gives its first
 * cards `priority` and `eager`, so that the photo a phone shows first is requested with the HTML, not after layout.
 */
export const ImageLoading = createContext<'lazy' | 'eager' | 'priority'>('lazy')

type Candidate = { w: number; h: number; label: number }

/**
 * The srcset: each breakpoint at densities 1 and 2 as the proxy snaps its box (so no URL is ever redirected),
 * up to the first one that covers the source's own width. `label` is the width the browser will receive:
 * the proxy does not enlarge, so a box wider than the source comes back at the source's width.
 */
export function candidates(ratio: number, sourceWidth = Infinity, narrowest = 320): Candidate[] {
  const out: Candidate[] = []
  for (const width of IMAGE_WIDTHS.filter((w) => w >= narrowest)) {
    const box = snapBox(width, width / ratio)
    // Tall shapes reach the side limit early; wider breakpoints would repeat the same box.
    if (out.some((c) => c.w === box.w)) break
    out.push({ ...box, label: Math.min(box.w, sourceWidth) })
    if (box.w >= sourceWidth) break
  }
  return out
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority,
  className,
  fit = 'cover',
  sourceWidth,
  placeholder = true,
  narrowest,
}: ResponsiveImageProps) {
  const loading = useContext(ImageLoading)
  const high = priority ?? loading === 'priority'
  const lazy = !high && loading === 'lazy'
  const at = (w: number, h: number) => imageUrl(src, { w, h, fit, f: 'webp' })
  const shown = Math.min(width, sourceWidth ?? width)
  const display = snapBox(shown, (shown * height) / width)
  const srcSet = candidates(width / height, sourceWidth, narrowest)
    .map((c) => `${at(c.w, c.h)} ${c.label}w`)
    .join(', ')
  const blurred = placeholder ? imageUrl(src, { w: 10, h: 10, fit: 'cover', blur: 3, f: 'webp', q: 50 }) : null
  // Unquoted when it can be (the quotes cost 12 bytes of `&quot;` per image); the rest is the class's.
  const style: CSSProperties | undefined = blurred ? { backgroundImage: /[\s"'()\\]/.test(blurred) ? `url("${blurred}")` : `url(${blurred})` } : undefined
  // React 18 does not know fetchPriority yet; the lower-case attribute passes through to the HTML.
  const priorityProps = high ? ({ fetchpriority: 'high' } as Record<string, string>) : {}
  return (
    <img
      src={at(display.w, display.h)}
      srcSet={srcSet}
      sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding={high ? 'auto' : 'async'}
      className={blurred ? (className ? `img-placeholder ${className}` : 'img-placeholder') : className}
      style={style}
      {...priorityProps}
    />
  )
}
