// Builds URLs for the image proxy (/_img, IPX path style): `/_img/<modifiers>/<source>`, `_` when there are none.
// The defaults are left out (webp; `cover` for a box) and a box is written bare (`640x427`): a listing names ~170
// proxy URLs, so each spelling's length counts (issue 10, decision 020).
// Pure and shared by server and browser, so every <img> on the site asks the proxy the same way (same cache keys),
// and only ever for a snapped rendering (app/utils/image-snap.ts): a page never meets the proxy's redirect.
import { snapModifiers } from './image-snap'

/** Spec §9 image breakpoints (xs…2xl); srcsets use these at densities 1 and 2. */
export const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const

const IMAGE_PREFIX = '/_img'

type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png'
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside'

export type ImageModifiers = {
  w?: number
  h?: number
  f?: ImageFormat
  q?: number
  fit?: ImageFit
  /** Background colour for contain/flatten, hex without or with '#'. */
  b?: string
  /** Resize to WIDTHxHEIGHT, e.g. '640x480'. */
  s?: string
  blur?: number
}

// A fixed order keeps one URL (and one disk-cache entry) per distinct request.
const ORDER = ['w', 'h', 's', 'fit', 'b', 'blur', 'f', 'q'] as const

export function imageUrl(src: string, m: ImageModifiers = {}): string {
  return `${IMAGE_PREFIX}/${modifierSegment(snapModifiers(m))}/${sourcePath(src)}`
}

/**
 * The path segment for a modifier set, as written (the proxy compares a request's segment with it): a box is
 * bare (`640x427`), `f_webp` and a box's `fit_cover` are implied.
 */
export function modifierSegment(m: ImageModifiers): string {
  const parts: string[] = []
  for (const key of ORDER) {
    const value = m[key]
    if (value === undefined || value === '') continue
    if ((key === 'f' && value === 'webp') || (key === 'fit' && value === 'cover' && m.s)) continue
    if (key === 's') {
      parts.push(encodeURIComponent(String(value)))
      continue
    }
    const text = key === 'b' ? String(value).replace(/^#/, '') : String(value)
    parts.push(`${key}_${encodeURIComponent(text)}`)
  }
  return parts.length ? parts.join(',') : '_'
}

// Local files keep their path (without the leading slash); remote sources keep their full URL.
function sourcePath(src: string): string {
  if (/^https?:\/\//i.test(src)) return encodeURI(src)
  return encodeURI(src.replace(/^\/+/, ''))
}
