// The contract of GET /api/suggest, shared by the route (which parses its input and checks its output)
// and the search box, which imports only types from here and values from search-suggest-plain.ts, so that
// zod stays out of the browser bundle.
import { z } from '~/domain/zod'
import { LOCALES } from '~/domain/locales'
import { SUGGEST_LIMIT } from './suggest-plain'

export { cityPath, EMPTY_SUGGESTIONS, SUGGEST_LIMIT, SUGGEST_MIN_LENGTH } from './suggest-plain'

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
