import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '~/utils/env.server'
import { createImageCache } from './image-cache.server'

const KB = 1024
let dir: string
let clock: number
const lines: string[] = []
const now = () => clock
const log = (line: string) => void lines.push(line)

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'excursio-cache-'))
  clock = Date.parse('2026-03-02T10:00:00Z')
  lines.length = 0
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** A rendering of `kb` kilobytes on disk, last used at `at` (its mtime). */
async function file(name: string, kb: number, at = clock) {
  await writeFile(path.join(dir, name), Buffer.alloc(kb * KB))
  await utimes(path.join(dir, name), at / 1000, at / 1000)
}
const files = async () => (await readdir(dir)).sort()

describe('the image disk cache', () => {
  it('stays under its cap by deleting the least recently used renderings first', async () => {
    const cache = createImageCache({ dir, maxBytes: 10 * KB, now, log })
    for (const name of ['a', 'b', 'c']) {
      clock += 1000
      await file(name, 3)
      await cache.added(name, 3 * KB)
    }
    clock += 120_000
    cache.used('a', 3 * KB) // a is read again, so b is now the oldest
    clock += 1000
    await file('d', 3)
    await cache.added('d', 3 * KB)
    expect(await files()).toEqual(['a', 'c', 'd'])
    expect(cache.stats()).toEqual({ files: 3, bytes: 9 * KB })
    expect(lines).toEqual([expect.stringContaining('removed 1 least recently used files')])
  })

  it('prunes down to 90% of the cap, so the next writes do not each delete a file', async () => {
    const cache = createImageCache({ dir, maxBytes: 10 * KB, now, log })
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      clock += 1000
      await file(name, 2)
      await cache.added(name, 2 * KB)
    }
    // 12 KB > 10 KB: down to 9 KB or less means dropping a and b (8 KB left), not just a.
    expect(await files()).toEqual(['c', 'd', 'e', 'f'])
  })

  it('after a restart, orders the files already on disk by when they were last used', async () => {
    await file('old', 4, clock - 86_400_000)
    await file('recent', 4, clock - 60_000)
    await file('older', 4, clock - 2 * 86_400_000)
    const cache = createImageCache({ dir, maxBytes: 12 * KB, now, log })
    await file('new', 4)
    await cache.added('new', 4 * KB)
    expect(await files()).toEqual(['new', 'recent'])
  })

  it('records a read on disk, so the order survives a restart, but at most once a minute per file', async () => {
    await file('a', 1, clock - 86_400_000)
    const cache = createImageCache({ dir, maxBytes: 10 * KB, now, log })
    cache.used('a', KB)
    await vi.waitFor(async () => expect((await stat(path.join(dir, 'a'))).mtimeMs).toBe(clock))
    const touched = clock
    clock += 30_000
    cache.used('a', KB)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await stat(path.join(dir, 'a'))).mtimeMs).toBe(touched)
  })

  it('clears temp files left by a render that died, and leaves fresh ones alone', async () => {
    await file('dead.tmp', 1, clock - 2 * 3_600_000)
    await file('writing.tmp', 1)
    const cache = createImageCache({ dir, maxBytes: 10 * KB, now, log })
    await file('a', 1)
    await cache.added('a', KB)
    expect(await files()).toEqual(['a', 'writing.tmp'])
    expect(lines).toEqual([])
  })
})

describe('IMAGE_CACHE_MAX_SIZE', () => {
  it('defaults to 500 MB and reads KB, MB and GB in any case', () => {
    expect(parseEnv({}).IMAGE_CACHE_MAX_SIZE).toBe(500 * KB * KB)
    expect(parseEnv({ IMAGE_CACHE_MAX_SIZE: '2GB' }).IMAGE_CACHE_MAX_SIZE).toBe(2 * KB ** 3)
    expect(parseEnv({ IMAGE_CACHE_MAX_SIZE: '800 kb' }).IMAGE_CACHE_MAX_SIZE).toBe(800 * KB)
    expect(parseEnv({ IMAGE_CACHE_MAX_SIZE: '1.5MB' }).IMAGE_CACHE_MAX_SIZE).toBe(1.5 * KB * KB)
    expect(parseEnv({ IMAGE_CACHE_MAX_SIZE: '4096' }).IMAGE_CACHE_MAX_SIZE).toBe(4096)
  })

  it('refuses a value that is not a size, naming the variable', () => {
    for (const bad of ['lots', '-5MB', '10TB', '12', '']) {
      expect(() => parseEnv({ IMAGE_CACHE_MAX_SIZE: bad }), bad).toThrow(/IMAGE_CACHE_MAX_SIZE/)
    }
  })
})
