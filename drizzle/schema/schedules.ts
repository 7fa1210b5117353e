// Where departures come from (decision 046): weekly timetables per option, the supplier's exceptions (a closed
// date or departure, one departure's capacity) and price overrides per date range. The horizon worker turns
// them into availability_slots rows; these tables are what it reads, so a closed date stays closed for good.
import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgEnum, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core'
import type { SlotPriceOverrides } from './availability'
import { createdAt, id, timestamptz } from './columns'
import { experiences } from './experiences'
import { options } from './options'

/**
 * One weekly timetable of an option: on these weekdays (0 = Sunday), at these local times ('HH:MM' in the
 * experience's zone), this many places per departure, from `validFrom` to `validTo` (open when null).
 */
export const optionSchedules = pgTable(
  'option_schedules',
  {
    id: id(),
    optionId: uuid()
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    weekdays: smallint().array().notNull(),
    startTimes: text().array().notNull(),
    capacity: integer().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
    /** The last local date the horizon has made departures for; null: not yet (or the rule changed). */
    generatedThrough: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('option_schedules_option_idx').on(t.optionId),
    check('option_schedules_capacity_check', sql`${t.capacity} >= 1 and ${t.capacity} <= 10000`),
    check('option_schedules_season_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    check('option_schedules_weekdays_check', sql`cardinality(${t.weekdays}) > 0 and ${t.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[]`),
    check('option_schedules_times_check', sql`cardinality(${t.startTimes}) > 0`),
  ],
)

export const scheduleExceptionKind = pgEnum('schedule_exception_kind', ['closed', 'capacity'])

/**
 * A supplier's exception, remembered so the horizon never re-creates or reopens what was closed:
 * - closed, no option, no time: the whole date of the experience (every option, also ones added later);
 * - closed, an option, no time: that option on that date;
 * - closed, an option and a time: one departure;
 * - capacity, an option and a time: one departure's own capacity, which a timetable's capacity leaves alone.
 */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    optionId: uuid().references(() => options.id, { onDelete: 'cascade' }),
    localDate: date({ mode: 'string' }).notNull(),
    startsAt: timestamptz(),
    kind: scheduleExceptionKind().notNull(),
    capacity: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('schedule_exceptions_unique').on(t.experienceId, t.optionId, t.localDate, t.startsAt, t.kind).nullsNotDistinct(),
    index('schedule_exceptions_date_idx').on(t.experienceId, t.localDate),
    check('schedule_exceptions_departure_check', sql`${t.startsAt} is null or ${t.optionId} is not null`),
    check('schedule_exceptions_capacity_check', sql`(${t.kind} = 'capacity') = (${t.capacity} is not null) and (${t.kind} <> 'capacity' or ${t.startsAt} is not null)`),
  ],
)

/**
 * An option's unit prices replaced between two local dates (to open when null), on some weekdays: copied into the
 * `price_overrides` of every departure in range, existing and future. Amounts in minor units of the units' currency.
 */
export const optionPriceOverrides = pgTable(
  'option_price_overrides',
  {
    id: id(),
    optionId: uuid()
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
    weekdays: smallint().array().notNull().default(sql`'{0,1,2,3,4,5,6}'::smallint[]`),
    prices: jsonb().$type<SlotPriceOverrides>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('option_price_overrides_option_idx').on(t.optionId),
    check('option_price_overrides_range_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    check('option_price_overrides_weekdays_check', sql`cardinality(${t.weekdays}) > 0 and ${t.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[]`),
  ],
)
