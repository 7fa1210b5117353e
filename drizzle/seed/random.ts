// Deterministic randomness for the demo seed: the same key always gives the same numbers,
// so re-running the seed (or running it on another machine) produces the same catalogue.
import { createHash } from 'node:crypto'

/** A stable UUID for a seeded row, derived from what the row is ("experience:dubai-desert-safari"). */
export function seedId(key: string): string {
  const hex = createHash('sha1').update(`excursio-seed:${key}`).digest('hex')
  // Shaped as an RFC 4122 version-5 UUID so it passes any uuid validation downstream.
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function hashString(key: string): number {
  let h = 2166136261
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export type Random = {
  /** In [0, 1). */
  next: () => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
  /** `count` distinct items, in a random order. */
  sample: <T>(items: readonly T[], count: number) => T[]
}

/** mulberry32 seeded from a string key. */
export function createRandom(key: string): Random {
  let state = hashString(key)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
    }
    return pool.slice(0, count)
  }
  return { next, int, pick, chance: (p) => next() < p, sample }
}
