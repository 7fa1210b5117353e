// Issue 23 on real PostgreSQL: a supplier's photos. An upload is normalised (upright, no metadata, WebP) and every
// refused file says why while the others are saved; reorder, cover and delete keep positions dense and unique,
// even when several changes arrive at once; another supplier's photo is "not found" with nothing written; the
// image proxy serves an uploaded photo from the store like a committed file.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { and, asc, count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addPhotos, deletePhoto, listPhotos, makeCover, movePhoto, setPhotoAlt } from '../../app/models/partners/catalogue/photos.server'
import { onCatalogueChange, type CatalogueChange } from '../../app/models/catalogue/catalogue-events.server'
import { createPostgresMediaStore } from '../../app/services/media/postgres-store.server'
import { keyOfUploadUrl } from '../../app/services/media/store'
import { readPhotoUpload } from '../../app/services/media/upload.server'
import type { NormalisedPhoto } from '../../app/services/media/normalise.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { phoneJpeg, photo, twoSuppliers, uploadRequest } from '../helpers/photos'

// The image proxy's renderings go to a directory of this test's own (read when its module loads).
vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, path] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')])
  process.env.IMAGE_CACHE_DIR = mkdtempSync(path.join(tmpdir(), 'excursio-photos-cache-'))
})

let database: TestDatabase
let db: Db
let mine: Awaited<ReturnType<typeof twoSuppliers>>['mine']
let theirs: Awaited<ReturnType<typeof twoSuppliers>>['theirs']
const store = (d: Db) => createPostgresMediaStore(d)
const changes: CatalogueChange[] = []

beforeAll(async () => {
  database = await createTestDatabase('partner_photos', { requirePostgres: true })
  db = database.db
  ;({ mine, theirs } = await twoSuppliers(db))
  onCatalogueChange((c) => changes.push(c))
}, 60_000)
afterAll(() => database?.drop())

/** Uploads `files` through the streamed reader and adds the accepted ones to `experienceId`'s gallery. */
async function upload(experienceId: string, files: Array<{ name: string; bytes: Buffer }>) {
  const parsed = await readPhotoUpload(uploadRequest(files))
  if ('refused' in parsed) throw new Error(`upload refused: ${parsed.refused}`)
  const accepted = parsed.files.flatMap((f) => ('photo' in f ? [f.photo] : []))
  const added = await addPhotos(db, mine.actor, mine.supplierId, experienceId, accepted, { store })
  return { parsed, added, refused: parsed.files.flatMap((f) => ('refused' in f ? [{ name: f.name, reason: f.refused }] : [])) }
}

async function positions(experienceId: string) {
  return db.select({ id: s.experienceImages.id, position: s.experienceImages.position }).from(s.experienceImages).where(eq(s.experienceImages.experienceId, experienceId)).orderBy(asc(s.experienceImages.position))
}

async function freshExperience(status: 'draft' | 'active' = 'draft') {
  const [base] = await db.select().from(s.experiences).where(eq(s.experiences.id, mine.experienceId))
  const [row] = await db
    .insert(s.experiences)
    .values({ ...base!, id: undefined, slug: `${base!.slug}-${Math.random().toString(36).slice(2, 8)}`, status, createdAt: undefined })
    .returning({ id: s.experiences.id })
  return row!.id
}

async function addPlain(experienceId: string, howMany: number): Promise<string[]> {
  const photos: NormalisedPhoto[] = []
  for (let i = 0; i < howMany; i++) {
    const { parsed } = { parsed: await readPhotoUpload(uploadRequest([{ name: `p${i}.png`, bytes: await photo(1200, 800, 'png') }])) }
    if ('refused' in parsed || !('photo' in parsed.files[0]!)) throw new Error('a plain photo was refused')
    photos.push(parsed.files[0].photo)
  }
  const added = await addPhotos(db, mine.actor, mine.supplierId, experienceId, photos, { store })
  if (!added.ok) throw new Error('not added')
  return added.added.map((a) => a.id)
}

describe('uploading photos', () => {
  it('stores a phone photo upright, as JPEG, without any metadata: no GPS position, camera or owner', async () => {
    const original = await phoneJpeg()
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('PhoneMaker')
    const { added, refused } = await upload(mine.experienceId, [{ name: 'bosphorus.jpg', bytes: original }])
    expect(refused).toEqual([])
    expect(added.ok && added.added.length).toBe(1)

    const [row] = await db.select().from(s.experienceImages).where(eq(s.experienceImages.experienceId, mine.experienceId))
    const key = keyOfUploadUrl(row!.url)!
    expect(row!.url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.jpg$/)
    // Taken sideways: stored turned upright, so 1000 wide and 1600 high.
    expect([row!.width, row!.height, row!.position]).toEqual([1000, 1600, 0])
    const stored = await store(db).get(key)
    const meta = await sharp(stored!.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 1600])
    expect(stored!.contentType).toBe('image/jpeg')
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined])
    for (const trace of ['PhoneMaker', 'Ayse', 'GPS', 'Exif']) expect(stored!.bytes.includes(Buffer.from(trace))).toBe(false)
    expect(changes.some((c) => c.experienceId === mine.experienceId && c.what === 'photos')).toBe(true)
  })

  it('refuses a file too large, an image too small, a pixel bomb, a GIF named .heic and a text file, and saves the rest', async () => {
    const before = (await positions(mine.experienceId)).length
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024) // small on the wire, 100 megapixels once decoded
    const huge = Buffer.concat([await photo(1600, 1000), Buffer.alloc(15 * 1024 * 1024)])
    const { added, refused } = await upload(mine.experienceId, [
      { name: 'harbour.png', bytes: await photo(1200, 800, 'png') },
      { name: 'huge.jpg', bytes: huge },
      { name: 'thumb.jpg', bytes: await photo(1000, 700) },
      { name: 'bomb.png', bytes: bomb },
      { name: 'beach.heic', bytes: await photo(1600, 1200, 'gif') },
      { name: 'notes.jpg', bytes: Buffer.from('these are not the pixels you are looking for') },
      { name: 'tower.webp', bytes: await photo(900, 1400, 'webp') },
      { name: 'sunset.avif', bytes: await photo(1600, 900, 'avif') },
    ])
    expect(refused).toEqual([
      { name: 'huge.jpg', reason: 'too-large' },
      { name: 'thumb.jpg', reason: 'too-small' },
      { name: 'bomb.png', reason: 'too-many-pixels' },
      { name: 'beach.heic', reason: 'format' },
      { name: 'notes.jpg', reason: 'format' },
    ])
    expect(added.ok && added.added.length).toBe(3)
    expect((await positions(mine.experienceId)).map((p) => p.position)).toEqual([...Array(before + 3).keys()])
  })

  it('refuses files past the tenth one by one, and a whole upload past its total before reading it all', async () => {
    const files = await Promise.all([...Array(11).keys()].map(async (i) => ({ name: `p${i}.png`, bytes: await photo(1200, 800, 'png') })))
    const parsed = await readPhotoUpload(uploadRequest(files))
    expect('files' in parsed && parsed.files.map((f) => ('refused' in f ? f.refused : 'ok'))).toEqual([...Array(10).fill('ok'), 'too-many-files'])

    const declared = uploadRequest([{ name: 'a.png', bytes: await photo(1200, 800, 'png') }])
    const lying = new Request(declared.url, { method: 'POST', body: declared.body, headers: { 'Content-Type': declared.headers.get('Content-Type')!, 'Content-Length': String(500 * 1024 * 1024) }, duplex: 'half' } as RequestInit)
    expect(await readPhotoUpload(lying)).toEqual({ refused: 'too-large' })
    // No Content-Length (a chunked body): counted as it streams, and cut off at the limit.
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(64 * 1024).fill(65))
      },
    })
    const chunked = new Request('http://partners.localhost/s/x/experiences/y/photos', { method: 'POST', body: endless, headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, duplex: 'half' } as RequestInit)
    expect(await readPhotoUpload(chunked, { maxUploadBytes: 1024 * 1024, maxFiles: 10 })).toEqual({ refused: 'too-large' })
    expect(pulled).toBeLessThan(40)
  })

  it('adds the same photo to one gallery once', async () => {
    const experienceId = await freshExperience()
    const bytes = await photo(1200, 800, 'png')
    const { added } = await upload(experienceId, [
      { name: 'a.png', bytes },
      { name: 'a-again.png', bytes },
    ])
    expect(added.ok && [added.added.length, added.duplicates.length]).toEqual([1, 1])
  })
})

describe('arranging a gallery', () => {
  it('moves photos earlier and later, makes a cover, and keeps positions 0…n-1', async () => {
    const experienceId = await freshExperience()
    const [a, b, c, d] = await addPlain(experienceId, 4)
    expect((await movePhoto(db, mine.actor, mine.supplierId, d!, 'earlier')).ok).toBe(true)
    expect((await positions(experienceId)).map((p) => p.id)).toEqual([a, b, d, c])
    await makeCover(db, mine.actor, mine.supplierId, c!)
    expect(await positions(experienceId)).toEqual([c, a, b, d].map((id, position) => ({ id, position })))
    // The first cannot go earlier nor the last later: nothing changes.
    await movePhoto(db, mine.actor, mine.supplierId, c!, 'earlier')
    await movePhoto(db, mine.actor, mine.supplierId, d!, 'later')
    expect((await positions(experienceId)).map((p) => p.id)).toEqual([c, a, b, d])
    // Deleting the cover makes the next photo the cover.
    expect(await deletePhoto(db, mine.actor, mine.supplierId, c!, { store })).toMatchObject({ ok: true })
    expect(await positions(experienceId)).toEqual([a, b, d].map((id, position) => ({ id, position })))
  })

  it('keeps positions dense and unique when many changes to one gallery arrive at once', async () => {
    const experienceId = await freshExperience()
    const ids = await addPlain(experienceId, 5)
    const more = await Promise.all([0, 1, 2].map(async () => ((await readPhotoUpload(uploadRequest([{ name: 'n.png', bytes: await photo(1200, 800, 'png') }]))) as { files: Array<{ photo: NormalisedPhoto }> }).files[0]!.photo))
    const moves = ids.flatMap((id, i) => [movePhoto(db, mine.actor, mine.supplierId, id, i % 2 ? 'earlier' : 'later'), makeCover(db, mine.actor, mine.supplierId, id)])
    const results = await Promise.all([
      ...moves.slice(0, 4),
      addPhotos(db, mine.actor, mine.supplierId, experienceId, [more[0]!], { store }),
      deletePhoto(db, mine.actor, mine.supplierId, ids[2]!, { store }),
      ...moves.slice(4, 8),
      addPhotos(db, mine.actor, mine.supplierId, experienceId, [more[1]!, more[2]!], { store }),
      deletePhoto(db, mine.actor, mine.supplierId, ids[4]!, { store }),
      ...moves.slice(8),
    ])
    // A move of a photo deleted a moment before is "not found"; nothing else fails.
    expect(results.every((r) => r.ok || r.reason === 'not_found')).toBe(true)
    const after = await positions(experienceId)
    expect(after.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5])
    expect(new Set(after.map((p) => p.id)).size).toBe(6)
  })

  it('keeps alt text per language and says which languages still lack it', async () => {
    const experienceId = await freshExperience()
    const [id] = await addPlain(experienceId, 1)
    expect((await listPhotos(db, mine.supplierId, experienceId))![0]!.missingAlt).toEqual(['en', 'ru', 'tr', 'de'])
    await setPhotoAlt(db, mine.actor, mine.supplierId, id!, { en: ' The ferry at dusk ', de: 'Die Fähre in der Dämmerung', ru: '  ' })
    const [saved] = (await listPhotos(db, mine.supplierId, experienceId))!
    expect(saved!.alt).toEqual({ en: 'The ferry at dusk', de: 'Die Fähre in der Dämmerung' })
    expect(saved!.missingAlt).toEqual(['ru', 'tr'])
  })

  it('will not delete the last photo of a published experience, and will of a draft', async () => {
    const published = await freshExperience('active')
    const [only] = await addPlain(published, 1)
    expect(await deletePhoto(db, mine.actor, mine.supplierId, only!, { store })).toEqual({ ok: false, reason: 'last_photo' })
    expect(await positions(published)).toHaveLength(1)
    const draft = await freshExperience('draft')
    const [last] = await addPlain(draft, 1)
    expect(await deletePhoto(db, mine.actor, mine.supplierId, last!, { store })).toMatchObject({ ok: true })
  })

  it('deletes the stored bytes with the last gallery that shows them, and keeps them while another does', async () => {
    const bytes = await photo(1200, 800, 'png')
    const first = await freshExperience()
    const second = await freshExperience()
    await upload(first, [{ name: 'same.png', bytes }])
    await upload(second, [{ name: 'same.png', bytes }])
    const [one] = (await listPhotos(db, mine.supplierId, first))!
    const [two] = (await listPhotos(db, mine.supplierId, second))!
    const key = keyOfUploadUrl(one!.url)!
    expect(two!.url).toBe(one!.url)
    await deletePhoto(db, mine.actor, mine.supplierId, one!.id, { store })
    expect(await store(db).get(key)).not.toBeNull()
    await deletePhoto(db, mine.actor, mine.supplierId, two!.id, { store })
    expect(await store(db).get(key)).toBeNull()
  })
})

describe("another supplier's photos", () => {
  it('are not found, and nothing is written', async () => {
    const [theirPhoto] = await (async () => {
      const bytes = await photo(1200, 800, 'png')
      const parsed = await readPhotoUpload(uploadRequest([{ name: 'x.png', bytes }]))
      if ('refused' in parsed || !('photo' in parsed.files[0]!)) throw new Error('refused')
      const added = await addPhotos(db, theirs.actor, theirs.supplierId, theirs.experienceId, [parsed.files[0].photo], { store })
      return added.ok ? added.added.map((a) => a.id) : []
    })()
    const auditBefore = await db.select({ n: count() }).from(s.auditLog)
    const theirsBefore = await db.select().from(s.experienceImages).where(eq(s.experienceImages.experienceId, theirs.experienceId))
    const notFound = { ok: false, reason: 'not_found' }
    expect(await movePhoto(db, mine.actor, mine.supplierId, theirPhoto!, 'later')).toEqual(notFound)
    expect(await makeCover(db, mine.actor, mine.supplierId, theirPhoto!)).toEqual(notFound)
    expect(await setPhotoAlt(db, mine.actor, mine.supplierId, theirPhoto!, { en: 'mine now' })).toEqual(notFound)
    expect(await deletePhoto(db, mine.actor, mine.supplierId, theirPhoto!, { store })).toEqual(notFound)
    expect(await addPhotos(db, mine.actor, mine.supplierId, theirs.experienceId, [], { store })).toEqual(notFound)
    expect(await listPhotos(db, mine.supplierId, theirs.experienceId)).toBeNull()
    for (const bad of ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-000000000000']) {
      expect(await deletePhoto(db, mine.actor, mine.supplierId, bad, { store })).toEqual(notFound)
      expect(await listPhotos(db, mine.supplierId, bad)).toBeNull()
    }
    expect(await db.select().from(s.experienceImages).where(eq(s.experienceImages.experienceId, theirs.experienceId))).toEqual(theirsBefore)
    expect(await db.select({ n: count() }).from(s.auditLog)).toEqual(auditBefore)
    // Their own change is theirs to make, and is written to the audit log with the change.
    expect(await setPhotoAlt(db, theirs.actor, theirs.supplierId, theirPhoto!, { en: 'Balloons at sunrise' })).toMatchObject({ ok: true })
    const [line] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.supplierId, theirs.supplierId), eq(s.auditLog.action, 'photo.alt')))
    expect(line).toMatchObject({ staffId: theirs.actor.staffId, entityId: theirs.experienceId })
  })
})

describe('the image proxy', () => {
  it('serves an uploaded photo from the store at the proxy’s sizes, with its placeholder and cache headers', async () => {
    const { loader } = await import('../../app/routes/image')
    const experienceId = await freshExperience()
    await upload(experienceId, [{ name: 'wide.jpg', bytes: await photo(2400, 1600) }])
    const [p] = (await listPhotos(db, mine.supplierId, experienceId))!
    const get = (url: string) => loader({ request: new Request(`http://localhost${url}`), params: {}, context: { db } as unknown as LoaderFunctionArgs['context'] })

    const res = await get(`/_img/640x427${p!.url}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('X-Image-Cache')).toBe('miss')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 427])
    expect((await get(`/_img/640x427${p!.url}`)).headers.get('X-Image-Cache')).toBe('hit')

    const placeholder = await get(`/_img/10x10,blur_3,q_50${p!.url}`)
    expect(placeholder.status).toBe(200)
    expect((await sharp(Buffer.from(await placeholder.arrayBuffer())).metadata()).width).toBe(10)
    // Any other spelling is redirected to the snapped one, as for committed files.
    expect((await get(`/_img/w_600${p!.url}`)).headers.get('Location')).toBe(`/_img/w_640${p!.url}`)
    expect((await get(`/_img/w_640/media/uploads/${'0'.repeat(64)}.webp`)).status).toBe(404)
    expect((await get(`/_img/w_640/media/uploads/not-a-key.webp`)).status).toBe(404)
  })
})
