// Read model of the shared catalogue, as one tenant sees it: only its suppliers, in its visitor's language.
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import * as s from '../../drizzle/schema/index'
import type { LocalizedText } from '../../drizzle/schema/index'
import type { RequestContext } from '../utils/context'
import type { Locale } from '../utils/locales'

export type Money = { amount: number; currency: string }
export type ExperienceCard = {
  slug: string
  title: string
  city: { slug: string; name: string }
  category: { slug: string; name: string }
  durationMinutes: number
  rating: number
  reviewCount: number
  /** The cheapest adult or per-item price across options; null when the price is on request. */
  fromPrice: Money | null
  image: { src: string; alt: string; width: number; height: number } | null
  freeCancellation: boolean
}
export type PlaceSummary = { slug: string; name: string; experienceCount: number }
export type CardFilter = { citySlug?: string; categorySlug?: string; query?: string; limit?: number; offset?: number }

export async function listExperienceCards(
  ctx: RequestContext,
  { citySlug, categorySlug, query, limit = 24, offset = 0 }: CardFilter = {},
): Promise<{ total: number; items: ExperienceCard[] }> {
  const where = and(
    inScope(ctx),
    citySlug ? inArray(s.experiences.cityId, ctx.db.select({ id: s.cities.id }).from(s.cities).where(eq(s.cities.slug, citySlug))) : undefined,
    categorySlug
      ? inArray(s.experiences.categoryId, ctx.db.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.slug, categorySlug)))
      : undefined,
    query ? matchesText(ctx, query) : undefined,
  )
  const [[counted], page] = await Promise.all([
    ctx.db.select({ total: count() }).from(s.experiences).where(where),
    ctx.db
      .select({
        id: s.experiences.id,
        slug: s.experiences.slug,
        durationMinutes: s.experiences.durationMinutes,
        rating: s.experiences.ratingAverage,
        reviewCount: s.experiences.reviewCount,
        hasFixedPrice: s.experiences.hasFixedPrice,
        city: { slug: s.cities.slug, name: s.cities.name },
        category: { slug: s.categories.slug, name: s.categories.name },
      })
      .from(s.experiences)
      .innerJoin(s.cities, eq(s.cities.id, s.experiences.cityId))
      .innerJoin(s.categories, eq(s.categories.id, s.experiences.categoryId))
      .where(where)
      .orderBy(desc(s.experiences.recommendedScore), asc(s.experiences.slug))
      .limit(limit)
      .offset(offset),
  ])
  if (page.length === 0) return { total: counted?.total ?? 0, items: [] }

  // One query per kind of detail for the whole page, never one per card.
  const ids = page.map((e) => e.id)
  const [titles, prices, freeCancellation, images] = await Promise.all([
    ctx.db
      .select({ experienceId: s.experienceTranslations.experienceId, locale: s.experienceTranslations.locale, title: s.experienceTranslations.title })
      .from(s.experienceTranslations)
      .where(and(inArray(s.experienceTranslations.experienceId, ids), inArray(s.experienceTranslations.locale, [...new Set([ctx.locale, 'en'])]))),
    ctx.db
      .selectDistinctOn([s.options.experienceId], { experienceId: s.options.experienceId, amount: s.optionUnits.priceAmount, currency: s.optionUnits.currency })
      .from(s.optionUnits)
      .innerJoin(s.options, eq(s.options.id, s.optionUnits.optionId))
      .where(and(inArray(s.options.experienceId, ids), eq(s.options.active, true), inArray(s.optionUnits.type, ['adult', 'item'])))
      .orderBy(s.options.experienceId, asc(s.optionUnits.priceAmount)),
    ctx.db
      .selectDistinct({ experienceId: s.options.experienceId })
      .from(s.options)
      .innerJoin(s.cancellationPolicies, eq(s.cancellationPolicies.id, s.options.cancellationPolicyId))
      .where(and(inArray(s.options.experienceId, ids), eq(s.options.active, true), eq(s.cancellationPolicies.kind, 'free'))),
    ctx.db
      .selectDistinctOn([s.experienceImages.experienceId], {
        experienceId: s.experienceImages.experienceId,
        src: s.experienceImages.url,
        alt: s.experienceImages.alt,
        width: s.experienceImages.width,
        height: s.experienceImages.height,
      })
      .from(s.experienceImages)
      .where(inArray(s.experienceImages.experienceId, ids))
      .orderBy(s.experienceImages.experienceId, asc(s.experienceImages.position)),
  ])

  const titleOf = (id: string) =>
    titles.find((t) => t.experienceId === id && t.locale === ctx.locale)?.title ?? titles.find((t) => t.experienceId === id)?.title
  const free = new Set(freeCancellation.map((f) => f.experienceId))
  const items = page.map((e): ExperienceCard => {
    const price = e.hasFixedPrice ? prices.find((p) => p.experienceId === e.id) : undefined
    const image = images.find((i) => i.experienceId === e.id)
    return {
      slug: e.slug,
      title: titleOf(e.id) ?? e.slug,
      city: { slug: e.city.slug, name: localize(e.city.name, ctx.locale) },
      category: { slug: e.category.slug, name: localize(e.category.name, ctx.locale) },
      durationMinutes: e.durationMinutes,
      rating: e.rating,
      reviewCount: e.reviewCount,
      fromPrice: price ? { amount: price.amount, currency: price.currency } : null,
      image: image ? { src: image.src, alt: localize(image.alt, ctx.locale), width: image.width, height: image.height } : null,
      freeCancellation: free.has(e.id),
    }
  })
  return { total: counted?.total ?? items.length, items }
}

/** Cities with at least one experience this tenant sells, busiest first. */
export async function listCities(ctx: RequestContext): Promise<PlaceSummary[]> {
  const rows = await ctx.db
    .select({ slug: s.cities.slug, name: s.cities.name, experienceCount: count(s.experiences.id) })
    .from(s.cities)
    .innerJoin(s.experiences, and(eq(s.experiences.cityId, s.cities.id), inScope(ctx)))
    .groupBy(s.cities.id)
    .orderBy(desc(count(s.experiences.id)), asc(s.cities.position))
  return rows.map((r) => ({ ...r, name: localize(r.name, ctx.locale) }))
}

/** Categories with at least one experience this tenant sells, in their fixed menu order. */
export async function listCategories(ctx: RequestContext): Promise<PlaceSummary[]> {
  const rows = await ctx.db
    .select({ slug: s.categories.slug, name: s.categories.name, experienceCount: count(s.experiences.id) })
    .from(s.categories)
    .innerJoin(s.experiences, and(eq(s.experiences.categoryId, s.categories.id), inScope(ctx)))
    .groupBy(s.categories.id)
    .orderBy(asc(s.categories.position))
  return rows.map((r) => ({ ...r, name: localize(r.name, ctx.locale) }))
}

/**
 * A plain substring match on title (in the visitor's language or English), city and category names.
 * The catalogue issue replaces it with ranked, typo-tolerant full-text search.
 */
function matchesText(ctx: RequestContext, query: string): SQL {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`(
    exists (select 1 from ${s.experienceTranslations} t where t.experience_id = ${s.experiences.id}
      and t.locale in (${ctx.locale}, 'en') and t.title ilike ${pattern})
    or exists (select 1 from ${s.cities} c, jsonb_each_text(c.name) n where c.id = ${s.experiences.cityId} and n.value ilike ${pattern})
    or exists (select 1 from ${s.categories} g, jsonb_each_text(g.name) n where g.id = ${s.experiences.categoryId} and n.value ilike ${pattern})
  )`
}

/** Live experiences of the suppliers the tenant sells ('all' or a list of supplier slugs). */
export function inScope(ctx: RequestContext): SQL {
  const { suppliers } = ctx.tenant.catalogue
  return and(
    eq(s.experiences.status, 'active'),
    or(isNull(s.experiences.expiresAt), gt(s.experiences.expiresAt, new Date())),
    suppliers === 'all'
      ? undefined
      : inArray(s.experiences.supplierId, ctx.db.select({ id: s.suppliers.id }).from(s.suppliers).where(inArray(s.suppliers.slug, suppliers))),
  )!
}

function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en
}
