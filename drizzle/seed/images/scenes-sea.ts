// Scenes on the water: yachts, gulets, catamarans, pirate boats, coves, waterfalls, harbours, the Bosphorus,
// dhows, the sea floor and city rivers.
import { type Canvas, type Focus, H, SKIES, W, clouds, isDark, n, reflection, ridge, sky, sunFor, water } from './canvas'
import { bulbs, cityRow, houseRow, lamp } from './scene-kit'
import { dome, minaret, onionTower, suspensionBridge, tvTower } from './shapes-buildings'
import { crowd, person, place, tree } from './shapes-people'
import { dhow, motorYacht, sailboat, speedboat } from './shapes-vehicles'

export const SEA: Record<string, string[]> = {
  dawn: ['#6b7fb0', '#3e4f86', '#22305a'],
  day: ['#2ec4d6', '#0f8fb3', '#075985'],
  golden: ['#4fb3c8', '#2b7fa0', '#164e70'],
  sunset: ['#d8735c', '#7a3a62', '#2b1c47'],
  dusk: ['#3b4a8a', '#1f2a5c', '#0c1230'],
  night: ['#1a2150', '#0c1230', '#05081a'],
}

/** Sky, sun or moon, an optional coast on the horizon, then the sea in front of it. */
function seaWithSun(c: Canvas, horizon: number, coast?: string, sunX?: number): { x: number; y: number } {
  sky(c)
  if (c.time === 'day' || c.time === 'golden') clouds(c, 3)
  const s = sunFor(c, horizon, sunX)
  if (coast) ridge(c, horizon + 4, 60, coast, { steps: 5 })
  water(c, horizon, SEA[c.time]!)
  if (c.time !== 'day') reflection(c, s.x, horizon, SKIES[c.time].sun)
  return s
}

const COAST = ['#4f8a5b', '#5d7c4a', '#7a8f5a']

export function yacht(c: Canvas): Focus {
  seaWithSun(c, 470, c.pal(COAST))
  const [hull, accent] = c.pal([['#f8fafc', '#1e293b'], ['#1e293b', '#f8fafc'], ['#f8fafc', '#1e3a8a']])
  const x = 520 + c.random.next() * 120
  c.add(motorYacht(x, 600, 1.5, hull, accent))
  if (isDark(c.time)) c.light(`<g fill="#ffd27a">${Array.from({ length: 10 }, (_, i) => `<circle cx="${n(x - 190 + i * 40)}" cy="560" r="3"/>`).join('')}</g>`)
  c.add(`<path d="M${n(x - 260)} 650 Q${n(x - 100)} 630 ${n(x - 200)} 660" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.5"/>`)
  return { x, y: 560 }
}

export function yachtDeck(c: Canvas): Focus {
  seaWithSun(c, 440, c.pal(COAST))
  const teak = c.pal(['#b45309', '#92400e', '#a16207'])
  c.add(`<path d="M0 ${H} L0 600 L${W} 560 L${W} ${H} Z" fill="${teak}"/><g stroke="#78350f" stroke-width="2" opacity="0.5">${Array.from({ length: 10 }, (_, i) => `<path d="M${i * 130} ${H} L${600 + i * 40} 580"/>`).join('')}</g>`)
  c.add(`<rect x="150" y="620" width="260" height="30" rx="10" fill="#f8fafc"/><rect x="150" y="600" width="60" height="30" rx="8" fill="#f8fafc"/><rect x="560" y="610" width="260" height="30" rx="10" fill="#f8fafc"/><rect x="760" y="590" width="60" height="30" rx="8" fill="#f8fafc"/>`)
  c.add(`<rect x="470" y="640" width="60" height="60" fill="#e5e7eb"/><path d="M485 620 L495 640 M510 618 L505 640" stroke="#fde68a" stroke-width="6"/>`)
  c.add(person(1000, 620, 0.8, '#1f2937', 'wave'))
  if (isDark(c.time)) for (let i = 0; i < 6; i++) lamp(c, 100 + i * 200, 575 - i * 7, 5)
  return { x: 500, y: 560 }
}

export function yachtCove(c: Canvas): Focus {
  sky(c)
  sunFor(c, 420)
  const rock = c.pal(['#b08968', '#9c6644', '#a8a29e'])
  c.add(`<rect y="420" width="${W}" height="${H - 420}" fill="${c.gradient(['#5eead4', '#14b8a6', '#0e7490'])}"/>`)
  c.add(`<path d="M0 160 Q160 240 240 430 L200 ${H} L0 ${H} Z" fill="${rock}"/><path d="M${W} 200 Q1020 300 980 440 L1040 ${H} L${W} ${H} Z" fill="${rock}"/>`)
  c.add(`<path d="M0 150 Q100 130 200 190 L120 240 Z M${W} 190 Q1100 170 1000 230 L1100 260 Z" fill="#3f7d3a"/>`, tree(80, 190, 90, '#2f5d3a', '#4a3526', true), tree(1130, 220, 80, '#2f5d3a', '#4a3526', true))
  c.add(motorYacht(620, 520, 0.9, '#f8fafc', '#1e293b'))
  const heads = [[480, 640], [540, 690], [720, 660], [820, 720]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#7c4a2d"/><ellipse cx="${x}" cy="${y! + 8}" rx="26" ry="6" fill="#ffffff" opacity="0.5"/>`)
  c.add(heads.join(''))
  return { x: 620, y: 560 }
}

export function gulet(c: Canvas): Focus {
  seaWithSun(c, 480, c.pal([COAST[0]!, '#4a2a45', COAST[2]!]), 300)
  const [hull, sail] = c.pal([['#7c4a2d', '#fff8ec'], ['#f8fafc', '#fff8ec'], ['#1e3a8a', '#fde68a'], ['#5b3a1e', '#e0e7ff']])
  c.add(sailboat(640 + c.random.next() * 100, 620, 1.25, hull, sail))
  return { x: 680, y: 520 }
}

export function catamaran(c: Canvas): Focus {
  seaWithSun(c, 470, c.pal(COAST))
  const x = 600
  c.add(place(x, 610, 1.3, [
    `<path d="M-200 0 L180 0 L150 26 L-190 26 Z M-200 40 L180 40 L150 66 L-190 66 Z" fill="#f8fafc"/>`,
    `<rect x="-170" y="-20" width="320" height="30" fill="#e5e7eb"/><rect x="-90" y="-50" width="160" height="32" rx="8" fill="#f8fafc"/><rect x="-80" y="-42" width="140" height="12" fill="#1e293b"/>`,
    `<rect x="-4" y="-330" width="7" height="310" fill="#334155"/><path d="M3 -320 L3 -56 L150 -56 Z" fill="${c.pal(['#f8fafc', '#fde68a', '#e0f2fe'])}"/><path d="M-4 -300 L-4 -70 L-120 -70 Z" fill="#f1f5f9"/>`,
  ].join('')))
  return { x, y: 520 }
}

export function pirateShip(c: Canvas): Focus {
  seaWithSun(c, 470, c.pal(['#5d7c4a', '#7a8f5a']))
  const sails = c.pal(['#1f2937', '#7f1d1d', '#f5f5f4'])
  c.add(place(600, 620, 1.3, [
    `<path d="M-240 -40 L-200 30 L200 30 L260 -60 L230 -50 L200 -30 L-180 -30 Z" fill="#7c3f1d"/><rect x="-220" y="-70" width="80" height="40" fill="#7c3f1d"/><g fill="#fde68a">${[-150, -90, -30, 30, 90, 150].map((x) => `<circle cx="${x}" cy="-6" r="7"/>`).join('')}</g>`,
    ...[-110, 30, 160].map((mx, i) => `<rect x="${mx - 3}" y="${-300 + i * 30}" width="7" height="${270 - i * 30}" fill="#3b2416"/><path d="M${mx - 70} ${-270 + i * 30} Q${mx} ${-240 + i * 30} ${mx + 70} ${-270 + i * 30} L${mx + 60} ${-140 + i * 30} Q${mx} ${-120 + i * 30} ${mx - 60} ${-140 + i * 30} Z" fill="${sails}"/>`),
    `<path d="M-108 -300 L-60 -290 L-108 -280 Z" fill="#111827"/><circle cx="-40" cy="-200" r="16" fill="#f8fafc" opacity="${sails === '#1f2937' ? 0.9 : 0}"/>`,
  ].join('')))
  c.add(`<path d="M320 660 q140 -20 260 0" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.5"/>`)
  return { x: 600, y: 480 }
}

export function foamParty(c: Canvas): Focus {
  seaWithSun(c, 420, c.pal(COAST))
  c.add(`<path d="M0 ${H} L0 560 L${W} 520 L${W} ${H} Z" fill="#92400e"/>`)
  c.add(crowd(150, 1050, 720, 0.9, ['#f97316', '#2563eb', '#db2777', '#16a34a', '#facc15'], 8, c.random.next))
  const foam = Array.from({ length: 60 }, () => `<circle cx="${n(c.random.next() * W)}" cy="${n(640 + c.random.next() * 180)}" r="${n(20 + c.random.next() * 40)}"/>`)
  c.add(`<g fill="#ffffff" opacity="0.92">${foam.join('')}</g>`, `<path d="M1000 300 L1040 520 M1000 300 q80 -20 120 30" stroke="#374151" stroke-width="10" fill="none"/>`)
  bulbs(c, 0, W, 470, 10, ['#ef4444', '#facc15', '#22c55e', '#3b82f6'])
  return { x: 600, y: 620 }
}

export function speedboatCove(c: Canvas): Focus {
  sky(c)
  sunFor(c, 420)
  c.add(`<rect y="420" width="${W}" height="${H - 420}" fill="${c.gradient(['#5eead4', '#14b8a6', '#0e7490'])}"/>`)
  c.add(`<path d="M0 180 Q120 260 160 420 L160 ${H} L0 ${H} Z" fill="#b08968"/><path d="M${W} 140 Q1060 250 1020 440 L1020 ${H} L${W} ${H} Z" fill="#9c6644"/>`)
  c.add(`<path d="M0 170 Q80 150 150 200 L100 230 Z M${W} 130 Q1100 120 1040 170 L1100 200 Z" fill="#3f7d3a"/>`)
  c.add(speedboat(560, 620, 1.6, c.pal(['#ef4444', '#2563eb', '#111827'])), speedboat(820, 520, 0.8, '#f97316'))
  return { x: 560, y: 580 }
}

export function waterfallCoast(c: Canvas): Focus {
  sky(c)
  sunFor(c, 520, 1000)
  water(c, 520, SEA[c.time]!)
  c.add(`<path d="M0 260 L760 300 L760 620 L0 620 Z" fill="#8d6e52"/><path d="M0 240 L780 290 L760 310 L0 270 Z" fill="#4f7a3f"/>`)
  c.add(`<path d="M420 300 L520 300 L540 620 L400 620 Z" fill="${c.gradient(['#f0fbff', '#bfe9ff', '#ffffff'])}"/>`)
  c.add(`<ellipse cx="470" cy="625" rx="160" ry="28" fill="#ffffff" opacity="0.8"/>`, motorYacht(930, 640, 0.7))
  return { x: 470, y: 460 }
}

export function waterfallClose(c: Canvas): Focus {
  sky(c)
  sunFor(c, 300, 1000)
  const green = c.pal(['#3f7d3a', '#4d7c0f', '#2f5d3a'])
  c.add(`<rect y="120" width="${W}" height="${H - 120}" fill="${green}"/>`)
  for (let i = 0; i < 14; i++) c.add(tree(c.random.next() * W, 160 + c.random.next() * 60, 140, '#166534'))
  const falls = [[260, 180], [520, 240], [800, 160]].map(([x, w]) => `<path d="M${x} 200 L${x! + w!} 200 Q${x! + w! + 30} 500 ${x! + w! + 40} 640 L${x! - 40} 640 Q${x! - 30} 500 ${x} 200 Z"/>`)
  c.add(`<g fill="${c.gradient(['#e0f2fe', '#ffffff', '#bae6fd'])}">${falls.join('')}</g>`)
  water(c, 620, ['#67e8f9', '#0e7490', '#164e63'])
  c.add(`<g fill="#ffffff" opacity="0.7">${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${120 + i * 75}" cy="${630 + (i % 3) * 10}" rx="70" ry="22"/>`).join('')}</g>`)
  if (!isDark(c.time)) c.add(`<g fill="none" stroke-width="8" opacity="0.35">${['#ef4444', '#f59e0b', '#facc15', '#22c55e', '#3b82f6', '#8b5cf6'].map((col, i) => `<path d="M300 640 A${340 - i * 8} ${300 - i * 8} 0 0 1 ${980 - i * 16} 640" stroke="${col}"/>`).join('')}</g>`)
  return { x: 600, y: 420 }
}

export function oldHarbour(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 3)
  sunFor(c, 300)
  c.add(`<path d="M0 300 L${W} 380 L${W} 560 L0 560 Z" fill="#c9a27e"/>`)
  houseRow(c, 470, c.pal([['#e7c8a0', '#f4e1c1', '#d99a6c', '#b5835a'], ['#f5f5f4', '#e7e5e4', '#fde68a', '#fca5a5']]))
  c.add(`<rect x="0" y="470" width="${W}" height="90" fill="#a97c50"/><g fill="#8b5e34">${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 62}" y="462" width="40" height="14"/>`).join('')}</g>`)
  water(c, 560, SEA[c.time]!)
  c.add(sailboat(300, 680, 0.55), sailboat(620, 700, 0.6, '#1e3a8a'), motorYacht(930, 690, 0.6))
  for (let i = 0; i < 8; i++) lamp(c, 70 + i * 150, 540, 4)
  return { x: 600, y: 560 }
}

export function underwater(c: Canvas): Focus {
  c.indoor = true
  const deep = c.pal([['#67e8f9', '#0891b2', '#164e63'], ['#5eead4', '#0d9488', '#134e4a'], ['#7dd3fc', '#0369a1', '#0c4a6e']])
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(deep)}"/>`)
  c.add(`<g fill="#ffffff" opacity="0.12">${[200, 420, 640, 900].map((x) => `<path d="M${x} 0 L${x + 60} 0 L${x + 220} ${H} L${x + 100} ${H} Z"/>`).join('')}</g>`)
  c.add(`<path d="M300 0 L900 0 L860 70 L340 70 Z" fill="#1e293b" opacity="0.8"/><rect x="480" y="10" width="240" height="56" fill="#bae6fd" opacity="0.4"/>`)
  c.add(`<path d="M0 ${H} L0 700 Q300 660 600 700 Q900 740 ${W} 690 L${W} ${H} Z" fill="#e7d3a8"/>`)
  c.add(`<g fill="#15803d">${Array.from({ length: 16 }, (_, i) => `<path d="M${40 + i * 72} 720 q-20 -80 6 -160 q10 80 10 160 Z"/>`).join('')}</g>`)
  const colors = ['#f97316', '#facc15', '#3b82f6', '#f8fafc', '#ec4899']
  for (let i = 0; i < 14; i++) {
    const x = 80 + c.random.next() * 1040
    const y = 220 + c.random.next() * 400
    const s = 0.6 + c.random.next() * 0.8
    const col = colors[i % colors.length]!
    c.add(place(x, y, s, `<ellipse cx="0" cy="0" rx="30" ry="14" fill="${col}"/><path d="M26 0 L48 -14 L48 14 Z" fill="${col}"/><circle cx="-16" cy="-3" r="3" fill="#111827"/>`, c.random.next() < 0.5))
  }
  c.add(`<g fill="#ffffff" opacity="0.5">${Array.from({ length: 12 }, () => `<circle cx="${n(c.random.next() * W)}" cy="${n(100 + c.random.next() * 500)}" r="${n(2 + c.random.next() * 5)}"/>`).join('')}</g>`)
  return { x: 600, y: 440 }
}

export function bosphorusBridge(c: Canvas): Focus {
  seaWithSun(c, 520, '#3a2346', 980)
  c.add(suspensionBridge(560, 470, isDark(c.time) ? '#1f1533' : c.pal(['#4b5563', '#1f1533']), false))
  if (isDark(c.time) || c.time === 'sunset') c.light(`<g fill="${c.pal(['#ffe08a', '#a5f3fc', '#f0abfc'])}">${Array.from({ length: 48 }, (_, i) => `<circle cx="${12 + i * 25}" cy="464" r="3"/>`).join('')}</g>`)
  c.add(`<path d="M140 620 L320 620 L300 644 L160 644 Z" fill="#f8fafc"/><rect x="180" y="596" width="110" height="24" fill="#f8fafc"/>`)
  return { x: 600, y: 430 }
}

/** The old city from the water: domes and minarets on the hill, a ferry in front. */
export function istanbulSkyline(c: Canvas): Focus {
  seaWithSun(c, 540, undefined, c.pal([880, 300]))
  const color = isDark(c.time) ? '#1c1a33' : c.pal(['#2d2747', '#4b4a6b', '#5b5470'])
  c.add(`<rect y="470" width="${W}" height="72" fill="${color}"/>`)
  c.add(dome(420, 470, 90, color), dome(300, 470, 46, color), dome(540, 470, 46, color))
  c.add(minaret(250, 472, 220, color), minaret(590, 472, 220, color), minaret(330, 472, 190, color), minaret(510, 472, 190, color))
  c.add(dome(860, 480, 70, color), minaret(780, 482, 180, color), minaret(940, 482, 180, color))
  if (isDark(c.time)) c.light(`<g fill="#fde68a" opacity="0.5"><rect x="244" y="250" width="12" height="220"/><rect x="584" y="250" width="12" height="220"/><rect x="774" y="300" width="12" height="180"/><rect x="934" y="300" width="12" height="180"/></g>`)
  c.add(`<path d="M120 640 L300 640 L280 664 L140 664 Z" fill="#f8fafc"/><rect x="170" y="616" width="90" height="24" fill="#f8fafc"/><rect x="200" y="596" width="10" height="20" fill="#dc2626"/>`)
  return { x: 420, y: 420 }
}

export function ferryDeck(c: Canvas): Focus {
  seaWithSun(c, 470, undefined, 900)
  const color = isDark(c.time) ? '#1c1a33' : '#4b4a6b'
  c.add(`<rect y="420" width="${W}" height="52" fill="${color}"/>`, dome(300, 420, 50, color), minaret(230, 422, 130, color), minaret(370, 422, 130, color), dome(760, 430, 40, color))
  cityRow(c, 472, color, 40, 500, W)
  c.add(`<rect y="600" width="${W}" height="${H - 600}" fill="#f1f5f9"/><rect y="590" width="${W}" height="14" fill="#dc2626"/><g fill="#e2e8f0">${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 150}" y="640" width="110" height="40" rx="6"/>`).join('')}</g>`)
  c.add(`<g fill="#dc2626" opacity="0.9">${Array.from({ length: 6 }, (_, i) => `<rect x="${120 + i * 180}" y="700" width="20" height="36" rx="4"/><ellipse cx="${130 + i * 180}" cy="696" rx="14" ry="8" fill="#fde68a"/>`).join('')}</g>`)
  return { x: 500, y: 460 }
}

export function maidenTower(c: Canvas): Focus {
  seaWithSun(c, 520, undefined, c.pal([300, 900]))
  const stone = isDark(c.time) ? '#3b3656' : '#e7dcc8'
  c.add(`<ellipse cx="640" cy="560" rx="150" ry="26" fill="#6b6b6b"/><rect x="540" y="470" width="200" height="80" fill="${stone}"/><rect x="600" y="300" width="60" height="180" fill="${stone}"/><path d="M590 300 L630 220 L670 300 Z" fill="#64748b"/><rect x="626" y="196" width="6" height="26" fill="#64748b"/>`)
  if (isDark(c.time)) c.light(`<circle cx="630" cy="400" r="170" fill="${c.glow('#fde68a', 0.35)}"/><g fill="#fde68a">${[330, 380, 430, 500].map((y) => `<rect x="622" y="${y}" width="14" height="20"/>`).join('')}</g>`)
  cityRow(c, 522, isDark(c.time) ? '#1c1a33' : '#6b6b8a', 50, 0, 400)
  return { x: 630, y: 420 }
}

export function princesIsland(c: Canvas): Focus {
  sky(c)
  sunFor(c, 420)
  ridge(c, 420, 120, '#2f5d3a', { steps: 6 })
  for (let i = 0; i < 18; i++) c.add(tree(c.random.next() * W, 400 + c.random.next() * 60, 120, '#14532d', '#3f2a1d', true))
  const woods = c.pal([['#f5f5f4', '#fde68a', '#fecaca', '#bfdbfe'], ['#e7e5e4', '#fbcfe8', '#d9f99d', '#fef3c7']])
  const mansions = Array.from({ length: 5 }, (_, i) => {
    const x = 100 + i * 210
    const col = woods[i % woods.length]
    return `<rect x="${x}" y="430" width="170" height="120" fill="${col}"/><path d="M${x - 10} 430 L${x + 85} 380 L${x + 180} 430 Z" fill="#991b1b"/><g fill="#475569">${[20, 70, 120].map((dx) => `<rect x="${x + dx}" y="455" width="26" height="36"/>`).join('')}</g>`
  })
  c.add(mansions.join(''), `<rect y="550" width="${W}" height="30" fill="#a8a29e"/>`)
  water(c, 580, SEA[c.time]!)
  c.add(`<path d="M300 660 L700 660 L670 690 L330 690 Z" fill="#f8fafc"/><rect x="360" y="630" width="260" height="30" fill="#f8fafc"/><rect x="480" y="604" width="14" height="26" fill="#dc2626"/>`)
  return { x: 600, y: 500 }
}

export function dhowCruise(c: Canvas): Focus {
  sky(c)
  const marina = c.palette % 2 === 0
  sunFor(c, 470, 200)
  cityRow(c, 470, isDark(c.time) ? '#131a3c' : '#6f7fa3', marina ? 300 : 110)
  water(c, 470, SEA[c.time]!, '#ffd98a')
  const x = 600
  c.add(dhow(x, 610, 1.6, false))
  c.light(`<g transform="translate(${x} 610) scale(1.6)"><g fill="#ffd27a">${Array.from({ length: 9 }, (_, i) => `<circle cx="${-120 + i * 30}" cy="-44" r="4"/>`).join('')}</g></g>`)
  return { x, y: 540 }
}

export function spreeRiver(c: Canvas): Focus {
  sky(c)
  sunFor(c, 520, 300)
  const color = isDark(c.time) ? '#1e1830' : c.pal(['#2b2142', '#5b5470'])
  c.add(tvTower(860, 520, 470, color))
  cityRow(c, 520, color, 120)
  c.add(onionTower(420, 520, 170, color), dome(560, 480, 60, color), `<rect x="490" y="480" width="140" height="44" fill="${color}"/>`)
  water(c, 520, SEA[c.time]!, '#ffd27a')
  c.add(`<path d="M360 640 L760 640 L730 680 L390 680 Z" fill="#f8fafc"/><rect x="420" y="606" width="290" height="34" fill="#e2e8f0"/><g fill="#60a5fa">${Array.from({ length: 9 }, (_, i) => `<rect x="${432 + i * 31}" y="614" width="20" height="14"/>`).join('')}</g>`)
  c.add(`<path d="M0 520 Q200 430 400 520" stroke="${color}" stroke-width="14" fill="none"/><rect y="516" width="420" height="10" fill="${color}"/>`)
  return { x: 560, y: 560 }
}
