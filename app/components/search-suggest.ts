// The contract of GET /api/suggest, shared by the route (which parses its input and checks its output)
// and the search box (which imports only the types, so zod stays out of the browser bundle).
import { z } from 'zod'
import { LOCALES } from '~/utils/locales'

/** Shorter text suggests nothing: one letter would match most of the catalogue and help nobody. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_LIMIT = 5

export const SuggestQuerySchema = z.object({
  // Anything a visitor can type is accepted and cut down; nothing here answers with an error.
  q: z
    .string()
    .catch('')
    .transform((q) => q.replace(/\s+/g, ' ').trim().slice(0, 100)),
  lang: z.enum(LOCALES).optional().catch(undefined),
})

const href = z.string().regex(/^\/(?!\/)/, 'a path on this site')

export const SuggestResponseSchema = z.object({
  cities: z.array(z.object({ slug: z.string().min(1), name: z.string().min(1), href })).max(SUGGEST_LIMIT),
  experiences: z
    .array(z.object({ slug: z.string().min(1), title: z.string().min(1), city: z.string(), href }))
    .max(SUGGEST_LIMIT),
})

export type SuggestResponse = z.infer<typeof SuggestResponseSchema>
export type CityOption = SuggestResponse['cities'][number]
export type ExperienceOption = SuggestResponse['experiences'][number]

export const EMPTY_SUGGESTIONS: SuggestResponse = { cities: [], experiences: [] }

/** Where choosing a city goes: its listing on a marketplace, the filtered experience list on a supplier site. */
export function cityPath(siteType: 'supplier' | 'marketplace', slug: string): string {
  return siteType === 'marketplace' ? `/things-to-do-in-${slug}` : `/experiences?city=${encodeURIComponent(slug)}`
}
