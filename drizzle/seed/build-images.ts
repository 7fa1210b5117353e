// The picture rows of one experience: one per shot of its plan (drizzle/seed/images/plans.ts), the cover at
// position 0, each with an alt text in every language that says what that picture shows.
import type * as schema from '../schema'
import type { ExperienceSeed } from './experiences'
import { W, H } from './images/canvas'
import { experiencePictures } from './images/pictures'
import { ids } from './ids'
import { seedId } from './random'

export const IMAGE_SIZE = { width: W, height: H }

export function imagePath(name: string): string {
  return `/media/experiences/${name}.svg`
}

export function buildImages(e: Pick<ExperienceSeed, 'slug'>): Array<typeof schema.experienceImages.$inferInsert> {
  const experienceId = ids.experience(e.slug)
  return experiencePictures(e.slug).map((picture, position) => ({
    id: seedId(`image:${e.slug}:${position}`),
    experienceId,
    url: imagePath(picture.name),
    alt: picture.alt,
    position,
    ...IMAGE_SIZE,
  }))
}
