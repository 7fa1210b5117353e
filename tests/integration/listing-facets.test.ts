// Facet counts and card details of a listing against plain JavaScript over the seed rows: a group's counts
// apply every other group's filter but not its own; cut-offs and "likely to sell out" follow the tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DURATION_BUCKETS, parseListingParams, RATING_THRESHOLDS } from '../../app/models/listing/params.server'
import { queryListing } from '../../app/models/listing/listing.server'
import type { Rates } from '../../app/domain/money'
import * as s from '../../drizzle/schema/index'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { inScope, readSeed, shownPrice, type SeedRow } from './listing-fixture'

let database: TestDatabase
let rows: SeedRow[]
let rates: Rates
let facetIds: Map<string, string>
let categoryIds: Map<string, string>
const NOW = new Date()

beforeAll(async () => {
  database = await createSeededTestDatabase('listing_facets', { requirePostgres: true, today: NOW })
  ;({ rows, rates } = await readSeed(database.db, NOW))
  facetIds = new Map((await database.db.select().from(s.facets)).map((f) => [`${f.kind}:${f.slug}`, f.id]))
  categoryIds = new Map((await database.db.select().from(s.categories)).map((c) => [c.slug, c.id]))
})

afterAll(async () => {
  await database?.drop()
})

type Group = 'price' | 'duration' | 'rating' | 'category' | 'language' | 'label'
// The filters of the query below, one predicate per group.
const QUERY = 'language=ru&language=de&label=bestseller&label=private&duration=1-4h&duration=4h-1d&rating=4&category=tours&max-price=200'
const PREDICATES: Record<Group, (r: SeedRow) => boolean> = {
  price: (r) => (shownPrice(r, 'USD', rates) ?? Infinity) <= 20_000,
  duration: (r) => r.durationMinutes > 60 && r.durationMinutes <= 1440,
  rating: (r) => r.rating >= 4,
  category: (r) => r.categories.includes('tours'),
  language: (r) => r.facets.has('language:ru') || r.facets.has('language:de'),
  label: (r) => r.facets.has('label:bestseller') || r.facets.has('label:private'),
}

function matching(except?: Group) {
  const scope = inScope(rows, testContext(database.db))
  return scope.filter((r) => Object.entries(PREDICATES).every(([group, keep]) => group === except || keep(r)))
}

describe('listing facet counts', () => {
  it('counts each value over the results of every other filter, in one result', async () => {
    const { total, counts, items } = await queryListing(testContext(database.db, { currency: 'USD' }), {
      scope: {},
      params: parseListingParams(QUERY),
      pageSize: 24,
      now: NOW,
    })
    expect(total).toBe(matching().length)
    expect(items).toHaveLength(Math.min(24, total))
    expect(total).toBeGreaterThan(0)

    for (const [key, id] of facetIds) {
      const [kind] = key.split(':') as [string]
      const base = matching(kind === 'language' ? 'language' : kind === 'label' ? 'label' : undefined)
      expect(counts!.facets[id] ?? 0, key).toBe(base.filter((r) => r.facets.has(key)).length)
    }
    for (const [slug, id] of categoryIds) {
      expect(counts!.categories[id] ?? 0, slug).toBe(matching('category').filter((r) => r.categories.includes(slug)).length)
    }
    for (const [bucket, [min, max]] of Object.entries(DURATION_BUCKETS)) {
      const want = matching('duration').filter((r) => r.durationMinutes >= min && (max === null || r.durationMinutes <= max)).length
      expect(counts!.durations[bucket as keyof typeof DURATION_BUCKETS], bucket).toBe(want)
    }
    for (const threshold of RATING_THRESHOLDS) {
      expect(counts!.ratings[String(threshold)], String(threshold)).toBe(matching('rating').filter((r) => r.rating >= threshold).length)
    }
    const prices = matching('price').flatMap((r) => (r.usd === null ? [] : [r.usd]))
    expect(counts!.price.min).toBeCloseTo(Math.min(...prices), 5)
    expect(counts!.price.max).toBeCloseTo(Math.max(...prices), 5)
  })

  it('counts every value of the whole catalogue when nothing is filtered', async () => {
    const { counts } = await queryListing(testContext(database.db), { scope: {}, params: parseListingParams(''), pageSize: 24, now: NOW })
    const scope = inScope(rows, testContext(database.db))
    for (const [key, id] of facetIds) expect(counts!.facets[id] ?? 0, key).toBe(scope.filter((r) => r.facets.has(key)).length)
    expect(counts!.total).toBe(scope.length)
  })
})

describe('listing cards', () => {
  it('shows the real free-cancellation cut-off and marks experiences with under half of next week left', async () => {
    const { items } = await queryListing(testContext(database.db), { scope: {}, params: parseListingParams(''), pageSize: 500, now: NOW })
    const bySlug = new Map(rows.map((r) => [r.slug, r]))
    for (const card of items) {
      const row = bySlug.get(card.slug)!
      expect(card.freeCancellationMinutes, card.slug).toBe(row.freeMinutes)
      expect(card.likelyToSellOut, card.slug).toBe(row.sellOut)
      expect(card.fromPrice, card.slug).toEqual(row.price)
    }
    expect(items.some((c) => c.likelyToSellOut)).toBe(true)
    expect(items.some((c) => !c.likelyToSellOut)).toBe(true)
    expect(new Set(items.map((c) => c.freeCancellationMinutes)).size).toBeGreaterThan(1)
  })
})
