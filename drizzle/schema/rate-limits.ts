// Counters of rate-limiter-flexible's RateLimiterDrizzle (app/models/platform/rate-limit.server.ts): one row per limited
// key (sign-in failures of an email from an address, reset requests of an email…), shared by every app server
// on the database, so a limit holds however many servers answer (decision 019). The column names are the
// library's.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns'

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<limit name>:<tenant>|…`; holds an email or a client address, never a password. */
    key: text().primaryKey(),
    points: integer().notNull().default(0),
    /** End of the key's window; the library deletes rows that ended more than an hour ago. */
    expire: timestamptz(),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
)
