// One "app server" of the shared-cache test: writes renderings into a cache folder the way the image proxy does
// (temp file, rename, then `added`), with its own image cache instance. argv: dir, cap in bytes, prefix, count, size,
// and a barrier folder: each writer marks itself there and starts once `writers` have, so the writes overlap.
import { readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createImageCache } from '../../app/services/image-cache.server'

const [dir, cap, prefix, count, size, barrier, writers] = process.argv.slice(2)
await writeFile(path.join(barrier!, prefix!), '')
while ((await readdir(barrier!)).length < Number(writers)) await new Promise((resolve) => setTimeout(resolve, 5))
const cache = createImageCache({ dir: dir!, maxBytes: Number(cap), log: () => {} })
for (let i = 0; i < Number(count); i++) {
  const name = `${prefix}-${String(i).padStart(3, '0')}`
  const tmp = path.join(dir!, `${name}.${process.pid}.tmp`)
  await writeFile(tmp, Buffer.alloc(Number(size)))
  await rename(tmp, path.join(dir!, name))
  await cache.added(name, Number(size))
}
