// Every listing filter on the seeded catalogue in real PostgreSQL, checked against the same rule computed in
// plain JavaScript over the rows read straight from the tables (tests/integration/listing-fixture.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseListingParams, RATING_THRESHOLDS, DURATION_BUCKETS } from '../../app/models/listing/params.server'
import { queryListing } from '../../app/models/listing/listing.server'
import type { Rates } from '../../app/domain/money'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { inScope, readSeed, recommendedOrder, shownPrice, type SeedRow } from './listing-fixture'

let database: TestDatabase
let rows: SeedRow[]
let rates: Rates
const NOW = new Date()

beforeAll(async () => {
  database = await createSeededTestDatabase('listing_filters', { requirePostgres: true, today: NOW })
  ;({ rows, rates } = await readSeed(database.db, NOW))
})

afterAll(async () => {
  await database?.drop()
})

type Tenant = 'excursio' | 'deira' | 'get-that-boat'
const ctx = (tenant: Tenant = 'excursio', currency?: string) => testContext(database.db, { tenant, currency })

async function slugs(query: string, tenant: Tenant = 'excursio', currency?: string, scope = {}) {
  const result = await queryListing(ctx(tenant, currency), { scope, params: parseListingParams(query), pageSize: 500, now: NOW })
  expect(result.total).toBe(result.items.length)
  return result.items.map((i) => i.slug)
}

function expected(tenant: Tenant, keep: (r: SeedRow) => boolean) {
  return inScope(rows, ctx(tenant)).filter(keep).sort(recommendedOrder).map((r) => r.slug)
}

const FACET_PARAMS: Array<[string, string]> = [
  ['language', 'language'],
  ['label', 'label'],
  ['occasion', 'occasion'],
  ['best-for', 'best_for'],
  ['time', 'time_of_day'],
  ['age', 'age_range'],
]

describe('listing filters on the seed', () => {
  it('lists exactly what each tenant sells when nothing is filtered', async () => {
    for (const tenant of ['excursio', 'deira', 'get-that-boat'] as const) {
      expect(await slugs('', tenant)).toEqual(expected(tenant, () => true))
    }
  })

  for (const [param, kind] of FACET_PARAMS) {
    it(`filters by ${param}: every value matches the experiences linked to it`, async () => {
      const values = [...new Set(rows.flatMap((r) => [...r.facets].filter((f) => f.startsWith(`${kind}:`)).map((f) => f.slice(kind.length + 1))))]
      expect(values.length).toBeGreaterThan(1)
      for (const value of values) {
        const got = await slugs(`${param}=${value}`)
        expect(got, `${param}=${value}`).toEqual(expected('excursio', (r) => r.facets.has(`${kind}:${value}`)))
        expect(got.length, `${param}=${value}`).toBeGreaterThan(0)
      }
    })
  }

  it('reads two values of one filter as either (OR), in both URL spellings', async () => {
    const want = expected('excursio', (r) => r.facets.has('label:bestseller') || r.facets.has('label:luxury'))
    expect(await slugs('label=bestseller&label=luxury')).toEqual(want)
    expect(await slugs('label=bestseller,luxury')).toEqual(want)
  })

  it('filters by duration bucket, bounds included', async () => {
    for (const [bucket, [min, max]] of Object.entries(DURATION_BUCKETS)) {
      const want = expected('excursio', (r) => r.durationMinutes >= min && (max === null || r.durationMinutes <= max))
      expect(await slugs(`duration=${bucket}`), bucket).toEqual(want)
    }
    expect(await slugs('duration=up-to-1h&duration=multi-day')).toEqual(expected('excursio', (r) => r.durationMinutes <= 60 || r.durationMinutes > 1440))
  })

  it('filters by minimum star rating', async () => {
    for (const threshold of RATING_THRESHOLDS) {
      expect(await slugs(`rating=${threshold}`), String(threshold)).toEqual(expected('excursio', (r) => r.rating >= threshold))
    }
  })

  it('filters by category, main or extra', async () => {
    for (const category of [...new Set(rows.flatMap((r) => r.categories))]) {
      expect(await slugs(`category=${category}`), category).toEqual(expected('excursio', (r) => r.categories.includes(category)))
    }
  })

  it('filters by price in the visitor currency, whatever currency the supplier quotes in', async () => {
    const cases: Array<[Tenant, string, number | undefined, number | undefined]> = [
      ['excursio', 'USD', 100, 300],
      ['excursio', 'EUR', undefined, 60],
      ['excursio', 'TRY', 5000, undefined],
      ['deira', 'AED', 200, 500],
      ['get-that-boat', 'EUR', 40, 1000],
    ]
    for (const [tenant, currency, min, max] of cases) {
      const digits = 100
      const want = expected(tenant, (r) => {
        const shown = shownPrice(r, currency, rates)
        return shown !== null && (min === undefined || shown >= min * digits) && (max === undefined || shown <= max * digits)
      })
      const query = [min !== undefined ? `min-price=${min}` : '', max !== undefined ? `max-price=${max}` : ''].filter(Boolean).join('&')
      const got = await slugs(query, tenant, currency)
      expect(got, `${tenant} ${currency} ${query}`).toEqual(want)
      expect(got.length).toBeGreaterThan(0)
    }
  })

  it('combines filters of different kinds (AND)', async () => {
    const query = 'language=ru&duration=1-4h&duration=4h-1d&rating=4&max-price=150&best-for=couples,families'
    const want = expected(
      'excursio',
      (r) =>
        r.facets.has('language:ru') &&
        r.durationMinutes > 60 &&
        r.durationMinutes <= 1440 &&
        r.rating >= 4 &&
        (shownPrice(r, 'USD', rates) ?? Infinity) <= 15_000 &&
        (r.facets.has('best_for:couples') || r.facets.has('best_for:families')),
    )
    expect(want.length).toBeGreaterThan(2)
    expect(await slugs(query, 'excursio', 'USD')).toEqual(want)
  })

  it('keeps a city or category page inside its scope while filtering', async () => {
    expect(await slugs('language=en', 'excursio', undefined, { citySlug: 'dubai' })).toEqual(expected('excursio', (r) => r.city === 'dubai' && r.facets.has('language:en')))
    expect(await slugs('rating=4.5', 'excursio', undefined, { categorySlug: 'tours' })).toEqual(expected('excursio', (r) => r.categories.includes('tours') && r.rating >= 4.5))
    expect(await slugs('', 'deira', undefined, { citySlug: 'istanbul' })).toEqual([])
  })

  it('ignores values it does not know instead of failing', async () => {
    const all = expected('excursio', () => true)
    expect(await slugs('label=no-such-label&duration=forever&rating=2&min-price=abc&sort=cheapest&page=-1&city=atlantis')).toEqual(all)
  })
})
