// Scenes on the water: yachts, gulets, dhows, coves, the Bosphorus and city rivers.
import { type Canvas, H, SKIES, type Time, W, clouds, n, reflection, ridge, sky, sun, water } from './canvas'
import { dome, gabledHouses, minaret, onionTower, skyline, suspensionBridge, tvTower } from './shapes-buildings'
import { dhow, motorYacht, sailboat, speedboat } from './shapes-vehicles'

const SEA: Record<Time, string[]> = {
  dawn: ['#6b7fb0', '#3e4f86', '#22305a'],
  day: ['#2ec4d6', '#0f8fb3', '#075985'],
  sunset: ['#d8735c', '#7a3a62', '#2b1c47'],
  night: ['#1a2150', '#0c1230', '#05081a'],
}

/** Sky, sun, an optional coast on the horizon, then the sea in front of it. */
function seaWithSun(c: Canvas, time: Time, horizon: number, sunX: number, coast?: string): void {
  sky(c, time)
  if (time === 'day') clouds(c, 4)
  sun(c, time, sunX, time === 'day' ? 150 : horizon - 40, 55)
  if (coast) ridge(c, horizon + 4, 60, coast, { steps: 5 })
  water(c, horizon, SEA[time])
  if (time !== 'day') reflection(c, sunX, horizon, SKIES[time].sun)
}

export function yachtScene(time: Time) {
  return (c: Canvas) => {
    seaWithSun(c, time, 470, 820, time === 'night' ? undefined : time === 'day' ? '#4f8a5b' : '#3b2a4a')
    const hull = time === 'night' ? '#e2e8f0' : '#f8fafc'
    c.add(motorYacht(520 + c.random.next() * 120, 600, 1.5, hull, time === 'night' ? '#f59e0b' : '#1e293b'))
    if (time === 'night') c.add(`<g fill="#ffd27a">${Array.from({ length: 10 }, (_, i) => `<circle cx="${n(330 + i * 40)}" cy="560" r="3"/>`).join('')}</g>`)
  }
}

export function sailboatScene(time: Time) {
  return (c: Canvas) => {
    seaWithSun(c, time, 480, 300, time === 'day' ? '#4d7c4f' : '#4a2a45')
    c.add(sailboat(640 + c.random.next() * 100, 620, 1.25))
  }
}

export function speedboatCove(c: Canvas): void {
  sky(c, 'day')
  c.add(`<rect y="420" width="${W}" height="${H - 420}" fill="${c.gradient(['#5eead4', '#14b8a6', '#0e7490'])}"/>`)
  c.add(`<path d="M0 180 Q120 260 160 420 L160 ${H} L0 ${H} Z" fill="#b08968"/><path d="M${W} 140 Q1060 250 1020 440 L1020 ${H} L${W} ${H} Z" fill="#9c6644"/>`)
  c.add(`<path d="M0 170 Q80 150 150 200 L100 230 Z M${W} 130 Q1100 120 1040 170 L1100 200 Z" fill="#3f7d3a"/>`)
  c.add(speedboat(560, 620, 1.6), speedboat(820, 520, 0.8, '#2563eb'))
}

export function dhowScene(marina: boolean) {
  return (c: Canvas) => {
    sky(c, 'night')
    const lights = '#ffd98a'
    c.add(skyline(c.random, 470, 0, W, '#131a3c', lights, marina ? 300 : 120))
    water(c, 470, SEA.night, '#ffd98a')
    if (!marina) c.add(`<g fill="#8a6a4a">${Array.from({ length: 6 }, (_, i) => `<rect x="${n(80 + i * 190)}" y="410" width="26" height="60"/><rect x="${n(76 + i * 190)}" y="404" width="34" height="8"/>`).join('')}</g>`)
    c.add(dhow(600, 610, 1.6, true))
  }
}

export function bosphorusBridge(c: Canvas): void {
  seaWithSun(c, 'sunset', 520, 980, '#3a2346')
  c.add(suspensionBridge(560, 470, '#1f1533', true))
}

export function istanbulSkyline(c: Canvas): void {
  seaWithSun(c, 'dawn', 540, 880)
  const color = '#2d2747'
  c.add(`<rect y="470" width="${W}" height="72" fill="${color}"/>`)
  c.add(dome(420, 470, 90, color), dome(300, 470, 46, color), dome(540, 470, 46, color))
  c.add(minaret(250, 472, 220, color), minaret(590, 472, 220, color), minaret(330, 472, 190, color), minaret(510, 472, 190, color))
  c.add(dome(860, 480, 70, color), minaret(780, 482, 180, color), minaret(940, 482, 180, color))
  c.add(`<path d="M120 640 L300 640 L280 664 L140 664 Z" fill="#f8fafc"/><rect x="170" y="616" width="90" height="24" fill="#f8fafc"/><rect x="200" y="596" width="10" height="20" fill="#dc2626"/>`)
}

export function oldHarbour(c: Canvas): void {
  sky(c, 'day')
  clouds(c, 3)
  c.add(`<path d="M0 300 L${W} 380 L${W} 560 L0 560 Z" fill="#c9a27e"/>`)
  c.add(gabledHouses(c.random, 470, ['#e7c8a0', '#f4e1c1', '#d99a6c', '#b5835a']))
  c.add(`<rect x="0" y="470" width="${W}" height="90" fill="#a97c50"/><g fill="#8b5e34">${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 62}" y="462" width="40" height="14"/>`).join('')}</g>`)
  water(c, 560, SEA.day)
  c.add(sailboat(300, 680, 0.55), sailboat(620, 700, 0.6, '#1e3a8a'), motorYacht(930, 690, 0.6))
}

export function waterfallCoast(c: Canvas): void {
  sky(c, 'day')
  water(c, 520, SEA.day)
  c.add(`<path d="M0 260 L760 300 L760 620 L0 620 Z" fill="#8d6e52"/><path d="M0 240 L780 290 L760 310 L0 270 Z" fill="#4f7a3f"/>`)
  c.add(`<path d="M420 300 L520 300 L540 620 L400 620 Z" fill="${c.gradient(['#f0fbff', '#bfe9ff', '#ffffff'])}"/>`)
  c.add(`<ellipse cx="470" cy="625" rx="160" ry="28" fill="#ffffff" opacity="0.8"/>`)
  c.add(motorYacht(930, 640, 0.7))
}

export function spreeRiver(c: Canvas): void {
  sky(c, 'sunset')
  sun(c, 'sunset', 300, 400, 50)
  const color = '#2b2142'
  c.add(tvTower(860, 520, 470, color), skyline(c.random, 520, 0, W, color, '#ffd98a', 120))
  c.add(onionTower(420, 520, 170, color), dome(560, 480, 60, color), `<rect x="490" y="480" width="140" height="44" fill="${color}"/>`)
  water(c, 520, SEA.sunset, '#ffd27a')
  c.add(`<path d="M360 640 L760 640 L730 680 L390 680 Z" fill="#f8fafc"/><rect x="420" y="606" width="290" height="34" fill="#e2e8f0"/><g fill="#60a5fa">${Array.from({ length: 9 }, (_, i) => `<rect x="${432 + i * 31}" y="614" width="20" height="14"/>`).join('')}</g>`)
}
