// A catalogue aggregate remembered for a few seconds per database and key: counts over every experience a
// tenant sells (facet counts, cities with their numbers) cost milliseconds each on 10,000 experiences and
// change only when the catalogue does. A failed computation is forgotten at once.
const stores = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>()
const MAX_ENTRIES = 1_000

export function remembered<T>(db: object, key: string, ttlMs: number, compute: () => PromiseLike<T>, now = Date.now()): Promise<T> {
  let entries = stores.get(db)
  if (!entries) stores.set(db, (entries = new Map()))
  const hit = entries.get(key)
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  // A query builder is a thenable that runs again each time it is awaited: keep one settled promise instead.
  const value = Promise.resolve(compute())
  entries.set(key, { at: now, value })
  value.catch(() => entries.delete(key))
  return value
}
