// Scenes of the Emirates: dunes at every hour, 4x4s, quads and buggies, camps, caravans, falcons, oases,
// the Hatta mountains, the skyline, the tallest tower and the white mosque.
import { type Canvas, type Focus, H, W, clouds, isDark, n, reflection, ridge, sky, stars, sunFor, water } from './canvas'
import { bulbs, cityRow, lamp } from './scene-kit'
import { mosque, spireTower } from './shapes-buildings'
import { buggy, crowd, dust, falconOnGlove, palm, person, suv } from './shapes-people'
import { balloon, camel, quadBike } from './shapes-vehicles'

/** Sand by palette: Lahbab red, Liwa gold, pale Al Qudra, deep ochre. */
const SANDS = [
  ['#e8a05c', '#d4803f', '#b3612e'],
  ['#f0c27b', '#e0a15e', '#c98546'],
  ['#ecd3a4', '#d9b77f', '#bf9660'],
  ['#d9734a', '#bf5a36', '#93402a'],
]

function dunes(c: Canvas, top = 520): void {
  const [far, mid, near] = c.pal(SANDS)
  ridge(c, top, 90, far!, { steps: 5 })
  ridge(c, top + 90, 110, mid!, { steps: 4 })
  ridge(c, top + 190, 90, c.gradient([near!, near!, '#4a2616']), { steps: 3 })
}

function desertSky(c: Canvas, horizon = 500): Focus {
  sky(c)
  if (c.time === 'day' || c.time === 'golden') clouds(c, 2 + c.random.int(0, 2), '#ffffff', 0.45)
  return sunFor(c, horizon)
}

export function desertDunes(c: Canvas): Focus {
  desertSky(c)
  dunes(c)
  // Wind ripples on the nearest slope.
  c.add(`<g stroke="#ffffff" stroke-width="2" opacity="0.18" fill="none">${Array.from({ length: 7 }, (_, i) => `<path d="M${n(100 + i * 150)} ${n(700 + (i % 3) * 20)} q60 -14 120 0"/>`).join('')}</g>`)
  return { x: 600, y: 560 }
}

export function desert4x4(c: Canvas): Focus {
  desertSky(c)
  dunes(c)
  const colors = c.pal([['#f8fafc', '#e5e7eb', '#111827'], ['#111827', '#f8fafc', '#7f1d1d'], ['#d6d3d1', '#1e3a8a', '#f8fafc']])
  const cars: Array<[number, number, number]> = [[360, 690, 1.35], [720, 640, 1], [980, 610, 0.75]]
  cars.forEach(([x, y, s], i) => c.add(dust(x, y, s, '#f5deb3'), suv(x, y, s, colors[i]!)))
  return { x: 420, y: 620 }
}

export function desertCamp(c: Canvas): Focus {
  desertSky(c, 540)
  dunes(c, 560)
  const canvasColor = c.pal(['#f1e3c8', '#e9d5b0', '#f5efe6', '#d6b98c'])
  const tents = Array.from({ length: 5 }, (_, i) => {
    const x = 220 + i * 170 + c.random.next() * 30
    return `<path d="M${n(x - 70)} 700 L${n(x)} 615 L${n(x + 70)} 700 Z" fill="${canvasColor}"/><path d="M${n(x - 12)} 700 L${n(x)} 660 L${n(x + 12)} 700 Z" fill="#7c2d12"/>`
  }).join('')
  c.add(tents, `<rect x="120" y="700" width="960" height="16" fill="#7c2d12"/><g fill="#b91c1c">${Array.from({ length: 12 }, (_, i) => `<rect x="${140 + i * 78}" y="718" width="60" height="22" rx="6"/>`).join('')}</g>`)
  bulbs(c, 100, 1100, 600, 22)
  if (isDark(c.time)) c.light(`<circle cx="600" cy="760" r="110" fill="${c.glow('#ff9f43', 0.9)}"/><path d="M580 775 L600 722 L620 775 Z" fill="#ffb347"/>`)
  return { x: 600, y: 660 }
}

export function desertQuads(c: Canvas): Focus {
  desertSky(c)
  dunes(c)
  const colors = c.pal([['#1f2937', '#7f1d1d', '#111827'], ['#b91c1c', '#1d4ed8', '#15803d'], ['#f97316', '#1f2937', '#facc15']])
  ;([[300, 720, 1.5], [560, 690, 1.25], [880, 650, 1.0]] as const).forEach(([x, y, s], i) => c.add(dust(x, y, s * 0.8, '#f5deb3'), quadBike(x, y, s, colors[i])))
  return { x: 520, y: 640 }
}

export function duneBuggy(c: Canvas): Focus {
  desertSky(c)
  dunes(c)
  const color = c.pal(['#f97316', '#facc15', '#dc2626', '#2563eb'])
  c.add(dust(640, 690, 1.5, '#f5deb3'), buggy(640, 690, 1.5, color), dust(960, 620, 0.8, '#f5deb3'), buggy(960, 620, 0.8, '#111827'))
  return { x: 620, y: 620 }
}

export function desertCamels(c: Canvas): Focus {
  desertSky(c)
  dunes(c)
  const color = c.pal(['#2b1a10', '#4a2c17', '#3b2414'])
  const y = 600
  c.add(...[0, 1, 2, 3].map((i) => camel(340 + i * 170, y - i * 10, 1.1 - i * 0.06, color)))
  c.add(`<path d="M400 ${y - 60} L${340 + 170 * 3} ${y - 90}" stroke="${color}" stroke-width="2" opacity="0.6"/>`, person(240, y + 20, 0.7, color, 'stand'))
  return { x: 560, y: 540 }
}

export function desertBalloons(c: Canvas): Focus {
  desertSky(c)
  dunes(c)
  const sets = c.pal([
    [['#ef4444', '#fbbf24', '#1d4ed8'], ['#10b981', '#f8fafc', '#f97316'], ['#8b5cf6', '#fde68a', '#ec4899']],
    [['#f8fafc', '#dc2626', '#1e3a8a'], ['#facc15', '#16a34a', '#f8fafc'], ['#0ea5e9', '#f97316', '#f8fafc']],
  ] as Array<Array<[string, string, string]>>)
  sets.forEach((colors, i) => c.add(balloon(260 + i * 330 + c.random.next() * 60, 230 + c.random.next() * 120, 0.8 + c.random.next() * 0.6, colors)))
  return { x: 600, y: 320 }
}

export function falcon(c: Canvas): Focus {
  desertSky(c, 620)
  const [far] = c.pal(SANDS)
  ridge(c, 640, 50, far!, { steps: 5 })
  const [plumage, chest] = c.pal([['#6b4f3a', '#e7d3b5'], ['#4b3b2f', '#f1e6d2'], ['#8a6a4a', '#f5ebdc']])
  c.add(falconOnGlove(520, 560, 1.25, plumage!, chest!, c.palette % 2 === 1))
  return { x: 540, y: 340 }
}

export function sandboarding(c: Canvas): Focus {
  desertSky(c, 420)
  const [far, mid, near] = c.pal(SANDS)
  ridge(c, 460, 60, far!, { steps: 5 })
  c.add(`<path d="M0 300 Q300 260 520 380 Q800 560 ${W} 640 L${W} ${H} L0 ${H} Z" fill="${mid}"/><path d="M0 520 Q400 540 ${W} 760 L${W} ${H} L0 ${H} Z" fill="${near}"/>`)
  c.add(`<g transform="rotate(24 560 470)"><rect x="500" y="470" width="130" height="12" rx="6" fill="${c.pal(['#2563eb', '#dc2626', '#16a34a'])}"/></g>`, person(560, 468, 0.9, '#1f2937', 'wave'))
  c.add(`<g fill="#fde6b8" opacity="0.5"><ellipse cx="470" cy="420" rx="60" ry="18"/><ellipse cx="420" cy="400" rx="40" ry="14"/></g>`)
  c.add(crowd(120, 260, 330, 0.45, ['#1f2937', '#374151'], 3, c.random.next))
  return { x: 560, y: 430 }
}

export function tanouraDancer(c: Canvas): Focus {
  desertSky(c, 560)
  dunes(c, 560)
  c.add(`<ellipse cx="600" cy="700" rx="330" ry="50" fill="#7c2d12"/>`)
  const skirt = c.pal([['#dc2626', '#facc15', '#16a34a'], ['#2563eb', '#f8fafc', '#db2777'], ['#f97316', '#a855f7', '#22c55e']])
  const rings = skirt.map((color, i) => `<ellipse cx="600" cy="${640 - i * 26}" rx="${150 - i * 30}" ry="${30 - i * 4}" fill="${color}"/>`).join('')
  c.light(`<circle cx="600" cy="560" r="260" fill="${c.glow('#fff3c4', isDark(c.time) ? 0.5 : 0.2)}"/>`, rings, `<path d="M580 590 L590 470 L610 470 L620 590 Z" fill="#f8fafc"/><circle cx="600" cy="450" r="22" fill="#8b6b4a"/><rect x="578" y="420" width="44" height="20" rx="8" fill="#f8fafc"/><path d="M590 500 L480 460 M610 500 L720 460" stroke="#f8fafc" stroke-width="14" stroke-linecap="round"/>`)
  c.add(crowd(60, 1140, 800, 0.8, ['#111827', '#1f2937', '#0f172a'], 9, c.random.next))
  return { x: 600, y: 540 }
}

export function oasis(c: Canvas): Focus {
  desertSky(c, 520)
  dunes(c, 500)
  c.add(`<ellipse cx="600" cy="650" rx="300" ry="46" fill="${c.gradient(['#38bdf8', '#0e7490'])}"/>`)
  const green = c.pal(['#166534', '#3f6212', '#14532d'])
  c.add(...[330, 420, 780, 860, 940].map((x, i) => palm(x, 640 - (i % 2) * 20, 180 + (i % 3) * 40, green, (i % 2 ? 1 : -1) * 30)))
  c.add(`<rect x="520" y="520" width="160" height="80" fill="#c9a27e"/><rect x="500" y="480" width="50" height="120" fill="#b98e66"/><rect x="650" y="490" width="46" height="110" fill="#b98e66"/><g fill="#8d6a4a">${[510, 530, 660, 680].map((x) => `<rect x="${x}" y="470" width="12" height="12"/>`).join('')}</g>`)
  return { x: 600, y: 580 }
}

export function milkyWay(c: Canvas): Focus {
  sky(c)
  c.on('back', () => {
    c.add(`<g transform="rotate(-28 600 300)"><ellipse cx="600" cy="260" rx="760" ry="70" fill="${c.glow('#c7d2fe', 0.45)}"/><ellipse cx="600" cy="260" rx="700" ry="34" fill="#e0e7ff" opacity="0.12"/></g>`)
    stars(c, 140, H * 0.6)
  })
  dunes(c, 560)
  c.add(`<path d="M820 700 L860 600 L900 700 M860 600 L860 700" stroke="#111827" stroke-width="6" fill="none"/><rect x="820" y="570" width="110" height="22" rx="8" transform="rotate(-30 875 580)" fill="#111827"/>`)
  c.add(person(720, 720, 0.9, '#0b1020', 'point'), person(640, 724, 0.8, '#0b1020', 'stand', true))
  return { x: 600, y: 300 }
}

export function citySkyline(c: Canvas): Focus {
  sky(c)
  const s = sunFor(c, 620, c.pal([240, 980, 420]))
  const far = isDark(c.time) ? '#141b3a' : '#8291b3'
  const near = isDark(c.time) ? '#0b1024' : '#4a5a7b'
  cityRow(c, 640, far, 160)
  c.add(spireTower(620, 640, 560, near))
  cityRow(c, 660, near, 230)
  water(c, 660, isDark(c.time) ? ['#0d1430', '#05070f'] : ['#3f6d96', '#1f3a5a'], isDark(c.time) ? '#ffd98a' : '#ffffff')
  if (c.time !== 'day') reflection(c, s.x, 660, '#ffd27a')
  return { x: 620, y: 420 }
}

export function towerFromBelow(c: Canvas): Focus {
  sky(c)
  sunFor(c, 700, c.pal([200, 1000]))
  const glass = isDark(c.time) ? '#1e293b' : '#94a3b8'
  // Looking up: the tiers converge on a point high in the frame.
  c.add(`<path d="M420 ${H} L585 60 L615 60 L780 ${H} Z" fill="${glass}"/><path d="M600 ${H} L600 40 L615 60 L780 ${H} Z" fill="#ffffff" opacity="0.18"/><path d="M598 60 L600 0 L602 60 Z" fill="${glass}"/>`)
  c.add(`<path d="M300 ${H} L540 260 L560 270 L380 ${H} Z M900 ${H} L660 300 L640 310 L820 ${H} Z" fill="${glass}" opacity="0.75"/>`)
  if (isDark(c.time)) c.light(`<g fill="#cfe8ff" opacity="0.7">${Array.from({ length: 30 }, (_, i) => `<rect x="${n(596 - (30 - i) * 5)}" y="${n(60 + i * 25)}" width="${n((30 - i) * 10 + 8)}" height="2"/>`).join('')}</g>`)
  c.add(palm(120, H, 380, '#14532d', 40), palm(1080, H, 340, '#14532d', -40))
  return { x: 600, y: 300 }
}

export function cityFromAbove(c: Canvas): Focus {
  sky(c)
  sunFor(c, 260, c.pal([300, 900]))
  c.add(`<rect y="260" width="${W}" height="${H - 260}" fill="${c.gradient(['#c9b79c', '#a8916f'])}"/><rect y="250" width="${W}" height="40" fill="${c.gradient(['#4f83b8', '#7aa7cf'])}"/>`)
  const blocks: string[] = []
  const lit: string[] = []
  for (let row = 0; row < 9; row++) {
    const y = 300 + row * row * 7 + row * 22
    const size = 8 + row * 7
    for (let x = -40 + (row % 2) * size; x < W; x += size * 1.8) {
      const h = size * (0.5 + c.random.next())
      blocks.push(`<rect x="${n(x)}" y="${n(y - h)}" width="${n(size)}" height="${n(h)}" fill="${c.random.next() < 0.5 ? '#e7e5e4' : '#78716c'}"/>`)
      if (c.random.next() < 0.4) lit.push(`<rect x="${n(x + 2)}" y="${n(y - h + 2)}" width="${n(size * 0.3)}" height="${n(size * 0.2)}"/>`)
    }
  }
  c.add(blocks.join(''), `<path d="M0 ${H} L560 300 L600 300 L260 ${H} Z" fill="#57534e" opacity="0.6"/>`)
  if (isDark(c.time)) c.light(`<g fill="#ffd98a">${lit.join('')}</g><path d="M0 ${H} L560 300 L600 300 L260 ${H} Z" fill="#fbbf24" opacity="0.35"/>`)
  return { x: 600, y: 400 }
}

export function fountainShow(c: Canvas): Focus {
  sky(c)
  sunFor(c, 560, 220)
  const dark = isDark(c.time)
  cityRow(c, 560, dark ? '#141b3a' : '#8291b3', 150)
  c.add(spireTower(780, 560, 520, dark ? '#0b1024' : '#4a5a7b'))
  water(c, 560, dark ? ['#0d1430', '#05070f'] : ['#3f6d96', '#1f3a5a'], '#ffffff')
  const jet = c.pal(['#e0f2fe', '#fef3c7', '#fce7f3'])
  const arcs = Array.from({ length: 13 }, (_, i) => {
    const x = 160 + i * 70
    const h = 120 + Math.abs(Math.sin(i * 0.9)) * 260
    return `<path d="M${x - 12} 600 Q${x} ${n(600 - h * 2)} ${x + 12} 600 Z"/>`
  }).join('')
  const group = `<g fill="${jet}" opacity="0.85">${arcs}</g>`
  if (dark) c.light(`<ellipse cx="600" cy="500" rx="520" ry="180" fill="${c.glow(jet, 0.35)}"/>`, group)
  else c.add(group)
  return { x: 600, y: 460 }
}

export function creekSouk(c: Canvas): Focus {
  sky(c)
  const s = sunFor(c, 480, 900)
  const stone = c.pal(['#d6b98c', '#c9a27e', '#e0c9a6'])
  const houses = Array.from({ length: 7 }, (_, i) => {
    const x = 40 + i * 165
    const h = 90 + (i % 3) * 30
    return `<rect x="${x}" y="${480 - h}" width="150" height="${h}" fill="${stone}"/>` + (i % 2 ? `<rect x="${x + 55}" y="${480 - h - 70}" width="40" height="70" fill="${stone}"/><g fill="#6b4f3a">${[0, 1, 2].map((k) => `<rect x="${x + 60 + k * 12}" y="${480 - h - 60}" width="5" height="50"/>`).join('')}</g>` : '')
  }).join('')
  c.add(houses)
  for (let i = 0; i < 7; i++) lamp(c, 80 + i * 165, 440, 4)
  water(c, 480, isDark(c.time) ? ['#1a2150', '#0c1230'] : ['#3d8fb0', '#1d5f7a'], '#ffffff')
  if (c.time !== 'day') reflection(c, s.x, 480, '#ffd27a')
  const abra = (x: number, y: number, sc: number) => `<g transform="translate(${x} ${y}) scale(${sc})"><path d="M-120 0 L120 0 L100 24 L-100 24 Z" fill="#7c4a2d"/><rect x="-90" y="-40" width="180" height="8" fill="#a16207"/><path d="M-86 -32 L-86 0 M86 -32 L86 0 M0 -32 L0 0" stroke="#7c4a2d" stroke-width="5"/></g>`
  c.add(abra(380, 620, 1.3), abra(860, 560, 0.8), crowd(300, 460, 618, 0.35, ['#1f2937', '#f8fafc', '#7f1d1d'], 4, c.random.next))
  return { x: 420, y: 560 }
}

export function whiteMosque(c: Canvas): Focus {
  sky(c)
  sunFor(c, 600, c.pal([960, 240]))
  c.add(`<rect y="610" width="${W}" height="${H - 610}" fill="${c.gradient(['#e7ddd0', '#b8aa9c'])}"/>`)
  c.add(mosque(600, 620, 1.25, '#fbf7f1'))
  c.add(`<rect x="300" y="650" width="600" height="90" fill="${c.gradient(['#7dd3fc', '#0369a1'])}" opacity="0.8"/>`)
  c.add(`<g transform="translate(0 1300) scale(1 -1)" opacity="0.25">${mosque(600, 652, 0.5, '#fbf7f1')}</g>`)
  if (isDark(c.time)) c.light(`<g fill="#fde68a" opacity="0.35">${mosque(600, 620, 1.25, '#c7d2fe')}</g>`)
  return { x: 600, y: 480 }
}

export function mosqueArcade(c: Canvas): Focus {
  c.indoor = true
  const [stone, gold, floor] = c.pal([['#fbf7f1', '#d4a017', '#e7e1d6'], ['#e7d8bf', '#1e40af', '#c9b79c'], ['#f1efe9', '#0f766e', '#d6d3d1']])
  const light = isDark(c.time) ? ['#0f1a4a', '#2c3f8f'] : c.time === 'sunset' || c.time === 'golden' ? ['#f59e0b', '#fde68a'] : ['#a9d4f7', '#e4f3ff']
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(light)}"/>`)
  // Three rows of arches receding to a vanishing point.
  for (let row = 2; row >= 0; row--) {
    const s = 1 - row * 0.28
    const top = 420 - 260 * s
    const arches = Array.from({ length: Math.round(4 / s) + 1 }, (_, i) => {
      const w = 300 * s
      const x = 600 - ((Math.round(4 / s) + 1) * w) / 2 + i * w
      return `<path d="M${n(x)} ${n(top)} L${n(x + w)} ${n(top)} L${n(x + w)} ${n(620)} L${n(x + w - 30 * s)} 620 L${n(x + w - 30 * s)} ${n(top + 120 * s)} A${n(w / 2 - 30 * s)} ${n(120 * s)} 0 0 0 ${n(x + 30 * s)} ${n(top + 120 * s)} L${n(x + 30 * s)} 620 L${n(x)} 620 Z" fill="${stone}" opacity="${1 - row * 0.2}"/><rect x="${n(x + w - 34 * s)}" y="${n(top + 110 * s)}" width="${n(38 * s)}" height="${n(14 * s)}" fill="${gold}"/>`
    }).join('')
    c.add(arches)
  }
  c.add(`<rect y="620" width="${W}" height="${H - 620}" fill="${floor}"/><g fill="${gold}" opacity="0.5">${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${100 + i * 200}" cy="720" rx="60" ry="14"/>`).join('')}</g>`)
  if (isDark(c.time)) for (let i = 0; i < 5; i++) lamp(c, 200 + i * 200, 300, 8, '#fde68a')
  return { x: 600, y: 420 }
}

export function mountainLake(c: Canvas): Focus {
  sky(c)
  if (!isDark(c.time)) clouds(c, 3)
  sunFor(c, 420)
  const rock = c.pal([['#a0705a', '#7a4a36'], ['#8c6a54', '#5e4032'], ['#b08068', '#7d5240']])
  ridge(c, 440, 200, rock[0]!, { jagged: true, steps: 5 })
  ridge(c, 520, 120, rock[1]!, { steps: 4 })
  c.add(`<rect y="560" width="${W}" height="${H - 560}" fill="${c.gradient(['#2bb3b1', '#147a8a', '#0c4a5a'])}"/>`)
  const kayak = (x: number, y: number, color: string) => `<path d="M${x - 80} ${y} L${x + 80} ${y - 6} L${x} ${y + 10} Z" fill="${color}"/><circle cx="${x}" cy="${y - 22}" r="9" fill="#1f2937"/><rect x="${x - 6}" y="${y - 14}" width="12" height="14" fill="#facc15"/><path d="M${x - 40} ${y - 30} L${x + 40} ${y}" stroke="#1f2937" stroke-width="4"/>`
  c.add(kayak(420, 650, '#f97316'), kayak(640, 700, '#ef4444'), kayak(860, 620, '#eab308'))
  return { x: 600, y: 600 }
}

export function mountainRoad(c: Canvas): Focus {
  sky(c)
  sunFor(c, 360)
  ridge(c, 360, 180, '#9b7b68', { jagged: true, steps: 6 })
  ridge(c, 480, 160, c.pal(['#7a5646', '#8a6a56']), { jagged: true, steps: 5 })
  c.add(`<path d="M0 ${H} L0 560 Q300 520 600 600 Q900 680 ${W} 620 L${W} ${H} Z" fill="#6b4b3b"/>`)
  c.add(`<path d="M1200 480 Q900 500 700 560 Q400 650 520 ${H}" stroke="#374151" stroke-width="60" fill="none"/><path d="M1200 480 Q900 500 700 560 Q400 650 520 ${H}" stroke="#f8fafc" stroke-width="3" stroke-dasharray="30 24" fill="none"/>`)
  c.add(suv(760, 560, 0.8, c.pal(['#f8fafc', '#b91c1c'])))
  if (isDark(c.time)) c.light(`<circle cx="680" cy="536" r="40" fill="${c.glow('#fff7d6', 0.8)}"/>`)
  return { x: 700, y: 560 }
}

export function heritageVillage(c: Canvas): Focus {
  sky(c)
  sunFor(c, 520)
  const mud = c.pal(['#c9a27e', '#b98e66', '#d2b48c'])
  ridge(c, 470, 120, '#8c6a54', { jagged: true, steps: 5 })
  c.add(`<rect y="560" width="${W}" height="${H - 560}" fill="${c.gradient(['#d6b98c', '#a8855e'])}"/>`)
  c.add(`<rect x="640" y="300" width="90" height="300" fill="${mud}"/><rect x="630" y="290" width="110" height="20" fill="${mud}"/><g fill="#6b4f3a">${[650, 680, 710].map((x) => `<rect x="${x}" y="330" width="10" height="24"/>`).join('')}</g>`)
  c.add(`<rect x="180" y="440" width="420" height="160" fill="${mud}"/><rect x="760" y="470" width="300" height="130" fill="${mud}"/><g fill="#6b4f3a">${[220, 320, 420, 520, 800, 900, 1000].map((x) => `<rect x="${x}" y="500" width="30" height="50"/>`).join('')}</g>`)
  c.add(palm(120, 620, 260, '#166534', 20), palm(1110, 640, 220, '#166534', -30))
  return { x: 600, y: 460 }
}

/** The white mosque's dome is the focus of its pictures; this draws the tallest tower with people at its foot. */
export function burjPlaza(c: Canvas): Focus {
  sky(c)
  sunFor(c, 600, 1000)
  c.add(spireTower(600, 660, 620, isDark(c.time) ? '#1e293b' : '#64748b'))
  c.add(`<rect y="660" width="${W}" height="${H - 660}" fill="#d6d3d1"/>`)
  if (isDark(c.time)) c.light(`<path d="M590 60 L610 60 L640 660 L560 660 Z" fill="#bae6fd" opacity="0.25"/>`)
  c.add(crowd(120, 1080, 790, 0.75, ['#1f2937', '#7f1d1d', '#1e3a8a', '#374151'], 8, c.random.next))
  return { x: 600, y: 300 }
}
