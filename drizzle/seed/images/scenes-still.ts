// Close-ups and still lifes: coffee, tea, tables laid for a meal, beer and pretzels, mulled wine, travel papers,
// an aeroplane window, a car at an arrivals hall or a hotel door.
import { type Canvas, type Focus, H, W, clouds, isDark, n, ridge, sky, sunFor } from './canvas'
import { bulbs, cityRow, lamp } from './scene-kit'
import { person } from './shapes-people'
import { car } from './shapes-vehicles'

function tabletop(c: Canvas, wood: string, wall: string[]): void {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(wall)}"/><path d="M0 480 L${W} 480 L${W} ${H} L0 ${H} Z" fill="${wood}"/><rect y="480" width="${W}" height="10" fill="#00000022"/>`)
}

export function arabicCoffee(c: Canvas): Focus {
  tabletop(c, c.pal(['#7c2d12', '#991b1b', '#78350f']), ['#3b2414', '#6b4423'])
  c.add(`<g fill="#b91c1c" opacity="0.7">${Array.from({ length: 10 }, (_, i) => `<path d="M${i * 130} 520 l65 40 l65 -40 l-65 -40 Z"/>`).join('')}</g>`)
  c.add(`<path d="M480 700 Q440 560 500 470 L520 380 Q560 340 600 380 L610 470 Q680 560 640 700 Z" fill="#d4a017"/><path d="M500 470 Q430 420 380 330 L400 320 Q450 400 520 450 Z" fill="#d4a017"/><circle cx="560" cy="340" r="20" fill="#d4a017"/><path d="M640 520 Q720 500 700 620" stroke="#b8860b" stroke-width="14" fill="none"/>`)
  c.add(...[780, 880, 980].map((x) => `<path d="M${x - 40} 620 L${x + 40} 620 L${x + 28} 680 L${x - 28} 680 Z" fill="#f8fafc"/><ellipse cx="${x}" cy="622" rx="38" ry="8" fill="#a16207"/>`))
  c.add(`<g fill="#7c2d12">${[200, 250, 300, 230, 280].map((x, i) => `<ellipse cx="${x}" cy="${660 - (i > 2 ? 30 : 0)}" rx="26" ry="14"/>`).join('')}</g>`)
  lamp(c, 1050, 200, 14, '#fbbf24')
  return { x: 600, y: 560 }
}

const DISHES = [
  ['#b45309', '#15803d', '#dc2626', '#f59e0b'], // grilled meat, salad, tomato, rice
  ['#dc2626', '#f8fafc', '#65a30d', '#facc15'], // meze: tomato, cheese, olives, honey
  ['#a16207', '#f59e0b', '#fef3c7', '#7c2d12'], // breakfast: bread, eggs, cream, tea
  ['#92400e', '#facc15', '#f5f5f4', '#65a30d'], // sausages, mustard, dumplings, cabbage
]

/** A table laid for a meal seen from slightly above, candles lit after dark. */
export function feastTable(c: Canvas): Focus {
  const dark = isDark(c.time)
  tabletop(c, c.pal(['#7c2d12', '#f5f5f4', '#92400e', '#a16207']), dark ? ['#0b1020', '#1f2937'] : ['#fde68a', '#f59e0b'])
  const dishes = c.pal(DISHES)
  c.add(`<rect x="80" y="520" width="1040" height="260" rx="20" fill="${c.pal(['#f5f5f4', '#1e3a8a', '#fef3c7', '#dbeafe'])}" opacity="0.9"/>`)
  const plates = c.random.sample([[220, 600], [420, 650], [640, 600], [860, 660], [1020, 580], [320, 730], [760, 740], [560, 720]], 6 + c.random.int(0, 2))
  plates.forEach(([x, y], i) => c.add(`<ellipse cx="${x}" cy="${y}" rx="86" ry="34" fill="#f8fafc"/><ellipse cx="${x}" cy="${y! - 4}" rx="58" ry="20" fill="${dishes[(i + c.random.int(0, 3)) % dishes.length]}"/>`))
  c.add(...[540, 960].map((x) => `<rect x="${x}" y="520" width="20" height="60" fill="#fef3c7"/>`))
  for (const x of [550, 970]) lamp(c, x, 510, 6, '#fbbf24')
  if (dark) bulbs(c, 0, W, 90, 30)
  return { x: 600, y: 620 }
}

export function teaGlasses(c: Canvas): Focus {
  tabletop(c, c.pal(['#92400e', '#1e3a8a', '#7c2d12']), ['#fde68a', '#fbbf24'])
  const glass = (x: number, y: number) => `<ellipse cx="${x}" cy="${y + 6}" rx="70" ry="16" fill="#dc2626"/><ellipse cx="${x}" cy="${y + 2}" rx="60" ry="12" fill="#f8fafc"/><path d="M${x - 34} ${y - 160} Q${x - 10} ${y - 90} ${x - 30} ${y} L${x + 30} ${y} Q${x + 10} ${y - 90} ${x + 34} ${y - 160} Z" fill="#b91c1c" opacity="0.85"/><path d="M${x - 34} ${y - 160} Q${x - 10} ${y - 90} ${x - 30} ${y} L${x + 30} ${y} Q${x + 10} ${y - 90} ${x + 34} ${y - 160} Z" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`
  c.add(glass(420, 640), glass(600, 700))
  c.add(`<circle cx="880" cy="620" r="140" fill="#b45309"/><circle cx="880" cy="620" r="70" fill="${c.pal(['#fde68a', '#fef3c7', '#fde68a'])}"/><g fill="#f8fafc">${Array.from({ length: 24 }, () => `<ellipse cx="${n(780 + c.random.next() * 200)}" cy="${n(520 + c.random.next() * 200)}" rx="4" ry="2"/>`).join('')}</g>`)
  c.add(`<path d="M100 700 L300 700 L280 740 L120 740 Z" fill="#f8fafc"/><g fill="#facc15">${[150, 190, 230].map((x) => `<rect x="${x}" y="680" width="28" height="24" rx="4"/>`).join('')}</g>`)
  return { x: 600, y: 600 }
}

export function pretzelBeer(c: Canvas): Focus {
  tabletop(c, c.pal(['#a16207', '#78350f']), ['#60a5fa', '#bfdbfe'])
  c.add(`<g>${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 100} 0 l50 40 l50 -40 Z" fill="${i % 2 ? '#60a5fa' : '#f8fafc'}"/>`).join('')}</g>`)
  c.add(`<rect x="250" y="260" width="240" height="420" rx="20" fill="#f59e0b"/><rect x="240" y="230" width="260" height="80" rx="40" fill="#fffbeb"/><path d="M490 380 q110 0 110 110 q0 110 -110 110" stroke="#e5e7eb" stroke-width="26" fill="none"/><g fill="#fde68a" opacity="0.7">${Array.from({ length: 12 }, () => `<circle cx="${n(280 + c.random.next() * 180)}" cy="${n(340 + c.random.next() * 300)}" r="5"/>`).join('')}</g>`)
  c.add(`<path d="M760 640 C620 640 640 440 760 480 C840 500 820 600 760 640 C700 600 680 500 760 480 C880 440 900 640 760 640 Z M700 560 L820 560" stroke="#92400e" stroke-width="34" fill="none" stroke-linejoin="round"/><g fill="#f8fafc">${Array.from({ length: 14 }, () => `<rect x="${n(660 + c.random.next() * 200)}" y="${n(470 + c.random.next() * 160)}" width="5" height="4"/>`).join('')}</g>`)
  c.add(`<ellipse cx="960" cy="720" rx="160" ry="40" fill="#f8fafc"/><rect x="860" y="690" width="200" height="26" rx="13" fill="#e7e5e4"/><rect x="880" y="672" width="160" height="26" rx="13" fill="#f5f5f4"/><circle cx="1090" cy="700" r="18" fill="#ca8a04"/>`)
  return { x: 560, y: 480 }
}

export function mulledWine(c: Canvas): Focus {
  sky(c, c.time === 'day' ? 'dusk' : c.time)
  c.add(`<rect y="420" width="${W}" height="${H - 420}" fill="#7c3f22"/>`)
  bulbs(c, 0, W, 120, 40, ['#ffd27a', '#ef4444'])
  c.add(`<path d="M380 300 L380 620 Q380 680 440 680 L620 680 Q680 680 680 620 L680 300 Z" fill="${c.pal(['#b91c1c', '#1e3a8a', '#f8fafc'])}"/><path d="M680 380 q100 0 100 90 q0 90 -100 90" stroke="${c.pal(['#b91c1c', '#1e3a8a', '#f8fafc'])}" stroke-width="30" fill="none"/><ellipse cx="530" cy="300" rx="150" ry="26" fill="#7f1d1d"/>`)
  c.add(`<g stroke="#f8fafc" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"><path d="M470 260 q-20 -40 0 -80 q20 -40 0 -80"/><path d="M560 250 q-20 -40 0 -80 q20 -40 0 -80"/></g>`)
  c.add(`<path d="M840 560 C800 500 860 460 900 500 C940 460 1000 500 960 560 L900 640 Z" fill="#b45309"/><path d="M860 540 q40 20 80 0" stroke="#f8fafc" stroke-width="6" fill="none"/>`)
  c.light(`<g fill="#ffffff" opacity="0.85">${Array.from({ length: 50 }, () => `<circle cx="${n(c.random.next() * W)}" cy="${n(c.random.next() * 420)}" r="${n(1.5 + c.random.next() * 2)}"/>`).join('')}</g>`)
  return { x: 560, y: 460 }
}

export function passportStamps(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(c.pal([['#e0e7ff', '#c7d2fe'], ['#fef3c7', '#fde68a'], ['#dcfce7', '#bbf7d0']]))}"/>`)
  c.add(`<g transform="rotate(-8 600 400)"><rect x="330" y="150" width="540" height="500" rx="24" fill="${c.pal(['#1e3a8a', '#7f1d1d', '#14532d'])}"/><rect x="350" y="170" width="500" height="460" rx="16" fill="#f8fafc"/>`)
  const colors = ['#dc2626', '#16a34a', '#7c3aed', '#0891b2']
  c.add(Array.from({ length: 5 }, (_, i) => `<circle cx="${n(430 + c.random.next() * 340)}" cy="${n(240 + c.random.next() * 300)}" r="${n(46 + c.random.next() * 20)}" fill="none" stroke="${colors[i % 4]}" stroke-width="6" opacity="0.8"/>`).join(''))
  c.add(`<rect x="420" y="560" width="360" height="10" rx="5" fill="#94a3b8"/><rect x="420" y="585" width="260" height="10" rx="5" fill="#94a3b8"/></g>`)
  c.add(`<path d="M940 180 l140 -40 l14 14 l-126 52 Z" fill="#1e3a8a" opacity="0.8"/>`)
  return { x: 600, y: 400 }
}

export function visaLaptop(c: Canvas): Focus {
  tabletop(c, c.pal(['#d6d3d1', '#a16207', '#e7e5e4']), ['#f1f5f9', '#e2e8f0'])
  c.add(`<path d="M300 200 L860 200 L860 540 L300 540 Z" fill="#1f2937"/><rect x="320" y="220" width="520" height="300" fill="#f8fafc"/><path d="M240 540 L920 540 L980 600 L180 600 Z" fill="#9ca3af"/>`)
  c.add(`<rect x="340" y="240" width="480" height="30" fill="${c.pal(['#dc2626', '#1e40af', '#0f766e'])}"/><g fill="#cbd5e1">${[300, 340, 380, 420].map((y) => `<rect x="360" y="${y}" width="300" height="18" rx="4"/>`).join('')}</g><rect x="360" y="460" width="140" height="36" rx="8" fill="#16a34a"/><path d="M700 320 l20 20 l40 -44" stroke="#16a34a" stroke-width="10" fill="none"/>`)
  c.add(`<g transform="rotate(12 1020 660)"><rect x="940" y="580" width="170" height="230" rx="10" fill="${c.pal(['#7f1d1d', '#1e3a8a', '#14532d'])}"/><circle cx="1025" cy="680" r="36" fill="none" stroke="#fde68a" stroke-width="5"/></g>`)
  c.add(`<ellipse cx="120" cy="640" rx="70" ry="20" fill="#f8fafc"/><rect x="70" y="560" width="100" height="80" rx="10" fill="#f8fafc"/><ellipse cx="120" cy="562" rx="48" ry="10" fill="#78350f"/>`)
  return { x: 580, y: 380 }
}

export function planeWindow(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="#e5e7eb"/>`)
  const view = isDark(c.time) ? ['#050818', '#24306b'] : c.time === 'dawn' || c.time === 'sunset' ? ['#7a2f6b', '#ffb347'] : ['#1f6fd1', '#a9d4f7']
  c.add(`<rect x="380" y="120" width="440" height="560" rx="200" fill="#cbd5e1"/><rect x="420" y="160" width="360" height="480" rx="170" fill="${c.gradient(view)}"/>`)
  const clouds = `<g fill="#ffffff" opacity="${isDark(c.time) ? 0.2 : 0.9}">${Array.from({ length: 8 }, (_, i) => `<ellipse cx="${n(440 + c.random.next() * 320)}" cy="${n(480 + i * 16)}" rx="${n(60 + c.random.next() * 40)}" ry="18"/>`).join('')}</g>`
  c.add(`<g clip-path="none">${clouds}</g><path d="M520 380 L780 340 L790 360 L540 410 Z" fill="#94a3b8"/>`)
  if (isDark(c.time)) c.light(`<g fill="#fde68a">${Array.from({ length: 30 }, () => `<circle cx="${n(450 + c.random.next() * 300)}" cy="${n(540 + c.random.next() * 80)}" r="2"/>`).join('')}</g>`)
  c.add(`<rect x="400" y="100" width="400" height="60" rx="30" fill="#f1f5f9"/>`)
  return { x: 600, y: 400 }
}

export function airportRoad(c: Canvas): Focus {
  sky(c)
  sunFor(c, 470, 900)
  cityRow(c, 470, isDark(c.time) ? '#1c1a33' : '#6b6a8b', 140, 500, W)
  ridge(c, 480, 30, '#5b6b5b', { steps: 6 })
  c.add(`<path d="M0 560 L${W} 520 L${W} ${H} L0 ${H} Z" fill="#374151"/><path d="M0 660 L${W} 600" stroke="#f8fafc" stroke-width="6" stroke-dasharray="60 40"/>`)
  c.add(car(560, 690, 1.3, c.pal(['#111827', '#f8fafc', '#1e3a8a'])))
  if (isDark(c.time)) c.light(`<path d="M700 650 L${W} 600 L${W} 720 Z" fill="#fff7d6" opacity="0.35"/>`)
  c.add(`<path d="M150 180 l120 -20 l10 10 l-110 30 Z" fill="#f8fafc"/><path d="M200 170 l-30 -30 l14 0 l40 26 Z" fill="#f8fafc"/>`)
  return { x: 560, y: 600 }
}

export function airportTerminal(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 2)
  sunFor(c, 400, 200)
  c.add(`<path d="M0 420 Q600 300 ${W} 420 L${W} 600 L0 600 Z" fill="${c.pal(['#cbd5e1', '#94a3b8'])}"/><rect y="440" width="${W}" height="160" fill="#1e293b" opacity="0.75"/>`)
  const glass = `<g>${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 60 + 6}" y="450" width="48" height="140"/>`).join('')}</g>`
  if (isDark(c.time)) c.light(`<g fill="#fde68a" opacity="0.6">${glass}</g>`)
  else c.add(`<g fill="#bae6fd" opacity="0.5">${glass}</g>`)
  c.add(`<g transform="translate(820 200) rotate(-12)"><path d="M-160 0 L160 0 Q190 6 160 14 L-160 14 Z" fill="#f8fafc"/><path d="M-20 6 L-100 80 L-70 80 L40 8 Z M-20 4 L-90 -60 L-64 -60 L30 2 Z M-150 2 L-180 -40 L-160 -40 L-120 2 Z" fill="#e2e8f0"/></g>`)
  c.add(`<rect y="600" width="${W}" height="${H - 600}" fill="#374151"/>`, car(420, 720, 1.1, c.pal(['#111827', '#f8fafc'])), person(620, 720, 0.7, '#1f2937', 'stand'), `<rect x="660" y="660" width="34" height="56" rx="6" fill="#2563eb"/>`)
  return { x: 500, y: 560 }
}

export function arrivalsSign(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#e2e8f0', '#94a3b8'])}"/><rect y="560" width="${W}" height="${H - 560}" fill="#cbd5e1"/>`)
  c.add(`<rect x="40" y="80" width="${W - 80}" height="80" fill="#1e293b"/><g fill="#facc15">${[80, 300, 520].map((x) => `<rect x="${x}" y="104" width="${160}" height="30" rx="4"/>`).join('')}</g>`)
  c.add(`<rect x="0" y="420" width="${W}" height="20" fill="#64748b"/>`)
  c.add(person(600, 760, 1.5, c.pal(['#111827', '#1e293b']), 'stand'), `<rect x="480" y="420" width="240" height="130" rx="6" fill="#f8fafc"/><g fill="#1e293b">${[450, 480, 510].map((y, i) => `<rect x="${510 + i * 10}" y="${y}" width="${180 - i * 30}" height="14" rx="4"/>`).join('')}</g>`)
  c.add(person(220, 780, 1.1, '#475569', 'stand', true), `<rect x="270" y="680" width="50" height="90" rx="8" fill="${c.pal(['#dc2626', '#2563eb'])}"/>`)
  return { x: 600, y: 460 }
}

export function hotelArrival(c: Canvas): Focus {
  sky(c)
  sunFor(c, 300, 1000)
  c.add(`<rect x="160" y="160" width="880" height="500" fill="${c.pal(['#e7e5e4', '#d6c2a8'])}"/><rect x="400" y="460" width="400" height="200" fill="#1f2937"/><rect x="360" y="430" width="480" height="30" fill="#78350f"/>`)
  const windows = `<g>${Array.from({ length: 18 }, (_, i) => `<rect x="${200 + (i % 9) * 92}" y="${200 + Math.floor(i / 9) * 110}" width="50" height="70"/>`).join('')}</g>`
  if (isDark(c.time)) c.light(`<g fill="#fde68a">${windows}</g><rect x="400" y="460" width="400" height="200" fill="#fde68a" opacity="0.6"/>`)
  else c.add(`<g fill="#64748b">${windows}</g>`)
  c.add(`<rect y="660" width="${W}" height="${H - 660}" fill="#57534e"/>`, car(600, 760, 1.3, '#111827'), person(860, 730, 0.7, '#1f2937', 'wave'))
  for (const x of [380, 820]) lamp(c, x, 500, 8)
  return { x: 600, y: 560 }
}
