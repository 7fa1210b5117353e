// Boats, balloons and vehicles, drawn around an origin and placed with translate/scale.
import { n } from './canvas'

const place = (x: number, y: number, s: number, inner: string) => `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${inner}</g>`

export function motorYacht(x: number, y: number, s: number, hull = '#f8fafc', accent = '#1e293b'): string {
  return place(x, y, s, [
    `<path d="M-170 0 L170 0 L140 38 L-150 38 Z" fill="${hull}"/>`,
    `<path d="M-170 0 L170 0 L163 9 L-166 9 Z" fill="${accent}" opacity="0.85"/>`,
    `<path d="M-110 0 L-80 -38 L90 -38 L120 0 Z" fill="${hull}"/>`,
    `<path d="M-60 -38 L-40 -66 L50 -66 L70 -38 Z" fill="${hull}"/>`,
    `<rect x="-95" y="-28" width="190" height="12" rx="5" fill="${accent}"/>`,
    `<rect x="-42" y="-58" width="86" height="9" rx="4" fill="${accent}"/>`,
    `<rect x="-2" y="-92" width="4" height="28" fill="${accent}"/>`,
  ].join(''))
}

export function sailboat(x: number, y: number, s: number, hull = '#7c4a2d', sail = '#fff8ec'): string {
  return place(x, y, s, [
    `<path d="M-150 0 Q0 14 165 -8 L140 34 Q0 44 -128 30 Z" fill="${hull}"/>`,
    `<rect x="-150" y="-4" width="315" height="6" fill="#3b2416" opacity="0.6"/>`,
    `<rect x="-32" y="-230" width="5" height="228" fill="#3b2416"/>`,
    `<rect x="70" y="-170" width="4" height="168" fill="#3b2416"/>`,
    `<path d="M-27 -222 L-27 -14 L-130 -14 Z" fill="${sail}"/>`,
    `<path d="M-22 -212 Q40 -120 60 -20 L-22 -20 Z" fill="${sail}" opacity="0.95"/>`,
    `<path d="M74 -162 Q120 -90 130 -24 L74 -24 Z" fill="${sail}" opacity="0.9"/>`,
  ].join(''))
}

export function dhow(x: number, y: number, s: number, lights: boolean): string {
  const lamps = lights
    ? Array.from({ length: 9 }, (_, i) => `<circle cx="${-120 + i * 30}" cy="-44" r="4" fill="#ffd27a"/>`).join('')
    : ''
  return place(x, y, s, [
    `<path d="M-180 -20 Q-150 10 -120 20 L130 20 Q170 0 190 -40 L160 -24 L-160 -24 Z" fill="#6b3b1f"/>`,
    `<rect x="-140" y="-62" width="270" height="38" fill="#8a5a34"/>`,
    `<rect x="-150" y="-68" width="290" height="8" fill="#4a2812"/>`,
    `<path d="M-140 -44 L130 -44" stroke="#ffd27a" stroke-width="1.5" opacity="${lights ? 0.9 : 0}"/>`,
    lamps,
    `<rect x="-10" y="-150" width="5" height="90" fill="#4a2812"/>`,
  ].join(''))
}

export function speedboat(x: number, y: number, s: number, color = '#ef4444'): string {
  return place(x, y, s, [
    `<path d="M-260 4 Q-120 0 -80 10" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>`,
    `<path d="M-80 0 L90 -6 Q110 -4 100 10 L-70 16 Z" fill="#f8fafc"/>`,
    `<path d="M-80 6 L98 2 L96 8 L-74 12 Z" fill="${color}"/>`,
    `<path d="M-10 -6 L20 -30 L50 -30 L45 -6 Z" fill="#1e293b" opacity="0.8"/>`,
  ].join(''))
}

export function balloon(x: number, y: number, s: number, colors: [string, string, string]): string {
  const [a, b, c] = colors
  return place(x, y, s, [
    `<path d="M0 -120 C70 -120 95 -60 80 -10 C68 28 30 50 16 70 L-16 70 C-30 50 -68 28 -80 -10 C-95 -60 -70 -120 0 -120 Z" fill="${a}"/>`,
    `<path d="M0 -120 C30 -120 40 -60 34 -10 C30 28 14 50 8 70 L-8 70 C-14 50 -30 28 -34 -10 C-40 -60 -30 -120 0 -120 Z" fill="${b}"/>`,
    `<path d="M-80 -20 Q0 -5 80 -20 L78 -6 Q0 8 -78 -6 Z" fill="${c}"/>`,
    `<path d="M-14 70 L-12 90 M14 70 L12 90" stroke="#3b2416" stroke-width="2"/>`,
    `<rect x="-14" y="88" width="28" height="20" rx="3" fill="#7c4a2d"/>`,
  ].join(''))
}

export function quadBike(x: number, y: number, s: number, color = '#1f2937'): string {
  return place(x, y, s, [
    `<circle cx="-34" cy="0" r="18" fill="${color}"/><circle cx="34" cy="0" r="18" fill="${color}"/>`,
    `<path d="M-50 -18 L50 -18 L44 -36 L-40 -36 Z" fill="${color}"/>`,
    `<path d="M-6 -36 L-2 -70 L14 -70 L16 -36 Z" fill="${color}"/>`,
    `<circle cx="6" cy="-80" r="11" fill="${color}"/>`,
    `<path d="M14 -60 L36 -46" stroke="${color}" stroke-width="6"/>`,
  ].join(''))
}

export function camel(x: number, y: number, s: number, color = '#2b1a10'): string {
  return place(x, y, s, [
    `<path d="M-60 -40 Q-40 -90 -10 -60 Q10 -100 35 -55 Q50 -50 55 -60 L80 -95 Q92 -100 96 -90 L84 -80 L66 -40 Q60 -30 50 -30 L-50 -30 Z" fill="${color}"/>`,
    `<path d="M-48 -32 L-52 20 L-44 20 L-38 -30 M-22 -30 L-20 20 L-12 20 L-12 -30 M28 -30 L30 20 L38 20 L38 -30 M46 -32 L52 20 L60 20 L54 -32" stroke="${color}" stroke-width="7" fill="none"/>`,
    `<path d="M-25 -66 L-20 -100 L0 -100 L5 -64" fill="${color}"/><circle cx="-10" cy="-110" r="10" fill="${color}"/>`,
  ].join(''))
}

export function car(x: number, y: number, s: number, color = '#111827'): string {
  return place(x, y, s, [
    `<path d="M-110 -10 L-100 -36 L-60 -44 L-30 -70 L50 -70 L80 -44 L110 -38 L116 -10 Z" fill="${color}"/>`,
    `<path d="M-22 -64 L-2 -64 L-2 -44 L-48 -44 Z M6 -64 L46 -64 L68 -44 L6 -44 Z" fill="#93c5fd" opacity="0.7"/>`,
    `<circle cx="-62" cy="-8" r="20" fill="#0b0f19"/><circle cx="68" cy="-8" r="20" fill="#0b0f19"/>`,
    `<circle cx="-62" cy="-8" r="8" fill="#9ca3af"/><circle cx="68" cy="-8" r="8" fill="#9ca3af"/>`,
    `<rect x="104" y="-36" width="10" height="6" fill="#fde68a"/>`,
  ].join(''))
}
