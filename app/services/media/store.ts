// Where uploaded photos' bytes live (decision 047): one small interface, a PostgreSQL table or an S3-compatible
// bucket behind it, chosen by MEDIA_STORE. Keys are content-addressed (uploadKey), so a key's bytes never change.
import { createHash } from 'node:crypto'

export type MediaObject = { bytes: Buffer; contentType: string }

export interface MediaStore {
  readonly kind: 'postgres' | 's3'
  /** Stores the bytes under `key`; storing the same key again is harmless (the bytes are the same). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The bytes and their type, or null when nothing is stored under `key`. */
  get(key: string): Promise<MediaObject | null>
  /** Removes `key`; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>
}

/** Where an uploaded photo is found by the image proxy, as a source exactly like `/media/experiences/x.svg`. */
export const UPLOADS_PREFIX = '/media/uploads/'

const EXTENSIONS = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/avif': 'avif' } as const
const KEY = /^[0-9a-f]{64}\.(webp|jpg|png|avif)$/

/** `<sha-256 of the bytes>.<ext>`: the same bytes always get the same key, so caches keyed by it never go stale. */
export function uploadKey(bytes: Buffer, contentType: keyof typeof EXTENSIONS): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSIONS[contentType]}`
}

export const isUploadKey = (key: string) => KEY.test(key)

export const uploadUrl = (key: string) => `${UPLOADS_PREFIX}${key}`

/** The key of an uploaded photo's URL, or null for any other URL (a committed SVG, a remote picture). */
export function keyOfUploadUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null
  const key = url.slice(UPLOADS_PREFIX.length)
  return isUploadKey(key) ? key : null
}
