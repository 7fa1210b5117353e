import { describe, expect, it } from 'vitest'
import { mayReload, RELOAD_GUARD_MS } from './reload-guard'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) }
}

describe('reload guard', () => {
  it('allows one reload of a path, then refuses that path for 10 seconds', () => {
    const storage = memoryStorage()
    expect(mayReload('/experiences', 1_000, storage)).toBe(true)
    expect(mayReload('/experiences', 1_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false)
    expect(mayReload('/experiences', 1_000 + RELOAD_GUARD_MS, storage)).toBe(true)
  })
  it('guards each path on its own', () => {
    const storage = memoryStorage()
    expect(mayReload('/a', 0, storage)).toBe(true)
    expect(mayReload('/b', 1, storage)).toBe(true)
    expect(mayReload('/a', 2, storage)).toBe(false)
  })
  it('refuses when storage cannot be used, rather than risk a loop', () => {
    const broken = { getItem: () => { throw new Error('denied') }, setItem: () => undefined }
    expect(mayReload('/a', 0, broken)).toBe(false)
  })
})
