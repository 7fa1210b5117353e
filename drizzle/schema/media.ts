// Uploaded photos' bytes when MEDIA_STORE=postgres (the default; decision 047): one row per content-addressed key,
// so every app server sharing the database reads the same photos. With MEDIA_STORE=s3 this table stays empty.
import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

export const mediaObjects = pgTable('media_objects', {
  /** `<sha-256 of the bytes>.<ext>`: the same bytes always get the same key, so a key's bytes never change. */
  key: text().primaryKey(),
  contentType: text().notNull(),
  size: integer().notNull(),
  bytes: bytea().notNull(),
  createdAt: createdAt(),
})
