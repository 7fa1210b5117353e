// Every image on the site: through the proxy, a srcset over the spec §9 breakpoints at densities 1 and 2,
// explicit width/height (the box holds even if the image fails), lazy below the fold, and a tiny blurred
// placeholder (10×10, quality 50, blur 3) painted as the img's background until the real image covers it.
import type { CSSProperties } from 'react'
import { BREAKPOINTS, imageUrl, type ImageFit } from '~/utils/image-url'

/** The proxy clamps larger requests; listing wider candidates would only repeat this one. */
const MAX_WIDTH = 3000

export type ResponsiveImageProps = {
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
}

export function candidateWidths(sourceWidth?: number): number[] {
  const cap = Math.min(sourceWidth ?? MAX_WIDTH, MAX_WIDTH)
  const all = [...BREAKPOINTS, ...BREAKPOINTS.map((w) => w * 2)].map((w) => Math.min(w, cap))
  return [...new Set(all)].sort((a, b) => a - b)
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  fit = 'cover',
  sourceWidth,
  placeholder = true,
}: ResponsiveImageProps) {
  const ratio = height / width
  const at = (w: number) => imageUrl(src, { w, h: Math.round(w * ratio), fit, f: 'webp' })
  const srcSet = candidateWidths(sourceWidth)
    .map((w) => `${at(w)} ${w}w`)
    .join(', ')
  const style: CSSProperties | undefined = placeholder
    ? {
        backgroundImage: `url("${imageUrl(src, { w: 10, h: 10, fit: 'cover', blur: 3, f: 'webp', q: 50 })}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }
    : undefined
  // React 18 does not know fetchPriority yet; the lower-case attribute passes through to the HTML.
  const priorityProps = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {}
  return (
    <img
      src={at(Math.min(width, sourceWidth ?? width, MAX_WIDTH))}
      srcSet={srcSet}
      sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      className={className}
      style={style}
      {...priorityProps}
    />
  )
}
