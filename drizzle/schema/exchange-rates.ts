// Display conversion only: bookings are always charged in the supplier's own currency.
import { char, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns'

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    base: char({ length: 3 }).notNull(),
    quote: char({ length: 3 }).notNull(),
    /** Units of quote per one unit of base; numeric keeps the digits the provider sent. */
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'exchange_rates_pk', columns: [t.base, t.quote] })],
)
