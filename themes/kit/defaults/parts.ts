// The app's hero and experience card as the kit's default slots, each a chunk of its own (kit/part.tsx).
import { themePart } from '../part'

export const KitHero = themePart(() => import('./hero').then((m) => m?.Hero))
export const KitExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))
