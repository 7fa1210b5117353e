// One experience and the lookups routing needs (slug → city, city and category by slug or name).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  categories,
  cities,
  experienceImages,
  experiences,
  experienceTranslations,
  optionUnits,
  options,
  suppliers,
  type LocalizedText,
} from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { inScope } from './catalogue.server'

export const localized = (column: AnyPgColumn, locale: string) => sql<string>`coalesce(${column} ->> ${locale}, ${column} ->> 'en')`

export async function findExperienceCity(ctx: RequestContext, slug: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ city: cities.slug })
    .from(experiences)
    .innerJoin(cities, eq(cities.id, experiences.cityId))
    .where(and(eq(experiences.slug, slug), inScope(ctx)))
    .limit(1)
  return row?.city ?? null
}

export async function findCity(ctx: RequestContext, slug: string) {
  const [row] = await ctx.db
    .select({ slug: cities.slug, name: localized(cities.name, ctx.locale) })
    .from(cities)
    .where(eq(cities.slug, slug))
    .limit(1)
  return row ?? null
}

/** The search form's "where to" typed as a city name, in any of the catalogue's languages. */
export async function findCityByName(ctx: RequestContext, name: string) {
  const needle = name.trim().toLowerCase()
  const [row] = await ctx.db
    .select({ slug: cities.slug })
    .from(cities)
    .where(
      sql`${cities.slug} = ${needle.replace(/\s+/g, '-')} or exists (select 1 from jsonb_each_text(${
        cities.name
      }) n where lower(n.value) = ${needle})`,
    )
    .limit(1)
  return row ?? null
}

/** A category this tenant sells something in (as a main or an extra category); another one is not found. */
export async function findCategory(ctx: RequestContext, slug: string) {
  const [row] = await ctx.db
    .select({ slug: categories.slug, name: localized(categories.name, ctx.locale) })
    .from(categories)
    .where(and(eq(categories.slug, slug), sql`exists (select 1 from ${experiences} where ${inScope(ctx)} and ${categories.id} = any(${experiences.categoryIds}))`))
    .limit(1)
  return row ?? null
}

export async function getExperience(ctx: RequestContext, slug: string) {
  const [row] = await ctx.db
    .select({
      id: experiences.id,
      slug: experiences.slug,
      durationMinutes: experiences.durationMinutes,
      rating: experiences.ratingAverage,
      reviewCount: experiences.reviewCount,
      hasFixedPrice: experiences.hasFixedPrice,
      city: { slug: cities.slug, name: localized(cities.name, ctx.locale) },
      category: { slug: categories.slug, name: localized(categories.name, ctx.locale) },
    })
    .from(experiences)
    .innerJoin(cities, eq(cities.id, experiences.cityId))
    .innerJoin(categories, eq(categories.id, experiences.categoryId))
    .where(and(eq(experiences.slug, slug), inScope(ctx)))
    .limit(1)
  if (!row) return null
  const [texts, images, [price]] = await Promise.all([
    ctx.db
      .select()
      .from(experienceTranslations)
      .where(and(eq(experienceTranslations.experienceId, row.id), inArray(experienceTranslations.locale, [ctx.locale, 'en']))),
    ctx.db.select().from(experienceImages).where(eq(experienceImages.experienceId, row.id)).orderBy(experienceImages.position).limit(1),
    ctx.db
      .select({ amount: sql<number>`min(${optionUnits.priceAmount})::int`, currency: sql<string>`min(${optionUnits.currency})` })
      .from(optionUnits)
      .innerJoin(options, eq(options.id, optionUnits.optionId))
      .where(and(eq(options.experienceId, row.id), eq(options.active, true), inArray(optionUnits.type, ['adult', 'item']))),
  ])
  const text = texts.find((t) => t.locale === ctx.locale) ?? texts.find((t) => t.locale === 'en')
  const image = images[0]
  return {
    ...row,
    overview: text?.overview ?? '',
    highlights: text?.highlights ?? [],
    heading: text?.title ?? row.slug,
    fromPrice: row.hasFixedPrice && price?.amount != null && price.currency ? { amount: price.amount, currency: price.currency } : null,
    image: image
      ? { src: image.url, alt: image.alt[ctx.locale] ?? image.alt.en, width: image.width, height: image.height }
      : { src: '/images/placeholder.svg', alt: '', width: 1200, height: 800 },
  }
}

/** The tenant's suppliers only: unlike inScope, an unavailable or expired experience is still found (its page explains). */
export function sellsSupplier(ctx: RequestContext): SQL | undefined {
  const { suppliers: list } = ctx.tenant.catalogue
  return list === 'all'
    ? undefined
    : inArray(experiences.supplierId, ctx.db.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.slug, list)))
}

/** What availability and prices need about an experience, found in the tenant's scope by slug. */
export async function getBookableExperience(ctx: RequestContext, slug: string) {
  const [row] = await ctx.db
    .select({
      id: experiences.id,
      slug: experiences.slug,
      timeZone: experiences.timeZone,
      expiresAt: experiences.expiresAt,
      status: experiences.status,
      hasFixedPrice: experiences.hasFixedPrice,
      categorySlug: categories.slug,
      cityName: cities.name,
    })
    .from(experiences)
    .innerJoin(cities, eq(cities.id, experiences.cityId))
    .innerJoin(categories, eq(categories.id, experiences.categoryId))
    .where(and(eq(experiences.slug, slug), sellsSupplier(ctx)))
    .limit(1)
  return row ? { ...row, cityName: pick(row.cityName, ctx.locale) } : null
}

export function pick(text: LocalizedText, locale: string): string {
  return (text as Record<string, string | undefined>)[locale] ?? text.en
}
