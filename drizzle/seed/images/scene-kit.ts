// Helpers the scenes share: city rows and streets whose windows light up after dark, lamps, strings of bulbs.
import { type Canvas, W, isDark, n } from './canvas'
import { gabledHouses, skyline } from './shapes-buildings'

/** Towers on `base`; their windows glow at dusk and night and read as glass by day. */
export function cityRow(c: Canvas, base: number, color: string, maxHeight: number, x0 = 0, x1 = W): void {
  const dark = isDark(c.time)
  const [towers, windows] = skyline(c.random, base, x0, x1, color, dark ? '#ffd98a' : '#dbeafe', maxHeight)
  c.add(towers)
  if (dark) c.light(windows)
  else c.add(`<g opacity="0.35">${windows}</g>`)
}

export function houseRow(c: Canvas, base: number, colors: string[]): void {
  const [houses, windows] = gabledHouses(c.random, base, colors)
  c.add(houses)
  if (isDark(c.time)) c.light(windows)
  else c.add(`<g opacity="0.45">${windows}</g>`)
}

/** A warm lamp with a halo when it is dark, a plain bulb by day. */
export function lamp(c: Canvas, x: number, y: number, r: number, color = '#ffd27a'): void {
  if (isDark(c.time) || c.indoor) c.light(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="${c.glow(color, 0.55)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>`)
  else c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#e5e7eb"/>`)
}

/** A sagging string of bulbs from x0 to x1 around height y. */
export function bulbs(c: Canvas, x0: number, x1: number, y: number, sag: number, colors = ['#ffd27a']): void {
  const count = Math.round((x1 - x0) / 32)
  c.add(`<path d="M${n(x0)} ${n(y)} Q${n((x0 + x1) / 2)} ${n(y + sag * 2)} ${n(x1)} ${n(y)}" stroke="#1f2937" stroke-width="1.5" fill="none" opacity="0.7"/>`)
  const dots = Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count
    const x = x0 + (x1 - x0) * t
    const yy = y + sag * 4 * t * (1 - t)
    return `<circle cx="${n(x)}" cy="${n(yy + 4)}" r="4" fill="${colors[i % colors.length]}"/>`
  })
  const group = `<g>${dots.join('')}</g>`
  if (isDark(c.time) || c.indoor) c.light(group)
  else c.add(`<g opacity="0.6">${dots.join('')}</g>`)
}
