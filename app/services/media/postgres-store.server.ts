// MEDIA_STORE=postgres (the default): photos' bytes in the media_objects table (bytea), so every app server on the
// same database reads the same photos, and a database backup includes them.
import { eq } from 'drizzle-orm'
import { mediaObjects } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { MediaStore } from './store'

export function createPostgresMediaStore(db: Db): MediaStore {
  return {
    kind: 'postgres',
    async put(key, bytes, contentType) {
      // The same key means the same bytes (content-addressed): a second upload of one photo changes nothing.
      await db.insert(mediaObjects).values({ key, bytes, contentType, size: bytes.length }).onConflictDoNothing()
    },
    async get(key) {
      const [row] = await db.select({ bytes: mediaObjects.bytes, contentType: mediaObjects.contentType }).from(mediaObjects).where(eq(mediaObjects.key, key)).limit(1)
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.contentType } : null
    },
    async delete(key) {
      await db.delete(mediaObjects).where(eq(mediaObjects.key, key))
    },
  }
}
