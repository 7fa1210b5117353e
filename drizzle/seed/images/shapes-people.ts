// People, animals and small props, drawn around an origin (feet or base at 0,0) and placed with translate/scale.
import { n } from './canvas'

export const place = (x: number, y: number, s: number, inner: string, flip = false) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})">${inner}</g>`

export type Pose = 'stand' | 'wave' | 'phone' | 'point'

/** A traveller seen from behind or in silhouette, about 180 units tall at scale 1. */
export function person(x: number, y: number, s: number, color: string, pose: Pose = 'stand', flip = false): string {
  const arms: Record<Pose, string> = {
    stand: 'M-20 -120 L-28 -60 M20 -120 L28 -60',
    wave: 'M-20 -120 L-28 -60 M20 -120 L46 -190',
    phone: 'M-20 -120 L-28 -60 M20 -120 L30 -150 L14 -176',
    point: 'M-20 -120 L-28 -60 M20 -120 L80 -150',
  }
  return place(x, y, s, [
    `<circle cx="0" cy="-158" r="18" fill="${color}"/>`,
    `<path d="M-24 -136 Q0 -146 24 -136 L20 -60 L-20 -60 Z" fill="${color}"/>`,
    `<path d="M-16 -62 L-14 0 L-4 0 L0 -50 L4 0 L14 0 L16 -62 Z" fill="${color}"/>`,
    `<path d="${arms[pose]}" stroke="${color}" stroke-width="11" stroke-linecap="round" fill="none"/>`,
    pose === 'phone' ? `<rect x="6" y="-196" width="14" height="22" rx="3" fill="${color}"/>` : '',
  ].join(''), flip)
}

/** A row of people, varied in height and pose, standing on y. */
export function crowd(x0: number, x1: number, y: number, s: number, colors: string[], count: number, seed: () => number): string {
  const poses: Pose[] = ['stand', 'wave', 'phone', 'stand', 'point']
  return Array.from({ length: count }, (_, i) => {
    const x = x0 + ((x1 - x0) / Math.max(1, count - 1)) * i + (seed() - 0.5) * 30
    return person(x, y, s * (0.85 + seed() * 0.3), colors[i % colors.length]!, poses[Math.floor(seed() * poses.length)]!, seed() < 0.5)
  }).join('')
}

export function horseRider(x: number, y: number, s: number, color: string, rider: string, flip = false): string {
  return place(x, y, s, [
    `<path d="M-70 -90 Q-80 -120 -40 -124 L40 -124 Q70 -126 82 -150 L96 -190 Q104 -200 116 -194 L128 -170 Q132 -160 120 -160 L108 -164 L92 -120 Q88 -96 70 -90 Z" fill="${color}"/>`,
    `<path d="M-60 -92 L-66 0 M-40 -92 L-36 0 M50 -92 L46 0 M70 -92 L78 0" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M-70 -118 Q-100 -110 -96 -60" stroke="${color}" stroke-width="9" fill="none"/>`,
    `<path d="M-6 -124 L-10 -190 L16 -190 L14 -124 Z" fill="${rider}"/><circle cx="2" cy="-206" r="15" fill="${rider}"/>`,
    `<path d="M8 -176 L64 -160" stroke="${rider}" stroke-width="8" stroke-linecap="round"/>`,
  ].join(''), flip)
}

/** A falcon perched on a gloved forearm, seen close; origin at the glove. */
export function falconOnGlove(x: number, y: number, s: number, plumage: string, chest: string, hooded: boolean): string {
  return place(x, y, s, [
    `<path d="M260 200 L40 30 Q0 0 -40 20 L-30 70 Q10 60 200 260 Z" fill="#8b5a2b"/>`,
    `<path d="M-40 20 Q-70 30 -60 60 L-30 70 Z" fill="#6b4423"/>`,
    `<path d="M-30 0 Q-60 -120 -10 -210 Q30 -250 60 -210 Q90 -150 50 -20 Z" fill="${plumage}"/>`,
    `<path d="M-14 -30 Q-40 -120 -6 -190 Q30 -160 24 -40 Z" fill="${chest}"/>`,
    `<path d="M-12 -60 L8 -62 M-16 -90 L10 -92 M-12 -120 L12 -122 M-8 -150 L14 -150" stroke="${plumage}" stroke-width="4" opacity="0.6"/>`,
    `<path d="M40 -200 Q110 -120 90 40 L70 60 Q60 -80 30 -160 Z" fill="${plumage}" opacity="0.9"/>`,
    `<path d="M-20 -10 L-30 60 L10 60 L0 -10 Z" fill="${plumage}"/>`,
    `<circle cx="6" cy="-230" r="38" fill="${hooded ? '#7c2d12' : plumage}"/>`,
    hooded ? `<path d="M-10 -266 L0 -292 L12 -266 Z" fill="#fbbf24"/>` : `<circle cx="-8" cy="-236" r="8" fill="#111827"/><circle cx="-10" cy="-238" r="2.5" fill="#ffffff"/>`,
    `<path d="M-28 -228 Q-52 -222 -40 -204 Q-34 -212 -24 -212 Z" fill="#facc15"/>`,
    `<path d="M-14 0 L-20 14 M6 0 L8 14" stroke="#facc15" stroke-width="5"/>`,
  ].join(''))
}

export function suv(x: number, y: number, s: number, color: string, flip = false): string {
  return place(x, y, s, [
    `<path d="M-120 -14 L-118 -50 L-80 -56 L-56 -96 L70 -96 L92 -56 L122 -50 L124 -14 Z" fill="${color}"/>`,
    `<path d="M-48 -88 L-6 -88 L-6 -58 L-68 -58 Z M4 -88 L62 -88 L80 -58 L4 -58 Z" fill="#bfdbfe" opacity="0.6"/>`,
    `<rect x="-56" y="-104" width="112" height="8" rx="3" fill="#1f2937"/>`,
    `<circle cx="-70" cy="-12" r="24" fill="#111827"/><circle cx="76" cy="-12" r="24" fill="#111827"/>`,
    `<circle cx="-70" cy="-12" r="10" fill="#9ca3af"/><circle cx="76" cy="-12" r="10" fill="#9ca3af"/>`,
  ].join(''), flip)
}

export function buggy(x: number, y: number, s: number, color: string, flip = false): string {
  return place(x, y, s, [
    `<path d="M-90 -20 L-70 -50 L60 -50 L96 -24 L90 -10 L-86 -10 Z" fill="${color}"/>`,
    `<path d="M-60 -50 L-40 -110 L30 -110 L50 -50 M-40 -110 L-20 -50 M30 -110 L10 -50" stroke="#111827" stroke-width="7" fill="none"/>`,
    `<circle cx="-8" cy="-78" r="12" fill="#f8fafc"/><circle cx="-8" cy="-78" r="12" fill="none" stroke="#111827" stroke-width="3"/>`,
    `<circle cx="-66" cy="-8" r="26" fill="#111827"/><circle cx="70" cy="-8" r="26" fill="#111827"/>`,
    `<circle cx="-66" cy="-8" r="9" fill="#6b7280"/><circle cx="70" cy="-8" r="9" fill="#6b7280"/>`,
  ].join(''), flip)
}

/** A plume of sand or spray behind a vehicle, trailing to the left. */
export function dust(x: number, y: number, s: number, color: string, flip = false): string {
  return place(x, y, s, `<g fill="${color}" opacity="0.45"><ellipse cx="-150" cy="-20" rx="90" ry="34"/><ellipse cx="-230" cy="-40" rx="70" ry="40"/><ellipse cx="-300" cy="-60" rx="60" ry="44" opacity="0.7"/></g>`, flip)
}

export function palm(x: number, y: number, h: number, color: string, lean = 0): string {
  const top = { x: x + lean, y: y - h }
  const fronds = [-150, -110, -70, -30, 10, 40].map((deg) => {
    const a = (deg * Math.PI) / 180
    const ex = top.x + Math.cos(a) * h * 0.45
    const ey = top.y + Math.sin(a) * h * 0.2 + h * 0.12
    return `<path d="M${n(top.x)} ${n(top.y)} Q${n((top.x + ex) / 2)} ${n(top.y - h * 0.12)} ${n(ex)} ${n(ey)}" stroke="${color}" stroke-width="${n(h * 0.05)}" fill="none" stroke-linecap="round"/>`
  })
  return `<path d="M${n(x - 6)} ${n(y)} Q${n(x + lean * 0.2)} ${n(y - h * 0.5)} ${n(top.x)} ${n(top.y)} L${n(top.x + 4)} ${n(top.y)} Q${n(x + lean * 0.2 + 8)} ${n(y - h * 0.5)} ${n(x + 8)} ${n(y)} Z" fill="${color}"/>${fronds.join('')}`
}

/** A round-topped tree (chestnut, linden, pine when `pine`). */
export function tree(x: number, y: number, h: number, leaves: string, trunk = '#4a3526', pine = false): string {
  if (pine) return `<rect x="${n(x - 4)}" y="${n(y - h * 0.3)}" width="8" height="${n(h * 0.3)}" fill="${trunk}"/><path d="M${n(x - h * 0.25)} ${n(y - h * 0.25)} L${n(x)} ${n(y - h)} L${n(x + h * 0.25)} ${n(y - h * 0.25)} Z" fill="${leaves}"/>`
  return `<rect x="${n(x - 6)}" y="${n(y - h * 0.45)}" width="12" height="${n(h * 0.45)}" fill="${trunk}"/><ellipse cx="${n(x)}" cy="${n(y - h * 0.65)}" rx="${n(h * 0.32)}" ry="${n(h * 0.35)}" fill="${leaves}"/>`
}

export function gull(x: number, y: number, s: number, color: string): string {
  return `<path d="M${n(x - 20 * s)} ${n(y)} Q${n(x - 10 * s)} ${n(y - 12 * s)} ${n(x)} ${n(y)} Q${n(x + 10 * s)} ${n(y - 12 * s)} ${n(x + 20 * s)} ${n(y)}" stroke="${color}" stroke-width="${n(3 * s)}" fill="none" stroke-linecap="round"/>`
}
