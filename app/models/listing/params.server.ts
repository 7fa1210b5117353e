// The query string of a listing page (filters, sort, page) parsed by one zod schema. Anything a visitor can
// type is accepted: a bad value is dropped, never an error, so a hand-edited URL still shows a page.
import { z } from '~/domain/zod'

export const SORTS = ['recommended', 'price-asc', 'price-desc'] as const
export type ListingSort = (typeof SORTS)[number]

/** Duration buckets in minutes, inclusive at both ends; null means no upper bound. */
export const DURATION_BUCKETS = {
  'up-to-1h': [0, 60],
  '1-4h': [61, 240],
  '4h-1d': [241, 1440],
  'multi-day': [1441, null],
} as const satisfies Record<string, readonly [number, number | null]>
export type DurationBucket = keyof typeof DURATION_BUCKETS

/** "At least" star thresholds offered by the rating filter. */
export const RATING_THRESHOLDS = [4.5, 4, 3.5, 3] as const

/** Facet kinds (the facets table) by the query parameter that carries them. */
export const FACET_PARAMS = {
  language: 'language',
  label: 'label',
  occasion: 'occasion',
  'best-for': 'best_for',
  time: 'time_of_day',
  age: 'age_range',
} as const
export type FacetParam = keyof typeof FACET_PARAMS
export type FacetKind = (typeof FACET_PARAMS)[FacetParam]

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/
const MAX_VALUES = 20

/** Repeated keys and comma lists both work: `?label=a&label=b` and `?label=a,b`. */
const slugList = z
  .array(z.string())
  .catch([])
  .transform((values) => [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()))].filter((v) => SLUG.test(v)).slice(0, MAX_VALUES))

/** A price bound in major units of the display currency; an empty field means "no bound". */
const amount = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().finite().min(0).max(1e9).optional()).catch(undefined)

const ListingParamsSchema = z
  .object({
    'min-price': amount,
    'max-price': amount,
    duration: slugList.transform((v) => v.filter((b): b is DurationBucket => b in DURATION_BUCKETS)),
    rating: z.coerce.number().optional().catch(undefined).transform((r) => RATING_THRESHOLDS.find((t) => t === r)),
    category: slugList,
    ...(Object.fromEntries(Object.keys(FACET_PARAMS).map((p) => [p, slugList])) as Record<FacetParam, typeof slugList>),
    city: z.string().regex(SLUG).optional().catch(undefined),
    date: z.iso.date().optional().catch(undefined),
    sort: z.enum(SORTS).catch('recommended'),
    page: z.coerce.number().int().min(1).max(10_000).catch(1),
  })
  .transform(({ 'min-price': lo, 'max-price': hi, ...rest }) => {
    // A reversed range is read the way it was meant.
    const [minPrice, maxPrice] = lo !== undefined && hi !== undefined && lo > hi ? [hi, lo] : [lo, hi]
    return { ...rest, minPrice, maxPrice }
  })

export type ListingParams = z.output<typeof ListingParamsSchema>

const MULTI = ['duration', 'category', ...Object.keys(FACET_PARAMS)]

export function parseListingParams(search: URLSearchParams | string): ListingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const input: Record<string, unknown> = {}
  for (const key of new Set(params.keys())) {
    input[key] = MULTI.includes(key) ? params.getAll(key) : (params.getAll(key).find((v) => v !== '') ?? '')
  }
  return ListingParamsSchema.parse(input)
}

/** The facet slugs chosen per kind, for the query builder. */
export function facetSelections(params: ListingParams): Record<FacetKind, string[]> {
  return Object.fromEntries(Object.entries(FACET_PARAMS).map(([param, kind]) => [kind, params[param as FacetParam]])) as Record<FacetKind, string[]>
}

/** How many filters the visitor has set (the badge on the phone's "Filters" button). */
export function countActiveFilters(p: ListingParams): number {
  const lists = [p.duration, p.category, ...Object.keys(FACET_PARAMS).map((k) => p[k as FacetParam])]
  return lists.reduce((n, l) => n + l.length, 0) + (p.rating ? 1 : 0) + (p.minPrice !== undefined || p.maxPrice !== undefined ? 1 : 0)
}

/** The canonical query string for a set of params (page 1 and the default sort are left out). */
export function listingSearch(p: ListingParams): URLSearchParams {
  const out = new URLSearchParams()
  if (p.minPrice !== undefined) out.set('min-price', String(p.minPrice))
  if (p.maxPrice !== undefined) out.set('max-price', String(p.maxPrice))
  for (const key of ['duration', ...Object.keys(FACET_PARAMS), 'category'] as const) {
    for (const value of p[key as 'duration' | FacetParam | 'category']) out.append(key, value)
  }
  if (p.rating !== undefined) out.set('rating', String(p.rating))
  if (p.city) out.set('city', p.city)
  if (p.date) out.set('date', p.date)
  if (p.sort !== 'recommended') out.set('sort', p.sort)
  if (p.page > 1) out.set('page', String(p.page))
  return out
}
