// The experience page's product data in one query: the experience with its texts (English fallback field
// by field), images, extras, pickup points and active options with units and cancellation policy.
import { and, asc, eq, sql } from 'drizzle-orm'
import { experiences, experienceTranslations, extras, pickupPoints as pickupPointRows, type LocalizedText } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { pick } from './experience.server'

const UNIT_ORDER = { adult: 0, item: 0, child: 1, infant: 2 } as const
const localizeNamed = <T extends { name: LocalizedText; description: LocalizedText | null }>(row: T, locale: string) => ({
  ...row,
  name: pick(row.name, locale),
  description: row.description ? pick(row.description, locale) : null,
})

// What the page reads; the listing's denormalised columns (facets, categories, prices) stay behind.
const PAGE_COLUMNS = {
  id: true,
  slug: true,
  timeZone: true,
  durationMinutes: true,
  ageMin: true,
  ageMax: true,
  startTime: true,
  endTime: true,
  expiresAt: true,
  pickupIncluded: true,
  dropOffIncluded: true,
  guideLanguages: true,
  pricingMode: true,
  hasFixedPrice: true,
  onRequest: true,
  latitude: true,
  longitude: true,
  showOnMap: true,
  ratingAverage: true,
  reviewCount: true,
  status: true,
} as const

// Drizzle's relational query runs as one statement with lateral joins (one round trip, not seven), and is
// prepared once per database: building it costs more CPU than PostgreSQL spends answering it.
const prepared = new WeakMap<Db, ReturnType<typeof buildDetailQuery>>()
function detailQuery(db: Db) {
  let query = prepared.get(db)
  if (!query) prepared.set(db, (query = buildDetailQuery(db)))
  return query
}

function buildDetailQuery(db: Db) {
  return db.query.experiences
    .findFirst({
      columns: PAGE_COLUMNS,
      where: and(
        eq(experiences.slug, sql.placeholder('slug')),
        // Written out: the relational builder would re-alias a suppliers column reference to "experiences".
        sql`(${sql.placeholder('allSuppliers')} or ${
          experiences.supplierId
        } in (select sp.id from suppliers sp where sp.slug = any(string_to_array(${sql.placeholder('suppliers')}, ','))))`,
      ),
      with: {
        city: { columns: { slug: true, name: true } },
        category: { columns: { slug: true, name: true } },
        translations: { where: sql`${experienceTranslations.locale} = any(string_to_array(${sql.placeholder('locales')}, ','))` },
        images: { orderBy: (i) => [asc(i.position)] },
        // Extras and pickup points taken off sale in the hub are kept for their bookings, never offered (decision 051).
        extras: { where: (x) => eq(x.active, true), orderBy: (x) => [asc(x.priceAmount), asc(x.slug)] },
        pickupPoints: { where: (p) => eq(p.active, true), orderBy: (p) => [asc(p.pickupOffsetMinutes), asc(p.name)] },
        options: {
          where: (o) => eq(o.active, true),
          orderBy: (o) => [asc(o.position)],
          with: { units: true, cancellationPolicy: true },
        },
      },
    })
    .prepare('experience_detail')
}

/** Everything the experience page shows about the product itself; null when the tenant does not sell it. */
export async function getExperienceDetail(ctx: RequestContext, slug: string) {
  const { suppliers } = ctx.tenant.catalogue
  const row = await detailQuery(ctx.db).execute({
    slug,
    allSuppliers: suppliers === 'all',
    // Lists travel as one comma-separated text: postgres.js cannot type an array placeholder in a prepared query.
    suppliers: suppliers === 'all' ? '' : suppliers.join(','),
    locales: `${ctx.locale},en`,
  })
  if (!row) return null
  const { translations, images, extras: extraRows, pickupPoints, options, city, category, ...experience } = row
  const own = translations.find((t) => t.locale === ctx.locale)
  const en = translations.find((t) => t.locale === 'en')
  const field = <K extends keyof typeof experienceTranslations.$inferSelect>(key: K) => own?.[key] ?? en?.[key] ?? null
  return {
    ...experience,
    city: { slug: city.slug, name: pick(city.name, ctx.locale) },
    category: { slug: category.slug, name: pick(category.name, ctx.locale) },
    texts: {
      title: field('title') ?? experience.slug,
      overview: field('overview') ?? '',
      highlights: own?.highlights.length ? own.highlights : en?.highlights ?? [],
      includes: field('includes') ?? [],
      excludes: field('excludes') ?? [],
      itinerary: field('itinerary') ?? [],
      knowBeforeYouGo: field('knowBeforeYouGo') ?? [],
      whatToBring: field('whatToBring') ?? [],
      locationDescription: field('locationDescription'),
      meetingPoint: field('meetingPoint'),
    },
    images: images.map((i) => ({ src: i.url, alt: pick(i.alt, ctx.locale), width: i.width, height: i.height })),
    extras: extraRows.map((x) => localizeNamed(x, ctx.locale)),
    pickupPoints,
    options: options.map(({ cancellationPolicy, units, ...option }) => ({
      ...localizeNamed(option, ctx.locale),
      policy: cancellationPolicy,
      units: [...units].sort((a, b) => UNIT_ORDER[a.type] - UNIT_ORDER[b.type]),
    })),
  }
}

export type ExperienceDetail = NonNullable<Awaited<ReturnType<typeof getExperienceDetail>>>
export type OptionDetail = ExperienceDetail['options'][number]

/** The options of an experience alone, for the availability API (which has no use for the texts). */
export async function listOptions(ctx: RequestContext, experienceId: string): Promise<OptionDetail[]> {
  const rows = await ctx.db.query.options.findMany({
    where: (o) => and(eq(o.experienceId, experienceId), eq(o.active, true)),
    orderBy: (o) => [asc(o.position)],
    with: { units: true, cancellationPolicy: true },
  })
  return rows.map(({ cancellationPolicy, units, ...option }) => ({
    ...localizeNamed(option, ctx.locale),
    policy: cancellationPolicy,
    units: [...units].sort((a, b) => UNIT_ORDER[a.type] - UNIT_ORDER[b.type]),
  }))
}

/** Optional extras, cheapest first, named in the visitor's language. */
export async function listExtras(ctx: RequestContext, experienceId: string) {
  const rows = await ctx.db
    .select()
    .from(extras)
    .where(and(eq(extras.experienceId, experienceId), eq(extras.active, true)))
    .orderBy(asc(extras.priceAmount), asc(extras.slug))
  return rows.map((x) => localizeNamed(x, ctx.locale))
}

/** Where a pickup can start, nearest to the start time last (the order the page lists them in). */
export async function listPickupPoints(ctx: RequestContext, experienceId: string) {
  return ctx.db
    .select({ id: pickupPointRows.id, name: pickupPointRows.name, address: pickupPointRows.address, pickupOffsetMinutes: pickupPointRows.pickupOffsetMinutes })
    .from(pickupPointRows)
    .where(and(eq(pickupPointRows.experienceId, experienceId), eq(pickupPointRows.active, true)))
    .orderBy(asc(pickupPointRows.pickupOffsetMinutes), asc(pickupPointRows.name))
}
