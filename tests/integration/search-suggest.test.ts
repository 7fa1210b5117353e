// The search box on real PostgreSQL over the demo seed: city and experience suggestions, the city a submitted
// text names, tenant scoping and hostile input (search itself: search.test.ts).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findCityNamed, suggestCities, suggestExperiences } from '../../app/models/listing/search-suggest.server'
import * as s from '../../drizzle/schema/index'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase

beforeAll(async () => {
  database = await createSeededTestDatabase('search_suggest', { requirePostgres: true, today: new Date('2026-03-02T00:00:00Z') })
}, 120_000)

afterAll(async () => {
  await database?.drop()
})

describe('search suggestions', () => {
  it('recognises a misspelt city, in the suggestions and as the whole query', async () => {
    const ctx = testContext(database.db)
    expect((await findCityNamed(ctx, 'Istambul'))?.slug).toBe('istanbul')
    expect((await findCityNamed(testContext(database.db, { locale: 'ru' }), 'Стамбл'))?.slug).toBe('istanbul')
    expect((await suggestCities(ctx, 'Dubia')).map((c) => c.slug)).toEqual(['dubai'])
    // The start of a name suggests the city but is not taken as the city when submitted.
    expect((await suggestCities(ctx, 'Cappa')).map((c) => c.slug)).toEqual(['cappadocia'])
    expect(await findCityNamed(ctx, 'Cappa')).toBeNull()
    expect(await findCityNamed(ctx, 'Dubai desert safari')).toBeNull()
  })

  it('suggests experiences from the start of the word being typed', async () => {
    const slugs = (await suggestExperiences(testContext(database.db), 'hot air ball')).map((e) => e.slug)
    expect(slugs).toContain('cappadocia-sunrise-balloon-flight')
  })
})

describe('search suggestions scoping', () => {
  it.each(['boat', 'yacht', 'cruise', 'Bodrum', 'Dubai', 'private'])('never suggest another supplier’s experiences to deira visitors for "%s"', async (text) => {
    const deira = await database.db
      .select({ slug: s.experiences.slug })
      .from(s.experiences)
      .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
      .where(eq(s.suppliers.slug, 'deira-desert-safari'))
    const suggested = await suggestExperiences(testContext(database.db, { tenant: 'deira' }), text)
    expect(suggested.every((e) => deira.some((d) => d.slug === e.slug))).toBe(true)
  })

  it('suggests only cities where the tenant sells something', async () => {
    const boat = testContext(database.db, { tenant: 'get-that-boat' })
    expect((await suggestCities(testContext(database.db), 'Cappadocia')).map((c) => c.slug)).toEqual(['cappadocia'])
    expect(await suggestCities(boat, 'Cappadocia')).toEqual([])
    expect(await findCityNamed(testContext(database.db, { tenant: 'deira' }), 'Bodrum')).toBeNull()
  })
})

describe('search suggestions with hostile or odd input', () => {
  it.each(['%', '_', "'", '\\', '🎈🎈', '\u0000', '   ', 'a'.repeat(500), 'ä'.repeat(500), '!!!', '&|:*()<->'])('answer %j with nothing, without an error', async (text) => {
    const ctx = testContext(database.db)
    await expect(suggestCities(ctx, text)).resolves.toEqual([])
    await expect(suggestExperiences(ctx, text)).resolves.toEqual([])
    await expect(findCityNamed(ctx, text)).resolves.toBeNull()
  })
})
