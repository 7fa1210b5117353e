// Traveller reviews; experiences.rating_average and review_count are kept from these.
import { sql } from 'drizzle-orm'
import { char, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { experiences } from './experiences'

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    authorName: text().notNull(),
    authorCountry: char({ length: 2 }),
    rating: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    locale: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_experience_idx').on(t.experienceId, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
)
