// Scenes of Bavaria, Salzburg and Berlin: castles, lakes and villages in the Alps, old towns, beer halls and
// gardens, memorials, museums, the Brandenburg Gate, the Reichstag dome, the Wall and Christmas markets.
import { type Canvas, type Focus, H, W, clouds, isDark, n, ridge, sky, sunFor } from './canvas'
import { bulbs, cityRow, houseRow, lamp } from './scene-kit'
import { castle, colonnade, dome, onionTower, tvTower } from './shapes-buildings'
import { crowd, person, place, tree } from './shapes-people'

function alps(c: Canvas, snowLine = 340): void {
  ridge(c, snowLine, 200, '#f1f5f9', { jagged: true, steps: 6 })
  ridge(c, snowLine + 60, 200, c.pal(['#9fb3c8', '#8aa0b8', '#a3a3c2']), { jagged: true, steps: 6 })
}

export function fairytaleCastle(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 3)
  sunFor(c, 400, 1000)
  alps(c)
  ridge(c, 600, 140, c.pal(['#2f5d3a', '#7c5a2a', '#3f6212']), { steps: 5 })
  c.add(castle(600, 470, 1.2, '#f1ece2', '#4b6a8c'))
  if (isDark(c.time)) c.light(`<g fill="#fde68a">${Array.from({ length: 6 }, (_, i) => `<rect x="${n(516 + i * 31)}" y="326" width="10" height="19" rx="5"/>`).join('')}</g>`)
  c.add(`<path d="M360 520 Q600 420 860 520 L860 ${H} L360 ${H} Z" fill="#3b6b46"/>`)
  for (let i = 0; i < 10; i++) c.add(tree(40 + i * 120, 760, 120 + c.random.next() * 40, c.pal(['#1f4a2c', '#b45309', '#166534']), '#3f2a1d', true))
  return { x: 600, y: 380 }
}

export function castleBridge(c: Canvas): Focus {
  sky(c)
  sunFor(c, 380, 260)
  alps(c, 300)
  c.add(`<path d="M0 ${H} L0 300 Q120 360 200 ${H} Z M${W} ${H} L${W} 260 Q1060 340 980 ${H} Z" fill="#3f4a3a"/>`)
  for (let i = 0; i < 12; i++) c.add(tree(220 + c.random.next() * 760, 560 + c.random.next() * 200, 150, c.pal(['#14532d', '#a16207', '#166534']), '#3f2a1d', true))
  c.add(castle(780, 420, 0.9, '#f1ece2', '#4b6a8c'))
  c.add(`<rect x="0" y="${H - 90}" width="${W}" height="90" fill="#57534e"/><rect x="0" y="${H - 200}" width="${W}" height="12" fill="#44403c"/><g fill="#44403c">${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 80}" y="${H - 200}" width="8" height="110"/>`).join('')}</g>`)
  c.add(`<path d="M380 420 L410 420 L440 ${H} L360 ${H} Z" fill="#e0f2fe" opacity="0.8"/>`)
  return { x: 760, y: 360 }
}

export function alpineLake(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 3)
  sunFor(c, 380)
  alps(c, 360)
  ridge(c, 520, 100, c.pal(['#3f6b4f', '#4d7c0f', '#2f5d3a']), { steps: 4 })
  c.add(`<rect y="560" width="${W}" height="${H - 560}" fill="${c.gradient(['#2bb3b1', '#147a8a', '#0c4a5a'])}"/>`)
  c.add(`<g opacity="0.25" transform="translate(0 1120) scale(1 -1)"><path d="M0 560 L200 420 L420 520 L640 380 L900 500 L${W} 430 L${W} 560 Z" fill="#f1f5f9"/></g>`)
  c.add(`<path d="M440 660 L560 650 L640 660 L560 670 Z" fill="#7c4a2d"/><rect x="556" y="600" width="3" height="52" fill="#1f2937"/><path d="M559 604 L600 640 L559 640 Z" fill="#f8fafc"/>`)
  return { x: 560, y: 520 }
}

export function alpineVillage(c: Canvas): Focus {
  sky(c)
  sunFor(c, 360, 1000)
  alps(c, 320)
  c.add(`<path d="M0 ${H} L0 480 Q400 420 800 470 Q1000 490 ${W} 460 L${W} ${H} Z" fill="${c.pal(['#65a30d', '#4d7c0f', '#a3a3a3'])}"/>`)
  const chalet = (x: number, y: number, s: number) => place(x, y, s, `<rect x="-60" y="-70" width="120" height="70" fill="#f5f5f4"/><rect x="-60" y="-110" width="120" height="40" fill="#92400e"/><path d="M-80 -106 L0 -160 L80 -106 Z" fill="#57534e"/><rect x="-40" y="-96" width="80" height="6" fill="#dc2626"/>`)
  c.add(chalet(200, 560, 1), chalet(380, 540, 0.8), chalet(860, 560, 1.1), chalet(1040, 530, 0.7))
  c.add(onionTower(620, 560, 180, '#f5f5f4'), `<path d="M598 380 C590 350 612 330 620 318 C628 330 650 350 642 380 Z" fill="#15803d"/>`)
  if (isDark(c.time)) c.light(`<g fill="#fde68a">${[190, 380, 860, 1030].map((x) => `<rect x="${x}" y="520" width="16" height="16"/>`).join('')}</g>`)
  for (let i = 0; i < 8; i++) c.add(tree(60 + i * 150, 720, 140, '#14532d', '#3f2a1d', true))
  return { x: 600, y: 480 }
}

export function cableCar(c: Canvas): Focus {
  sky(c)
  sunFor(c, 400, 260)
  alps(c, 300)
  ridge(c, 620, 200, '#3f4a3a', { jagged: true, steps: 5 })
  c.add(`<path d="M0 140 L${W} 420" stroke="#1f2937" stroke-width="3"/><path d="M0 160 L${W} 440" stroke="#1f2937" stroke-width="2"/>`)
  c.add(place(620, 300, 1, `<path d="M0 0 L0 40" stroke="#1f2937" stroke-width="5"/><rect x="-70" y="40" width="140" height="100" rx="16" fill="${c.pal(['#dc2626', '#facc15', '#2563eb'])}"/><rect x="-58" y="54" width="116" height="44" rx="8" fill="#bfdbfe"/>`))
  c.add(`<rect x="1030" y="420" width="20" height="380" fill="#4b5563"/>`)
  return { x: 620, y: 360 }
}

export function munichOldTown(c: Canvas): Focus {
  sky(c)
  sunFor(c, 500, 980)
  const dark = isDark(c.time) ? '#2a1e30' : c.pal(['#6b4f5f', '#3b2a3f'])
  c.add(onionTower(560, 560, 330, dark), onionTower(660, 560, 330, dark), `<rect x="520" y="400" width="180" height="160" fill="${dark}"/>`)
  houseRow(c, 700, c.pal([['#d97757', '#e9b872', '#f4d9a6', '#c2664a', '#efe3c8'], ['#fde68a', '#fecaca', '#e7e5e4', '#bfdbfe', '#f5d0a9']]))
  c.add(`<rect y="700" width="${W}" height="${H - 700}" fill="#6b5a52"/>`)
  return { x: 600, y: 480 }
}

export function townHall(c: Canvas): Focus {
  sky(c)
  sunFor(c, 500, 220)
  const stone = c.pal(['#8a8a7a', '#9c8f80', '#7d7a70'])
  c.add(`<rect x="160" y="360" width="880" height="360" fill="${stone}"/><rect x="540" y="130" width="120" height="260" fill="${stone}"/><path d="M530 130 L600 30 L670 130 Z" fill="#475569"/>`)
  c.add(`<g fill="${stone}">${Array.from({ length: 15 }, (_, i) => `<path d="M${170 + i * 58} 360 L${200 + i * 58} 310 L${228 + i * 58} 360 Z"/>`).join('')}</g>`)
  const windows = `<g>${Array.from({ length: 24 }, (_, i) => `<path d="M${200 + (i % 12) * 70} ${470 + Math.floor(i / 12) * 110} L${200 + (i % 12) * 70} ${430 + Math.floor(i / 12) * 110} A16 16 0 0 1 ${232 + (i % 12) * 70} ${430 + Math.floor(i / 12) * 110} L${232 + (i % 12) * 70} ${470 + Math.floor(i / 12) * 110} Z"/>`).join('')}</g>`
  if (isDark(c.time)) c.light(`<g fill="#fde68a">${windows}</g>`)
  else c.add(`<g fill="#334155">${windows}</g>`)
  c.add(`<circle cx="600" cy="210" r="34" fill="#f8fafc"/><g fill="${c.pal(['#dc2626', '#2563eb', '#16a34a'])}">${[560, 600, 640].map((x) => `<rect x="${x - 10}" y="270" width="20" height="40" rx="6"/>`).join('')}</g>`)
  c.add(`<rect y="720" width="${W}" height="80" fill="#a8a29e"/>`, crowd(100, 1100, 800, 0.55, ['#1f2937', '#7f1d1d', '#1e3a8a', '#374151'], 10, c.random.next))
  return { x: 600, y: 260 }
}

export function beerHall(c: Canvas): Focus {
  c.indoor = true
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(c.pal([['#3b2414', '#6b4423', '#2a170c'], ['#2a2a3a', '#4a4a5e', '#1a1a24']]))}"/>`)
  for (let i = 0; i < 4; i++) c.add(`<path d="M${i * 320 - 40} 520 L${i * 320 - 40} 200 A160 140 0 0 1 ${i * 320 + 280} 200 L${i * 320 + 280} 520" stroke="#f5e6c8" stroke-width="26" fill="none" opacity="0.8"/>`)
  for (let i = 0; i < 6; i++) lamp(c, 120 + i * 190, 170, 16, '#ffe7a8')
  c.add(`<rect y="560" width="${W}" height="40" fill="#8b5a2b"/><rect y="600" width="${W}" height="200" fill="#4a2c14"/>`)
  const mugs = [200, 360, 560, 760, 960].map((x) => `<rect x="${x}" y="470" width="60" height="90" rx="6" fill="#f59e0b"/><rect x="${x}" y="458" width="60" height="22" rx="10" fill="#fffbeb"/><path d="M${x + 60} 490 q30 0 30 25 q0 25 -30 25" stroke="#e5e7eb" stroke-width="8" fill="none"/>`)
  c.add(mugs.join(''), `<path d="M660 520 q40 -50 80 0 q-40 -20 -80 0 M660 520 q40 30 80 0" stroke="#b45309" stroke-width="12" fill="none"/>`)
  c.add(`<g fill="#60a5fa">${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 100} 0 l50 30 l50 -30 Z" fill="${i % 2 ? '#60a5fa' : '#f8fafc'}"/>`).join('')}</g>`)
  return { x: 600, y: 460 }
}

export function beerGarden(c: Canvas): Focus {
  sky(c)
  sunFor(c, 400, 1000)
  for (let i = 0; i < 6; i++) c.add(tree(80 + i * 210, 560, 420, c.pal(['#3f6212', '#166534', '#4d7c0f']), '#4a3526'))
  c.add(`<rect x="580" y="80" width="14" height="520" fill="#f8fafc"/><g fill="#60a5fa">${Array.from({ length: 12 }, (_, i) => `<rect x="580" y="${90 + i * 36}" width="14" height="18"/>`).join('')}</g>`)
  c.add(`<rect y="560" width="${W}" height="${H - 560}" fill="#d6c7a1"/>`)
  for (let r = 0; r < 3; r++) c.add(`<rect x="${100 - r * 40}" y="${600 + r * 60}" width="${1000 + r * 80}" height="14" fill="#92400e"/><g fill="#f59e0b">${Array.from({ length: 8 }, (_, i) => `<rect x="${140 + i * 120 - r * 20}" y="${576 + r * 60}" width="22" height="26" rx="3"/>`).join('')}</g>`)
  c.add(crowd(80, 1120, 800, 0.6, ['#1f2937', '#7f1d1d', '#1e3a8a', '#15803d'], 9, c.random.next))
  bulbs(c, 0, W, 330, 30)
  return { x: 600, y: 560 }
}

export function memorialBirches(c: Canvas): Focus {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(c.pal([['#b9c2cc', '#dfe3e6', '#eef0f1'], ['#a3acb8', '#cbd2d9', '#e5e7eb']]))}"/>`)
  c.add(`<rect y="560" width="${W}" height="240" fill="${c.gradient(['#9aa59a', '#7b857b'])}"/><rect x="0" y="600" width="${W}" height="10" fill="#6b7280" opacity="0.6"/>`)
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 135 + c.random.next() * 30
    c.add(`<rect x="${n(x)}" y="120" width="16" height="460" fill="#f5f5f4"/>${Array.from({ length: 8 }, (_, j) => `<rect x="${n(x)}" y="${n(150 + j * 52 + c.random.next() * 20)}" width="${n(6 + c.random.next() * 8)}" height="4" fill="#44403c"/>`).join('')}`)
    c.add(`<ellipse cx="${n(x + 8)}" cy="${n(140 + c.random.next() * 40)}" rx="70" ry="90" fill="${c.time === 'golden' ? '#d4a017' : '#a3b18a'}" opacity="0.5"/>`)
  }
  return { x: 600, y: 400 }
}

export function memorialGate(c: Canvas): Focus {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#9ca3af', '#d1d5db', '#e5e7eb'])}"/>`)
  c.add(`<rect x="0" y="300" width="${W}" height="360" fill="${c.pal(['#a8a29e', '#9ca3af'])}"/><rect x="420" y="180" width="360" height="480" fill="#78716c"/><path d="M400 180 L600 110 L800 180 Z" fill="#57534e"/>`)
  c.add(`<rect x="500" y="380" width="200" height="280" fill="#1f2937"/><g stroke="#9ca3af" stroke-width="4">${Array.from({ length: 8 }, (_, i) => `<path d="M${512 + i * 25} 380 L${512 + i * 25} 660"/>`).join('')}<path d="M500 470 L700 470 M500 560 L700 560"/></g>`)
  c.add(`<path d="M0 ${H} L520 660 L680 660 L${W} ${H} Z" fill="#a8a29e"/>`)
  return { x: 600, y: 420 }
}

export function memorialStone(c: Canvas): Focus {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#cbd5e1', '#e2e8f0'])}"/>`)
  for (let i = 0; i < 7; i++) c.add(`<rect x="${n(60 + i * 170 + c.random.next() * 30)}" y="80" width="14" height="480" fill="#f5f5f4" opacity="0.6"/>`)
  c.add(`<rect y="540" width="${W}" height="${H - 540}" fill="#8a9a86"/><rect x="360" y="300" width="480" height="320" fill="${c.pal(['#6b7280', '#57534e'])}"/><g fill="#4b5563">${[360, 400, 440].map((y) => `<rect x="420" y="${y}" width="360" height="8" rx="4"/>`).join('')}</g>`)
  c.add(`<g>${[480, 560, 640, 720].map((x, i) => `<path d="M${x} 660 L${x - 10} 620 M${x} 660 L${x + 12} 616" stroke="#3f6212" stroke-width="4"/><circle cx="${x - 10}" cy="612" r="12" fill="${['#f8fafc', '#dc2626', '#facc15', '#f8fafc'][i]}"/><circle cx="${x + 12}" cy="608" r="10" fill="${['#dc2626', '#f8fafc', '#f8fafc', '#facc15'][i]}"/>`).join('')}</g>`)
  lamp(c, 600, 650, 6, '#fbbf24')
  return { x: 600, y: 500 }
}

export function museumColumns(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 2)
  sunFor(c, 300, 1040)
  c.add(colonnade(230, 600, 740, 300, c.pal(['#f3eadb', '#e7e1d6', '#f1e6d0']), '#b7a88f'))
  c.add(crowd(200, 1000, 790, 0.5, ['#1f2937', '#7f1d1d', '#1e3a8a'], 6, c.random.next))
  if (isDark(c.time)) c.light(`<rect x="230" y="300" width="740" height="300" fill="${c.glow('#fde68a', 0.35)}"/>`)
  return { x: 600, y: 420 }
}

export function museumHall(c: Canvas): Focus {
  c.indoor = true
  const wall = c.pal(['#e7e1d6', '#d6d3d1', '#cbd5e1'])
  c.add(`<rect width="${W}" height="${H}" fill="${wall}"/><path d="M0 0 L${W} 0 L900 200 L300 200 Z" fill="#f8fafc"/><rect x="300" y="200" width="600" height="420" fill="${wall}" opacity="0.8"/><path d="M0 ${H} L300 620 L900 620 L${W} ${H} Z" fill="#a8a29e"/>`)
  c.add(`<rect x="520" y="520" width="160" height="100" fill="#78716c"/><path d="M560 520 L570 380 Q600 300 630 380 L640 520 Z" fill="#f5f5f4"/><circle cx="600" cy="310" r="26" fill="#f5f5f4"/><path d="M575 400 L520 340 M625 400 L660 450" stroke="#f5f5f4" stroke-width="16" stroke-linecap="round"/>`)
  c.add(`<rect x="60" y="260" width="180" height="240" fill="${c.pal(['#b45309', '#1e3a8a', '#7f1d1d'])}"/><rect x="76" y="276" width="148" height="208" fill="#fde68a" opacity="0.5"/><rect x="960" y="260" width="180" height="240" fill="#7f1d1d"/><rect x="976" y="276" width="148" height="208" fill="#bfdbfe" opacity="0.5"/>`)
  c.add(person(380, 760, 0.9, '#1f2937', 'stand'), person(820, 760, 0.8, '#374151', 'point', true))
  return { x: 600, y: 420 }
}

export function carMuseum(c: Canvas): Focus {
  sky(c)
  sunFor(c, 400, 1040)
  const metal = c.pal(['#cbd5e1', '#94a3b8'])
  c.add(`<path d="M200 620 Q180 420 320 360 Q440 420 420 620 Z" fill="${metal}"/><path d="M150 360 L1050 320 L1050 360 L150 400 Z" fill="#475569"/><rect x="460" y="380" width="560" height="240" fill="#1e293b"/>`)
  if (isDark(c.time)) c.light(`<rect x="460" y="380" width="560" height="240" fill="#93c5fd" opacity="0.35"/>`)
  c.add(`<g fill="#334155" opacity="0.6">${Array.from({ length: 9 }, (_, i) => `<rect x="${470 + i * 62}" y="390" width="4" height="220"/>`).join('')}</g>`)
  c.add(`<rect y="620" width="${W}" height="180" fill="#9ca3af"/>`, place(760, 700, 1.1, `<path d="M-140 -10 L-130 -40 L-70 -54 L-30 -84 L60 -84 L110 -50 L150 -40 L150 -10 Z" fill="${c.pal(['#1d4ed8', '#f8fafc', '#111827'])}"/><circle cx="-80" cy="-6" r="22" fill="#111827"/><circle cx="96" cy="-6" r="22" fill="#111827"/><path d="M-20 -78 L50 -78 L90 -52 L-40 -52 Z" fill="#93c5fd" opacity="0.8"/>`))
  return { x: 600, y: 500 }
}

export function salzburgOldTown(c: Canvas): Focus {
  sky(c)
  sunFor(c, 360, 1060)
  ridge(c, 360, 160, '#7d93a8', { jagged: true, steps: 6 })
  c.add(`<path d="M700 420 Q840 240 1000 420 Z" fill="#4b6b3c"/>`, castle(850, 300, 0.55, '#ece6da', '#8a8f98'))
  c.add(dome(420, 560, 70, '#5b7f6e'), dome(560, 560, 45, '#5b7f6e'), onionTower(300, 600, 200, '#5b7f6e'))
  houseRow(c, 700, c.pal([['#f1e4c9', '#e8c9a0', '#f6efe1', '#d8b48a'], ['#fde68a', '#fecaca', '#f5f5f4', '#e9d5ff']]))
  c.add(`<rect y="700" width="${W}" height="${H - 700}" fill="${c.gradient(['#5fa8c7', '#2f6f8a'])}"/>`)
  return { x: 600, y: 520 }
}

export function fortressRiver(c: Canvas): Focus {
  sky(c)
  sunFor(c, 300, 200)
  c.add(`<path d="M300 520 Q480 180 780 240 Q960 300 1100 520 Z" fill="#4b6b3c"/>`, castle(700, 270, 0.9, '#ece6da', '#8a8f98'))
  if (isDark(c.time)) c.light(`<rect x="600" y="120" width="200" height="150" fill="${c.glow('#fde68a', 0.5)}"/>`)
  houseRow(c, 560, ['#f1e4c9', '#e8c9a0', '#f6efe1', '#fde68a'])
  c.add(`<rect y="560" width="${W}" height="${H - 560}" fill="${c.gradient(['#5fa8c7', '#2f6f8a'])}"/>`)
  c.add(`<path d="M0 640 L${W} 640 L${W} 660 L0 660 Z" fill="#475569"/><g fill="#475569">${Array.from({ length: 6 }, (_, i) => `<rect x="${100 + i * 200}" y="660" width="16" height="80"/>`).join('')}</g>`)
  for (let i = 0; i < 6; i++) lamp(c, 100 + i * 200, 630, 5)
  return { x: 700, y: 320 }
}

export function berlinSkyline(c: Canvas): Focus {
  sky(c)
  sunFor(c, 560, 260)
  const color = isDark(c.time) ? '#1a1a33' : c.pal(['#2a2a48', '#4a4a68'])
  c.add(tvTower(760, 620, 560, color))
  cityRow(c, 620, color, 150)
  if (isDark(c.time)) c.light(`<circle cx="760" cy="239" r="10" fill="#ef4444"/><circle cx="760" cy="239" r="30" fill="${c.glow('#ef4444', 0.5)}"/>`)
  c.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#1d1d33"/>`)
  return { x: 700, y: 400 }
}

export function brandenburgGate(c: Canvas): Focus {
  sky(c)
  sunFor(c, 460, 1000)
  const stone = isDark(c.time) ? '#c9b995' : c.pal(['#e7dcc0', '#d9c9a5'])
  c.add(`<rect x="260" y="300" width="680" height="60" fill="${stone}"/><rect x="300" y="260" width="600" height="40" fill="${stone}"/>`)
  c.add(`<g fill="${stone}">${Array.from({ length: 6 }, (_, i) => `<rect x="${280 + i * 120}" y="360" width="40" height="300"/>`).join('')}</g>`)
  c.add(`<path d="M560 260 L580 200 L640 200 L660 260 Z" fill="#2f5d50"/><path d="M590 200 L610 160 L630 200 Z" fill="#2f5d50"/>`)
  if (isDark(c.time)) c.light(`<rect x="260" y="260" width="680" height="400" fill="${c.glow('#fde68a', 0.4)}"/>`)
  c.add(`<rect y="660" width="${W}" height="${H - 660}" fill="#a8a29e"/>`, crowd(100, 1100, 790, 0.6, ['#1f2937', '#7f1d1d', '#1e3a8a'], 9, c.random.next))
  return { x: 600, y: 420 }
}

export function reichstagDome(c: Canvas): Focus {
  c.indoor = true
  const outside = isDark(c.time) ? ['#0f1a4a', '#2c3f8f'] : c.time === 'sunset' || c.time === 'golden' ? ['#f59e0b', '#fde68a'] : ['#5aa6ec', '#e4f3ff']
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(outside)}"/>`)
  const ribs = Array.from({ length: 13 }, (_, i) => `<path d="M600 40 Q${n(600 + (i - 6) * 130)} 200 ${n(600 + (i - 6) * 95)} ${H}" stroke="#475569" stroke-width="4" fill="none"/>`).join('')
  const rings = Array.from({ length: 8 }, (_, i) => `<ellipse cx="600" cy="${120 + i * 90}" rx="${120 + i * 60}" ry="${14 + i * 3}" stroke="#475569" stroke-width="3" fill="none"/>`).join('')
  c.add(ribs, rings)
  c.add(`<path d="M520 ${H} L560 200 L640 200 L680 ${H} Z" fill="${c.gradient(['#e2e8f0', '#94a3b8'])}"/><g fill="#f8fafc" opacity="0.6">${Array.from({ length: 10 }, (_, i) => `<rect x="${560 + (i % 2) * 40}" y="${220 + i * 55}" width="40" height="40"/>`).join('')}</g>`)
  c.add(`<path d="M200 620 Q600 540 1000 620" stroke="#cbd5e1" stroke-width="14" fill="none"/><path d="M300 420 Q600 360 900 420" stroke="#cbd5e1" stroke-width="10" fill="none"/>`)
  c.add(crowd(250, 500, 612, 0.3, ['#1f2937'], 3, c.random.next), crowd(700, 950, 610, 0.3, ['#1f2937'], 3, c.random.next))
  return { x: 600, y: 380 }
}

export function wallMurals(c: Canvas): Focus {
  sky(c)
  sunFor(c, 260, 1000)
  c.add(`<rect y="600" width="${W}" height="200" fill="#9ca3af"/><rect y="260" width="${W}" height="360" fill="#e5e7eb"/>`)
  const colors = c.pal([['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6', '#111827'], ['#f97316', '#facc15', '#06b6d4', '#8b5cf6', '#111827', '#84cc16', '#f43f5e', '#0ea5e9']])
  for (let i = 0; i < 10; i++) {
    const x = i * 120
    c.add(`<rect x="${x}" y="260" width="118" height="360" fill="${colors[(i * 3) % colors.length]}" opacity="0.15"/>`)
    c.add(`<circle cx="${n(x + 60)}" cy="${n(360 + c.random.next() * 140)}" r="${n(30 + c.random.next() * 40)}" fill="${colors[i % colors.length]}"/>`)
    c.add(`<path d="M${x + 10} ${n(560 - c.random.next() * 60)} Q${x + 60} ${n(420 + c.random.next() * 60)} ${x + 110} ${n(540 - c.random.next() * 80)}" stroke="${colors[(i + 3) % colors.length]}" stroke-width="14" fill="none" stroke-linecap="round"/>`)
  }
  c.add(`<g fill="#6b7280">${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 120 + 117}" y="260" width="3" height="360"/>`).join('')}</g><rect y="250" width="${W}" height="16" rx="8" fill="#d1d5db"/>`)
  c.add(crowd(300, 800, 780, 0.55, ['#1f2937', '#374151'], 3, c.random.next))
  return { x: 600, y: 440 }
}

export function streetArt(c: Canvas): Focus {
  c.indoor = true
  const [wall, a, b, d] = c.pal([['#fde68a', '#111827', '#ef4444', '#0ea5e9'], ['#c7d2fe', '#111827', '#f97316', '#16a34a'], ['#fecaca', '#1e293b', '#8b5cf6', '#facc15']])
  c.add(`<rect width="${W}" height="${H}" fill="${wall}"/><g stroke="#00000022" stroke-width="2">${Array.from({ length: 20 }, (_, i) => `<path d="M0 ${i * 40} H${W}"/>`).join('')}</g>`)
  c.add(`<ellipse cx="520" cy="380" rx="230" ry="280" fill="${b}"/><ellipse cx="440" cy="330" rx="40" ry="26" fill="#f8fafc"/><ellipse cx="620" cy="330" rx="40" ry="26" fill="#f8fafc"/><circle cx="450" cy="332" r="14" fill="${a}"/><circle cx="610" cy="332" r="14" fill="${a}"/><path d="M430 480 Q520 540 620 480" stroke="${a}" stroke-width="16" fill="none" stroke-linecap="round"/>`)
  c.add(`<path d="M300 140 Q520 40 740 140" stroke="${d}" stroke-width="40" fill="none" stroke-linecap="round"/><g fill="${d}">${Array.from({ length: 6 }, (_, i) => `<circle cx="${820 + (i % 3) * 90}" cy="${200 + Math.floor(i / 3) * 220}" r="${40 + i * 6}"/>`).join('')}</g>`)
  c.add(`<path d="M780 700 q30 -90 60 0 q30 -90 60 0 q30 -90 60 0 q30 -90 60 0" stroke="${a}" stroke-width="18" fill="none" stroke-linecap="round" transform="rotate(-6 800 700)"/>`)
  c.add(`<rect y="740" width="${W}" height="60" fill="#6b7280"/>`)
  return { x: 520, y: 380 }
}

export function checkpoint(c: Canvas): Focus {
  sky(c)
  sunFor(c, 460, 1000)
  cityRow(c, 600, isDark(c.time) ? '#2a2a40' : '#a8a29e', 200)
  c.add(`<rect y="600" width="${W}" height="${H - 600}" fill="#6b7280"/><rect x="480" y="420" width="240" height="200" fill="#f8fafc"/><path d="M460 420 L740 420 L720 390 L480 390 Z" fill="#e5e7eb"/><rect x="520" y="460" width="70" height="60" fill="#93c5fd"/><rect x="610" y="460" width="70" height="60" fill="#93c5fd"/>`)
  c.add(`<g fill="#d6c7a1">${Array.from({ length: 9 }, (_, i) => `<ellipse cx="${420 + (i % 5) * 90}" cy="${640 - Math.floor(i / 5) * 26}" rx="50" ry="18"/>`).join('')}</g>`)
  c.add(`<rect x="880" y="300" width="10" height="300" fill="#374151"/><rect x="800" y="240" width="180" height="100" fill="#f8fafc"/><rect x="812" y="252" width="156" height="76" fill="none" stroke="#111827" stroke-width="3"/><g fill="#111827">${[0, 1, 2].map((i) => `<rect x="826" y="${266 + i * 20}" width="${128 - i * 30}" height="8"/>`).join('')}</g>`)
  return { x: 600, y: 480 }
}

export function palaceGardens(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 3)
  sunFor(c, 250, 1000)
  c.add(`<rect x="320" y="250" width="560" height="90" fill="${c.pal(['#f4e3b5', '#f1d9a0'])}"/>`, dome(600, 250, 60, '#6b8f71'), `<g fill="#c9a86a">${Array.from({ length: 10 }, (_, i) => `<rect x="${340 + i * 54}" y="270" width="20" height="50"/>`).join('')}</g>`)
  if (isDark(c.time)) c.light(`<g fill="#fde68a">${Array.from({ length: 10 }, (_, i) => `<rect x="${340 + i * 54}" y="270" width="20" height="50"/>`).join('')}</g>`)
  for (let i = 0; i < 6; i++) {
    const y = 340 + i * 70
    c.add(`<rect x="${200 - i * 30}" y="${y}" width="${800 + i * 60}" height="24" fill="${c.pal(['#4f7a3f', '#65a30d', '#b45309'])}"/><rect x="${200 - i * 30}" y="${y + 24}" width="${800 + i * 60}" height="46" fill="#d6c7a1"/>`)
  }
  c.add(`<rect x="560" y="340" width="80" height="${H - 340}" fill="#e7dcc3"/>`)
  return { x: 600, y: 380 }
}

export function palaceFountain(c: Canvas): Focus {
  sky(c)
  sunFor(c, 300, 220)
  c.add(`<rect x="200" y="260" width="800" height="110" fill="${c.pal(['#f4e3b5', '#fde68a'])}"/>`, dome(600, 260, 70, '#6b8f71'))
  c.add(`<rect y="370" width="${W}" height="${H - 370}" fill="#65a30d"/><path d="M540 370 L660 370 L900 ${H} L300 ${H} Z" fill="#e7dcc3"/>`)
  for (let i = 0; i < 8; i++) c.add(tree(i < 4 ? 60 + i * 80 : 900 + (i - 4) * 80, 560 + (i % 4) * 40, 160, '#166534', '#3f2a1d', true))
  c.add(`<ellipse cx="600" cy="620" rx="230" ry="50" fill="#94a3b8"/><ellipse cx="600" cy="616" rx="210" ry="40" fill="#7dd3fc"/><path d="M590 616 Q600 380 610 616 Z" fill="#e0f2fe"/><g fill="#e0f2fe" opacity="0.7">${[-1, 1].map((s) => `<path d="M600 470 Q${600 + s * 80} 440 ${600 + s * 120} 610" stroke="#e0f2fe" stroke-width="6" fill="none"/>`).join('')}</g>`)
  return { x: 600, y: 460 }
}

export function christmasMarket(c: Canvas): Focus {
  sky(c)
  c.add(`<rect y="600" width="${W}" height="200" fill="#e8eef7"/>`)
  const roof = c.pal(['#f8fafc', '#7f1d1d'])
  const stalls = Array.from({ length: 5 }, (_, i) => {
    const x = 60 + i * 230
    return `<rect x="${x}" y="500" width="180" height="110" fill="#7c3f22"/><path d="M${x - 20} 505 L${x + 90} 420 L${x + 200} 505 Z" fill="${roof}"/>`
  })
  c.add(stalls.join(''))
  c.light(`<g fill="#ffd27a">${Array.from({ length: 5 }, (_, i) => `<rect x="${80 + i * 230}" y="530" width="140" height="40"/>`).join('')}</g>`)
  bulbs(c, 0, W, 380, 14, ['#ffd27a', '#ffd27a', '#ef4444'])
  c.add(`<path d="M600 130 L520 400 L680 400 Z" fill="#14532d"/>`)
  c.light(`<circle cx="600" cy="120" r="10" fill="#fde047"/><g fill="#fde68a">${Array.from({ length: 14 }, () => `<circle cx="${n(550 + c.random.next() * 100)}" cy="${n(200 + c.random.next() * 190)}" r="4"/>`).join('')}</g>`)
  c.add(crowd(100, 1100, 790, 0.55, ['#1f2937', '#7f1d1d', '#14532d'], 8, c.random.next))
  c.light(`<g fill="#ffffff" opacity="0.9">${Array.from({ length: 70 }, () => `<circle cx="${n(c.random.next() * W)}" cy="${n(c.random.next() * 600)}" r="${n(1.5 + c.random.next() * 2)}"/>`).join('')}</g>`)
  return { x: 600, y: 460 }
}
