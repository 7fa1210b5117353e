// Filter values that change only with the seed (facets, categories, cities), cached per database for a minute so a
// listing page resolves slugs and labels without a query of its own.
import { asc } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { LocalizedText } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { FacetKind } from './params.server'

type FacetValue = { id: string; kind: FacetKind; slug: string; label: LocalizedText; position: number }
type CategoryValue = { id: string; slug: string; name: LocalizedText; position: number }
type CityValue = { id: string; slug: string; name: LocalizedText }
export type ListingReference = {
  facets: FacetValue[]
  categories: CategoryValue[]
  cityBySlug: (slug: string) => CityValue | undefined
  facetBySlug: (kind: FacetKind, slug: string) => FacetValue | undefined
  categoryBySlug: (slug: string) => CategoryValue | undefined
}

const TTL_MS = 60_000
const cache = new WeakMap<Db, { at: number; value: Promise<ListingReference> }>()

export function getListingReference(db: Db, now = Date.now()): Promise<ListingReference> {
  const hit = cache.get(db)
  if (hit && now - hit.at < TTL_MS) return hit.value
  const value = Promise.all([
    db.select().from(s.facets).orderBy(asc(s.facets.kind), asc(s.facets.position), asc(s.facets.slug)),
    db.select().from(s.categories).orderBy(asc(s.categories.position)),
    db.select({ id: s.cities.id, slug: s.cities.slug, name: s.cities.name }).from(s.cities),
  ]).then(([facets, categories, cities]): ListingReference => {
    const facetIndex = new Map(facets.map((f) => [`${f.kind}:${f.slug}`, f]))
    const categoryIndex = new Map(categories.map((c) => [c.slug, c]))
    const cityIndex = new Map(cities.map((c) => [c.slug, c]))
    return {
      facets,
      categories,
      cityBySlug: (slug) => cityIndex.get(slug),
      facetBySlug: (kind, slug) => facetIndex.get(`${kind}:${slug}`),
      categoryBySlug: (slug) => categoryIndex.get(slug),
    }
  })
  cache.set(db, { at: now, value })
  value.catch(() => cache.delete(db))
  return value
}
