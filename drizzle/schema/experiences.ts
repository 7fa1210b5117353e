// The OCTO "product": what a visitor sees on a card and a detail page, before options and dates.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, currency, id, money, timestamptz } from './columns'
import { experienceStatus, pricingMode } from './enums'
import { categories, cities } from './places'
import { suppliers } from './suppliers'

export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    slug: text().notNull().unique('experiences_slug_unique'),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id),
    cityId: uuid()
      .notNull()
      .references(() => cities.id),
    /** The main category, used in URLs and breadcrumbs; extra ones go in experience_categories. */
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    /** Copied from the city so a slot's local time can be shown without another join. */
    timeZone: text().notNull(),
    durationMinutes: integer().notNull(),
    ageMin: smallint(),
    ageMax: smallint(),
    startTime: time(),
    endTime: time(),
    /** Null means the experience never expires. */
    expiresAt: timestamptz(),
    pickupIncluded: boolean().notNull().default(false),
    dropOffIncluded: boolean().notNull().default(false),
    /** ISO 639-1 codes of the languages the guide speaks. */
    guideLanguages: text().array().notNull().default(sql`'{}'::text[]`),
    pricingMode: pricingMode().notNull().default('per_person'),
    /** False: there is no price to pay online; the visitor requests a custom offer instead. */
    hasFixedPrice: boolean().notNull().default(true),
    /** True: the supplier confirms each booking by hand, so bookings wait in PENDING_SUPPLIER. */
    onRequest: boolean().notNull().default(false),
    /** On-request: hours the supplier has to answer before the request is declined for them (issue 22). */
    answerWindowHours: integer().notNull().default(48),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    showOnMap: boolean().notNull().default(true),
    // Denormalised from reviews so listings can sort and filter by rating without aggregating.
    ratingAverage: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    status: experienceStatus().notNull().default('active'),
    /** Higher ranks first under "Recommended". */
    recommendedScore: integer().notNull().default(0),
    // The "from" price of cards, denormalised from option units (cheapest active adult or item unit) by
    // app/models/listing/columns.server.ts, so listings filter and sort on an index (decision 007).
    fromPriceAmount: money(),
    fromPriceCurrency: currency(),
    /** fromPrice in US dollars at the stored rates: a sort and filter key across currencies, never shown or charged. */
    fromPriceUsd: numeric({ precision: 16, scale: 6, mode: 'number' }),
    // Copies of experience_facets and of the main + extra categories, so a listing filters with one GIN-indexed
    // array test and counts facet values without a join (maintained with the prices, decision 007).
    facetIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    categoryIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('experiences_supplier_idx').on(t.supplierId),
    index('experiences_city_idx').on(t.cityId, t.recommendedScore.desc()),
    index('experiences_category_idx').on(t.categoryId, t.recommendedScore.desc()),
    // The "recommended" order of decision 007: editorial score, then rating weighted by review count.
    index('experiences_recommended_idx').on(t.recommendedScore.desc(), sql`(${t.ratingAverage} * ln(1 + ${t.reviewCount})) desc`, t.slug),
    index('experiences_price_asc_idx').on(t.fromPriceUsd.asc().nullsLast(), t.slug),
    index('experiences_price_desc_idx').on(t.fromPriceUsd.desc().nullsLast(), t.slug),
    index('experiences_facet_ids_idx').using('gin', t.facetIds),
    index('experiences_category_ids_idx').using('gin', t.categoryIds),
    index('experiences_rating_idx').on(t.ratingAverage.desc(), t.reviewCount.desc()),
    index('experiences_duration_idx').on(t.durationMinutes),
    check('experiences_age_range_check', sql`${t.ageMin} is null or ${t.ageMax} is null or ${t.ageMin} <= ${t.ageMax}`),
    check('experiences_rating_check', sql`${t.ratingAverage} between 0 and 5`),
  ],
)

/** Extra categories beyond the main one (a dhow dinner cruise is also a tour). */
export const experienceCategories = pgTable(
  'experience_categories',
  {
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'experience_categories_pk', columns: [t.experienceId, t.categoryId] }),
    index('experience_categories_category_idx').on(t.categoryId),
  ],
)
