// How a change made on any app server empties the page cache of every server on the same database (decision 052).
// A departure's seats, capacity, status or prices change: a trigger in that transaction (migration
// 0021_page-cache-notify) NOTIFYs the supplier's slug, which PostgreSQL sends only on commit. A catalogue edit in the
// hub (text, photos, options; `catalogueChanged` after its commit) is sent on by `publishCatalogueChange`
// (app/models/catalogue/catalogue-events.server.ts). Each server LISTENs, gathers what arrives within a few
// milliseconds, and forgets the pages of the tenants that sell those suppliers; a listener that lost its connection
// may have missed some, so it forgets every page.
import { PAGE_CACHE_CHANNEL, parsePageChange, type PageChange } from '../domain/page-changes'
import type { TenantConfig } from '../domain/tenant-config'
import type { Listen } from '../utils/db-listen.server'

export { PAGE_CACHE_CHANNEL, parsePageChange, type PageChange }

/** The tenants whose pages can show any of these suppliers' experiences: those that sell all, or name one. */
export function tenantsSelling(tenants: readonly TenantConfig[], suppliers: ReadonlySet<string>): string[] {
  return tenants.filter(({ catalogue }) => catalogue.suppliers === 'all' || catalogue.suppliers.some((slug) => suppliers.has(slug))).map((t) => t.id)
}

/**
 * Listens for page changes and hands them to `invalidate`, a burst (a schedule of 365 departures, a busy sale) as one
 * call per `coalesceMs`. Without `listen` (no database that can), nothing arrives: the in-process event is all.
 */
export async function listenForPageChanges(options: { listen?: Listen; invalidate: (change: PageChange) => void; coalesceMs?: number }): Promise<() => Promise<void>> {
  const { listen, invalidate, coalesceMs = 20 } = options
  if (!listen) return async () => {}
  let pending: PageChange | null = null
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    timer = undefined
    const change = pending
    pending = null
    if (!change) return
    try {
      invalidate(change)
    } catch (error) {
      console.error('[page cache] invalidation failed', error)
    }
  }
  const add = (change: PageChange) => {
    if (change === 'all' || pending === 'all') pending = 'all'
    else if (pending) for (const slug of change.suppliers) pending.suppliers.add(slug)
    else pending = { suppliers: new Set(change.suppliers) }
    timer ??= setTimeout(flush, coalesceMs)
  }
  const stop = await listen(
    PAGE_CACHE_CHANNEL,
    (payload) => add(parsePageChange(payload)),
    (reconnected) => {
      if (reconnected) add('all')
    },
  )
  return async () => {
    clearTimeout(timer)
    await stop()
  }
}
