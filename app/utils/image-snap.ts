// The finite set of renderings the image proxy makes (decision 020): every modifier is snapped to a few
// values, so a page, a crawler or an attacker can only ever ask for a bounded number of renders per image.
// Pure and shared: imageUrl() writes only snapped URLs, and the proxy redirects anything else to one.
import type { ImageModifiers } from './image-url'

/** Spec §9 breakpoints (xs…2xl) at densities 1 and 2, plus the 10 px placeholder. */
export const IMAGE_WIDTHS = [10, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072] as const
const MAX_IMAGE_SIDE = 3072
/** Sharp's AVIF encoder is the costly one (20 s of CPU for a 3072 px photo at its default effort). */
const MAX_AVIF_SIDE = 2048
const IMAGE_QUALITIES = [50, 65, 80, 90] as const
const IMAGE_BLURS = [1, 3, 10, 30] as const
/** Width ÷ height of the boxes the proxy crops to: common photo and screen shapes, and og:image's 1.91:1. */
export const IMAGE_RATIOS = [1 / 4, 9 / 16, 2 / 3, 3 / 4, 4 / 5, 1, 5 / 4, 4 / 3, 3 / 2, 16 / 10, 16 / 9, 40 / 21, 2, 21 / 9, 3, 4] as const
const NAMED_COLOURS: Record<string, string> = { white: 'fff', black: '000', transparent: '0000' }

/** The smallest allowed width at least as large as asked (never fewer pixels than the page needs). */
export function snapSide(n: number, max: number = MAX_IMAGE_SIDE): number {
  const allowed = IMAGE_WIDTHS.filter((w) => w <= max)
  return allowed.find((w) => w >= n) ?? allowed[allowed.length - 1]!
}

/**
 * Boxes already snapped, by the asked box: a page's images ask for the same few boxes at every width of every srcset,
 * and snapping them was 1.9% of an uncached page's CPU. Bounded: the proxy snaps whatever a URL asks.
 */
const snappedBoxes = new Map<string, { w: number; h: number }>()

/** A box keeps its shape: the width snaps up, the ratio to the nearest allowed one, the height follows. */
export function snapBox(width: number, height: number, max: number = MAX_IMAGE_SIDE): { w: number; h: number } {
  const key = `${width}x${height}/${max}`
  const known = snappedBoxes.get(key)
  if (known) return { ...known }
  const ratio = nearest(IMAGE_RATIOS, width / Math.max(height, 1), Math.log)
  // Tall shapes would overshoot the side limit in height: step the width down until they fit.
  const widths = IMAGE_WIDTHS.filter((w) => w <= max && Math.round(w / ratio) <= max)
  const w = widths.find((c) => c >= width) ?? widths[widths.length - 1]!
  const box = { w, h: Math.max(1, Math.round(w / ratio)) }
  if (snappedBoxes.size >= 1_000) snappedBoxes.clear()
  snappedBoxes.set(key, box)
  return { ...box }
}

const snapQuality = (q: number) => nearest(IMAGE_QUALITIES, q)
const snapBlur = (b: number) => nearest(IMAGE_BLURS, b, Math.log)

/**
 * Hex (3, 4, 6 or 8 digits) or white/black/transparent, to `#rgb` at 4 bits a channel: opaque, or `0000` when
 * the alpha is under half (a letterbox is either filled or not; every transparent colour renders alike).
 */
export function snapColour(raw: string): string | null {
  const text = raw.replace(/^#/, '').toLowerCase()
  const hex = NAMED_COLOURS[text] ?? text
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(hex)) return null
  const channels = hex.length <= 4 ? [...hex].map((c) => parseInt(c + c, 16)) : hex.match(/../g)!.map((c) => parseInt(c, 16))
  if ((channels[3] ?? 255) < 128) return '0000'
  return channels
    .slice(0, 3)
    .map((c) => Math.round(c / 17).toString(16))
    .join('')
}

/**
 * The one spelling of a request: snapped values, `w`+`h` as one `s` box, an explicit format (webp by
 * default), `fit` only with a box (where it means something, `cover` by default) and AVIF held to MAX_AVIF_SIDE.
 */
export function snapModifiers(m: ImageModifiers): ImageModifiers {
  const f = m.f ?? 'webp'
  const max = f === 'avif' ? MAX_AVIF_SIDE : MAX_IMAGE_SIDE
  const out: ImageModifiers = {}
  const [bw, bh] = m.s ? m.s.split('x').map(Number) : m.w && m.h ? [m.w, m.h] : []
  if (bw && bh) {
    const box = snapBox(bw, bh, max)
    out.s = `${box.w}x${box.h}`
    out.fit = m.fit ?? 'cover'
  } else if (m.w) out.w = snapSide(m.w, max)
  else if (m.h) out.h = snapSide(m.h, max)
  if (m.b) {
    const b = snapColour(m.b)
    if (b) out.b = b
  }
  if (m.blur) out.blur = snapBlur(m.blur)
  out.f = f
  if (m.q) out.q = snapQuality(m.q)
  return out
}

function nearest<T extends number>(values: readonly T[], n: number, scale: (x: number) => number = (x) => x): T {
  const target = scale(n)
  let best = values[0]!
  let distance = Infinity
  for (const v of values) {
    const d = Math.abs(scale(v) - target)
    // Equal distances go to the later (larger) value, as they always have.
    if (d <= distance) [best, distance] = [v, d]
  }
  return best
}
