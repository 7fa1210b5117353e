// Every listing sort on the seeded catalogue in real PostgreSQL against the same order computed in plain
// JavaScript (decision 007), across mixed supplier currencies, with filters and page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseListingParams } from '../../app/models/listing/params.server'
import { queryListing } from '../../app/models/listing/listing.server'
import { searchMatch } from '../../app/models/listing/search.server'
import type { Rates } from '../../app/domain/money'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { inScope, priceAscOrder, priceDescOrder, readSeed, recommendedOrder, shownPrice, type SeedRow } from './listing-fixture'

let database: TestDatabase
let rows: SeedRow[]
let rates: Rates
const NOW = new Date()
const TENANTS = ['excursio', 'deira', 'get-that-boat'] as const
const ORDERS = { recommended: recommendedOrder, 'price-asc': priceAscOrder, 'price-desc': priceDescOrder }

beforeAll(async () => {
  database = await createSeededTestDatabase('listing_sorts', { requirePostgres: true, today: NOW })
  ;({ rows, rates } = await readSeed(database.db, NOW))
})

afterAll(async () => {
  await database?.drop()
})

async function list(query: string, tenant: (typeof TENANTS)[number] = 'excursio', pageSize = 500, currency?: string) {
  return queryListing(testContext(database.db, { tenant, currency }), { scope: {}, params: parseListingParams(query), pageSize, now: NOW })
}

describe('listing sorts on the seed', () => {
  for (const [sort, order] of Object.entries(ORDERS)) {
    it(`orders by ${sort} on every tenant exactly as the documented rule`, async () => {
      for (const tenant of TENANTS) {
        const { items } = await list(sort === 'recommended' ? '' : `sort=${sort}`, tenant)
        const want = inScope(rows, testContext(database.db, { tenant })).sort(order).map((r) => r.slug)
        expect(items.map((i) => i.slug), tenant).toEqual(want)
      }
    })
  }

  it('sorts prices quoted in AED, EUR and TRY as the visitor sees them, unpriced last', async () => {
    const bySlug = new Map(rows.map((r) => [r.slug, r]))
    expect(new Set(rows.flatMap((r) => (r.price ? [r.price.currency] : []))).size).toBeGreaterThanOrEqual(3)
    for (const currency of ['USD', 'EUR', 'TRY']) {
      const asc = (await list('sort=price-asc', 'excursio', 500, currency)).items.map((i) => bySlug.get(i.slug)!)
      const shown = asc.map((r) => shownPrice(r, currency, rates))
      const priced = shown.filter((p): p is number => p !== null)
      expect(priced, currency).toEqual([...priced].sort((a, b) => a - b))
      expect(shown.slice(priced.length).every((p) => p === null)).toBe(true)
      const desc = (await list('sort=price-desc', 'excursio', 500, currency)).items.map((i) => shownPrice(bySlug.get(i.slug)!, currency, rates))
      const pricedDesc = desc.filter((p): p is number => p !== null)
      expect(pricedDesc, currency).toEqual([...pricedDesc].sort((a, b) => b - a))
    }
  })

  it('sorts a filtered list by the same rule', async () => {
    const { items } = await list('sort=price-desc&language=de&duration=1-4h')
    const want = inScope(rows, testContext(database.db))
      .filter((r) => r.facets.has('language:de') && r.durationMinutes > 60 && r.durationMinutes <= 240)
      .sort(priceDescOrder)
      .map((r) => r.slug)
    expect(items.map((i) => i.slug)).toEqual(want)
  })

  it('pages through every sort without gaps or repeats, with the same total on every page', async () => {
    for (const sort of Object.keys(ORDERS)) {
      const full = (await list(`sort=${sort}`)).items.map((i) => i.slug)
      const pages: string[] = []
      const pageCount = Math.ceil(full.length / 24)
      for (let page = 1; page <= pageCount; page++) {
        const { total, items } = await list(`sort=${sort}&page=${page}`, 'excursio', 24)
        expect(total).toBe(full.length)
        expect(items.length).toBe(page < pageCount ? 24 : full.length - 24 * (pageCount - 1))
        pages.push(...items.map((i) => i.slug))
      }
      expect(pages, sort).toEqual(full)
      const beyond = await list(`sort=${sort}&page=${pageCount + 1}`, 'excursio', 24)
      expect(beyond).toMatchObject({ total: full.length, items: [] })
    }
  })

  it('sorts search results by price when asked, whatever their text rank', async () => {
    const ctx = testContext(database.db)
    const search = (query: string) => queryListing(ctx, { scope: { search: searchMatch(ctx, 'dubai') }, params: parseListingParams(query), pageSize: 500, now: NOW })
    const ranked = (await search('')).items.map((i) => i.slug)
    expect(ranked.length).toBeGreaterThan(3)
    const bySlug = new Map(rows.map((r) => [r.slug, r]))
    const want = ranked.map((slug) => bySlug.get(slug)!).sort(priceAscOrder).map((r) => r.slug)
    expect((await search('sort=price-asc')).items.map((i) => i.slug)).toEqual(want)
  })
})
