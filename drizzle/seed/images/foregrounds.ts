// What stands between the camera and the scene: people watching, an arch, palm fronds, a deck rail, a window
// frame, branches, gulls, a string of lights. Drawn in screen space, after the view's zoom or mirror.
import { type Canvas, H, type Time, W, isDark, n } from './canvas'
import { crowd, gull, palm } from './shapes-people'

export const FOREGROUNDS = ['none', 'people', 'arch', 'palms', 'railing', 'window', 'branches', 'gulls', 'lanterns'] as const
export type Foreground = (typeof FOREGROUNDS)[number]

const SHADE: Record<Time, string> = { dawn: '#2a2140', day: '#1f2937', golden: '#3b2a1e', sunset: '#1c1226', dusk: '#0b1026', night: '#05070f' }

export function drawForeground(c: Canvas, foreground: Foreground): void {
  const shade = SHADE[c.time]
  c.on('front', () => {
    switch (foreground) {
      case 'none':
        return
      case 'people':
        c.add(crowd(170 + c.random.next() * 120, 520 + c.random.next() * 160, H + 40, 1.5, [shade], 3, c.random.next))
        return
      case 'arch':
        c.add(`<path fill-rule="evenodd" d="M0 0 H${W} V${H} H0 Z M150 ${H} V330 A450 300 0 0 1 1050 330 V${H} Z" fill="${c.pal(['#5c4033', '#3f3a36', '#6b5a4a'])}"/>`)
        c.add(`<path d="M150 ${H} V330 A450 300 0 0 1 1050 330 V${H}" stroke="#000000" stroke-opacity="0.25" stroke-width="16" fill="none"/>`)
        return
      case 'palms':
        c.add(palm(60, H + 20, 560, shade, 90), palm(1170, H + 20, 480, shade, -110))
        return
      case 'railing':
        c.add(`<rect y="${H - 150}" width="${W}" height="10" rx="5" fill="#e5e7eb"/><rect y="${H - 100}" width="${W}" height="6" fill="#d1d5db"/><g fill="#e5e7eb">${Array.from({ length: 9 }, (_, i) => `<rect x="${60 + i * 140}" y="${H - 150}" width="8" height="150"/>`).join('')}</g><rect y="${H - 40}" width="${W}" height="40" fill="${c.pal(['#b45309', '#e5e7eb', '#78350f'])}"/>`)
        return
      case 'window':
        c.add(`<g fill="${shade}"><rect width="${W}" height="40"/><rect y="${H - 70}" width="${W}" height="70"/><rect x="0" width="34" height="${H}"/><rect x="${W - 34}" width="34" height="${H}"/><rect x="${W / 2 - 10}" width="20" height="${H}"/></g><path d="M80 80 L300 ${H - 90}" stroke="#ffffff" stroke-width="30" opacity="0.06"/>`)
        return
      case 'branches': {
        const leaves = isDark(c.time) ? shade : c.pal(['#3f6212', '#166534', '#65a30d'])
        const blobs = Array.from({ length: 26 }, () => `<ellipse cx="${n(c.random.next() * 460)}" cy="${n(c.random.next() * 170)}" rx="${n(18 + c.random.next() * 20)}" ry="${n(10 + c.random.next() * 10)}" transform="rotate(${n(c.random.next() * 180)} 0 0)"/>`)
        c.add(`<path d="M0 40 Q200 80 480 20 M0 120 Q160 140 300 90" stroke="#3f2a1d" stroke-width="10" fill="none"/><g fill="${leaves}" transform="translate(0 0)">${blobs.join('')}</g>`)
        return
      }
      case 'gulls':
        c.add(...Array.from({ length: 6 }, () => gull(80 + c.random.next() * 1040, 60 + c.random.next() * 260, 1 + c.random.next() * 1.6, isDark(c.time) ? '#e5e7eb' : shade)))
        return
      case 'lanterns': {
        const colors = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#ec4899']
        c.add(`<path d="M0 30 Q600 150 ${W} 30" stroke="${shade}" stroke-width="2" fill="none"/>`)
        c.add(...Array.from({ length: 11 }, (_, i) => {
          const x = 50 + i * 110
          const y = 30 + 120 * (1 - ((x - 600) / 600) ** 2) * 0.8
          return `<circle cx="${n(x)}" cy="${n(y + 30)}" r="44" fill="${c.glow(colors[i % 5]!, 0.45)}"/><ellipse cx="${n(x)}" cy="${n(y + 30)}" rx="16" ry="22" fill="${colors[i % 5]}"/>`
        }))
        return
      }
    }
  })
}
