// Cities and categories: the two ways a visitor enters the catalogue (spec §2 routes).
import { char, doublePrecision, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { id, type LocalizedText } from './columns'

// Short labels live in a jsonb map rather than a translation table: they are always read whole,
// never searched by locale, and a join per label would multiply every listing query.
export const cities = pgTable('cities', {
  id: id(),
  slug: text().notNull().unique('cities_slug_unique'),
  name: jsonb().$type<LocalizedText>().notNull(),
  countryCode: char({ length: 2 }).notNull(),
  timeZone: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  position: smallint().notNull().default(0),
})

/** The nine categories of spec §1 (tours … hotels). */
export const categories = pgTable('categories', {
  id: id(),
  slug: text().notNull().unique('categories_slug_unique'),
  name: jsonb().$type<LocalizedText>().notNull(),
  position: smallint().notNull().default(0),
})
