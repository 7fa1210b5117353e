// The image proxy (/_img) answering real Requests through its route loader, against fixture files on disk.
import { copyFile, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

let dir: string
let loader: (args: LoaderFunctionArgs) => Promise<Response>
const logged: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'excursio-img-'))
  const source = path.join(dir, 'public')
  await import('node:fs/promises').then((fs) => fs.mkdir(path.join(source, 'media'), { recursive: true }))
  await copyFile('public/media/experiences/abu-dhabi-city-tour-from-dubai.svg', path.join(source, 'media/tour.svg'))
  // 400×200: left half red, right half transparent, so fit and background show in the pixels.
  const half = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#ff0000' } }).png().toBuffer()
  await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toFile(path.join(source, 'media/photo.png'))
  await writeFile(path.join(source, 'media/corrupt.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))
  await writeFile(path.join(dir, 'secret.png'), half)
  vi.stubEnv('IMAGE_SOURCE_DIR', source)
  vi.stubEnv('IMAGE_CACHE_DIR', path.join(dir, 'cache'))
  vi.stubEnv('IMAGE_ALLOWED_HOSTS', 'images.example.com')
  vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line))
  loader = (await import('../../app/routes/image')).loader as typeof loader
})

afterAll(async () => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  loader({ request: new Request(`http://localhost${url}`, { headers }), params: {}, context: {} as LoaderFunctionArgs['context'] })
const image = async (res: Response) => {
  const data = Buffer.from(await res.arrayBuffer())
  return { data, meta: await sharp(data).metadata() }
}

describe('the image proxy', () => {
  it('answers webp when no format is asked for, rasterising SVG sources; the long spelling redirects to the short', async () => {
    expect((await get('/_img/w_320,f_webp/media/tour.svg')).headers.get('Location')).toBe('/_img/w_320/media/tour.svg')
    expect((await get('/_img/s_640x427,fit_cover,f_webp/media/tour.svg')).headers.get('Location')).toBe('/_img/640x427/media/tour.svg')
    const res = await get('/_img/w_320/media/tour.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    const { meta } = await image(res)
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213])
  })

  it('applies width, height, resize with fit, format and quality', async () => {
    expect((await image(await get('/_img/h_320/media/tour.svg'))).meta).toMatchObject({ width: 480, height: 320 })
    expect((await image(await get('/_img/320x320/media/tour.svg'))).meta).toMatchObject({ width: 320, height: 320 })
    expect((await image(await get('/_img/320x320,fit_inside/media/tour.svg'))).meta).toMatchObject({ width: 320, height: 213 })
    expect((await image(await get('/_img/w_320,f_png/media/photo.png'))).meta.format).toBe('png')
    expect((await image(await get('/_img/w_320,f_jpeg/media/photo.png'))).meta.format).toBe('jpeg')
    expect((await image(await get('/_img/w_320,f_avif/media/photo.png'))).meta.format).toBe('heif')
    const low = (await image(await get('/_img/w_1280,f_jpeg,q_50/media/tour.svg'))).data.length
    const high = (await image(await get('/_img/w_1280,f_jpeg,q_90/media/tour.svg'))).data.length
    expect(low).toBeLessThan(high * 0.8)
  })

  it('fills the letterbox of fit contain with the background colour', async () => {
    const res = await get('/_img/320x320,fit_contain,b_00f,f_png/media/photo.png')
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
    // The 320 box is larger than the 400×200 source: ipx shrinks the box (keeping its shape), never the source.
    expect([info.width, info.height]).toEqual([200, 200])
    expect(pixel(100, 5)).toEqual([0, 0, 255])
    expect(pixel(40, 100)).toEqual([255, 0, 0])
  })

  it('serves the 10×10, quality 50, blur 3 placeholder', async () => {
    const { meta } = await image(await get('/_img/10x10,blur_3,q_50/media/tour.svg'))
    expect([meta.width, meta.height]).toEqual([10, 10])
  })

  it('holds sizes to 3072 and quality to 90, and refuses unknown or malformed modifiers with a 400', async () => {
    expect((await get('/_img/w_9000/media/tour.svg')).headers.get('Location')).toBe('/_img/w_3072/media/tour.svg')
    expect((await image(await get('/_img/w_3072/media/tour.svg'))).meta.width).toBe(3072)
    expect((await get('/_img/w_100,q_500/media/photo.png')).headers.get('Location')).toBe('/_img/w_320,q_90/media/photo.png')
    for (const bad of ['x_1', 'w_abc', 'w_-5', 'fit_squash', 'f_bmp', 's_10by10', 'b_not-a-colour!', 'b_purple']) {
      const res = await get(`/_img/${bad}/media/photo.png`)
      expect(res.status, bad).toBe(400)
      expect(res.headers.get('Content-Type')).toContain('text/plain')
    }
  })

  it('answers 304 to a matching If-None-Match, with a strong ETag and an immutable cache header', async () => {
    const first = await get('/_img/w_320/media/photo.png')
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^"[\w-]{20,}"$/)
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const again = await get('/_img/w_320/media/photo.png', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await get('/_img/w_320/media/photo.png', { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('renders once and then serves from the disk cache, faster', async () => {
    const url = '/_img/1536x1024,q_80/media/tour.svg'
    let t = performance.now()
    const cold = await get(url)
    const coldMs = performance.now() - t
    const coldBody = Buffer.from(await cold.arrayBuffer())
    t = performance.now()
    const warm = await get(url)
    const warmMs = performance.now() - t
    expect(cold.headers.get('X-Image-Cache')).toBe('miss')
    expect(warm.headers.get('X-Image-Cache')).toBe('hit')
    expect(Buffer.from(await warm.arrayBuffer()).equals(coldBody)).toBe(true)
    expect(warm.headers.get('ETag')).toBe(cold.headers.get('ETag'))
    expect(warmMs).toBeLessThan(coldMs / 2)
    const files = await readdir(path.join(dir, 'cache'))
    expect(files.every((f) => /^[0-9a-f]{64}$/.test(f))).toBe(true)
    console.info(`[image proxy] ${url}: cold ${coldMs.toFixed(1)} ms, disk cache ${warmMs.toFixed(1)} ms`)
  })

  it('refuses hosts outside the allow-list without fetching them', async () => {
    const res = await get('/_img/w_320/https://evil.example.org/x.jpg')
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('evil.example.org')
  })

  it('answers 404 and logs a line, never a 500, for a corrupt image; 404 for a missing one', async () => {
    logged.length = 0
    const res = await get('/_img/w_320/media/corrupt.jpg')
    expect(res.status).toBe(404)
    expect(logged.some((l) => l.includes('[images]') && l.includes('corrupt.jpg'))).toBe(true)
    expect((await get('/_img/w_320/media/missing.png')).status).toBe(404)
    expect((await get('/_img/w_320/media')).status).toBe(404)
  })

  it('keeps its disk cache under IMAGE_CACHE_MAX_SIZE, dropping the least recently used renderings', async () => {
    const { createImageService } = await import('../../app/services/images.server')
    const cacheDir = path.join(dir, 'capped')
    const service = createImageService({ sourceDir: path.join(dir, 'public'), cacheDir, maxCacheBytes: 6 * 1024, allowedHosts: [] })
    const source = { kind: 'local', path: 'media/tour.svg' } as const
    const render = (w: number) => service.get(source, { w: String(w), q: '90' })
    const first = await render(160)
    expect(first).toMatchObject({ kind: 'ok', cache: 'miss' })
    for (const w of [170, 180, 190, 200, 210, 220]) await render(w)
    await vi.waitFor(async () => {
      const sizes = await Promise.all((await readdir(cacheDir)).map(async (f) => (await stat(path.join(cacheDir, f))).size))
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(6 * 1024)
      expect(service.cacheStats().bytes).toBe(sizes.reduce((a, b) => a + b, 0))
    })
    // The first rendering was the least recently used: it was deleted and renders afresh.
    expect(await render(160)).toMatchObject({ kind: 'ok', cache: 'miss' })
  })

  it('refuses paths that climb out of the image directory', async () => {
    for (const p of ['/_img/w_100/../secret.png', '/_img/w_100/media/..%2F..%2Fsecret.png', '/_img/w_100/%2e%2e/secret.png', '/_img/_/media%5C..%5Csecret.png']) {
      expect((await get(p)).status, p).toBe(400)
    }
  })
})
