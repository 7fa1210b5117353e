// Counts events per key in a fixed window, in this process's memory: enough to make guessing a password
// through one server impractically slow (decision 015). Several servers would each count on their own.

export type RateLimiter = {
  /** Whether the key is over its limit now, and for how many more seconds. */
  check(key: string): { limited: boolean; retryAfterSeconds: number }
  /** Counts one event (a failed sign-in) against the key. */
  hit(key: string): void
  reset(key: string): void
}

export function createRateLimiter(options: { limit: number; windowSeconds: number; maxKeys?: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now
  const windowMs = options.windowSeconds * 1000
  const maxKeys = options.maxKeys ?? 100_000
  const windows = new Map<string, { count: number; resetAt: number }>()

  const current = (key: string) => {
    const entry = windows.get(key)
    if (entry && entry.resetAt <= now()) {
      windows.delete(key)
      return undefined
    }
    return entry
  }

  return {
    check(key) {
      const entry = current(key)
      if (!entry || entry.count < options.limit) return { limited: false, retryAfterSeconds: 0 }
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) }
    },
    hit(key) {
      const entry = current(key)
      if (entry) return void entry.count++
      // Oldest first out, so a flood of made-up keys cannot grow memory without bound.
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!)
      windows.set(key, { count: 1, resetAt: now() + windowMs })
    },
    reset(key) {
      windows.delete(key)
    },
  }
}
