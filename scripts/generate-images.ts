// npm exec tsx scripts/generate-images.ts: draws every picture of every demo experience's plan
// (drizzle/seed/images/plans.ts) into public/media/experiences/. Deterministic, offline; the files are
// committed and the seed points at them. Files no plan names any more are deleted.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { EXPERIENCES } from '../drizzle/seed/experiences/index'
import { experiencePictures } from '../drizzle/seed/images/pictures'
import { renderShot } from '../drizzle/seed/images/render'

const outDir = path.resolve(import.meta.dirname, '../public/media/experiences')
mkdirSync(outDir, { recursive: true })

const written = new Set<string>()
let bytes = 0
for (const experience of EXPERIENCES) {
  for (const { name, shot, alt } of experiencePictures(experience.slug)) {
    const svg = renderShot(shot, name, alt.en)
    writeFileSync(path.join(outDir, `${name}.svg`), svg)
    written.add(`${name}.svg`)
    bytes += Buffer.byteLength(svg)
  }
}
// Pictures of experiences (or shots) that no longer exist would otherwise linger in the repository.
for (const file of readdirSync(outDir)) if (file.endsWith('.svg') && !written.has(file)) rmSync(path.join(outDir, file))

console.info(`Wrote ${written.size} SVG files (${Math.round(bytes / 1024)} KiB) to ${path.relative(process.cwd(), outDir)}`)
