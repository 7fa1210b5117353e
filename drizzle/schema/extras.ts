// What can be added to a booking: optional extras and the places a pickup can start from.
import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, jsonb, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core'
import { currency, id, money, type LocalizedText } from './columns'
import { extraPricing } from './enums'
import { experiences } from './experiences'

export const extras = pgTable(
  'extras',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>(),
    priceAmount: money().notNull(),
    currency: currency().notNull(),
    pricing: extraPricing().notNull(),
    /** False: removed in the hub but named by bookings, so kept for their manifests and order pages; never offered. */
    active: boolean().notNull().default(true),
  },
  (t) => [
    unique('extras_experience_slug_unique').on(t.experienceId, t.slug),
    check('extras_price_check', sql`${t.priceAmount} >= 0`),
  ],
)

export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Minutes before the departure the traveller is collected here. */
    pickupOffsetMinutes: smallint().notNull().default(0),
    /** False: removed in the hub but named by bookings (a foreign key), so kept; never offered. */
    active: boolean().notNull().default(true),
  },
  (t) => [unique('pickup_points_experience_name_unique').on(t.experienceId, t.name)],
)
