// The lookups routing needs (experience slug → city, city and category by slug).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  categories,
  cities,
  experiences,
  suppliers,
  type LocalizedText,
} from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { inScope } from './catalogue.server'

const localized = (column: AnyPgColumn, locale: string) => sql<string>`coalesce(${column} ->> ${locale}, ${column} ->> 'en')`

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

/** A category this tenant sells something in (as a main or an extra category); another one is not found. */
export async function findCategory(ctx: RequestContext, slug: string) {
  const [row] = await ctx.db
    .select({ slug: categories.slug, name: localized(categories.name, ctx.locale) })
    .from(categories)
    .where(and(eq(categories.slug, slug), sql`exists (select 1 from ${experiences} where ${inScope(ctx)} and ${categories.id} = any(${experiences.categoryIds}))`))
    .limit(1)
  return row ?? null
}

/** The tenant's suppliers only: unlike inScope, an unavailable or expired experience is still found (its page explains). */
function sellsSupplier(ctx: RequestContext): SQL | undefined {
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
