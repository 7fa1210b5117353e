// A listing page costs the same few statements whatever its size, filters or sort: never one per card.
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../app/utils/db.server'
import { loadListing } from '../../app/pages/listing.server'
import * as schema from '../../drizzle/schema/index'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let client: postgres.Sql
let counted: Db
let statements: string[] = []

beforeAll(async () => {
  database = await createSeededTestDatabase('listing_queries', { requirePostgres: true })
  client = postgres(database.url!, { max: 4, onnotice: () => {} })
  counted = drizzle(client, { schema, casing: 'snake_case', logger: { logQuery: (query) => void statements.push(query) } }) as unknown as Db
})

afterAll(async () => {
  await client?.end()
  await database?.drop()
})

async function statementsFor(url: string, tenant: 'excursio' | 'deira' = 'excursio') {
  const ctx = testContext(counted, { tenant, currency: 'EUR' })
  statements = []
  const listing = await loadListing(ctx, new Request(url), {})
  return { n: statements.length, listing }
}

describe('listing query count', () => {
  beforeAll(async () => {
    // Rates, facets, categories and cities are read once per minute per process; read them now.
    await loadListing(testContext(counted, { tenant: 'deira' }), new Request('http://x.test/experiences?warm=1'), {})
  })

  it('renders a new filter combination in two statements (cards, counts), whatever its size', async () => {
    const plain = await statementsFor('http://x.test/things-to-do')
    expect(plain.listing.cards).toHaveLength(24)
    expect(plain.n).toBe(2)
    const filtered = await statementsFor('http://x.test/things-to-do?language=en&language=de&label=bestseller&duration=1-4h&rating=4&category=tours&max-price=500&sort=price-desc')
    expect(filtered.listing.cards.length).toBeGreaterThan(0)
    expect(filtered.n).toBe(2)
    expect((await statementsFor('http://deira.test/experiences?time=evening', 'deira')).n).toBe(2)
  })

  it('serves another page or sort of the same filters in one statement (the counts are cached)', async () => {
    await statementsFor('http://x.test/things-to-do?occasion=romantic')
    expect((await statementsFor('http://x.test/things-to-do?occasion=romantic&page=2')).n).toBe(1)
    expect((await statementsFor('http://x.test/things-to-do?occasion=romantic&sort=price-asc')).n).toBe(1)
    expect((await statementsFor('http://x.test/things-to-do?occasion=birthday')).n).toBe(2)
  })

  it('costs one statement per page and one count for five visitors on the same new listing', async () => {
    const ctx = testContext(counted, { currency: 'USD' })
    statements = []
    await Promise.all(Array.from({ length: 5 }, () => loadListing(ctx, new Request('http://x.test/things-to-do?time=night'), {})))
    expect(statements.length).toBe(5 + 1)
  })
})
