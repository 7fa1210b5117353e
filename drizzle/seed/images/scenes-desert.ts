// Scenes of the Emirates: dunes at every hour, camps, caravans, the skyline and the white mosque.
import { type Canvas, H, SKIES, type Time, W, clouds, n, ridge, sky, sun } from './canvas'
import { mosque, skyline, spireTower } from './shapes-buildings'
import { balloon, camel, quadBike } from './shapes-vehicles'

const SAND: Record<Time, string[]> = {
  dawn: ['#c98b6b', '#b5705a', '#93544a'],
  day: ['#f0c27b', '#e0a15e', '#c98546'],
  sunset: ['#e27d4a', '#c4583a', '#8f3b2e'],
  night: ['#3b3358', '#2b2546', '#1c1833'],
}

function dunes(c: Canvas, time: Time, top = 520): void {
  const [far, mid, near] = SAND[time]
  ridge(c, top, 90, far!, { steps: 5 })
  ridge(c, top + 90, 110, mid!, { steps: 4 })
  ridge(c, top + 190, 90, c.gradient([near!, SAND[time][2]!, '#2a160f']), { steps: 3 })
}

export function desertScene(time: Time) {
  return (c: Canvas) => {
    sky(c, time)
    if (time === 'day') clouds(c, 3, '#ffffff', 0.5)
    sun(c, time, 300 + c.random.next() * 600, time === 'day' ? 160 : 430, time === 'night' ? 40 : 70)
    dunes(c, time)
  }
}

export function desertCamp(c: Canvas): void {
  sky(c, 'night')
  sun(c, 'night', 940, 150, 40)
  dunes(c, 'night', 560)
  const tents = Array.from({ length: 5 }, (_, i) => {
    const x = 220 + i * 170 + c.random.next() * 30
    return `<path d="M${n(x - 70)} 700 L${n(x)} 615 L${n(x + 70)} 700 Z" fill="#f1e3c8"/><path d="M${n(x - 12)} 700 L${n(x)} 660 L${n(x + 12)} 700 Z" fill="#ffb347"/>`
  }).join('')
  const lamps = Array.from({ length: 14 }, (_, i) => `<circle cx="${n(120 + i * 70)}" cy="${n(600 + Math.sin(i) * 6)}" r="4" fill="#ffd27a"/>`).join('')
  c.add(`<path d="M100 604 Q600 560 1100 604" stroke="#ffd27a" stroke-width="1" fill="none" opacity="0.6"/>`, lamps, tents)
  c.add(`<circle cx="600" cy="730" r="90" fill="${c.glow('#ff9f43', 0.9)}"/><path d="M580 745 L600 700 L620 745 Z" fill="#ffb347"/>`)
}

export function desertQuads(c: Canvas): void {
  desertScene('day')(c)
  c.add(`<g opacity="0.25" fill="#f7e1b5"><ellipse cx="420" cy="690" rx="160" ry="30"/><ellipse cx="780" cy="650" rx="130" ry="24"/></g>`)
  c.add(quadBike(520, 690, 1.3), quadBike(860, 650, 1.05, '#7f1d1d'), quadBike(300, 720, 1.5, '#111827'))
}

export function desertCamels(c: Canvas): void {
  desertScene('dawn')(c)
  const y = 600
  c.add(camel(420, y, 1.1), camel(600, y - 12, 1.05), camel(780, y - 26, 1))
}

export function desertBalloons(c: Canvas): void {
  desertScene('dawn')(c)
  const palette: Array<[string, string, string]> = [['#ef4444', '#fbbf24', '#1d4ed8'], ['#10b981', '#f8fafc', '#f97316'], ['#8b5cf6', '#fde68a', '#ec4899']]
  palette.forEach((colors, i) => c.add(balloon(260 + i * 330 + c.random.next() * 60, 230 + c.random.next() * 120, 0.8 + c.random.next() * 0.6, colors)))
}

export function dubaiSkyline(time: Time) {
  return (c: Canvas) => {
    sky(c, time)
    sun(c, time, 240, time === 'night' ? 140 : 380, 50)
    const color = time === 'night' ? '#0b1024' : '#3a4a6b'
    const lights = time === 'night' ? '#ffd98a' : null
    c.add(skyline(c.random, 640, 0, W, time === 'night' ? '#141b3a' : '#6f7fa3', lights, 160))
    c.add(spireTower(620, 640, 560, color), skyline(c.random, 660, 0, W, color, lights, 230))
    c.add(`<rect y="660" width="${W}" height="${H - 660}" fill="${c.gradient(time === 'night' ? ['#0d1430', '#05070f'] : ['#3f6d96', '#1f3a5a'])}"/>`)
  }
}

export function whiteMosque(c: Canvas): void {
  sky(c, 'sunset')
  sun(c, 'sunset', 960, 420, 55)
  c.add(`<rect y="610" width="${W}" height="${H - 610}" fill="${c.gradient(['#d9c7b8', '#9b8a80'])}"/>`)
  c.add(mosque(600, 620, 1.25, '#fbf7f1'))
  c.add(`<rect x="180" y="640" width="840" height="60" fill="${SKIES.sunset.haze}" opacity="0.35"/>`)
}

export function mountainLake(alpine: boolean) {
  return (c: Canvas) => {
    sky(c, 'day')
    clouds(c, 4)
    // Snowy peaks behind, bare rock in front: the white tips read as snow caps.
    if (alpine) ridge(c, 380, 200, '#f1f5f9', { jagged: true, steps: 5 })
    ridge(c, 440, 200, alpine ? '#8aa0b8' : '#a0705a', { jagged: true, steps: 5 })
    ridge(c, 520, 120, alpine ? '#3f6b4f' : '#7a4a36', { steps: 4 })
    c.add(`<rect y="560" width="${W}" height="${H - 560}" fill="${c.gradient(['#2bb3b1', '#147a8a', '#0c4a5a'])}"/>`)
    c.add(`<path d="M440 640 L520 630 L600 640 L520 648 Z" fill="#f97316"/><rect x="516" y="600" width="3" height="40" fill="#1f2937"/>`)
  }
}
