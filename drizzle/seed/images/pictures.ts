// One experience's pictures as files and words: the plan's shots expanded with their file names and alt texts.
import { LOCALES } from '../../../app/domain/locales'
import type { Text4 } from '../types'
import { CLOSE_ALT, FOREGROUND_ALTS, SCENE_ALTS, TIMELESS, TIME_ALTS } from './picture-alts'
import { PICTURE_PLANS, type ShotPlan } from './plans'
import type { Shot } from './render'

export type Picture = { name: string; shot: Shot; alt: Text4 }

/** `<slug>.svg` is the cover, then `<slug>-2.svg`, `<slug>-3.svg` … in plan order. */
export function pictureName(slug: string, index: number): string {
  return index === 0 ? slug : `${slug}-${index + 1}`
}

export function toShot([scene, time, view = 'wide', foreground = 'none', palette = 0]: ShotPlan): Shot {
  return { scene, time, view, foreground, palette }
}

/** "Three 4x4s racing over the dunes, at sunset, with travellers in the foreground", in each language. */
export function altOf(shot: Shot): Text4 {
  const parts: Text4[] = [SCENE_ALTS[shot.scene]]
  if (!TIMELESS.has(shot.scene)) parts.push(TIME_ALTS[shot.time])
  if (shot.view === 'close' || shot.view === 'close-mirrored') parts.push(CLOSE_ALT)
  if (shot.foreground !== 'none') parts.push(FOREGROUND_ALTS[shot.foreground])
  return Object.fromEntries(LOCALES.map((l) => [l, parts.map((p) => p[l]).join(', ')])) as Text4
}

export function experiencePictures(slug: string): Picture[] {
  const plan = PICTURE_PLANS[slug]
  if (!plan) throw new Error(`No picture plan for the demo experience ${slug} (drizzle/seed/images/plans.ts)`)
  return plan.map((entry, i) => {
    const shot = toShot(entry)
    return { name: pictureName(slug, i), shot, alt: altOf(shot) }
  })
}

/** What makes two pictures look alike: the scene, colours, view and foreground, and the hour where it shows. */
export function lookOf(shot: Shot): string {
  return [shot.scene, TIMELESS.has(shot.scene) ? '*' : shot.time, shot.view, shot.foreground, shot.palette].join('|')
}
