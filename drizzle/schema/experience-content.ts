// The words and pictures of an experience, one row per language and one per image.
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core'
import { id, type LocalizedText } from './columns'
import { experiences } from './experiences'

export type ItineraryStep = { title: string; description: string }

// A real table rather than jsonb: long texts are searched per language (pg_trgm), and a locale
// can be added to one experience without rewriting the others.
export const experienceTranslations = pgTable(
  'experience_translations',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    title: text().notNull(),
    overview: text().notNull(),
    highlights: text().array().notNull().default(sql`'{}'::text[]`),
    // Null means "not translated": readers fall back to the English row field by field.
    includes: text().array(),
    excludes: text().array(),
    itinerary: jsonb().$type<ItineraryStep[]>(),
    knowBeforeYouGo: text().array(),
    whatToBring: text().array(),
    locationDescription: text(),
    meetingPoint: text(),
  },
  (t) => [
    unique('experience_translations_experience_locale_unique').on(t.experienceId, t.locale),
    index('experience_translations_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
)

export const experienceImages = pgTable(
  'experience_images',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    alt: jsonb().$type<LocalizedText>().notNull(),
    /** 0 is the cover image. */
    position: smallint().notNull().default(0),
    width: smallint().notNull(),
    height: smallint().notNull(),
  },
  (t) => [unique('experience_images_experience_position_unique').on(t.experienceId, t.position)],
)
