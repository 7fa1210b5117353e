// Keeps the image proxy's disk cache under a size cap: when a new rendering takes it over the cap, the least
// recently used files go first, down to 90% of the cap so that pruning does not run on every request.
// "Used" is kept in memory and mirrored to each file's mtime (at most once a minute per file), so the order
// survives a restart: the first write after boot scans the directory once.
import { readdir, stat, unlink, utimes } from 'node:fs/promises'
import path from 'node:path'

type ImageCacheOptions = {
  dir: string
  maxBytes: number
  log?: (line: string) => void
  now?: () => number
}

type Entry = { size: number; usedAt: number }

/** Pruning stops once the cache is back under this share of the cap. */
const PRUNE_TARGET = 0.9
/** A hit refreshes the file's mtime only when the last refresh is older than this. */
const TOUCH_EVERY_MS = 60_000
/** A temp file this old belongs to a render that died halfway. */
const STALE_TEMP_MS = 60 * 60_000

export function createImageCache({ dir, maxBytes, log = console.info, now = Date.now }: ImageCacheOptions) {
  const entries = new Map<string, Entry>()
  let total = 0
  let scanned: Promise<void> | null = null
  let pruning: Promise<void> = Promise.resolve()

  function set(name: string, size: number, usedAt: number) {
    total += size - (entries.get(name)?.size ?? 0)
    entries.set(name, { size, usedAt })
  }

  function forget(name: string) {
    total -= entries.get(name)?.size ?? 0
    entries.delete(name)
  }

  const scan = () =>
    (scanned ??= (async () => {
      const names = await readdir(dir).catch(() => [] as string[])
      for (const name of names) {
        const file = path.join(dir, name)
        const info = await stat(file).catch(() => null)
        if (!info?.isFile()) continue
        if (name.endsWith('.tmp')) {
          if (now() - info.mtimeMs > STALE_TEMP_MS) await unlink(file).catch(() => {})
          continue
        }
        // A file written while the scan ran is already known, with a fresher use time.
        if (!entries.has(name)) set(name, info.size, info.mtimeMs)
      }
    })())

  async function prune() {
    if (total <= maxBytes) return
    const target = maxBytes * PRUNE_TARGET
    const before = { files: entries.size, bytes: total }
    const oldestFirst = [...entries].sort((a, b) => a[1].usedAt - b[1].usedAt)
    for (const [name] of oldestFirst) {
      if (total <= target) break
      // Gone already (another process pruned it) counts as removed; any other failure keeps it counted.
      const removed = await unlink(path.join(dir, name)).then(
        () => true,
        (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
      )
      if (removed) forget(name)
    }
    log(`[images] cache over ${size(maxBytes)}: removed ${before.files - entries.size} least recently used files (${size(before.bytes - total)}), ${size(total)} left`)
  }

  return {
    /** A rendering was just written: count it, and prune when the cache is now over its cap. */
    async added(name: string, size: number): Promise<void> {
      await scan()
      set(name, size, now())
      // One prune at a time; a write during a prune waits and then checks the cap again.
      pruning = pruning.then(prune, prune)
      await pruning
    },
    /** A rendering was served from disk: it becomes the most recently used. */
    used(name: string, size: number) {
      const entry = entries.get(name)
      const at = now()
      if (entry && at - entry.usedAt < TOUCH_EVERY_MS) {
        entry.usedAt = at
        return
      }
      set(name, size, at)
      const seconds = at / 1000
      void utimes(path.join(dir, name), seconds, seconds).catch(() => {})
    },
    stats: () => ({ files: entries.size, bytes: total }),
  }
}

export type ImageCache = ReturnType<typeof createImageCache>

function size(bytes: number): string {
  return bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}
