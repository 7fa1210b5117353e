// Scenes of Türkiye on land: mosques, the cistern, tiles, bazaars, hammams, dervishes, hotels, Cappadocia's
// balloons and valleys, pottery, the underground city, canyons, Pamukkale and Roman stones.
import { type Canvas, type Focus, H, W, clouds, isDark, n, ridge, sky, sunFor } from './canvas'
import { bulbs, houseRow, lamp } from './scene-kit'
import { dome, fairyChimney, minaret } from './shapes-buildings'
import { crowd, horseRider, person, place, suv } from './shapes-people'
import { balloon, quadBike } from './shapes-vehicles'

const BALLOON_COLORS: Array<[string, string, string]> = [
  ['#ef4444', '#fbbf24', '#1d4ed8'], ['#f97316', '#fde68a', '#be123c'], ['#0ea5e9', '#f8fafc', '#0f766e'],
  ['#a855f7', '#fde047', '#db2777'], ['#22c55e', '#f8fafc', '#15803d'], ['#eab308', '#dc2626', '#1e3a8a'],
]
const ROCK = [['#e3b993', '#8a5a44', '#c69b7b'], ['#e8cfb0', '#9c7b5e', '#d6b896'], ['#e79c72', '#7a4030', '#c98462']]

function valley(c: Canvas, count = 9): void {
  const [rock, cap, ground] = c.pal(ROCK)
  ridge(c, 560, 80, ground!, { steps: 5 })
  for (let i = 0; i < count; i++) {
    const x = 60 + i * (1080 / count) + c.random.next() * 40
    c.add(fairyChimney(x, 640 + c.random.next() * 40, 140 + c.random.next() * 120, rock!, cap!))
  }
  ridge(c, 720, 40, '#9c6b4e', { steps: 4 })
}

export function mosqueClose(c: Canvas): Focus {
  sky(c)
  if (c.time === 'day') clouds(c, 2)
  sunFor(c, 500, 1000)
  const stone = c.pal(['#b8b2c8', '#d9a38f', '#cfc6b4'])
  c.add(`<rect x="180" y="440" width="840" height="260" fill="${stone}"/>`, dome(600, 440, 220, stone), dome(330, 440, 90, stone), dome(870, 440, 90, stone))
  c.add(minaret(120, 700, 560, stone), minaret(1080, 700, 560, stone))
  c.add(`<g fill="#475569" opacity="0.6">${Array.from({ length: 9 }, (_, i) => `<path d="M${260 + i * 80} 660 L${260 + i * 80} 600 A20 20 0 0 1 ${300 + i * 80} 600 L${300 + i * 80} 660 Z"/>`).join('')}</g>`)
  c.add(`<rect y="700" width="${W}" height="100" fill="#a8a29e"/>`, crowd(200, 1000, 790, 0.55, ['#1f2937', '#7f1d1d', '#1e3a8a'], 7, c.random.next))
  if (isDark(c.time)) c.light(`<ellipse cx="600" cy="360" rx="420" ry="280" fill="${c.glow('#fde68a', 0.3)}"/>`)
  return { x: 600, y: 380 }
}

export function cistern(c: Canvas): Focus {
  c.indoor = true
  const glow = c.pal(['#f97316', '#dc2626', '#f59e0b'])
  c.add(`<rect width="${W}" height="${H}" fill="#120a08"/>`)
  for (let row = 3; row >= 0; row--) {
    const s = 1 - row * 0.2
    const w = 34 * s
    for (let i = -4; i <= 4; i++) {
      const x = 600 + i * 230 * s
      c.add(`<rect x="${n(x - w / 2)}" y="${n(400 - 330 * s)}" width="${n(w)}" height="${n(330 * s + 60)}" fill="${c.gradient(['#3b2418', '#8a5a3a', '#3b2418'], true)}" opacity="${n(0.5 + s * 0.5)}"/>`)
      c.light(`<ellipse cx="${n(x)}" cy="${n(470)}" rx="${n(60 * s)}" ry="${n(90 * s)}" fill="${c.glow(glow, 0.5)}"/>`)
      if (row < 3 && i < 4) c.add(`<path d="M${n(x)} ${n(400 - 330 * s)} Q${n(x + 115 * s)} ${n(400 - 420 * s)} ${n(x + 230 * s)} ${n(400 - 330 * s)}" stroke="#5a3a28" stroke-width="${n(16 * s)}" fill="none"/>`)
    }
  }
  c.add(`<rect y="480" width="${W}" height="${H - 480}" fill="#1a1412" opacity="0.7"/><g fill="${glow}" opacity="0.25">${Array.from({ length: 12 }, (_, i) => `<rect x="${40 + i * 100}" y="${520 + (i % 4) * 50}" width="60" height="3"/>`).join('')}</g>`)
  c.add(`<rect x="0" y="560" width="${W}" height="10" fill="#4a3528"/><g fill="#4a3528">${Array.from({ length: 13 }, (_, i) => `<rect x="${i * 100}" y="560" width="6" height="50"/>`).join('')}</g>`)
  return { x: 600, y: 420 }
}

export function tiledRoom(c: Canvas): Focus {
  c.indoor = true
  const [tile, ink] = c.pal([['#e0f2fe', '#1e40af'], ['#ecfdf5', '#0f766e'], ['#fff7ed', '#b91c1c']])
  c.add(`<rect width="${W}" height="${H}" fill="${tile}"/>`)
  const motifs: string[] = []
  for (let y = 30; y < H; y += 80) for (let x = 30; x < W; x += 80) motifs.push(`<path d="M${x} ${y - 22} Q${x + 10} ${y} ${x} ${y + 22} Q${x - 10} ${y} ${x} ${y - 22} Z M${x - 22} ${y} Q${x} ${y + 10} ${x + 22} ${y} Q${x} ${y - 10} ${x - 22} ${y} Z"/>`)
  c.add(`<g fill="${ink}" opacity="0.55">${motifs.join('')}</g>`)
  const outside = isDark(c.time) ? ['#0f1a4a', '#2c3f8f'] : c.time === 'sunset' || c.time === 'golden' ? ['#f59e0b', '#fde68a'] : ['#5aa6ec', '#e4f3ff']
  c.add(`<path d="M460 620 L460 260 A140 140 0 0 1 740 260 L740 620 Z" fill="#f5f5f4"/><path d="M490 600 L490 270 A110 110 0 0 1 710 270 L710 600 Z" fill="${c.gradient(outside)}"/>`)
  c.add(`<path d="M490 420 L710 420 M600 170 L600 600" stroke="#f5f5f4" stroke-width="8"/>`)
  c.add(`<rect y="640" width="${W}" height="160" fill="#7c2d12"/><rect y="640" width="${W}" height="12" fill="#fbbf24"/><rect x="200" y="560" width="800" height="80" rx="18" fill="#991b1b"/><g fill="#fbbf24">${[260, 420, 580, 740, 900].map((x) => `<rect x="${x}" y="540" width="60" height="50" rx="12"/>`).join('')}</g>`)
  return { x: 600, y: 420 }
}

export function bazaarLanterns(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#2a1a12', '#4a2a18', '#2a1a12'])}"/>`)
  for (let i = 0; i < 5; i++) c.add(`<path d="M${i * 260 - 40} ${H} L${i * 260 - 40} 260 A130 130 0 0 1 ${i * 260 + 220} 260 L${i * 260 + 220} ${H}" stroke="#c08a4a" stroke-width="18" fill="none"/>`)
  const colors = c.pal([['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6'], ['#f59e0b', '#fbbf24', '#ef4444', '#fde68a'], ['#3b82f6', '#14b8a6', '#a855f7', '#f8fafc']])
  for (let i = 0; i < 30; i++) {
    const x = 40 + c.random.next() * 1120
    const y = 120 + c.random.next() * 380
    const color = colors[i % colors.length]!
    c.add(`<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(y - 30)}" stroke="#d6b27a" stroke-width="1.5"/>`)
    c.light(`<circle cx="${n(x)}" cy="${n(y)}" r="60" fill="${c.glow(color, 0.5)}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="18" ry="28" fill="${color}"/><rect x="${n(x - 6)}" y="${n(y - 34)}" width="12" height="8" fill="#d6b27a"/>`)
  }
  c.add(`<rect y="680" width="${W}" height="120" fill="#3a2416"/><g fill="#c2410c">${Array.from({ length: 12 }, (_, i) => `<path d="M${40 + i * 100} 700 Q${80 + i * 100} 650 ${120 + i * 100} 700 Z"/>`).join('')}</g>`)
  return { x: 600, y: 320 }
}

export function spiceStall(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#3b2314', '#6b3f22'])}"/>`)
  c.add(`<g fill="#8a5a34">${[0, 1, 2].map((r) => `<rect x="0" y="${120 + r * 110}" width="${W}" height="10"/>`).join('')}</g>`)
  c.add(`<g>${Array.from({ length: 36 }, (_, i) => `<rect x="${20 + (i % 12) * 100}" y="${60 + Math.floor(i / 12) * 110}" width="50" height="60" rx="6" fill="${['#fde68a', '#fca5a5', '#bbf7d0', '#fed7aa'][i % 4]}" opacity="0.8"/>`).join('')}</g>`)
  const spices = c.pal([['#b91c1c', '#ea580c', '#facc15', '#65a30d', '#7c2d12', '#dc2626'], ['#f59e0b', '#78350f', '#16a34a', '#ef4444', '#fde047', '#9a3412']])
  const mounds = spices.map((col, i) => {
    const x = 110 + i * 180
    return `<ellipse cx="${x}" cy="640" rx="84" ry="26" fill="#a16207"/><path d="M${x - 80} 640 Q${x - 40} 540 ${x} 470 Q${x + 40} 540 ${x + 80} 640 Z" fill="${col}"/><rect x="${x - 20}" y="470" width="40" height="22" rx="4" fill="#f8fafc" transform="rotate(-10 ${x} 480)"/>`
  })
  c.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#5b3a1e"/>`, mounds.join(''))
  bulbs(c, 0, W, 40, 14)
  return { x: 600, y: 560 }
}

export function galataTower(c: Canvas): Focus {
  sky(c)
  sunFor(c, 460, 260)
  const stone = isDark(c.time) ? '#3b3656' : c.pal(['#d6c8b0', '#c9b79c'])
  c.add(`<rect x="540" y="180" width="120" height="420" fill="${stone}"/><rect x="526" y="170" width="148" height="30" fill="${stone}"/><path d="M530 170 L600 40 L670 170 Z" fill="#475569"/>`)
  c.add(`<g fill="#334155">${Array.from({ length: 6 }, (_, i) => `<path d="M${550 + i * 18} 240 L${550 + i * 18} 220 A6 6 0 0 1 ${562 + i * 18} 220 L${562 + i * 18} 240 Z"/>`).join('')}</g>`)
  if (isDark(c.time)) c.light(`<rect x="530" y="200" width="140" height="40" fill="#fde68a" opacity="0.7"/>`)
  houseRow(c, 640, c.pal([['#e7c8a0', '#f4e1c1', '#d99a6c', '#fca5a5'], ['#fde68a', '#e5e7eb', '#fecaca', '#c7d2fe']]))
  c.add(`<rect y="640" width="${W}" height="${H - 640}" fill="#57534e"/>`, crowd(200, 1000, 790, 0.6, ['#1f2937', '#374151'], 5, c.random.next))
  return { x: 600, y: 260 }
}

export function hammamDome(c: Canvas): Focus {
  c.indoor = true
  const marble = c.pal([['#e9e1d3', '#c9bba3', '#8e8069'], ['#f1f5f9', '#cbd5e1', '#94a3b8'], ['#efe6da', '#d6c2a8', '#a08a6c']])
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(marble)}"/>`)
  c.add(`<path d="M100 ${H} L100 420 A500 400 0 0 1 1100 420 L1100 ${H} Z" fill="#f4ede0" opacity="0.6"/>`)
  const stars = Array.from({ length: 24 }, (_, i) => {
    const a = (Math.PI * (i + 0.5)) / 24
    const r = 250 + (i % 3) * 70
    return `<path d="M${n(600 + Math.cos(a) * r)} ${n(430 - Math.sin(a) * r * 0.8 - 14)} l8 14 l-8 14 l-8 -14 Z"/>`
  })
  c.light(`<g fill="${isDark(c.time) ? '#c7d2fe' : '#fff8dc'}">${stars.join('')}</g>`)
  c.add(`<rect x="0" y="${H - 60}" width="${W}" height="60" fill="#a89a84"/><path d="M380 ${H - 60} L420 600 L780 600 L820 ${H - 60} Z" fill="#d9cfbf"/><ellipse cx="600" cy="600" rx="180" ry="22" fill="#efe8da"/>`)
  c.add(`<g fill="#ffffff" opacity="0.35">${Array.from({ length: 8 }, (_, i) => `<ellipse cx="${n(380 + i * 60)}" cy="${n(520 - (i % 3) * 30)}" rx="70" ry="26"/>`).join('')}</g>`)
  return { x: 600, y: 500 }
}

export function hammamBasin(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(c.pal([['#e7e5e4', '#a8a29e'], ['#f1f5f9', '#94a3b8']]))}"/>`)
  c.add(`<g stroke="#78716c" stroke-width="2" opacity="0.3" fill="none">${Array.from({ length: 8 }, (_, i) => `<path d="M${i * 160} 0 q40 200 -20 400 t30 400"/>`).join('')}</g>`)
  c.add(`<path d="M300 420 L900 420 L860 700 L340 700 Z" fill="#f5f5f4"/><ellipse cx="600" cy="420" rx="300" ry="40" fill="#e7e5e4"/><ellipse cx="600" cy="424" rx="250" ry="28" fill="#bae6fd"/>`)
  c.add(`<path d="M560 300 L560 360 Q560 380 580 380 L620 380 Q640 380 640 360 L640 300" stroke="#b45309" stroke-width="18" fill="none"/><circle cx="600" cy="290" r="18" fill="#b45309"/><path d="M600 380 Q598 400 600 420" stroke="#bae6fd" stroke-width="10"/>`)
  c.add(`<g transform="rotate(-12 880 560)"><ellipse cx="880" cy="560" rx="90" ry="30" fill="#b45309"/><ellipse cx="880" cy="552" rx="80" ry="20" fill="#d97706"/></g>`)
  c.add(`<rect x="80" y="540" width="180" height="40" rx="10" fill="${c.pal(['#dc2626', '#2563eb', '#16a34a'])}"/><rect x="80" y="580" width="180" height="40" rx="10" fill="#f8fafc"/><g fill="#f8fafc" opacity="0.5">${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${380 + i * 90}" cy="${280 - (i % 2) * 40}" rx="60" ry="22"/>`).join('')}</g>`)
  return { x: 600, y: 440 }
}

export function dervishHall(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(c.pal([['#3b2a1e', '#6b4a30', '#2a1a10'], ['#1e1b2e', '#3b3656', '#140f1f']]))}"/>`)
  c.add(`<path d="M100 ${H} L100 420 A500 400 0 0 1 1100 420 L1100 ${H} Z" fill="#ffffff" opacity="0.06"/><rect y="${H - 90}" width="${W}" height="90" fill="#5b3a1e"/>`)
  const dervish = (x: number, s: number) => place(x, 700, s, `<path d="M0 -270 L-130 0 Q0 40 130 0 Z" fill="#fbfaf7"/><rect x="-14" y="-340" width="28" height="80" rx="10" fill="#f5f3ee"/><rect x="-12" y="-400" width="24" height="60" rx="8" fill="#8b6b4a"/><path d="M-10 -320 L-110 -370 M10 -320 L110 -280" stroke="#f5f3ee" stroke-width="16" stroke-linecap="round"/>`)
  c.light(`<circle cx="600" cy="470" r="300" fill="${c.glow('#fff3c4', 0.5)}"/>`, dervish(600, 1), dervish(330, 0.7), dervish(880, 0.7))
  for (let i = 0; i < 7; i++) lamp(c, 120 + i * 160, 200 + (i % 2) * 30, 5, '#fde68a')
  return { x: 600, y: 480 }
}

export function boutiqueHotel(c: Canvas): Focus {
  sky(c)
  sunFor(c, 300, 1050)
  c.add(`<rect x="200" y="220" width="800" height="520" fill="${c.pal(['#e8d3b5', '#f1e4d0', '#d9b99b'])}"/><rect x="180" y="200" width="840" height="28" fill="#9a5b3a"/>`)
  c.add(`<path d="M200 300 L1000 300 L1000 320 L200 320 Z" fill="#7a4a2d"/><g fill="#7a4a2d">${Array.from({ length: 9 }, (_, i) => `<rect x="${222 + i * 88}" y="320" width="44" height="60"/>`).join('')}</g>`)
  const lit: string[] = []
  const shut: string[] = []
  for (let row = 0; row < 3; row++) for (let col = 0; col < 6; col++) {
    const x = 250 + col * 130
    const y = 400 + row * 110
    ;(c.random.next() < 0.7 ? lit : shut).push(`<path d="M${x} ${y + 70} L${x} ${y + 20} A30 30 0 0 1 ${x + 60} ${y + 20} L${x + 60} ${y + 70} Z"/>`)
  }
  c.add(`<g fill="#5b4636">${shut.join('')}</g>`)
  if (isDark(c.time)) c.light(`<g fill="#ffd27a">${lit.join('')}</g>`)
  else c.add(`<g fill="#93c5fd" opacity="0.7">${lit.join('')}</g>`)
  c.add(`<rect y="740" width="${W}" height="60" fill="#5b4636"/>`)
  for (const x of [150, 1050]) lamp(c, x, 560, 8)
  return { x: 600, y: 480 }
}

export function hotelRoom(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.pal(['#e7dcc8', '#d6c2a8', '#f1e8da'])}"/>`)
  const outside = isDark(c.time) ? ['#0f1a4a', '#2c3f8f'] : c.time === 'dawn' ? ['#9a6b9f', '#ffd9a0'] : ['#5aa6ec', '#e4f3ff']
  c.add(`<path d="M720 520 L720 160 A150 130 0 0 1 1020 160 L1020 520 Z" fill="${c.gradient(outside)}"/><path d="M720 520 L720 160 A150 130 0 0 1 1020 160 L1020 520 Z M870 30 L870 520 M720 300 L1020 300" stroke="#8b5e34" stroke-width="10" fill="none"/>`)
  c.add(`<rect y="600" width="${W}" height="200" fill="#8b5e34"/><rect x="80" y="700" width="560" height="100" fill="#991b1b" opacity="0.7"/>`)
  c.add(`<rect x="100" y="380" width="520" height="40" rx="8" fill="#7c4a2d"/><rect x="120" y="470" width="480" height="140" rx="16" fill="#f8fafc"/><rect x="120" y="520" width="480" height="90" fill="${c.pal(['#b91c1c', '#1e3a8a', '#0f766e'])}"/><rect x="150" y="440" width="140" height="50" rx="20" fill="#f1f5f9"/><rect x="320" y="440" width="140" height="50" rx="20" fill="#f1f5f9"/>`)
  lamp(c, 660, 470, 10, '#fde68a')
  return { x: 500, y: 480 }
}

export function cappadociaBalloons(c: Canvas): Focus {
  sky(c)
  sunFor(c, 560, 980)
  const many = 8 + c.random.int(0, 6)
  for (let i = 0; i < many; i++) {
    const s = 0.25 + c.random.next() * 0.75
    c.add(balloon(c.random.next() * W, 120 + c.random.next() * 360 * (1 - s * 0.4), s, BALLOON_COLORS[(i + c.palette) % BALLOON_COLORS.length]!))
  }
  valley(c)
  return { x: 600, y: 320 }
}

export function cappadociaValley(c: Canvas): Focus {
  sky(c)
  if (c.time === 'day') clouds(c, 3)
  sunFor(c, 540, 260)
  valley(c, 7 + c.palette)
  return { x: 600, y: 560 }
}

export function caveHotel(c: Canvas): Focus {
  sky(c)
  sunFor(c, 400, 1050)
  if (!isDark(c.time)) c.add(balloon(260, 190, 0.6, BALLOON_COLORS[c.palette % 6]!), balloon(880, 140, 0.45, BALLOON_COLORS[2]!), balloon(1040, 260, 0.35, BALLOON_COLORS[3]!))
  c.add(`<path d="M80 ${H} L140 420 Q300 300 520 330 Q760 280 980 400 L1120 ${H} Z" fill="${c.pal(['#e7c29f', '#eed3b6', '#dcb08a'])}"/>`)
  const windows = [[260, 520], [400, 470], [560, 500], [720, 460], [860, 540], [470, 620], [680, 620]]
  const shapes = windows.map(([x, y]) => `<path d="M${x! - 28} ${y! + 40} L${x! - 28} ${y} A28 28 0 0 1 ${x! + 28} ${y} L${x! + 28} ${y! + 40} Z"/>`).join('')
  if (isDark(c.time)) c.light(`<g fill="#ffcf7a">${shapes}</g>`)
  else c.add(`<g fill="#6b4a30">${shapes}</g>`)
  c.add(`<rect x="140" y="700" width="940" height="16" fill="#a47148"/><g fill="#7c4a2d">${Array.from({ length: 16 }, (_, i) => `<rect x="${150 + i * 58}" y="670" width="6" height="30"/>`).join('')}</g>`)
  return { x: 560, y: 500 }
}

export function balloonBasket(c: Canvas): Focus {
  sky(c)
  sunFor(c, 640, 900)
  valley(c)
  const [a, b] = c.pal(BALLOON_COLORS)
  c.add(`<path d="M100 0 C100 260 300 420 420 470 L780 470 C900 420 1100 260 1100 0 Z" fill="${a}"/><path d="M420 0 C420 260 520 420 560 470 L640 470 C680 420 780 260 780 0 Z" fill="${b}"/>`)
  c.add(`<path d="M430 470 L470 560 M770 470 L730 560" stroke="#3b2416" stroke-width="4"/><rect x="450" y="560" width="300" height="160" rx="10" fill="#8b5a2b"/><g stroke="#6b4423" stroke-width="3">${Array.from({ length: 8 }, (_, i) => `<path d="M${470 + i * 36} 560 L${470 + i * 36} 720"/>`).join('')}</g>`)
  c.light(`<ellipse cx="600" cy="500" rx="40" ry="60" fill="${c.glow('#fb923c', 0.9)}"/><path d="M585 530 Q600 470 615 530 Z" fill="#fde047"/>`)
  c.add(...[500, 570, 640, 700].map((x, i) => person(x, 600, 0.5, ['#1f2937', '#7f1d1d', '#1e3a8a', '#374151'][i]!, i === 1 ? 'wave' : i === 2 ? 'phone' : 'stand')))
  c.add(`<rect x="450" y="560" width="300" height="40" fill="#8b5a2b"/>`)
  return { x: 600, y: 560 }
}

export function balloonInflating(c: Canvas): Focus {
  sky(c)
  sunFor(c, 560, 1000)
  valley(c, 6)
  const [a, b, d] = c.pal(BALLOON_COLORS)
  c.add(`<path d="M260 700 Q200 520 420 470 Q700 420 900 560 L920 700 Z" fill="${a}"/><path d="M340 700 Q320 560 480 520 Q660 490 820 600 L830 700 Z" fill="${b}"/><path d="M260 640 L920 640 L920 660 L260 660 Z" fill="${d}"/>`)
  c.add(`<rect x="900" y="640" width="100" height="70" rx="6" fill="#8b5a2b"/>`)
  c.light(`<ellipse cx="880" cy="640" rx="60" ry="30" fill="${c.glow('#fb923c', 0.9)}"/><path d="M900 650 L840 630 L900 620 Z" fill="#fde047"/>`)
  c.add(crowd(100, 240, 780, 0.8, ['#1f2937', '#374151'], 3, c.random.next), `<rect y="700" width="${W}" height="${H - 700}" fill="#9c6b4e"/>`)
  return { x: 600, y: 560 }
}

export function uchisarCastle(c: Canvas): Focus {
  sky(c)
  if (c.time === 'day') clouds(c, 2)
  sunFor(c, 520, 260)
  const [rock, cap] = c.pal(ROCK)
  c.add(`<path d="M380 700 Q400 360 520 240 Q600 160 680 240 Q800 360 820 700 Z" fill="${rock}"/><path d="M520 240 Q600 140 680 240 Q600 200 520 240 Z" fill="${cap}"/>`)
  const holes = Array.from({ length: 26 }, () => `<ellipse cx="${n(460 + c.random.next() * 280)}" cy="${n(280 + c.random.next() * 380)}" rx="8" ry="12"/>`).join('')
  if (isDark(c.time)) c.light(`<g fill="#fbbf24">${holes}</g>`)
  else c.add(`<g fill="#6b4a30">${holes}</g>`)
  c.add(`<rect x="594" y="150" width="6" height="50" fill="#6b4a30"/><path d="M600 152 L640 162 L600 172 Z" fill="#dc2626"/>`)
  houseRow(c, 720, ['#e7c29f', '#d6b896', '#f1e0c5'])
  c.add(`<rect y="720" width="${W}" height="80" fill="#9c6b4e"/>`)
  return { x: 600, y: 400 }
}

export function potteryStudio(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#7c3f22', '#b4693c', '#5c2d16'])}"/>`)
  c.add(`<path d="M160 0 L160 360 A140 140 0 0 0 440 360 L440 0 Z" fill="#fde68a" opacity="0.25"/>`)
  c.add(`<rect y="560" width="${W}" height="240" fill="#4a2412"/><ellipse cx="600" cy="600" rx="200" ry="36" fill="#2b1408"/>`)
  c.add(`<path d="M520 600 Q500 480 560 430 L640 430 Q700 480 680 600 Z" fill="${c.pal(['#c2653b', '#b45309', '#9a3412'])}"/><ellipse cx="600" cy="430" rx="40" ry="10" fill="#9a4a28"/>`)
  c.add(`<path d="M420 560 Q480 520 530 520 L540 540 Q480 550 440 590 Z M780 560 Q720 520 670 520 L660 540 Q720 550 760 590 Z" fill="#d6a07a"/>`)
  const pots = [[220, 540, 1], [330, 550, 0.8], [880, 545, 1.1], [1000, 552, 0.7]] as const
  c.add(pots.map(([x, y, s]) => `<path d="M${x - 40 * s} ${y} Q${x - 60 * s} ${y - 70 * s} ${x - 20 * s} ${y - 110 * s} L${x + 20 * s} ${y - 110 * s} Q${x + 60 * s} ${y - 70 * s} ${x + 40 * s} ${y} Z" fill="#d97745"/>`).join(''))
  return { x: 600, y: 500 }
}

export function paintedPlates(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.pal(['#f5efe6', '#fef3c7', '#e0f2fe'])}"/>`)
  const inks = c.pal([['#1e40af', '#0f766e', '#b91c1c'], ['#b91c1c', '#15803d', '#1e3a8a'], ['#7c2d12', '#0369a1', '#a16207']])
  const plate = (x: number, y: number, r: number, i: number) => {
    const ink = inks[i % inks.length]!
    const petals = Array.from({ length: 8 }, (_, k) => `<ellipse cx="${n(x + Math.cos((k * Math.PI) / 4) * r * 0.45)}" cy="${n(y + Math.sin((k * Math.PI) / 4) * r * 0.45)}" rx="${n(r * 0.16)}" ry="${n(r * 0.08)}" transform="rotate(${k * 45} ${n(x + Math.cos((k * Math.PI) / 4) * r * 0.45)} ${n(y + Math.sin((k * Math.PI) / 4) * r * 0.45)})"/>`).join('')
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fffaf0" stroke="${ink}" stroke-width="${n(r * 0.08)}"/><g fill="${ink}">${petals}</g><circle cx="${x}" cy="${y}" r="${n(r * 0.18)}" fill="${inks[(i + 1) % inks.length]}"/>`
  }
  const plates = [[220, 220, 150], [560, 180, 120], [900, 240, 160], [360, 540, 140], [760, 560, 170], [1100, 560, 110], [80, 560, 100]] as const
  c.add(plates.map(([x, y, r], i) => plate(x, y, r, i)).join(''))
  return { x: 600, y: 400 }
}

export function undergroundCity(c: Canvas): Focus {
  c.indoor = true
  const rock = c.pal([['#3b2a1e', '#7a5a40'], ['#2e2620', '#6b5a4a']])
  c.add(`<rect width="${W}" height="${H}" fill="${rock[0]}"/>`)
  for (let i = 4; i >= 0; i--) {
    const s = 1 - i * 0.17
    c.add(`<path d="M${n(600 - 420 * s)} ${n(400 + 380 * s)} L${n(600 - 420 * s)} ${n(400 - 180 * s)} Q600 ${n(400 - 420 * s)} ${n(600 + 420 * s)} ${n(400 - 180 * s)} L${n(600 + 420 * s)} ${n(400 + 380 * s)} Z" fill="${rock[1]}" opacity="${n(0.25 + i * 0.12)}"/>`)
  }
  c.add(`<path d="M480 780 L480 380 Q600 260 720 380 L720 780 Z" fill="#120a06"/>`)
  c.add(`<circle cx="930" cy="560" r="150" fill="#8a6a4a"/><circle cx="930" cy="560" r="28" fill="#3b2a1e"/><circle cx="930" cy="560" r="150" fill="none" stroke="#5a4030" stroke-width="10"/>`)
  lamp(c, 300, 360, 7, '#fbbf24')
  lamp(c, 600, 300, 5, '#fbbf24')
  c.add(person(560, 780, 0.9, '#1a120c', 'stand'), person(640, 770, 0.8, '#1a120c', 'point', true))
  return { x: 600, y: 460 }
}

export function canyonRiver(c: Canvas): Focus {
  sky(c)
  sunFor(c, 200, 600)
  const [left, right] = c.pal([['#a16207', '#92400e'], ['#78716c', '#57534e'], ['#b45309', '#9a3412']])
  c.add(`<path d="M0 0 L420 0 L470 ${H} L0 ${H} Z" fill="${left}"/><path d="M${W} 0 L780 0 L730 ${H} L${W} ${H} Z" fill="${right}"/>`)
  c.add(`<path d="M0 0 L380 0 L360 120 L0 160 Z M${W} 0 L820 0 L850 140 L${W} 180 Z" fill="#3f7d3a"/>`)
  c.add(`<path d="M420 ${H} Q560 600 560 430 Q600 320 640 430 Q660 600 780 ${H} Z" fill="${c.gradient(['#5eead4', '#0d9488'])}"/>`)
  c.add(`<ellipse cx="600" cy="650" rx="80" ry="22" fill="#f97316"/><g fill="#fde047">${[560, 590, 620, 650].map((x) => `<circle cx="${x}" cy="630" r="9"/>`).join('')}</g>`)
  return { x: 600, y: 560 }
}

export function raftClose(c: Canvas): Focus {
  sky(c)
  sunFor(c, 240, 900)
  c.add(`<path d="M0 0 L300 0 L240 400 L0 420 Z" fill="#78716c"/><path d="M${W} 0 L880 0 L960 380 L${W} 400 Z" fill="#57534e"/><path d="M0 260 L260 240 L240 300 L0 320 Z M${W} 240 L940 230 L960 290 L${W} 300 Z" fill="#3f7d3a"/>`)
  c.add(`<rect y="380" width="${W}" height="${H - 380}" fill="${c.gradient(['#5eead4', '#0f766e'])}"/>`)
  c.add(`<g transform="rotate(-6 600 600)"><ellipse cx="600" cy="620" rx="360" ry="90" fill="${c.pal(['#f97316', '#dc2626', '#facc15'])}"/><ellipse cx="600" cy="610" rx="300" ry="60" fill="#1f2937"/></g>`)
  const paddler = (x: number, y: number, side: number) => `<circle cx="${x}" cy="${y - 70}" r="20" fill="#fde047"/><rect x="${x - 22}" y="${y - 50}" width="44" height="50" rx="10" fill="#ef4444"/><path d="M${x} ${y - 30} L${x + side * 90} ${y + 60}" stroke="#111827" stroke-width="7"/><ellipse cx="${x + side * 95}" cy="${y + 66}" rx="14" ry="24" fill="#111827" transform="rotate(${side * 30} ${x + side * 95} ${y + 66})"/>`
  c.add(paddler(420, 600, -1), paddler(540, 590, 1), paddler(660, 600, -1), paddler(780, 590, 1))
  c.add(`<g fill="#ffffff" opacity="0.8">${Array.from({ length: 22 }, () => `<circle cx="${n(150 + c.random.next() * 900)}" cy="${n(660 + c.random.next() * 120)}" r="${n(8 + c.random.next() * 20)}"/>`).join('')}</g>`)
  return { x: 600, y: 560 }
}

export function valleyRiders(c: Canvas): Focus {
  sky(c)
  sunFor(c, 540, 900)
  valley(c, 6)
  const coats = c.pal([['#5b3a1e', '#1f2937', '#7c4a2d'], ['#1f2937', '#78350f', '#e7e5e4']])
  c.add(horseRider(320, 760, 1.2, coats[0]!, '#111827'), horseRider(620, 740, 1, coats[1]!, '#1e3a8a'), horseRider(880, 720, 0.8, coats[2]!, '#7f1d1d'))
  return { x: 560, y: 600 }
}

export function valleyQuads(c: Canvas): Focus {
  sky(c)
  sunFor(c, 540, 260)
  valley(c, 6)
  const colors = c.pal([['#dc2626', '#1f2937', '#f97316'], ['#15803d', '#facc15', '#1d4ed8']])
  c.add(`<path d="M0 ${H} Q400 700 700 740 Q1000 780 ${W} 720" stroke="#e7c29f" stroke-width="60" fill="none" opacity="0.6"/>`)
  ;([[300, 770, 1.5], [620, 745, 1.15], [900, 735, 0.9]] as const).forEach(([x, y, s], i) => c.add(`<ellipse cx="${x - 120 * s}" cy="${y - 20}" rx="${90 * s}" ry="${30 * s}" fill="#e7c29f" opacity="0.5"/>`, quadBike(x, y, s, colors[i])))
  return { x: 560, y: 640 }
}

export function valleyJeep(c: Canvas): Focus {
  sky(c)
  sunFor(c, 540, 300)
  valley(c, 7)
  c.add(`<path d="M0 760 Q600 680 ${W} 740 L${W} ${H} L0 ${H} Z" fill="#b98e66"/>`)
  c.add(suv(520, 750, 1.3, c.pal(['#4d7c0f', '#b91c1c', '#f8fafc'])), crowd(420, 640, 650, 0.3, ['#1f2937'], 3, c.random.next), suv(900, 720, 0.8, '#78350f', true))
  return { x: 520, y: 640 }
}

export function travertineTerraces(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 3)
  sunFor(c, 330, 1000)
  const pool = c.pal(['#67e8f9', '#7dd3fc', '#5eead4'])
  for (let i = 0; i < 7; i++) {
    const y = 330 + i * 66
    const inset = 60 - i * 8
    c.add(`<path d="M${inset} ${y} Q600 ${y - 30} ${W - inset} ${y} L${W - inset} ${y + 40} Q600 ${y + 10} ${inset} ${y + 40} Z" fill="#f8fafc"/>`)
    c.add(`<path d="M${inset + 40} ${y + 8} Q600 ${y - 18} ${W - inset - 40} ${y + 8} L${W - inset - 40} ${y + 24} Q600 ${y} ${inset + 40} ${y + 24} Z" fill="${pool}"/>`)
  }
  c.add(crowd(380, 800, 620, 0.35, ['#1f2937', '#b91c1c', '#1e3a8a'], 5, c.random.next))
  return { x: 600, y: 520 }
}

export function ancientTheatre(c: Canvas): Focus {
  sky(c)
  sunFor(c, 300, 1000)
  ridge(c, 320, 80, '#8a9a6a', { steps: 5 })
  const stone = c.pal(['#e7dcc8', '#d6c2a8', '#cbb89a'])
  for (let i = 0; i < 12; i++) {
    const r = 560 - i * 34
    c.add(`<path d="M${600 - r} ${700 - i * 4} A${r} ${r * 0.55} 0 0 1 ${600 + r} ${700 - i * 4}" stroke="${i % 2 ? stone : '#b8a88c'}" stroke-width="30" fill="none"/>`)
  }
  c.add(`<rect x="260" y="640" width="680" height="120" fill="${stone}"/><g fill="#a8987c">${Array.from({ length: 10 }, (_, i) => `<rect x="${290 + i * 66}" y="600" width="24" height="160"/>`).join('')}</g><rect y="760" width="${W}" height="40" fill="#a8a29e"/>`)
  c.add(crowd(120, 380, 400, 0.3, ['#1f2937', '#7f1d1d'], 4, c.random.next))
  return { x: 600, y: 560 }
}

export function romanGate(c: Canvas): Focus {
  sky(c)
  sunFor(c, 400, 1000)
  const stone = c.pal(['#e7dcc8', '#d9c3a5', '#cfc3b0'])
  c.add(`<rect x="160" y="240" width="880" height="460" fill="${stone}"/><rect x="140" y="220" width="920" height="40" fill="${stone}"/><rect x="140" y="200" width="920" height="20" fill="#b8a88c"/>`)
  c.add(`<g fill="#3b2f26">${[270, 510, 750].map((x) => `<path d="M${x} 700 L${x} 420 A90 90 0 0 1 ${x + 180} 420 L${x + 180} 700 Z"/>`).join('')}</g>`)
  c.add(`<g fill="#b8a88c">${[240, 480, 720, 960].map((x) => `<rect x="${x}" y="260" width="30" height="440"/>`).join('')}</g><rect x="40" y="300" width="120" height="400" fill="#c9b79c"/><rect x="1040" y="300" width="120" height="400" fill="#c9b79c"/>`)
  c.add(`<rect y="700" width="${W}" height="100" fill="#a8a29e"/>`, crowd(300, 900, 790, 0.6, ['#1f2937', '#7f1d1d', '#1e3a8a'], 5, c.random.next))
  for (const x of [120, 1080]) lamp(c, x, 280, 8)
  return { x: 600, y: 460 }
}

export function clockTowerStreet(c: Canvas): Focus {
  sky(c)
  sunFor(c, 400, 260)
  const stone = c.pal(['#d6c2a8', '#e7dcc8'])
  c.add(`<rect x="520" y="180" width="160" height="540" fill="${stone}"/><path d="M510 180 L600 100 L690 180 Z" fill="#7c4a2d"/><circle cx="600" cy="260" r="46" fill="#f8fafc"/><path d="M600 260 L600 228 M600 260 L624 270" stroke="#111827" stroke-width="5"/>`)
  c.add(`<path d="M0 ${H} L0 420 L420 480 L420 ${H} Z" fill="#f4e1c1"/><path d="M${W} ${H} L${W} 420 L780 480 L780 ${H} Z" fill="#e7c8a0"/><path d="M0 420 L420 480 L420 500 L0 450 Z M${W} 420 L780 480 L780 500 L${W} 450 Z" fill="#991b1b"/>`)
  c.add(`<path d="M0 520 Q200 460 420 540" stroke="#be185d" stroke-width="40" fill="none" stroke-linecap="round"/><g fill="#db2777">${Array.from({ length: 16 }, () => `<circle cx="${n(c.random.next() * 400)}" cy="${n(470 + c.random.next() * 70)}" r="12"/>`).join('')}</g>`)
  c.add(`<path d="M420 ${H} L560 720 L640 720 L780 ${H} Z" fill="#a8a29e"/>`, crowd(470, 730, 790, 0.55, ['#1f2937', '#1e3a8a', '#7f1d1d'], 4, c.random.next))
  for (const x of [380, 820]) lamp(c, x, 560, 7)
  return { x: 600, y: 360 }
}

export function mosqueCourtyard(c: Canvas): Focus {
  sky(c)
  sunFor(c, 360, 1050)
  const stone = c.pal(['#d6cfc4', '#e2d6c4'])
  c.add(dome(600, 360, 160, '#8a8fa3'), minaret(260, 380, 300, stone), minaret(940, 380, 300, stone))
  c.add(`<rect x="100" y="360" width="1000" height="300" fill="${stone}"/><g fill="#6b7280" opacity="0.55">${Array.from({ length: 9 }, (_, i) => `<path d="M${140 + i * 105} 640 L${140 + i * 105} 470 A40 40 0 0 1 ${220 + i * 105} 470 L${220 + i * 105} 640 Z"/>`).join('')}</g>`)
  c.add(`<rect y="660" width="${W}" height="140" fill="#cfc6b4"/><path d="M520 700 L680 700 L660 760 L540 760 Z" fill="#94a3b8"/><ellipse cx="600" cy="700" rx="80" ry="16" fill="#bae6fd"/>`)
  c.add(person(360, 780, 0.6, '#1f2937', 'phone'), person(840, 776, 0.6, '#7f1d1d', 'stand', true))
  return { x: 600, y: 460 }
}
