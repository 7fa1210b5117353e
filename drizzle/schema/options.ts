// OCTO options (a variant of an experience: private, shared, with dinner…) and their units
// (adult/child/infant per person, or one item such as a boat).
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core'
import { cancellationPolicies } from './cancellation-policies'
import { currency, id, money, type LocalizedText } from './columns'
import { unitType } from './enums'
import { experiences } from './experiences'

export const options = pgTable(
  'options',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>(),
    /** Local start times, 'HH:MM', in the experience's time zone. */
    startTimes: text().array().notNull().default(sql`'{}'::text[]`),
    durationMinutes: integer().notNull(),
    payLaterAllowed: boolean().notNull().default(false),
    cancellationPolicyId: uuid().references(() => cancellationPolicies.id),
    /** Per-item pricing only: how many travellers fit in one item (spec §5 "up to {capacity} per item"). */
    maxCapacityPerItem: smallint(),
    minTravellers: smallint().notNull().default(1),
    maxTravellers: smallint(),
    position: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    unique('options_experience_slug_unique').on(t.experienceId, t.slug),
    check('options_travellers_check', sql`${t.maxTravellers} is null or ${t.minTravellers} <= ${t.maxTravellers}`),
  ],
)

export const optionUnits = pgTable(
  'option_units',
  {
    id: id(),
    optionId: uuid()
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    type: unitType().notNull(),
    ageMin: smallint(),
    ageMax: smallint(),
    priceAmount: money().notNull(),
    currency: currency().notNull(),
    /** The struck-through "was" price; null when there is no discount to show. */
    originalPriceAmount: money(),
  },
  (t) => [
    unique('option_units_option_type_unique').on(t.optionId, t.type),
    // "From" prices and price filters read the cheapest adult/item unit per option.
    index('option_units_price_idx').on(t.optionId, t.type, t.priceAmount),
    check('option_units_price_check', sql`${t.priceAmount} >= 0`),
  ],
)
