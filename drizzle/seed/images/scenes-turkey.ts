// Scenes of Türkiye on land: Cappadocia, bazaars, hammams, canyons, terraces and old townhouses.
import { type Canvas, H, W, clouds, n, ridge, sky, sun } from './canvas'
import { fairyChimney } from './shapes-buildings'
import { balloon } from './shapes-vehicles'

const BALLOON_COLORS: Array<[string, string, string]> = [
  ['#ef4444', '#fbbf24', '#1d4ed8'], ['#f97316', '#fde68a', '#be123c'], ['#0ea5e9', '#f8fafc', '#0f766e'],
  ['#a855f7', '#fde047', '#db2777'], ['#22c55e', '#f8fafc', '#15803d'], ['#eab308', '#dc2626', '#1e3a8a'],
]

function valley(c: Canvas, rock: string, cap: string): void {
  ridge(c, 560, 80, '#c69b7b', { steps: 5 })
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 135 + c.random.next() * 40
    c.add(fairyChimney(x, 640 + c.random.next() * 40, 140 + c.random.next() * 120, rock, cap))
  }
  ridge(c, 720, 40, '#9c6b4e', { steps: 4 })
}

export function cappadociaBalloons(c: Canvas): void {
  sky(c, 'dawn')
  sun(c, 'dawn', 980, 470, 60)
  for (let i = 0; i < 11; i++) {
    const s = 0.25 + c.random.next() * 0.75
    c.add(balloon(c.random.next() * W, 120 + c.random.next() * 360 * (1 - s * 0.4), s, BALLOON_COLORS[i % BALLOON_COLORS.length]!))
  }
  valley(c, '#e3b993', '#8a5a44')
}

export function cappadociaValley(c: Canvas): void {
  sky(c, 'sunset')
  sun(c, 'sunset', 260, 440, 60)
  valley(c, '#e79c72', '#7a4030')
}

export function caveHotel(c: Canvas): void {
  sky(c, 'dawn')
  c.add(balloon(260, 190, 0.6, BALLOON_COLORS[0]!), balloon(880, 140, 0.45, BALLOON_COLORS[2]!), balloon(1040, 260, 0.35, BALLOON_COLORS[3]!))
  c.add(`<path d="M80 ${H} L140 420 Q300 300 520 330 Q760 280 980 400 L1120 ${H} Z" fill="#e7c29f"/>`)
  const windows = [[260, 520], [400, 470], [560, 500], [720, 460], [860, 540], [470, 620], [680, 620]]
  c.add(windows.map(([x, y]) => `<path d="M${x! - 28} ${y! + 40} L${x! - 28} ${y} A28 28 0 0 1 ${x! + 28} ${y} L${x! + 28} ${y! + 40} Z" fill="#ffcf7a"/>`).join(''))
  c.add(`<rect x="140" y="700" width="940" height="16" fill="#a47148"/><g fill="#7c4a2d">${Array.from({ length: 16 }, (_, i) => `<rect x="${150 + i * 58}" y="670" width="6" height="30"/>`).join('')}</g>`)
}

export function bazaarLanterns(c: Canvas): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#2a1a12', '#4a2a18', '#2a1a12'])}"/>`)
  for (let i = 0; i < 5; i++) c.add(`<path d="M${i * 260 - 40} ${H} L${i * 260 - 40} 260 A130 130 0 0 1 ${i * 260 + 220} 260 L${i * 260 + 220} ${H}" stroke="#c08a4a" stroke-width="18" fill="none"/>`)
  const colors = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6']
  for (let i = 0; i < 30; i++) {
    const x = 40 + c.random.next() * 1120
    const y = 120 + c.random.next() * 380
    const color = colors[i % colors.length]!
    c.add(`<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(y - 30)}" stroke="#d6b27a" stroke-width="1.5"/><circle cx="${n(x)}" cy="${n(y)}" r="60" fill="${c.glow(color, 0.5)}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="18" ry="28" fill="${color}"/><rect x="${n(x - 6)}" y="${n(y - 34)}" width="12" height="8" fill="#d6b27a"/>`)
  }
  c.add(`<rect y="680" width="${W}" height="120" fill="#3a2416"/><g fill="#c2410c">${Array.from({ length: 12 }, (_, i) => `<path d="M${40 + i * 100} 700 Q${80 + i * 100} 650 ${120 + i * 100} 700 Z"/>`).join('')}</g>`)
}

export function hammamDome(c: Canvas, dervish = false): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#e9e1d3', '#c9bba3', '#8e8069'])}"/>`)
  c.add(`<path d="M100 ${H} L100 420 A500 400 0 0 1 1100 420 L1100 ${H} Z" fill="#f4ede0" opacity="0.6"/>`)
  for (let i = 0; i < 24; i++) {
    const a = (Math.PI * (i + 0.5)) / 24
    const r = 250 + (i % 3) * 70
    c.add(`<path d="M${n(600 + Math.cos(a) * r)} ${n(430 - Math.sin(a) * r * 0.8 - 14)} l8 14 l-8 14 l-8 -14 Z" fill="#fff8dc"/>`)
  }
  c.add(`<rect x="0" y="${H - 60}" width="${W}" height="60" fill="#a89a84"/>`)
  if (dervish) {
    c.add(`<circle cx="600" cy="470" r="260" fill="${c.glow('#fff3c4', 0.6)}"/>`)
    c.add(`<path d="M600 430 L470 720 Q600 760 730 720 Z" fill="#fbfaf7"/><rect x="586" y="360" width="28" height="80" rx="10" fill="#f5f3ee"/><rect x="588" y="300" width="24" height="60" rx="8" fill="#8b6b4a"/><path d="M590 380 L480 330 M610 380 L720 420" stroke="#f5f3ee" stroke-width="16" stroke-linecap="round"/>`)
  } else {
    c.add(`<path d="M380 ${H - 60} L420 600 L780 600 L820 ${H - 60} Z" fill="#d9cfbf"/><ellipse cx="600" cy="600" rx="180" ry="22" fill="#efe8da"/>`)
    c.add(`<g fill="#ffffff" opacity="0.35">${Array.from({ length: 8 }, (_, i) => `<ellipse cx="${n(380 + i * 60)}" cy="${n(520 - (i % 3) * 30)}" rx="70" ry="26"/>`).join('')}</g>`)
  }
}

export function canyonRiver(c: Canvas): void {
  sky(c, 'day')
  c.add(`<path d="M0 0 L420 0 L470 ${H} L0 ${H} Z" fill="${c.gradient(['#a16207', '#78350f'], true)}"/><path d="M${W} 0 L780 0 L730 ${H} L${W} ${H} Z" fill="${c.gradient(['#92400e', '#b45309'], true)}"/>`)
  c.add(`<path d="M0 0 L380 0 L360 120 L0 160 Z M${W} 0 L820 0 L850 140 L${W} 180 Z" fill="#3f7d3a"/>`)
  c.add(`<path d="M420 ${H} Q560 600 560 430 Q600 320 640 430 Q660 600 780 ${H} Z" fill="${c.gradient(['#5eead4', '#0d9488'])}"/>`)
  c.add(`<ellipse cx="600" cy="650" rx="80" ry="22" fill="#f97316"/><g fill="#fde047">${[560, 590, 620, 650].map((x) => `<circle cx="${x}" cy="630" r="9"/>`).join('')}</g>`)
}

export function travertineTerraces(c: Canvas): void {
  sky(c, 'day')
  clouds(c, 3)
  for (let i = 0; i < 7; i++) {
    const y = 330 + i * 66
    const inset = 60 - i * 8
    c.add(`<path d="M${inset} ${y} Q600 ${y - 30} ${W - inset} ${y} L${W - inset} ${y + 40} Q600 ${y + 10} ${inset} ${y + 40} Z" fill="#f8fafc"/>`)
    c.add(`<path d="M${inset + 40} ${y + 8} Q600 ${y - 18} ${W - inset - 40} ${y + 8} L${W - inset - 40} ${y + 24} Q600 ${y} ${inset + 40} ${y + 24} Z" fill="#67e8f9"/>`)
  }
}

export function potteryStudio(c: Canvas): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.gradient(['#7c3f22', '#b4693c', '#5c2d16'])}"/>`)
  c.add(`<path d="M160 0 L160 360 A140 140 0 0 0 440 360 L440 0 Z" fill="#fde68a" opacity="0.25"/>`)
  c.add(`<rect y="560" width="${W}" height="240" fill="#4a2412"/><ellipse cx="600" cy="600" rx="200" ry="36" fill="#2b1408"/>`)
  c.add(`<path d="M520 600 Q500 480 560 430 L640 430 Q700 480 680 600 Z" fill="#c2653b"/><ellipse cx="600" cy="430" rx="40" ry="10" fill="#9a4a28"/>`)
  const pots = [[220, 540, 1], [330, 550, 0.8], [880, 545, 1.1], [1000, 552, 0.7]] as const
  c.add(pots.map(([x, y, s]) => `<path d="M${x - 40 * s} ${y} Q${x - 60 * s} ${y - 70 * s} ${x - 20 * s} ${y - 110 * s} L${x + 20 * s} ${y - 110 * s} Q${x + 60 * s} ${y - 70 * s} ${x + 40 * s} ${y} Z" fill="#d97745"/>`).join(''))
}

export function boutiqueHotel(c: Canvas): void {
  sky(c, 'sunset')
  c.add(`<rect x="200" y="220" width="800" height="520" fill="#e8d3b5"/><rect x="180" y="200" width="840" height="28" fill="#9a5b3a"/>`)
  c.add(`<path d="M200 300 L1000 300 L1000 320 L200 320 Z" fill="#7a4a2d"/><g fill="#7a4a2d">${Array.from({ length: 9 }, (_, i) => `<rect x="${222 + i * 88}" y="320" width="44" height="60"/>`).join('')}</g>`)
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 250 + col * 130
      const y = 400 + row * 110
      c.add(`<path d="M${x} ${y + 70} L${x} ${y + 20} A30 30 0 0 1 ${x + 60} ${y + 20} L${x + 60} ${y + 70} Z" fill="${c.random.next() < 0.7 ? '#ffd27a' : '#5b4636'}"/>`)
    }
  }
  c.add(`<rect y="740" width="${W}" height="60" fill="#5b4636"/>`)
}
