// The media store this server uses, chosen by MEDIA_STORE (app/utils/env.server.ts validates it at start-up).
import type { Db } from '../../utils/db.server'
import { env } from '../../utils/env.server'
import { createPostgresMediaStore } from './postgres-store.server'
import { createS3MediaStore } from './s3-store.server'
import type { MediaStore } from './store'

let s3: MediaStore | null = null

/** The configured store; the PostgreSQL one reads and writes through `db` (the request's database). */
export function mediaStore(db: Db): MediaStore {
  if (env.MEDIA_STORE === 'postgres') return createPostgresMediaStore(db)
  // The environment check guarantees these are set when MEDIA_STORE=s3.
  s3 ??= createS3MediaStore({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    prefix: env.S3_PREFIX,
  })
  return s3
}

export type { MediaObject, MediaStore } from './store'
export { isUploadKey, keyOfUploadUrl, uploadKey, uploadUrl, UPLOADS_PREFIX } from './store'
