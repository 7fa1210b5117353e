// Stable ids of seeded rows, derived from their natural keys so every run agrees on them.
import { seedId } from './random'

export const ids = {
  supplier: (slug: string) => seedId(`supplier:${slug}`),
  city: (slug: string) => seedId(`city:${slug}`),
  category: (slug: string) => seedId(`category:${slug}`),
  policy: (slug: string) => seedId(`policy:${slug}`),
  facet: (kind: string, slug: string) => seedId(`facet:${kind}:${slug}`),
  experience: (slug: string) => seedId(`experience:${slug}`),
  option: (experienceSlug: string, optionSlug: string) => seedId(`option:${experienceSlug}:${optionSlug}`),
}
