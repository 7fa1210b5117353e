// Architecture silhouettes: skylines, domes, towers, castles, bridges and facades.
import type { Random } from '../random'
import { H, W, n } from './canvas'

/** A row of towers standing on `base`; returns the towers and, apart, their windows (lit at night, glass by day). */
export function skyline(random: Random, base: number, x0: number, x1: number, color: string, windows: string | null, maxHeight = 260): [string, string] {
  const parts: string[] = []
  const lit: string[] = []
  for (let x = x0; x < x1; ) {
    const w = 34 + random.next() * 60
    const h = 60 + random.next() * maxHeight
    parts.push(`<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + 2)}" fill="${color}"/>`)
    if (windows) {
      for (let wy = base - h + 12; wy < base - 10; wy += 20) {
        for (let wx = x + 6; wx < x + w - 8; wx += 14) {
          if (random.next() < 0.35) lit.push(`<rect x="${n(wx)}" y="${n(wy)}" width="5" height="7"/>`)
        }
      }
    }
    x += w + 4 + random.next() * 10
  }
  return [parts.join(''), windows && lit.length ? `<g fill="${windows}">${lit.join('')}</g>` : '']
}

/** The stepped needle of the world's tallest tower. */
export function spireTower(x: number, base: number, height: number, color: string): string {
  const tiers = [0.5, 0.34, 0.22, 0.14, 0.08]
  return tiers
    .map((w, i) => `<rect x="${n(x - w * 60)}" y="${n(base - height * (0.3 + i * 0.14))}" width="${n(w * 120)}" height="${n(height * (0.3 + i * 0.14))}" fill="${color}"/>`)
    .concat(`<path d="M${n(x - 4)} ${n(base - height * 0.86)} L${x} ${n(base - height)} L${n(x + 4)} ${n(base - height * 0.86)} Z" fill="${color}"/>`)
    .join('')
}

export function dome(x: number, base: number, r: number, color: string): string {
  return `<path d="M${n(x - r)} ${n(base)} A${n(r)} ${n(r * 1.05)} 0 0 1 ${n(x + r)} ${n(base)} Z" fill="${color}"/><rect x="${n(x - 2)}" y="${n(base - r * 1.05 - 18)}" width="4" height="20" fill="${color}"/>`
}

export function minaret(x: number, base: number, height: number, color: string): string {
  return [
    `<rect x="${n(x - 7)}" y="${n(base - height)}" width="14" height="${n(height)}" fill="${color}"/>`,
    `<rect x="${n(x - 12)}" y="${n(base - height * 0.72)}" width="24" height="6" fill="${color}"/>`,
    `<path d="M${n(x - 8)} ${n(base - height)} L${x} ${n(base - height - 34)} L${n(x + 8)} ${n(base - height)} Z" fill="${color}"/>`,
  ].join('')
}

/** Domes cascading around a central one, with minarets at the ends. */
export function mosque(x: number, base: number, scale: number, color: string): string {
  return [
    `<rect x="${n(x - 170 * scale)}" y="${n(base - 60 * scale)}" width="${n(340 * scale)}" height="${n(60 * scale)}" fill="${color}"/>`,
    dome(x, base - 60 * scale, 90 * scale, color),
    dome(x - 110 * scale, base - 60 * scale, 40 * scale, color),
    dome(x + 110 * scale, base - 60 * scale, 40 * scale, color),
    minaret(x - 200 * scale, base, 230 * scale, color),
    minaret(x + 200 * scale, base, 230 * scale, color),
  ].join('')
}

export function castle(x: number, base: number, s: number, wall: string, roof: string): string {
  const tower = (tx: number, h: number, w: number) =>
    `<rect x="${n(x + (tx - w / 2) * s)}" y="${n(base - h * s)}" width="${n(w * s)}" height="${n(h * s)}" fill="${wall}"/>` +
    `<path d="M${n(x + (tx - w / 2 - 4) * s)} ${n(base - h * s)} L${n(x + tx * s)} ${n(base - (h + w * 1.6) * s)} L${n(x + (tx + w / 2 + 4) * s)} ${n(base - h * s)} Z" fill="${roof}"/>`
  const windows = Array.from({ length: 6 }, (_, i) => `<rect x="${n(x + (-70 + i * 26) * s)}" y="${n(base - 120 * s)}" width="${n(8 * s)}" height="${n(16 * s)}" rx="${n(4 * s)}" fill="#fef3c7" opacity="0.8"/>`).join('')
  return [
    `<rect x="${n(x - 90 * s)}" y="${n(base - 150 * s)}" width="${n(180 * s)}" height="${n(150 * s)}" fill="${wall}"/>`,
    tower(-110, 190, 34), tower(105, 170, 30), tower(20, 260, 40), tower(-40, 210, 26),
    windows,
  ].join('')
}

export function onionTower(x: number, base: number, height: number, color: string): string {
  const top = base - height
  return `<rect x="${n(x - 18)}" y="${n(top)}" width="36" height="${n(height)}" fill="${color}"/><path d="M${n(x - 22)} ${n(top)} C${n(x - 30)} ${n(top - 30)} ${n(x - 4)} ${n(top - 40)} ${x} ${n(top - 62)} C${n(x + 4)} ${n(top - 40)} ${n(x + 30)} ${n(top - 30)} ${n(x + 22)} ${n(top)} Z" fill="${color}"/>`
}

/** A street of gabled houses on `base`; returns the houses and, apart, their windows (drawn lit when it is dark). */
export function gabledHouses(random: Random, base: number, colors: string[]): [string, string] {
  const parts: string[] = []
  const windows: string[] = []
  for (let x = -20; x < W; ) {
    const w = 60 + random.next() * 50
    const h = 70 + random.next() * 80
    const color = colors[Math.floor(random.next() * colors.length)]!
    parts.push(`<path d="M${n(x)} ${base} L${n(x)} ${n(base - h)} L${n(x + w / 2)} ${n(base - h - w * 0.55)} L${n(x + w)} ${n(base - h)} L${n(x + w)} ${base} Z" fill="${color}"/>`)
    for (let wy = base - h + 16; wy < base - 20; wy += 26) {
      windows.push(`<rect x="${n(x + w * 0.2)}" y="${n(wy)}" width="${n(w * 0.18)}" height="14"/><rect x="${n(x + w * 0.6)}" y="${n(wy)}" width="${n(w * 0.18)}" height="14"/>`)
    }
    x += w + 2
  }
  return [parts.join(''), `<g fill="#fff3c4" opacity="0.8">${windows.join('')}</g>`]
}

export function tvTower(x: number, base: number, height: number, color: string): string {
  return [
    `<path d="M${n(x - 14)} ${base} L${n(x - 5)} ${n(base - height * 0.62)} L${n(x + 5)} ${n(base - height * 0.62)} L${n(x + 14)} ${base} Z" fill="${color}"/>`,
    `<circle cx="${x}" cy="${n(base - height * 0.68)}" r="${n(height * 0.07)}" fill="${color}"/>`,
    `<rect x="${n(x - 3)}" y="${n(base - height)}" width="6" height="${n(height * 0.3)}" fill="${color}"/>`,
  ].join('')
}

export function suspensionBridge(base: number, deck: number, color: string, lights: boolean): string {
  const towers = [330, 870]
  const cables = `<path d="M0 ${deck - 20} Q165 ${deck - 40} 330 ${deck - 230} Q600 ${deck - 10} 870 ${deck - 230} Q1035 ${deck - 40} ${W} ${deck - 20}" stroke="${color}" stroke-width="5" fill="none"/>`
  const hangers = Array.from({ length: 40 }, (_, i) => {
    const x = 20 + i * 29
    return `<rect x="${x}" y="${deck - 120}" width="1.5" height="120" fill="${color}" opacity="0.6"/>`
  }).join('')
  const bulbs = lights ? Array.from({ length: 48 }, (_, i) => `<circle cx="${12 + i * 25}" cy="${deck - 6}" r="3" fill="#ffe08a"/>`).join('') : ''
  return [
    ...towers.map((x) => `<rect x="${x - 14}" y="${deck - 250}" width="28" height="${base - deck + 250}" fill="${color}"/>`),
    cables,
    hangers,
    `<rect x="0" y="${deck}" width="${W}" height="16" fill="${color}"/>`,
    bulbs,
  ].join('')
}

export function colonnade(x: number, base: number, width: number, height: number, stone: string, shadow: string): string {
  const count = Math.round(width / 60)
  const step = width / count
  const columns = Array.from({ length: count }, (_, i) => `<rect x="${n(x + i * step + step * 0.25)}" y="${n(base - height)}" width="${n(step * 0.5)}" height="${n(height)}" fill="${stone}"/><rect x="${n(x + i * step + step * 0.62)}" y="${n(base - height)}" width="${n(step * 0.1)}" height="${n(height)}" fill="${shadow}"/>`).join('')
  return [
    `<rect x="${n(x - 20)}" y="${n(base - height - 40)}" width="${n(width + 40)}" height="40" fill="${stone}"/>`,
    `<path d="M${n(x - 30)} ${n(base - height - 40)} L${n(x + width / 2)} ${n(base - height - 130)} L${n(x + width + 30)} ${n(base - height - 40)} Z" fill="${stone}"/>`,
    `<path d="M${n(x + 30)} ${n(base - height - 50)} L${n(x + width / 2)} ${n(base - height - 112)} L${n(x + width - 30)} ${n(base - height - 50)} Z" fill="${shadow}" opacity="0.5"/>`,
    `<rect x="${n(x)}" y="${n(base - height)}" width="${n(width)}" height="${n(height)}" fill="${shadow}" opacity="0.55"/>`,
    columns,
    `<rect x="${n(x - 40)}" y="${n(base)}" width="${n(width + 80)}" height="18" fill="${stone}"/>`,
    `<rect x="${n(x - 60)}" y="${n(base + 18)}" width="${n(width + 120)}" height="${H - base}" fill="${shadow}" opacity="0.4"/>`,
  ].join('')
}

/** Cone-shaped rock with a darker basalt cap. */
export function fairyChimney(x: number, base: number, height: number, rock: string, cap: string): string {
  const w = height * 0.32
  return `<path d="M${n(x - w)} ${base} Q${n(x - w * 0.5)} ${n(base - height * 0.7)} ${n(x - w * 0.25)} ${n(base - height)} L${n(x + w * 0.25)} ${n(base - height)} Q${n(x + w * 0.5)} ${n(base - height * 0.7)} ${n(x + w)} ${base} Z" fill="${rock}"/><ellipse cx="${x}" cy="${n(base - height)}" rx="${n(w * 0.45)}" ry="${n(w * 0.22)}" fill="${cap}"/>`
}
