// The image proxy behind /_img: ipx (sharp) renders, this module adds what ipx leaves to its host —
// a host allow-list from the environment, a disk cache keyed by sha256(source + modifiers), strong
// ETags over the output, and the spec §8 rule that an unreadable image is "size 0 by 0, logged", never a 500.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { createIPX, ipxFSStorage, ipxHttpStorage, type IPX } from 'ipx'
import sharp from 'sharp'
import { env } from '~/utils/env.server'
import { createImageCache } from './image-cache.server'

/** Modifiers after the route's zod parse: keys from ipx's vocabulary, values already clamped. */
export type ImageModifiers = Record<string, string>
export type ImageSource = { kind: 'local'; path: string } | { kind: 'remote'; url: URL }

export type ImageResult =
  | { kind: 'ok'; data: Buffer; etag: string; contentType: string; cache: 'hit' | 'miss' }
  | { kind: 'not-found' }
  | { kind: 'forbidden'; reason: string }

export type ImageServiceOptions = {
  sourceDir: string
  cacheDir: string
  /** The disk cache's cap in bytes; the least recently used renderings are deleted past it. */
  maxCacheBytes: number
  allowedHosts: string[]
  log?: (line: string) => void
}

export function createImageService({ sourceDir, cacheDir, maxCacheBytes, allowedHosts, log = console.error }: ImageServiceOptions) {
  const cache = createImageCache({ dir: cacheDir, maxBytes: maxCacheBytes })
  const http = ipxHttpStorage({ domains: allowedHosts })
  const fs = ipxFSStorage({ dir: sourceDir })
  // Vector sources are rasterised at the density their largest requested size needs (ipx renders SVG
  // at 72 dpi and will not enlarge), one ipx instance per density.
  const byDensity = new Map<number, IPX>()
  const ipxAt = (density: number) => {
    let ipx = byDensity.get(density)
    if (!ipx) byDensity.set(density, (ipx = createIPX({ storage: fs, httpStorage: http, maxAge: 31_536_000, sharpOptions: { density } })))
    return ipx
  }
  const inFlight = new Map<string, Promise<Buffer | null>>()
  // libvips already uses every core for one image; more parallel renders only make each slower and let a
  // burst of uncached URLs (AVIF at 3000 px takes seconds) starve page requests.
  const renderSlot = semaphore(Math.max(1, Math.min(availableParallelism(), 4)))

  async function get(source: ImageSource, modifiers: ImageModifiers): Promise<ImageResult> {
    const contentType = `image/${modifiers.f ?? 'webp'}`
    let id: string
    let version = ''
    if (source.kind === 'remote') {
      if (!allowedHosts.includes(source.url.hostname.toLowerCase())) return { kind: 'forbidden', reason: `host ${source.url.hostname} is not allowed` }
      id = source.url.toString()
    } else {
      const file = path.join(sourceDir, source.path)
      if (!file.startsWith(sourceDir + path.sep)) return { kind: 'forbidden', reason: 'outside the image directory' }
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return { kind: 'not-found' }
      // A replaced file gets a new cache entry rather than its stale rendering.
      version = `${info.mtimeMs}:${info.size}`
      id = '/' + source.path
    }
    const key = sha256(`${id}\n${serialize(modifiers)}\n${version}`)
    const cached = path.join(cacheDir, key)
    const hit = await readFile(cached).catch(() => null)
    if (hit) {
      cache.used(key, hit.length)
      return { kind: 'ok', data: hit, etag: etagOf(hit), contentType, cache: 'hit' }
    }

    let pending = inFlight.get(key)
    if (!pending) {
      pending = renderSlot(() => render(id, modifiers, cached)).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    const data = await pending
    return data ? { kind: 'ok', data, etag: etagOf(data), contentType, cache: 'miss' } : { kind: 'not-found' }
  }

  async function render(id: string, modifiers: ImageModifiers, cached: string): Promise<Buffer | null> {
    try {
      const density = id.startsWith('/') && id.toLowerCase().endsWith('.svg') ? await svgDensity(id, modifiers) : 72
      const effective = density > 72 ? { ...modifiers, enlarge: '' } : modifiers
      const { data } = await ipxAt(density)(id, effective).process()
      const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data)
      await mkdir(cacheDir, { recursive: true })
      const tmp = `${cached}.${process.pid}.${Date.now()}.tmp`
      await writeFile(tmp, buffer)
      await rename(tmp, cached)
      // Pruning runs after the answer: a visitor never waits for old files to be deleted.
      void cache.added(path.basename(cached), buffer.length).catch((error: unknown) => log(`[images] cache pruning failed: ${(error as Error).message}`))
      return buffer
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      log(`[images] cannot render ${id} (${serialize(modifiers)}): ${status ?? ''} ${(error as Error).message} — served as 0x0 (404)`)
      return null
    }
  }

  async function svgDensity(id: string, m: ImageModifiers): Promise<number> {
    const [sw, sh] = (m.s ?? '').split('x').map(Number)
    const want = { w: Number(m.w ?? sw ?? 0) || 0, h: Number(m.h ?? sh ?? 0) || 0 }
    if (!want.w && !want.h) return 72
    const meta = await sharp(path.join(sourceDir, id)).metadata()
    const scale = Math.max(want.w / (meta.width ?? want.w), want.h / (meta.height ?? want.h), 1)
    return 72 * Math.min(Math.ceil(scale), 16)
  }

  return { get, cacheStats: cache.stats }
}

export const images = createImageService({
  sourceDir: env.IMAGE_SOURCE_DIR,
  cacheDir: env.IMAGE_CACHE_DIR,
  maxCacheBytes: env.IMAGE_CACHE_MAX_SIZE,
  allowedHosts: env.IMAGE_ALLOWED_HOSTS,
})

/** Stable text for a modifier set: the cache key must not depend on the order they were written in. */
export function serialize(m: ImageModifiers): string {
  return Object.keys(m)
    .sort()
    .map((k) => `${k}_${m[k]}`)
    .join(',')
}

function semaphore(size: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiter, so `active` never exceeds `size`.
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else active++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const etagOf = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url')}"`
