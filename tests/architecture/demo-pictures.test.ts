// Issue 23: every demo experience has at least four pictures of its own. Fails when an experience has fewer,
// when two rows (of one experience or of two) point at the same file, when two files hold the same bytes, when a
// row points at a file that does not exist, or when two pictures are drawn from the same parameters.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../app/domain/locales'
import { buildImages } from '../../drizzle/seed/build-images'
import { EXPERIENCES } from '../../drizzle/seed/experiences/index'
import { experiencePictures, lookOf } from '../../drizzle/seed/images/pictures'
import { PICTURE_PLANS } from '../../drizzle/seed/images/plans'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DIR = path.join(ROOT, 'public/media/experiences')
const rows = EXPERIENCES.flatMap((e) => buildImages(e).map((row) => ({ ...row, slug: e.slug })))

/** Values seen more than once, with who had them. */
function repeated<T>(items: T[], key: (item: T) => string, who: (item: T) => string): string[] {
  const seen = new Map<string, string[]>()
  for (const item of items) seen.set(key(item), [...(seen.get(key(item)) ?? []), who(item)])
  return [...seen].filter(([, owners]) => owners.length > 1).map(([k, owners]) => `${k}: ${owners.join(', ')}`)
}

describe('the demo pictures', () => {
  it('gives every demo experience at least four pictures, the cover at position 0, and a plan only to experiences that exist', () => {
    expect(EXPERIENCES.length).toBe(72)
    const few = EXPERIENCES.filter((e) => rows.filter((r) => r.slug === e.slug).length < 4).map((e) => e.slug)
    expect(few).toEqual([])
    for (const e of EXPERIENCES) expect(rows.filter((r) => r.slug === e.slug).map((r) => r.position)).toEqual(buildImages(e).map((_, i) => i))
    const slugs = new Set(EXPERIENCES.map((e) => e.slug))
    expect(Object.keys(PICTURE_PLANS).filter((slug) => !slugs.has(slug))).toEqual([])
  })

  it('never points two rows at the same file, within one experience or between two', () => {
    expect(repeated(rows, (r) => r.url, (r) => `${r.slug}#${r.position}`)).toEqual([])
  })

  it('points every row at a file that exists, and keeps no file that no row uses', () => {
    expect(rows.filter((r) => !existsSync(path.join(ROOT, 'public', r.url))).map((r) => r.url)).toEqual([])
    const used = new Set(rows.map((r) => path.basename(r.url)))
    expect(readdirSync(DIR).filter((f) => !used.has(f))).toEqual([])
  })

  it('has no two files with the same bytes (a copy under a new name is still the same picture)', () => {
    const files = readdirSync(DIR).map((f) => ({ f, hash: createHash('sha256').update(readFileSync(path.join(DIR, f))).digest('hex') }))
    expect(files.length).toBe(rows.length)
    expect(repeated(files, (x) => x.hash, (x) => x.f)).toEqual([])
  })

  it('draws no two pictures from the same scene, colours, view and foreground (and hour, where the hour shows)', () => {
    const pictures = EXPERIENCES.flatMap((e) => experiencePictures(e.slug).map((p) => ({ ...p, slug: e.slug })))
    expect(repeated(pictures, (p) => lookOf(p.shot), (p) => p.name)).toEqual([])
  })

  it('varies the pictures of one experience: at least two scenes and at least two hours or views', () => {
    const samey = EXPERIENCES.filter((e) => {
      const shots = experiencePictures(e.slug).map((p) => p.shot)
      return new Set(shots.map((s) => s.scene)).size < 2 || new Set(shots.map((s) => `${s.time}|${s.view}`)).size < 2
    }).map((e) => e.slug)
    expect(samey).toEqual([])
  })

  it('describes every picture in every language, and no two pictures of one experience alike', () => {
    for (const r of rows) for (const locale of LOCALES) expect(r.alt[locale], `${r.url} ${locale}`).toMatch(/\S{3}/)
    const sameAlt = EXPERIENCES.flatMap((e) => repeated(buildImages(e), (r) => r.alt.en, (r) => r.url))
    expect(sameAlt).toEqual([])
  })

  it('keeps the files small: each under 40 KiB, all under 4 MiB, each 1200 × 800', () => {
    const sizes = readdirSync(DIR).map((f) => ({ f, bytes: readFileSync(path.join(DIR, f)).length }))
    expect(sizes.filter((s) => s.bytes > 40 * 1024).map((s) => `${s.f} ${s.bytes}`)).toEqual([])
    expect(sizes.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThan(4 * 1024 * 1024)
    expect(rows.every((r) => r.width === 1200 && r.height === 800)).toBe(true)
  })
})
