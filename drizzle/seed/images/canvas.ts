// A tiny SVG builder for the generated illustrations: shared gradients, skies, light and terrain.
import { createRandom, type Random } from '../random'

export const W = 1200
export const H = 800

export const TIMES = ['dawn', 'day', 'golden', 'sunset', 'dusk', 'night'] as const
export type Time = (typeof TIMES)[number]

export const SKIES: Record<Time, { stops: string[]; sun: string; haze: string }> = {
  dawn: { stops: ['#27335f', '#9a6b9f', '#f2a88a', '#ffd9a0'], sun: '#ffe1a1', haze: '#f7c59f' },
  day: { stops: ['#1f6fd1', '#5aa6ec', '#a9d4f7', '#e4f3ff'], sun: '#fff6d5', haze: '#dcefff' },
  golden: { stops: ['#3f7fc4', '#8fb8d9', '#f5d3a0', '#ffc46b'], sun: '#fff0b8', haze: '#ffd9a0' },
  sunset: { stops: ['#23164a', '#7a2f6b', '#e0575b', '#ffb347'], sun: '#ffd27a', haze: '#ff9f5a' },
  dusk: { stops: ['#0f1a4a', '#2c3f8f', '#7b5fa8', '#f08a7a'], sun: '#f6f1d8', haze: '#8a7ab8' },
  night: { stops: ['#050818', '#111a44', '#24306b', '#3b3f78'], sun: '#f6f1d8', haze: '#3d4a8a' },
}

/** A wash over everything below the sky, so one drawing reads as morning, afternoon or night. */
const GRADES: Record<Time, [string, number] | null> = {
  dawn: ['#5b3f8f', 0.16],
  day: null,
  golden: ['#ff9a3c', 0.13],
  sunset: ['#b3361f', 0.2],
  dusk: ['#16205c', 0.38],
  night: ['#040820', 0.56],
}

/** True where windows, lamps and lanterns should be lit. */
export const isDark = (time: Time) => time === 'dusk' || time === 'night'
/** Where the sun (or moon) stands: high by day, low at the ends of the day. */
export const isLow = (time: Time) => time !== 'day'

export type Layer = 'back' | 'body' | 'lights' | 'front'

export class Canvas {
  readonly random: Random
  private defs: string[] = []
  private layers: Record<Layer, string[]> = { back: [], body: [], lights: [], front: [] }
  private layer: Layer = 'body'
  private next = 0
  /** Interiors keep their own light: no daylight grade over them. */
  indoor = false

  constructor(
    key: string,
    readonly time: Time = 'day',
    /** Which of a scene's colour sets to use; scenes wrap it round their own list. */
    readonly palette = 0,
  ) {
    this.random = createRandom(`image:${key}`)
  }

  /** One of a scene's alternatives, chosen by the picture's palette number. */
  pal<T>(options: readonly T[]): T {
    return options[this.palette % options.length]!
  }

  /** Draws into another layer for the length of `draw`: the sky behind, lights above the time grade. */
  on(layer: Layer, draw: () => void): this {
    const previous = this.layer
    this.layer = layer
    draw()
    this.layer = previous
    return this
  }

  /** Lit windows and lamps: drawn above the night grade so they glow. */
  light(...elements: string[]): this {
    this.layers.lights.push(...elements)
    return this
  }

  /** A vertical (or horizontal) linear gradient; returns its url(). */
  gradient(stops: string[], horizontal = false): string {
    const id = `g${this.next++}`
    const coords = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"'
    const stopTags = stops.map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('')
    this.defs.push(`<linearGradient id="${id}" ${coords}>${stopTags}</linearGradient>`)
    return `url(#${id})`
  }

  glow(color: string, opacity = 0.8): string {
    const id = `g${this.next++}`
    this.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`)
    return `url(#${id})`
  }

  add(...elements: string[]): this {
    this.layers[this.layer].push(...elements)
    return this
  }

  /** `transform` frames the scene (a closer or mirrored view); the front layer stays in screen space. */
  svg(title: string, transform = ''): string {
    const grade = this.indoor ? null : GRADES[this.time]
    const scene = [
      ...this.layers.back,
      ...this.layers.body,
      grade ? `<rect width="${W}" height="${H}" fill="${grade[0]}" opacity="${grade[1]}"/>` : '',
      ...this.layers.lights,
    ].filter(Boolean)
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">`,
      `<title>${escapeXml(title)}</title>`,
      `<defs>${this.defs.join('')}</defs>`,
      transform ? `<g transform="${transform}">` : '',
      ...scene,
      transform ? '</g>' : '',
      ...this.layers.front,
      '</svg>',
      '',
    ].filter((line, i) => line !== '' || i > 0).join('\n')
  }
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Rounds coordinates so the files stay small and byte-stable. */
export const n = (value: number) => Math.round(value * 10) / 10

/** The sky of the picture's time, behind everything (it takes no time grade). */
export function sky(c: Canvas, time: Time = c.time): void {
  c.on('back', () => {
    c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(SKIES[time].stops)}"/>`)
    if (time === 'night') stars(c, 90, H * 0.55)
    if (time === 'dusk') stars(c, 25, H * 0.3)
  })
}

/** The sun, or the moon at dusk and night; drawn with the sky. */
export function sun(c: Canvas, time: Time, x: number, y: number, radius = 60): void {
  const { sun: color } = SKIES[time]
  const moon = isDark(time)
  c.on('back', () => {
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 4)}" fill="${c.glow(color, moon ? 0.25 : 0.6)}"/>`)
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${color}"/>`)
    if (moon) c.add(`<circle cx="${n(x + radius * 0.35)}" cy="${n(y - radius * 0.2)}" r="${n(radius * 0.85)}" fill="${SKIES[time].stops[1]}"/>`)
  })
}

/** Where a scene puts its sun for the picture's time: high by day, low over the horizon otherwise, the moon high at night. */
export function sunFor(c: Canvas, horizon: number, x?: number, radius = 55): { x: number; y: number } {
  const t = c.time
  const sx = x ?? 180 + c.random.next() * 840
  const y = t === 'day' ? 130 + c.random.next() * 60 : t === 'golden' ? horizon - 200 : isDark(t) ? 110 + c.random.next() * 80 : horizon - 40
  sun(c, t, sx, y, isDark(t) ? radius * 0.7 : radius)
  return { x: sx, y }
}

export function stars(c: Canvas, count: number, maxY: number): void {
  const dots: string[] = []
  for (let i = 0; i < count; i++) {
    const r = c.random.next() < 0.15 ? 1.8 : 1
    dots.push(`<circle cx="${n(c.random.next() * W)}" cy="${n(c.random.next() * maxY)}" r="${r}"/>`)
  }
  c.add(`<g fill="#ffffff" opacity="0.85">${dots.join('')}</g>`)
}

export function clouds(c: Canvas, count: number, color = '#ffffff', opacity = 0.7): void {
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const x = c.random.next() * W
    const y = 60 + c.random.next() * 220
    const w = 80 + c.random.next() * 140
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.22)}"/>`,
      `<ellipse cx="${n(x - w * 0.3)}" cy="${n(y - w * 0.12)}" rx="${n(w * 0.45)}" ry="${n(w * 0.25)}"/>`,
      `<ellipse cx="${n(x + w * 0.25)}" cy="${n(y - w * 0.16)}" rx="${n(w * 0.4)}" ry="${n(w * 0.28)}"/>`,
    )
  }
  c.add(`<g fill="${color}" opacity="${opacity}">${parts.join('')}</g>`)
}

/** A band of terrain from y = base, smooth (dunes, hills) or jagged (mountains), filled to the bottom. */
export function ridge(c: Canvas, base: number, amplitude: number, fill: string, options: { jagged?: boolean; steps?: number } = {}): void {
  const steps = options.steps ?? 6
  const points: Array<[number, number]> = []
  for (let i = 0; i <= steps; i++) points.push([(W / steps) * i, base - c.random.next() * amplitude])
  let d = `M0 ${H} L0 ${n(points[0]![1])}`
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i]!
    const [px, py] = points[i - 1]!
    d += options.jagged
      ? ` L${n((px + x) / 2 + (c.random.next() - 0.5) * 40)} ${n(Math.min(py, y) - amplitude * 0.6 * c.random.next())} L${n(x)} ${n(y)}`
      : ` C${n(px + (x - px) / 2)} ${n(py)} ${n(px + (x - px) / 2)} ${n(y)} ${n(x)} ${n(y)}`
  }
  c.add(`<path d="${d} L${W} ${H} Z" fill="${fill}"/>`)
}

export function water(c: Canvas, top: number, colors: string[], sparkle = '#ffffff'): void {
  c.add(`<rect y="${top}" width="${W}" height="${H - top}" fill="${c.gradient(colors)}"/>`)
  const lines: string[] = []
  for (let i = 0; i < 26; i++) {
    const y = top + 12 + c.random.next() * (H - top - 20)
    const x = c.random.next() * W
    const w = 20 + c.random.next() * 90 * ((y - top) / (H - top) + 0.3)
    lines.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="2" rx="1"/>`)
  }
  c.add(`<g fill="${sparkle}" opacity="0.35">${lines.join('')}</g>`)
}

/** The column of light a low sun or moon draws on water. */
export function reflection(c: Canvas, x: number, top: number, color: string): void {
  const bars: string[] = []
  for (let y = top + 6, i = 0; y < H; y += 14, i++) {
    const w = 30 + i * 6 + c.random.next() * 30
    bars.push(`<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="4" rx="2"/>`)
  }
  c.add(`<g fill="${color}" opacity="0.45">${bars.join('')}</g>`)
}

/** The point a closer view zooms in on. */
export type Focus = { x: number; y: number }
