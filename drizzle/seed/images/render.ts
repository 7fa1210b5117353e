// Draws one picture of a plan as a standalone SVG. The same shot and key always give the same bytes.
import { Canvas, type Focus, H, type Time, W } from './canvas'
import { type Foreground, drawForeground } from './foregrounds'
import { SCENES, type PictureScene } from './scenes'

export const VIEWS = ['wide', 'close', 'mirrored', 'close-mirrored'] as const
export type View = (typeof VIEWS)[number]

/** One picture: what it shows, at which hour, in which colours, from where, and what stands in front. */
export type Shot = { scene: PictureScene; time: Time; view: View; foreground: Foreground; palette: number }

const ZOOM = 1.45

function frame(view: View, focus: Focus): string {
  const mirror = view === 'mirrored' || view === 'close-mirrored' ? `translate(${W} 0) scale(-1 1)` : ''
  if (view === 'wide' || view === 'mirrored') return mirror
  // Zooming about a point inside the frame keeps the frame covered; the point is kept away from the edges.
  const x = Math.min(Math.max(focus.x, 200), W - 200)
  const y = Math.min(Math.max(focus.y, 160), H - 160)
  return `${mirror} translate(${x} ${y}) scale(${ZOOM}) translate(${-x} ${-y})`.trim()
}

/** `key` seeds the randomness (the file name), so two shots of one scene still differ in their details. */
export function renderShot(shot: Shot, key: string, title: string): string {
  const canvas = new Canvas(key, shot.time, shot.palette)
  const focus = SCENES[shot.scene](canvas) ?? { x: W / 2, y: H / 2 }
  drawForeground(canvas, shot.foreground)
  return canvas.svg(title, frame(shot.view, focus))
}
