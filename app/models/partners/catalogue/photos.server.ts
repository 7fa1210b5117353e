// An experience's photos as its supplier edits them (issue 23, decision 047): add, reorder, choose the cover,
// alt text per language, delete. Every function is scoped by supplier (another supplier's experience or photo is
// "not found", nothing written), locks the experience row so two edits of one gallery queue, keeps positions
// dense (0 is the cover) under the unique (experience_id, position) constraint, writes its audit line in the
// same transaction, and tells the page cache after the commit.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { experienceImages, experiences, type LocalizedText } from '../../../../drizzle/schema/index'
import { LOCALES, type Locale } from '../../../domain/locales'
import { keyOfUploadUrl, mediaStore, uploadUrl, type MediaStore } from '../../../services/media/index.server'
import type { NormalisedPhoto } from '../../../services/media/normalise.server'
import type { Db } from '../../../utils/db.server'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import { audit } from '../audit.server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type Photo = { id: string; url: string; position: number; width: number; height: number; alt: LocalizedText; missingAlt: Locale[] }
type Actor = { staffId: string | null }
/** The store to use with a database handle (tests choose one; the app uses MEDIA_STORE's). */
type StoreFor = (db: Db) => MediaStore
type Options = { store?: StoreFor }

/** The languages whose alt text is still empty (English first: it is the one every other falls back to). */
export const missingAlt = (alt: LocalizedText): Locale[] => LOCALES.filter((l) => !(alt as Record<string, string | undefined>)[l]?.trim())

/** The photos of supplier `supplierId`'s experience, cover first; null when the experience is not theirs. */
export async function listPhotos(db: Db, supplierId: string, experienceId: string): Promise<Photo[] | null> {
  if (!UUID.test(experienceId)) return null
  const [owned] = await db.select({ id: experiences.id }).from(experiences).where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
  if (!owned) return null
  return readPhotos(db, experienceId)
}

async function readPhotos(db: Db, experienceId: string): Promise<Photo[]> {
  const rows = await db
    .select({ id: experienceImages.id, url: experienceImages.url, position: experienceImages.position, width: experienceImages.width, height: experienceImages.height, alt: experienceImages.alt })
    .from(experienceImages)
    .where(eq(experienceImages.experienceId, experienceId))
    .orderBy(asc(experienceImages.position))
  return rows.map((r) => ({ ...r, missingAlt: missingAlt(r.alt) }))
}

/** Locks supplier `supplierId`'s experience for the rest of the transaction; null when it is not theirs. */
async function lockExperience(tx: Db, supplierId: string, experienceId: string) {
  if (!UUID.test(experienceId)) return null
  const [row] = await tx.select({ id: experiences.id, status: experiences.status }).from(experiences).where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId))).for('update')
  return row ?? null
}

/** The experience a photo belongs to, when that experience is supplier `supplierId`'s. */
async function experienceOfPhoto(db: Db, supplierId: string, photoId: string): Promise<string | null> {
  if (!UUID.test(photoId)) return null
  const [row] = await db
    .select({ experienceId: experienceImages.experienceId })
    .from(experienceImages)
    .innerJoin(experiences, eq(experiences.id, experienceImages.experienceId))
    .where(and(eq(experienceImages.id, photoId), eq(experiences.supplierId, supplierId)))
  return row?.experienceId ?? null
}

/**
 * Gives the experience's photos the positions 0…n-1 in the order of `ids`. The unique (experience_id, position)
 * constraint is checked row by row, so every position is first moved out of the way (negative), then set.
 */
async function renumber(tx: Db, experienceId: string, ids: string[]) {
  await tx.update(experienceImages).set({ position: sql`-1 - ${experienceImages.position}` }).where(eq(experienceImages.experienceId, experienceId))
  if (!ids.length) return
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  await tx
    .update(experienceImages)
    .set({ position: sql`array_position(array[${list}], ${experienceImages.id}) - 1` })
    .where(eq(experienceImages.experienceId, experienceId))
}

export type AddedPhotos = { ok: true; added: Array<{ id: string; key: string }>; duplicates: number[] } | { ok: false; reason: 'not_found' }

/**
 * Adds normalised photos after the existing ones (the first photo of an empty gallery becomes the cover). A photo
 * already in this gallery (the same bytes) is not added twice: its index in `photos` is returned in `duplicates`.
 */
export async function addPhotos(db: Db, actor: Actor, supplierId: string, experienceId: string, photos: NormalisedPhoto[], options: Options = {}): Promise<AddedPhotos> {
  const storeFor = options.store ?? mediaStore
  const outside = storeFor(db)
  // An S3 bucket is not in the transaction: the bytes go first, so a committed row never points at nothing (a
  // rolled-back upload leaves an unreferenced object, harmless under a content-addressed key).
  if (outside.kind === 's3') {
    if (!(await findSupplierExperienceId(db, supplierId, experienceId))) return { ok: false, reason: 'not_found' }
    for (const photo of unique(photos)) await outside.put(photo.key, photo.bytes, photo.contentType)
  }
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    if (!(await lockExperience(tx, supplierId, experienceId))) return { ok: false as const, reason: 'not_found' as const }
    const existing = await readPhotos(tx, experienceId)
    const present = new Set(existing.map((p) => p.url))
    const added: Array<{ id: string; key: string }> = []
    const duplicates: number[] = []
    let position = existing.length
    for (const [index, photo] of photos.entries()) {
      const url = uploadUrl(photo.key)
      if (present.has(url)) {
        duplicates.push(index)
        continue
      }
      present.add(url)
      // With PostgreSQL as the store, the bytes commit (or roll back) with the row that points at them.
      if (outside.kind === 'postgres') await storeFor(tx).put(photo.key, photo.bytes, photo.contentType)
      const [row] = await tx
        .insert(experienceImages)
        .values({ experienceId, url, alt: { en: '' }, position: position++, width: photo.width, height: photo.height })
        .returning({ id: experienceImages.id })
      added.push({ id: row!.id, key: photo.key })
    }
    if (added.length) await audit(tx, { staffId: actor.staffId, supplierId, action: 'photo.add', entity: 'experience', entityId: experienceId, after: { photos: added.map((a) => uploadUrl(a.key)) } })
    return { ok: true as const, added, duplicates }
  })
  if (result.ok && result.added.length) catalogueChanged({ supplierId, experienceId, what: 'photos' })
  return result
}

const unique = (photos: NormalisedPhoto[]) => [...new Map(photos.map((p) => [p.key, p])).values()]

async function findSupplierExperienceId(db: Db, supplierId: string, experienceId: string) {
  if (!UUID.test(experienceId)) return null
  const [row] = await db.select({ id: experiences.id }).from(experiences).where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
  return row?.id ?? null
}

type Change = { ok: true; experienceId: string } | { ok: false; reason: 'not_found' }

/** Runs `change` on the locked gallery of the photo's experience; not found when either is not the supplier's. */
async function changeGallery<T extends object>(
  db: Db,
  supplierId: string,
  photoId: string,
  change: (tx: Db, experience: { id: string; status: string }, photos: Photo[], photo: Photo) => Promise<T>,
): Promise<({ ok: true; experienceId: string } & T) | { ok: false; reason: 'not_found' }> {
  const experienceId = await experienceOfPhoto(db, supplierId, photoId)
  if (!experienceId) return { ok: false, reason: 'not_found' }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const experience = await lockExperience(tx, supplierId, experienceId)
    // Read again under the lock: the photo may have gone (deleted by someone else) since the first look.
    const photos = experience ? await readPhotos(tx, experienceId) : []
    const photo = photos.find((p) => p.id === photoId)
    if (!experience || !photo) return { ok: false as const, reason: 'not_found' as const }
    return { ok: true as const, experienceId, ...(await change(tx, experience, photos, photo)) }
  })
}

/** Moves a photo one place earlier or later (moving the second photo earlier makes it the cover). */
export async function movePhoto(db: Db, actor: Actor, supplierId: string, photoId: string, direction: 'earlier' | 'later'): Promise<Change> {
  return reorder(db, actor, supplierId, photoId, (ids, from) => {
    const to = direction === 'earlier' ? from - 1 : from + 1
    if (to < 0 || to >= ids.length) return ids
    const next = [...ids]
    ;[next[from], next[to]] = [next[to]!, next[from]!]
    return next
  })
}

/** Makes a photo the cover (position 0); the others keep their order after it. */
export async function makeCover(db: Db, actor: Actor, supplierId: string, photoId: string): Promise<Change> {
  return reorder(db, actor, supplierId, photoId, (ids, from) => [ids[from]!, ...ids.filter((_, i) => i !== from)])
}

async function reorder(db: Db, actor: Actor, supplierId: string, photoId: string, order: (ids: string[], from: number) => string[]): Promise<Change> {
  const result = await changeGallery(db, supplierId, photoId, async (tx, experience, photos, photo) => {
    const before = photos.map((p) => p.id)
    const after = order(before, photos.indexOf(photo))
    const changed = after.some((id, i) => id !== before[i])
    if (changed) {
      await renumber(tx, experience.id, after)
      await audit(tx, { staffId: actor.staffId, supplierId, action: 'photo.reorder', entity: 'experience', entityId: experience.id, before: { order: before }, after: { order: after } })
    }
    return { changed }
  })
  if (result.ok && result.changed) catalogueChanged({ supplierId, experienceId: result.experienceId, what: 'photos' })
  return result.ok ? { ok: true, experienceId: result.experienceId } : result
}

/** Sets a photo's alt text in every language at once; English is required (the others fall back to it). */
export async function setPhotoAlt(db: Db, actor: Actor, supplierId: string, photoId: string, alt: LocalizedText): Promise<Change> {
  const clean: LocalizedText = { en: alt.en.trim() }
  for (const locale of LOCALES) {
    const text = (alt as Record<string, string | undefined>)[locale]?.trim()
    if (locale !== 'en' && text) (clean as Record<string, string>)[locale] = text
  }
  const result = await changeGallery(db, supplierId, photoId, async (tx, experience, _photos, photo) => {
    await tx.update(experienceImages).set({ alt: clean }).where(eq(experienceImages.id, photo.id))
    await audit(tx, { staffId: actor.staffId, supplierId, action: 'photo.alt', entity: 'experience', entityId: experience.id, before: { photo: photo.id, alt: photo.alt }, after: { photo: photo.id, alt: clean } })
    return {}
  })
  if (result.ok) catalogueChanged({ supplierId, experienceId: result.experienceId, what: 'photos' })
  return result.ok ? { ok: true, experienceId: result.experienceId } : result
}

export type Deleted = Change | { ok: false; reason: 'last_photo' }

/**
 * Deletes a photo; the ones after it move up (deleting the cover makes the next one the cover). A published
 * experience keeps at least one photo. The stored bytes go too, unless another gallery shows the same photo.
 */
export async function deletePhoto(db: Db, actor: Actor, supplierId: string, photoId: string, options: Options = {}): Promise<Deleted> {
  const storeFor = options.store ?? mediaStore
  const result = await changeGallery(db, supplierId, photoId, async (tx, experience, photos, photo) => {
    if (experience.status !== 'draft' && photos.length <= 1) return { refused: true as const, orphan: null }
    await tx.delete(experienceImages).where(eq(experienceImages.id, photo.id))
    await renumber(
      tx,
      experience.id,
      photos.filter((p) => p.id !== photo.id).map((p) => p.id),
    )
    await audit(tx, { staffId: actor.staffId, supplierId, action: 'photo.delete', entity: 'experience', entityId: experience.id, before: { photo: photo.id, url: photo.url, position: photo.position } })
    const key = keyOfUploadUrl(photo.url)
    const [others] = key ? await tx.select({ n: count() }).from(experienceImages).where(eq(experienceImages.url, photo.url)) : [{ n: 1 }]
    const orphan = key && !others?.n ? key : null
    if (orphan && storeFor(tx).kind === 'postgres') await storeFor(tx).delete(orphan)
    return { refused: false as const, orphan }
  })
  if (!result.ok) return result
  if (result.refused) return { ok: false, reason: 'last_photo' }
  const store = storeFor(db)
  if (result.orphan && store.kind === 's3') {
    // After the commit, and never failing the delete the supplier asked for: an object left behind costs bytes only.
    await store.delete(result.orphan).catch((error: unknown) => console.error(`[photos] could not delete ${result.orphan} from S3: ${(error as Error).message}`))
  }
  catalogueChanged({ supplierId, experienceId: result.experienceId, what: 'photos' })
  return { ok: true, experienceId: result.experienceId }
}
