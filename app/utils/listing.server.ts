// Turns catalogue rows into the cards every theme renders, with hrefs for the tenant's site type.
import type { ExperienceCardData } from '../../themes/contract'
import { listExperienceCards } from '../models/catalogue.server'
import type { RequestContext } from './context'
import { localizePath } from './locales'
import { createPricer } from './money.server'

/** Documented in docs/decisions/006-listing-page-size.md. */
export const PAGE_SIZE = 24

export function experienceHref(context: RequestContext, e: { slug: string; city: { slug: string } }): string {
  const path = context.tenant.siteType === 'supplier' ? `/experiences/${e.slug}` : `/things-to-do-in-${e.city.slug}/${e.slug}`
  return localizePath(path, context.locale)
}

export function readPage(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1')
  return Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1
}

export async function loadCards(
  context: RequestContext,
  filter: Omit<Parameters<typeof listExperienceCards>[1], 'limit' | 'offset'>,
  page = 1,
  pageSize = PAGE_SIZE,
) {
  const [{ total, items }, price] = await Promise.all([
    listExperienceCards(context, { ...filter, limit: pageSize, offset: (page - 1) * pageSize }),
    createPricer(context),
  ])
  const cards: ExperienceCardData[] = items.map((e) => ({
    slug: e.slug,
    href: experienceHref(context, e),
    title: e.title,
    city: e.city.name,
    category: e.category.name,
    durationMinutes: e.durationMinutes,
    rating: e.reviewCount > 0 ? e.rating : null,
    reviewCount: e.reviewCount,
    fromPrice: e.fromPrice ? price.format(e.fromPrice) : null,
    image: e.image ? { src: e.image.src, alt: e.image.alt } : { src: '/images/placeholder.svg', alt: '' },
    freeCancellation: e.freeCancellation,
  }))
  return { total, cards, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}
