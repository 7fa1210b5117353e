// Filter values of spec §2 (language, labels, occasion, best-for, time of day, age range) as data,
// so a new label is a row, not a migration.
import { index, jsonb, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core'
import { id, type LocalizedText } from './columns'
import { facetKind } from './enums'
import { experiences } from './experiences'

export const facets = pgTable(
  'facets',
  {
    id: id(),
    kind: facetKind().notNull(),
    slug: text().notNull(),
    label: jsonb().$type<LocalizedText>().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [unique('facets_kind_slug_unique').on(t.kind, t.slug)],
)

export const experienceFacets = pgTable(
  'experience_facets',
  {
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    facetId: uuid()
      .notNull()
      .references(() => facets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'experience_facets_pk', columns: [t.experienceId, t.facetId] }),
    // Filtering goes facet → experiences, so the reverse direction needs its own index.
    index('experience_facets_facet_idx').on(t.facetId, t.experienceId),
  ],
)
