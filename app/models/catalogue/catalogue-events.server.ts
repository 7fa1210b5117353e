// "The catalogue changed": every write that changes what a traveller sees (an edited text or price, a closed date,
// a published experience, a photo) says so here, and what keeps copies of rendered pages listens (server.ts
// empties the page cache), so the next visitor sees the change at once. In this process; server.ts sends it on to
// the other servers on the same database with `publishCatalogueChange` (decision 052).
import { sql } from 'drizzle-orm'
import { PAGE_CACHE_CHANNEL } from '../../domain/page-changes'
import type { Db } from '../../utils/db.server'

export type CatalogueChange = { supplierId: string; experienceId?: string; what: string }

type Listener = (change: CatalogueChange) => void
// One list per process, not per module copy: server.ts imports this file from source while the hub's and the shop's
// builds each bundle their own copy, so a module-level Set would leave the hub's changes unheard (the page cache kept
// serving a closed date). A registered symbol names the same slot from every copy.
const SLOT = Symbol.for('excursio.catalogue-change-listeners')
// eslint-disable-next-line no-restricted-syntax -- the one process-wide slot all bundled copies of this module share
const slots = globalThis as unknown as Record<symbol, Set<Listener> | undefined>
const listeners: Set<Listener> = (slots[SLOT] ??= new Set<Listener>())

/** Registers a listener; returns the function that removes it. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener; call it after the transaction that made the change has committed. */
export function catalogueChanged(change: CatalogueChange): void {
  for (const listener of listeners) {
    try {
      listener(change)
    } catch (error) {
      console.error('[catalogue] a change listener failed', error)
    }
  }
}

/**
 * Sends a catalogue edit (already committed) to every server listening on this database (decision 052). The change
 * names its supplier by id; the payload names it by slug, as tenants do, and is '*' (every page) if it is gone.
 */
export async function publishCatalogueChange(db: Db, change: CatalogueChange): Promise<void> {
  const id = /^[0-9a-f-]{36}$/i.test(change.supplierId) ? change.supplierId : null
  await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, coalesce('supplier:' || (select slug from suppliers where id = ${id}::uuid), '*'))`)
}
