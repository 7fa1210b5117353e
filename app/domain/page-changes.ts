// What a page-cache notification says (decision 052): the channel every app server LISTENs on, and its payload,
// `supplier:<slug>` (the pages of the tenants selling that supplier) or `*` (every page). The trigger of migration
// 0021_page-cache-notify and `publishCatalogueChange` write it; app/http/page-cache-bus.server.ts reads it.
export const PAGE_CACHE_CHANNEL = 'excursio_page_cache'

/** What changed: some suppliers' pages (by slug), or anything at all. */
export type PageChange = 'all' | { suppliers: Set<string> }

export function parsePageChange(payload: string): PageChange {
  const match = /^supplier:(.+)$/.exec(payload)
  return match ? { suppliers: new Set([match[1]!]) } : 'all'
}
