// The image proxy behind /_img: ipx (sharp) renders, this module adds what ipx leaves to its host —
// a host allow-list from the environment, a disk cache keyed by sha256(source + modifiers), strong
// ETags over the output, and the spec §8 rule that an unreadable image is "size 0 by 0, logged", never a 500.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { createIPX, ipxFSStorage, ipxHttpStorage, type IPX } from 'ipx'
import sharp from 'sharp'
import { env } from '~/utils/env.server'
import { createImageCache } from './image-cache.server'
import { createRenderQueue, RenderQueueBusy, type RenderQueue } from './image-queue.server'

// One libvips thread per render: the queue runs one render per core, and a render that spreads over every
// core makes the pages next to it wait for CPU (decision 020).
sharp.concurrency(1)

/** Modifiers after the route's zod parse: keys from ipx's vocabulary, values already clamped. */
type ImageModifiers = Record<string, string>
export type ImageSource = { kind: 'local'; path: string } | { kind: 'remote'; url: URL }

/** Reads an uploaded photo's bytes from the media store (decision 047); null when there is none under that key. */
export type UploadReader = (key: string) => Promise<{ bytes: Buffer } | null>

/** Where uploaded photos are found: `/media/uploads/<key>`, a source like any committed file under public/. */
const UPLOADS = 'media/uploads/'
const UPLOAD_KEY = /^[0-9a-f]{64}\.(webp|jpg|png|avif)$/

type ImageResult =
  // `uncached`: rendered, but the disk cache could not keep it (the next request renders it again).
  | { kind: 'ok'; data: Buffer; etag: string; contentType: string; cache: 'hit' | 'miss' | 'uncached' }
  | { kind: 'not-found' }
  | { kind: 'forbidden'; reason: string }
  | { kind: 'busy'; retryAfterSeconds: number }

type ImageServiceOptions = {
  sourceDir: string
  cacheDir: string
  /** The disk cache's cap in bytes; the least recently used renderings are deleted past it. */
  maxCacheBytes: number
  allowedHosts: string[]
  log?: (line: string) => void
  /** Defaults to one render per core, each waiting at most 3 s for its turn. */
  queue?: RenderQueue
  /** sharp's AVIF effort (0–9, its default 4): 2 is about 6× faster for a few % more bytes (decision 020). */
  avifEffort?: number
}

type Rendered = { data: Buffer; cached: boolean }

/** What a busy proxy tells the browser: about one wait for a slot. */
const RETRY_AFTER_SECONDS = 3
/**
 * How long a render waits for a slot before the request is answered 503. It was 3 s: a cold server rendering a page
 * with a hero, eight destination pictures and a grid of cards (decision 063) on two loaded cores kept renders waiting
 * longer, and the traveller saw broken images (fresh-clone runs met 503s in the phone flows). A slow image is better
 * than a broken one; the bound still stops a burst from piling up without end.
 */
const RENDER_WAIT_MS = 10_000

export function createImageService(options: ImageServiceOptions) {
  const { sourceDir, cacheDir, maxCacheBytes, allowedHosts, log = console.error, avifEffort = 2 } = options
  const queue = options.queue ?? createRenderQueue({ concurrency: availableParallelism(), maxWaitMs: RENDER_WAIT_MS })
  const cache = createImageCache({ dir: cacheDir, maxBytes: maxCacheBytes })
  // Set by the first cache write that fails, cleared by the next that succeeds: one log line per outage, not per request.
  let cacheWriteFailing = false
  const http = ipxHttpStorage({ domains: allowedHosts })
  const fs = ipxFSStorage({ dir: sourceDir })
  // Vector sources are rasterised at the density their largest requested size needs (ipx renders SVG
  // at 72 dpi and will not enlarge), one ipx instance per density.
  const byDensity = new Map<number, IPX>()
  const ipxAt = (density: number) => {
    let ipx = byDensity.get(density)
    // ipx copies sharpOptions onto sharp's own options, which is the only way to reach the AVIF effort
    // through it (it calls toFormat with the quality alone); the integration test checks it still takes effect.
    const sharpOptions = { density, heifEffort: avifEffort } as { density: number }
    if (!ipx) byDensity.set(density, (ipx = createIPX({ storage: fs, httpStorage: http, maxAge: 31_536_000, sharpOptions })))
    return ipx
  }

  async function get(source: ImageSource, modifiers: ImageModifiers, options: { readUpload?: UploadReader } = {}): Promise<ImageResult> {
    const contentType = `image/${modifiers.f ?? 'webp'}`
    let id: string
    let version = ''
    let upload: string | null = null
    if (source.kind === 'local' && source.path.startsWith(UPLOADS)) {
      // An uploaded photo's key is the hash of its bytes: the bytes under it never change, so no version is
      // needed and a cached rendering is answered without asking the store.
      upload = source.path.slice(UPLOADS.length)
      if (!UPLOAD_KEY.test(upload) || !options.readUpload) return { kind: 'not-found' }
      id = '/' + source.path
    } else if (source.kind === 'remote') {
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
      void cache.used(key)
      return { kind: 'ok', data: hit, etag: etagOf(hit), contentType, cache: 'hit' }
    }

    // Hits never reach the queue: only renders wait for a slot.
    let rendered: Rendered | null
    try {
      rendered = await queue.run(key, async () => {
        if (!upload) return render(id, modifiers, cached)
        const stored = await options.readUpload!(upload)
        return stored ? render(id, modifiers, cached, stored.bytes) : null
      })
    } catch (error) {
      if (error instanceof RenderQueueBusy) return { kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS }
      throw error
    }
    if (!rendered) return { kind: 'not-found' }
    return { kind: 'ok', data: rendered.data, etag: etagOf(rendered.data), contentType, cache: rendered.cached ? 'miss' : 'uncached' }
  }

  async function render(id: string, modifiers: ImageModifiers, cached: string, uploaded?: Buffer): Promise<Rendered | null> {
    let buffer: Buffer
    try {
      const density = !uploaded && id.startsWith('/') && id.toLowerCase().endsWith('.svg') ? await svgDensity(id, modifiers) : 72
      const effective = density > 72 ? { ...modifiers, enlarge: '' } : modifiers
      const { data } = await (uploaded ? ipxFor(uploaded) : ipxAt(density))(id, effective).process()
      buffer = Buffer.isBuffer(data) ? data : Buffer.from(data)
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      log(`[images] cannot render ${id} (${serialize(modifiers)}): ${status ?? ''} ${(error as Error).message} — served as 0x0 (404)`)
      return null
    }
    return { data: buffer, cached: await store(cached, buffer) }
  }

  /**
   * Writes a rendering where every process can read it: a temp file renamed into place, so a reader never sees
   * half a file. A cache that cannot be written (read-only, full, no permission) costs a render per request but
   * never the image: the caller serves the bytes anyway, and the failure is logged once until a write succeeds.
   */
  async function store(cached: string, buffer: Buffer): Promise<boolean> {
    const tmp = `${cached}.${process.pid}.${randomUUID()}.tmp`
    try {
      await mkdir(cacheDir, { recursive: true })
      await writeFile(tmp, buffer)
      await rename(tmp, cached)
    } catch (error) {
      await unlink(tmp).catch(() => {})
      const code = (error as NodeJS.ErrnoException).code ?? 'error'
      if (!cacheWriteFailing) log(`[images] cannot write the image cache in ${cacheDir} (${code}: ${(error as Error).message}); serving renderings uncached until it can`)
      cacheWriteFailing = true
      return false
    }
    if (cacheWriteFailing) log(`[images] the image cache in ${cacheDir} is writable again`)
    cacheWriteFailing = false
    // Pruning runs after the answer: a visitor never waits for old files to be deleted.
    void cache.added(path.basename(cached), buffer.length).catch((error: unknown) => log(`[images] cache pruning failed: ${(error as Error).message}`))
    return true
  }

  /** An ipx over one uploaded photo's bytes, already read from the media store, with the same sharp settings. */
  function ipxFor(bytes: Buffer): IPX {
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer
    const storage = { name: 'media', getMeta: () => ({}), getData: () => data }
    return createIPX({ storage, maxAge: 31_536_000, sharpOptions: { heifEffort: avifEffort } as object })
  }

  async function svgDensity(id: string, m: ImageModifiers): Promise<number> {
    const [sw, sh] = (m.s ?? '').split('x').map(Number)
    const want = { w: Number(m.w ?? sw ?? 0) || 0, h: Number(m.h ?? sh ?? 0) || 0 }
    if (!want.w && !want.h) return 72
    const meta = await sharp(path.join(sourceDir, id)).metadata()
    const scale = Math.max(want.w / (meta.width ?? want.w), want.h / (meta.height ?? want.h), 1)
    return 72 * Math.min(Math.ceil(scale), 16)
  }

  return { get, cacheStats: cache.stats, queueStats: queue.stats }
}

export const images = createImageService({
  sourceDir: env.IMAGE_SOURCE_DIR,
  cacheDir: env.IMAGE_CACHE_DIR,
  maxCacheBytes: env.IMAGE_CACHE_MAX_SIZE,
  allowedHosts: env.IMAGE_ALLOWED_HOSTS,
})

/** Stable text for a modifier set: the cache key must not depend on the order they were written in. */
function serialize(m: ImageModifiers): string {
  return Object.keys(m)
    .sort()
    .map((k) => `${k}_${m[k]}`)
    .join(',')
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const etagOf = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url')}"`
