// Scenes of Bavaria, Berlin and Salzburg, plus the service pictures (road, passport).
import { type Canvas, H, W, clouds, n, ridge, sky, sun } from './canvas'
import { castle, colonnade, dome, gabledHouses, onionTower, skyline, tvTower } from './shapes-buildings'
import { car } from './shapes-vehicles'

export function fairytaleCastle(c: Canvas): void {
  sky(c, 'day')
  clouds(c, 3)
  ridge(c, 340, 200, '#f1f5f9', { jagged: true, steps: 6 })
  ridge(c, 400, 200, '#9fb3c8', { jagged: true, steps: 6 })
  ridge(c, 600, 140, '#2f5d3a', { steps: 5 })
  c.add(castle(600, 470, 1.2, '#f1ece2', '#4b6a8c'))
  c.add(`<path d="M360 520 Q600 420 860 520 L860 ${H} L360 ${H} Z" fill="#3b6b46"/>`)
  ridge(c, 720, 60, '#1f4a2c', { steps: 4 })
}

export function munichOldTown(c: Canvas): void {
  sky(c, 'sunset')
  sun(c, 'sunset', 980, 470, 50)
  c.add(onionTower(560, 560, 330, '#3b2a3f'), onionTower(660, 560, 330, '#3b2a3f'))
  c.add(gabledHouses(c.random, 700, ['#d97757', '#e9b872', '#f4d9a6', '#c2664a', '#efe3c8']))
  c.add(`<rect y="700" width="${W}" height="${H - 700}" fill="#6b5a52"/>`)
}

export function salzburgOldTown(c: Canvas): void {
  sky(c, 'day')
  ridge(c, 360, 160, '#7d93a8', { jagged: true, steps: 6 })
  c.add(`<path d="M700 420 Q840 240 1000 420 Z" fill="#4b6b3c"/>`, castle(850, 300, 0.55, '#ece6da', '#8a8f98'))
  c.add(dome(420, 560, 70, '#5b7f6e'), dome(560, 560, 45, '#5b7f6e'), onionTower(300, 600, 200, '#5b7f6e'))
  c.add(gabledHouses(c.random, 700, ['#f1e4c9', '#e8c9a0', '#f6efe1', '#d8b48a']))
  c.add(`<rect y="700" width="${W}" height="${H - 700}" fill="${c.gradient(['#5fa8c7', '#2f6f8a'])}"/>`)
}

export function beerHall(c: Canvas): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#3b2414', '#6b4423', '#2a170c'])}"/>`)
  for (let i = 0; i < 4; i++) c.add(`<path d="M${i * 320 - 40} 520 L${i * 320 - 40} 200 A160 140 0 0 1 ${i * 320 + 280} 200 L${i * 320 + 280} 520" stroke="#f5e6c8" stroke-width="26" fill="none" opacity="0.8"/>`)
  c.add(`<g>${Array.from({ length: 6 }, (_, i) => `<circle cx="${120 + i * 190}" cy="170" r="70" fill="${c.glow('#ffd27a', 0.6)}"/><circle cx="${120 + i * 190}" cy="170" r="16" fill="#ffe7a8"/>`).join('')}</g>`)
  c.add(`<rect y="560" width="${W}" height="40" fill="#8b5a2b"/><rect y="600" width="${W}" height="200" fill="#4a2c14"/>`)
  const mugs = [200, 360, 560, 760, 960].map((x) => `<rect x="${x}" y="470" width="60" height="90" rx="6" fill="#f59e0b"/><rect x="${x}" y="458" width="60" height="22" rx="10" fill="#fffbeb"/><path d="M${x + 60} 490 q30 0 30 25 q0 25 -30 25" stroke="#e5e7eb" stroke-width="8" fill="none"/>`)
  c.add(mugs.join(''), `<path d="M660 520 q40 -50 80 0 q-40 -20 -80 0 M660 520 q40 30 80 0" stroke="#b45309" stroke-width="12" fill="none"/>`)
}

export function berlinSkyline(c: Canvas): void {
  sky(c, 'dawn')
  sun(c, 'dawn', 260, 480, 55)
  const color = '#2a2a48'
  c.add(tvTower(760, 620, 560, color), skyline(c.random, 620, 0, W, color, '#ffe3a3', 150))
  c.add(`<g fill="${color}"><rect x="360" y="540" width="200" height="80"/><rect x="350" y="530" width="220" height="14"/>${[370, 410, 450, 490, 530].map((x) => `<rect x="${x}" y="544" width="16" height="76" fill="#3f3f66"/>`).join('')}<path d="M440 530 l20 -30 l20 30 Z"/></g>`)
  c.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#1d1d33"/>`)
}

export function wallMurals(c: Canvas): void {
  sky(c, 'day')
  c.add(`<rect y="600" width="${W}" height="200" fill="#9ca3af"/><rect y="260" width="${W}" height="360" fill="#e5e7eb"/>`)
  const colors = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6', '#111827']
  for (let i = 0; i < 10; i++) {
    const x = i * 120
    c.add(`<rect x="${x}" y="260" width="118" height="360" fill="${colors[(i * 3) % colors.length]}" opacity="0.15"/>`)
    c.add(`<circle cx="${n(x + 60)}" cy="${n(360 + c.random.next() * 140)}" r="${n(30 + c.random.next() * 40)}" fill="${colors[i % colors.length]}"/>`)
    c.add(`<path d="M${x + 10} ${n(560 - c.random.next() * 60)} Q${x + 60} ${n(420 + c.random.next() * 60)} ${x + 110} ${n(540 - c.random.next() * 80)}" stroke="${colors[(i + 3) % colors.length]}" stroke-width="14" fill="none" stroke-linecap="round"/>`)
  }
  c.add(`<g fill="#6b7280">${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 120 + 117}" y="260" width="3" height="360"/>`).join('')}</g><rect y="250" width="${W}" height="16" rx="8" fill="#d1d5db"/>`)
}

export function museumColumns(c: Canvas): void {
  sky(c, 'day')
  clouds(c, 2)
  c.add(colonnade(230, 600, 740, 300, '#f3eadb', '#b7a88f'))
}

export function christmasMarket(c: Canvas): void {
  sky(c, 'night')
  c.add(`<rect y="600" width="${W}" height="200" fill="#e8eef7"/>`)
  const stalls = Array.from({ length: 5 }, (_, i) => {
    const x = 60 + i * 230
    return `<rect x="${x}" y="500" width="180" height="110" fill="#7c3f22"/><path d="M${x - 20} 505 L${x + 90} 420 L${x + 200} 505 Z" fill="#f8fafc"/><rect x="${x + 20}" y="530" width="140" height="40" fill="#ffd27a"/>`
  })
  const bulbs = Array.from({ length: 40 }, (_, i) => `<circle cx="${n(15 + i * 30)}" cy="${n(390 + Math.sin(i / 2) * 16)}" r="4" fill="${i % 3 ? '#ffd27a' : '#ef4444'}"/>`)
  c.add(stalls.join(''), bulbs.join(''))
  c.add(`<path d="M600 130 L520 400 L680 400 Z" fill="#14532d"/><circle cx="600" cy="120" r="10" fill="#fde047"/>`)
  c.add(`<g fill="#ffffff" opacity="0.9">${Array.from({ length: 70 }, () => `<circle cx="${n(c.random.next() * W)}" cy="${n(c.random.next() * 600)}" r="${n(1.5 + c.random.next() * 2)}"/>`).join('')}</g>`)
}

export function memorialBirches(c: Canvas): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#b9c2cc', '#dfe3e6', '#eef0f1'])}"/>`)
  c.add(`<rect y="560" width="${W}" height="240" fill="${c.gradient(['#9aa59a', '#7b857b'])}"/><rect x="0" y="600" width="${W}" height="10" fill="#6b7280" opacity="0.6"/>`)
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 135 + c.random.next() * 30
    c.add(`<rect x="${n(x)}" y="120" width="16" height="460" fill="#f5f5f4"/>${Array.from({ length: 8 }, (_, j) => `<rect x="${n(x)}" y="${n(150 + j * 52 + c.random.next() * 20)}" width="${n(6 + c.random.next() * 8)}" height="4" fill="#44403c"/>`).join('')}`)
    c.add(`<ellipse cx="${n(x + 8)}" cy="${n(140 + c.random.next() * 40)}" rx="70" ry="90" fill="#a3b18a" opacity="0.5"/>`)
  }
}

export function palaceGardens(c: Canvas): void {
  sky(c, 'day')
  clouds(c, 3)
  c.add(`<rect x="320" y="250" width="560" height="90" fill="#f4e3b5"/>`, dome(600, 250, 60, '#6b8f71'), `<g fill="#c9a86a">${Array.from({ length: 10 }, (_, i) => `<rect x="${340 + i * 54}" y="270" width="20" height="50"/>`).join('')}</g>`)
  for (let i = 0; i < 6; i++) {
    const y = 340 + i * 70
    c.add(`<rect x="${200 - i * 30}" y="${y}" width="${800 + i * 60}" height="24" fill="#4f7a3f"/><rect x="${200 - i * 30}" y="${y + 24}" width="${800 + i * 60}" height="46" fill="#d6c7a1"/>`)
  }
  c.add(`<rect x="560" y="340" width="80" height="${H - 340}" fill="#e7dcc3"/>`)
}

export function airportRoad(c: Canvas): void {
  sky(c, 'dawn')
  sun(c, 'dawn', 900, 420, 50)
  c.add(skyline(c.random, 470, 500, W, '#4b4a6b', null, 140))
  ridge(c, 480, 30, '#5b6b5b', { steps: 6 })
  c.add(`<path d="M0 560 L${W} 520 L${W} ${H} L0 ${H} Z" fill="#374151"/><path d="M0 660 L${W} 600" stroke="#f8fafc" stroke-width="6" stroke-dasharray="60 40"/>`)
  c.add(car(560, 690, 1.3))
  c.add(`<path d="M150 180 l120 -20 l10 10 l-110 30 Z" fill="#f8fafc"/><path d="M200 170 l-30 -30 l14 0 l40 26 Z" fill="#f8fafc"/>`)
}

export function passportStamps(c: Canvas): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#e0e7ff', '#c7d2fe'])}"/>`)
  c.add(`<g transform="rotate(-8 600 400)"><rect x="330" y="150" width="540" height="500" rx="24" fill="#1e3a8a"/><rect x="350" y="170" width="500" height="460" rx="16" fill="#f8fafc"/>`)
  const colors = ['#dc2626', '#16a34a', '#7c3aed', '#0891b2']
  c.add(Array.from({ length: 5 }, (_, i) => `<circle cx="${n(430 + c.random.next() * 340)}" cy="${n(240 + c.random.next() * 300)}" r="${n(46 + c.random.next() * 20)}" fill="none" stroke="${colors[i % 4]}" stroke-width="6" opacity="0.8"/>`).join(''))
  c.add(`<rect x="420" y="560" width="360" height="10" rx="5" fill="#94a3b8"/><rect x="420" y="585" width="260" height="10" rx="5" fill="#94a3b8"/></g>`)
  c.add(`<path d="M940 180 l140 -40 l14 14 l-126 52 Z" fill="#1e3a8a" opacity="0.8"/>`)
}
