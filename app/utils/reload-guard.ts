// A full document load in place of a client navigation (a new build is out, a chunk failed to load), at most
// once per path in 10 seconds (spec §9), so a deploy that stays broken cannot reload a visitor in a loop.
export const RELOAD_GUARD_MS = 10_000
const KEY = 'reload-guard:'

/** Whether `path` may be reloaded now; if so, the time is noted so the next ask within 10 s is refused. */
export function mayReload(path: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    const stored = storage.getItem(KEY + path)
    const last = stored === null ? NaN : Number(stored)
    if (now >= last && now - last < RELOAD_GUARD_MS) return false
    storage.setItem(KEY + path, String(now))
    return true
  } catch {
    // Storage refused (a privacy mode): without a guard a reload could loop, so none.
    return false
  }
}

/** Loads `url` as a document (a reload when it is the current page); false when the guard refused. */
export function reloadOnce(url = location.href): boolean {
  const target = new URL(url, location.href)
  if (!mayReload(target.pathname, Date.now(), sessionStorage)) return false
  if (target.href === location.href) location.reload()
  else location.assign(target.href)
  return true
}
