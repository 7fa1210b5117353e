// npm exec tsx scripts/generate-images.ts: writes the illustrated SVG for every demo experience into
// public/media/experiences/. Deterministic, offline; the files are committed and the seed points at them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { EXPERIENCES } from '../drizzle/seed/experiences/index'
import { SCENE_ALTS } from '../drizzle/seed/images/scene-alts'
import { experienceImages, renderScene } from '../drizzle/seed/images/render'

const outDir = path.resolve(import.meta.dirname, '../public/media/experiences')
mkdirSync(outDir, { recursive: true })

const written = new Set<string>()
let bytes = 0
for (const experience of EXPERIENCES) {
  for (const { name, scene } of experienceImages(experience)) {
    const svg = renderScene(scene, name, name === experience.slug ? experience.title.en : SCENE_ALTS[scene].en)
    writeFileSync(path.join(outDir, `${name}.svg`), svg)
    written.add(`${name}.svg`)
    bytes += Buffer.byteLength(svg)
  }
}
// Pictures of experiences that no longer exist would otherwise linger in the repository.
for (const file of readdirSync(outDir)) if (file.endsWith('.svg') && !written.has(file)) rmSync(path.join(outDir, file))

console.info(`Wrote ${written.size} SVG files (${Math.round(bytes / 1024)} KiB) to ${path.relative(process.cwd(), outDir)}`)
