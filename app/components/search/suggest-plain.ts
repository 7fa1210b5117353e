// The zod-free half of the /api/suggest contract, for the browser. The search box is on every page: a value
// imported from search-suggest.ts would bring zod (about 13 KB gzipped) into every page's JavaScript.
import type { SuggestResponse } from './suggest'

/** Shorter text suggests nothing: one letter would match most of the catalogue and help nobody. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_LIMIT = 5

export const EMPTY_SUGGESTIONS: SuggestResponse = { cities: [], experiences: [] }

/** Where choosing a city goes: its listing on a marketplace, the filtered experience list on a supplier site. */
export function cityPath(siteType: 'supplier' | 'marketplace', slug: string): string {
  return siteType === 'marketplace' ? `/things-to-do-in-${slug}` : `/experiences?city=${encodeURIComponent(slug)}`
}
