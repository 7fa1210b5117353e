// The image proxy's bounds (decision 020): any size or spelling is redirected to one of a few snapped
// renderings, pages only ask for those, and renders wait for a slot (one per core) or answer 503.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as ImageRoute from '../../app/routes/image'
import { createRenderQueue } from '../../app/services/image-queue.server'
import type * as ImageService from '../../app/services/images.server'
import type { ImageModifiers } from '../../app/utils/image-url'

let dir: string
let route: typeof ImageRoute
let service: typeof ImageService

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'excursio-img-bounds-'))
  await mkdir(path.join(dir, 'public/media'), { recursive: true })
  // Noise, so that encoder settings show in the bytes.
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .png()
    .toFile(path.join(dir, 'public/media/noise.png'))
  vi.stubEnv('IMAGE_SOURCE_DIR', path.join(dir, 'public'))
  vi.stubEnv('IMAGE_CACHE_DIR', path.join(dir, 'cache'))
  route = await import('../../app/routes/image')
  service = await import('../../app/services/images.server')
})

afterAll(async () => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})

const get = (url: string) => route.loader({ request: new Request(`http://localhost${url}`), params: {}, context: {} as LoaderFunctionArgs['context'] })
const noise = { kind: 'local', path: 'media/noise.png' } as const
const newService = (options: Partial<Parameters<typeof service.createImageService>[0]> = {}) =>
  service.createImageService({ sourceDir: path.join(dir, 'public'), cacheDir: path.join(dir, `cache-${Math.random()}`), maxCacheBytes: 1e8, allowedHosts: [], ...options })

describe('the bounded image proxy', () => {
  it('redirects any other size, quality or spelling to its snapped URL, for a day', async () => {
    const cases = {
      '/_img/w_700/media/noise.png': '/_img/w_768/media/noise.png',
      '/_img/width_700,format_jpg,quality_77/media/noise.png': '/_img/w_768,f_jpeg,q_80/media/noise.png',
      '/_img/w_640,h_427/media/noise.png': '/_img/640x427/media/noise.png',
      '/_img/s_3000x3000,f_avif/media/noise.png': '/_img/2048x2048,f_avif/media/noise.png',
      '/_img/f_webp/https://images.example.com/a.jpg': '/_img/_/https://images.example.com/a.jpg',
    }
    for (const [asked, snapped] of Object.entries(cases)) {
      const res = await get(asked)
      expect([res.status, res.headers.get('Location')], asked).toEqual([301, snapped])
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    }
  })

  it('never redirects a URL the app writes', async () => {
    const { imageUrl } = await import('../../app/utils/image-url')
    const modifiers = fc.record(
      {
        w: fc.integer({ min: 1, max: 9000 }),
        h: fc.integer({ min: 1, max: 9000 }),
        f: fc.constantFrom('webp', 'avif', 'jpeg', 'png'),
        q: fc.integer({ min: 1, max: 100 }),
        fit: fc.constantFrom('cover', 'contain', 'inside'),
        b: fc.constantFrom('#ffffff', '000', '12345678'),
        blur: fc.double({ min: 0.3, max: 100, noNaN: true }),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<ImageModifiers>
    // A missing file answers 404 right after the redirect check, so no render is needed to see it.
    await fc.assert(
      fc.asyncProperty(modifiers, async (m) => {
        expect((await get(imageUrl('/media/missing.png', m))).status).toBe(404)
      }),
    )
  })

  it('answers 503 with Retry-After when no render slot frees up in time, while cached images still answer', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaitMs: 50 })
    const images = newService({ queue })
    expect(await images.get(noise, { w: '320', f: 'webp' })).toMatchObject({ kind: 'ok', cache: 'miss' })
    let release!: () => void
    const blocker = queue.run('a slow render', () => new Promise<void>((resolve) => (release = resolve)))
    expect(await images.get(noise, { w: '640', f: 'webp' })).toEqual({ kind: 'busy', retryAfterSeconds: 3 })
    expect(await images.get(noise, { w: '320', f: 'webp' })).toMatchObject({ kind: 'ok', cache: 'hit' })
    release()
    await blocker

    vi.spyOn(service.images, 'get').mockResolvedValueOnce({ kind: 'busy', retryAfterSeconds: 3 })
    const res = await get('/_img/w_640/media/noise.png')
    expect([res.status, res.headers.get('Retry-After'), res.headers.get('Content-Type')]).toEqual([503, '3', 'text/plain; charset=utf-8'])
  })

  it('renders once for concurrent requests of the same uncached image', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaitMs: 5000 })
    const images = newService({ queue })
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => images.get(noise, { w: '640', f: 'webp' })))
    expect(answers.every((a) => a.kind === 'ok' && a.etag === (answers[0] as { etag: string }).etag)).toBe(true)
    expect(queue.stats()).toMatchObject({ rendered: 1, shared: 4 })
  })

  it('encodes AVIF at the effort it is given (ipx has no option of its own for it)', async () => {
    const at = async (avifEffort: number) => {
      const result = await newService({ avifEffort }).get(noise, { w: '320', f: 'avif' })
      return result.kind === 'ok' ? result.data : null
    }
    const [fast, slow] = [await at(2), await at(3)]
    expect(fast).not.toBeNull()
    expect(fast!.equals(slow!)).toBe(false)
  })
})
