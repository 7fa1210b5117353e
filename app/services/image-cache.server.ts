// Keeps the image proxy's disk cache under a size cap that holds for every process sharing the folder (several app
// servers on one disk, issue 24): the cap is measured on the folder itself, not counted in memory. A sweep lists
// the folder, adds up its files and, when they are over the cap, deletes the least recently used (oldest mtime)
// down to 90% of the cap. A sweep runs after a write once enough bytes were written since the last one, or once a
// few seconds have passed, so a burst of renders costs one folder walk, not one per render. "Used" is the file's
// mtime, refreshed on a hit at most once a minute per file, so every process sees the same order.
import { readdir, stat, unlink, utimes } from 'node:fs/promises'
import path from 'node:path'

type ImageCacheOptions = {
  dir: string
  maxBytes: number
  log?: (line: string) => void
  now?: () => number
  /** Sweep once this many bytes were written since the last sweep; default 2% of the cap. */
  sweepAfterBytes?: number
  /** Sweep after any write once the last sweep is this old. */
  sweepEveryMs?: number
}

/** Pruning stops once the cache is back under this share of the cap. */
const PRUNE_TARGET = 0.9
/** A hit refreshes the file's mtime only when the last refresh is older than this. */
const TOUCH_EVERY_MS = 60_000
/** A temp file this old belongs to a render that died halfway. */
const STALE_TEMP_MS = 60 * 60_000

export function createImageCache({ dir, maxBytes, log = console.info, now = Date.now, sweepAfterBytes = Math.max(1, Math.floor(maxBytes * 0.02)), sweepEveryMs = 5_000 }: ImageCacheOptions) {
  // When this process last refreshed a file's mtime; entries for deleted files go at the next sweep.
  const touched = new Map<string, number>()
  let writtenSinceSweep = 0
  let lastSweepAt = -Infinity
  let measured = { files: 0, bytes: 0 }
  let sweeping: Promise<void> | null = null

  async function sweep() {
    const files: { name: string; size: number; mtime: number }[] = []
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name)
      // Deleted by another process between the listing and here: not there, not counted.
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) continue
      if (name.endsWith('.tmp')) {
        if (now() - info.mtimeMs > STALE_TEMP_MS) await unlink(file).catch(() => {})
        continue
      }
      files.push({ name, size: info.size, mtime: info.mtimeMs })
    }
    let total = files.reduce((sum, f) => sum + f.size, 0)
    const before = { files: files.length, bytes: total }
    let kept = files.length
    if (total > maxBytes) {
      const target = maxBytes * PRUNE_TARGET
      for (const f of files.sort((a, b) => a.mtime - b.mtime)) {
        if (total <= target) break
        // Gone already (another process pruned it) counts as removed; any other failure keeps it counted.
        const removed = await unlink(path.join(dir, f.name)).then(
          () => true,
          (error: NodeJS.ErrnoException) => error.code === 'ENOENT'
        )
        if (!removed) continue
        total -= f.size
        kept--
        touched.delete(f.name)
      }
      log(`[images] cache over ${size(maxBytes)}: removed ${before.files - kept} least recently used files (${size(before.bytes - total)}), ${size(total)} left`)
    }
    measured = { files: kept, bytes: total }
    if (touched.size > files.length) {
      const present = new Set(files.map((f) => f.name))
      for (const name of touched.keys()) if (!present.has(name)) touched.delete(name)
    }
  }

  function sweepNow(): Promise<void> {
    // One sweep at a time in this process; writes during it are counted towards the next one.
    sweeping ??= (async () => {
      writtenSinceSweep = 0
      lastSweepAt = now()
      try {
        await sweep()
      } finally {
        sweeping = null
      }
    })()
    return sweeping
  }

  return {
    /** A rendering was just written (renamed into place): sweep when enough was written or enough time passed. */
    async added(_name: string, bytes: number): Promise<void> {
      writtenSinceSweep += bytes
      if (writtenSinceSweep < sweepAfterBytes && now() - lastSweepAt < sweepEveryMs) return
      // A sweep already running listed the folder before this file: wait for it, then measure again.
      if (sweeping) await sweeping
      await sweepNow()
    },
    /** A rendering was served from disk: it becomes the most recently used, for every process. */
    used(name: string): Promise<void> {
      const at = now()
      if (at - (touched.get(name) ?? -Infinity) < TOUCH_EVERY_MS) return Promise.resolve()
      touched.set(name, at)
      const seconds = at / 1000
      // A read-only folder cannot record it: the order is then only as good as the write times.
      return utimes(path.join(dir, name), seconds, seconds).catch(() => {})
    },
    /** Measures the folder now (and prunes it if over the cap). */
    sweep: sweepNow,
    /** The folder as the last sweep measured it. */
    stats: () => ({ ...measured }),
  }
}

export type ImageCache = ReturnType<typeof createImageCache>

function size(bytes: number): string {
  return bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}
