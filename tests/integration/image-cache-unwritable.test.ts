// The image proxy with a cache folder it cannot write (issue 24): a read-only mount, a full disk, a folder owned by
// someone else. Every size is still rendered and served, uncached, and the failure is logged once, not per request.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

let dir: string
let loader: (args: LoaderFunctionArgs) => Promise<Response>
const logged: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'excursio-img-ro-'))
  await mkdir(path.join(dir, 'public/media'), { recursive: true })
  await copyFile('public/media/experiences/abu-dhabi-city-tour-from-dubai.svg', path.join(dir, 'public/media/tour.svg'))
  // A file where the cache folder's parent should be: no process can create or write the folder, root included
  // (the tests run as root on CI, where a chmod 555 folder would still be writable).
  await writeFile(path.join(dir, 'blocked'), 'not a folder')
  vi.stubEnv('IMAGE_SOURCE_DIR', path.join(dir, 'public'))
  vi.stubEnv('IMAGE_CACHE_DIR', path.join(dir, 'blocked', 'cache'))
  vi.stubEnv('IMAGE_ALLOWED_HOSTS', '')
  // The service keeps the console.error it was created with: spy before importing it.
  vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line))
  loader = (await import('../../app/routes/image')).loader as typeof loader
})

afterAll(async () => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})

const get = (url: string) => loader({ request: new Request(`http://localhost${url}`), params: {}, context: {} as LoaderFunctionArgs['context'] })

describe('an image cache folder that cannot be written', () => {
  it('still serves every fresh size, rendered on each request, and logs the failure once', async () => {
    for (const url of ['/_img/w_320/media/tour.svg', '/_img/w_640/media/tour.svg', '/_img/w_320/media/tour.svg']) {
      const res = await get(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('image/webp')
      expect(res.headers.get('X-Image-Cache')).toBe('uncached')
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(Number(/w_(\d+)/.exec(url)![1]))
    }
    expect(logged.filter((l) => l.includes('cannot write the image cache'))).toHaveLength(1)
    expect(logged.filter((l) => l.includes('cannot render'))).toEqual([])
  })
})
