// Dated departures with capacity. held + booked never exceed capacity: the CHECK is the last line
// of defence behind the single-statement UPDATE the booking code uses.
import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, unique, uuid } from 'drizzle-orm/pg-core'
import { id, timestamptz } from './columns'
import { slotStatus } from './enums'
import { options } from './options'

/** Per-unit-type price replacing the option unit's price on this date, in the unit's currency. */
export type SlotPriceOverrides = Partial<Record<'adult' | 'child' | 'infant' | 'item', number>>

export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: id(),
    optionId: uuid()
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    /** The calendar date in the experience's zone; what the date picker asks for. */
    localDate: date({ mode: 'string' }).notNull(),
    capacity: integer().notNull(),
    held: integer().notNull().default(0),
    booked: integer().notNull().default(0),
    status: slotStatus().notNull().default('AVAILABLE'),
    priceOverrides: jsonb().$type<SlotPriceOverrides>(),
  },
  (t) => [
    unique('availability_slots_option_starts_unique').on(t.optionId, t.startsAt),
    index('availability_slots_option_date_idx').on(t.optionId, t.localDate),
    index('availability_slots_date_idx').on(t.localDate),
    check('availability_slots_capacity_check', sql`${t.held} + ${t.booked} <= ${t.capacity}`),
    check('availability_slots_counts_check', sql`${t.held} >= 0 and ${t.booked} >= 0 and ${t.capacity} >= 0`),
    check('availability_slots_time_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
)
