// Search on real PostgreSQL over the demo seed: ranking, languages, typos, tenant scoping, hostile input.
import { and, count, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inScope } from '../../app/models/catalogue/catalogue.server'
import { parseListingParams } from '../../app/models/listing/params.server'
import { queryListing } from '../../app/models/listing/listing.server'
import { findSearchMatches } from '../../app/models/listing/search-page.server'
import { searchMatch } from '../../app/models/listing/search.server'
import type { Locale } from '../../app/domain/locales'
import * as s from '../../drizzle/schema/index'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

type Tenant = 'excursio' | 'deira' | 'get-that-boat'
let database: TestDatabase

beforeAll(async () => {
  database = await createSeededTestDatabase('search', { requirePostgres: true, today: new Date('2026-03-02T00:00:00Z') })
}, 120_000)

afterAll(async () => {
  await database?.drop()
})

/** What /search/{text} lists, best first: the tenant's live experiences that match, by rank. */
async function search(text: string, options: { tenant?: Tenant; locale?: Locale } = {}) {
  const ctx = testContext(database.db, options)
  const match = searchMatch(ctx, text)
  return ctx.db
    .select({ slug: s.experiences.slug, supplier: s.suppliers.slug, city: s.cities.slug })
    .from(s.experiences)
    .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
    .innerJoin(s.cities, eq(s.cities.id, s.experiences.cityId))
    .where(and(inScope(ctx), match.where))
    .orderBy(desc(match.rank), s.experiences.slug)
}

async function titles(locale: Locale): Promise<Map<string, string>> {
  const rows = await database.db
    .select({ slug: s.experiences.slug, title: s.experienceTranslations.title })
    .from(s.experienceTranslations)
    .innerJoin(s.experiences, eq(s.experiences.id, s.experienceTranslations.experienceId))
    .where(eq(s.experienceTranslations.locale, locale))
  return new Map(rows.map((r) => [r.slug, r.title]))
}

describe('search ranking', () => {
  it('lists every experience with the word in its title before one that only mentions it in the overview', async () => {
    const en = await titles('en')
    const slugs = (await search('balloon')).map((r) => r.slug)
    const inTitle = slugs.map((slug) => /balloon/i.test(en.get(slug) ?? ''))
    expect(inTitle.filter(Boolean).length).toBeGreaterThanOrEqual(4)
    expect(inTitle).toContain(false) // the cave hotel only mentions balloons in its overview
    expect(inTitle.indexOf(false)).toBe(inTitle.lastIndexOf(true) + 1)
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true)
  })

  it('finds every experience of a city by its name', async () => {
    const rows = await search('Bodrum')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.city === 'bodrum')).toBe(true)
  })
})

describe('search, each way the model offers it', () => {
  it.each([['Dubia', 'en'], ['balloon', 'en'], ['рассвет', 'ru'], ['Safari', 'de'], ['gulet', 'tr']] as const)(
    'lists the same experiences in the same order for "%s" (%s)',
    async (text, locale) => {
      const ctx = testContext(database.db, { locale })
      const expected = (await search(text, { locale })).map((r) => r.slug)
      const { matches } = searchMatch(ctx, text)
      const viaJoin = await ctx.db
        .select({ slug: s.experiences.slug })
        .from(s.experiences)
        .innerJoin(matches, eq(matches.experienceId, s.experiences.id))
        .where(inScope(ctx))
        .orderBy(desc(matches.rank), s.experiences.slug)
      const found = await findSearchMatches(ctx, text)
      const viaPage = await ctx.db
        .select({ slug: s.experiences.slug })
        .from(s.experiences)
        .innerJoin(found.matches, eq(found.matches.experienceId, s.experiences.id))
        .orderBy(desc(found.matches.rank), s.experiences.slug)
      expect(expected.length).toBeGreaterThan(0)
      expect(viaJoin.map((r) => r.slug)).toEqual(expected)
      expect(viaPage.map((r) => r.slug)).toEqual(expected)
      expect(found).toMatchObject({ capped: false, count: expected.length })
    },
  )
})

describe('the search page', () => {
  it('ranks only the first matches it finds when more match, and says so', async () => {
    const ctx = testContext(database.db)
    const all = (await search('dubai')).map((r) => r.slug)
    expect(all.length).toBeGreaterThan(3)
    const found = await findSearchMatches(ctx, 'dubai', 3)
    expect(found).toMatchObject({ capped: true, count: 3 })
    const listing = await queryListing(ctx, { scope: { search: found }, params: parseListingParams(''), pageSize: 24 })
    expect(listing).toMatchObject({ total: 3, capped: true })
    const listed = listing.items.map((i) => i.slug)
    expect(all).toEqual(expect.arrayContaining(listed))
    expect(listed).toEqual(all.filter((slug) => listed.includes(slug))) // the same order as ranking every match
    expect(await queryListing(ctx, { scope: { search: await findSearchMatches(ctx, 'dubai') }, params: parseListingParams(''), pageSize: 24 })).toMatchObject({
      total: all.length,
      capped: false,
    })
  })

  it('finds only the tenant’s experiences, also after an experience changes supplier', async () => {
    const deira = testContext(database.db, { tenant: 'deira' })
    const bySupplier = async () => {
      const found = await findSearchMatches(deira, 'cruise')
      const rows = await deira.db
        .select({ slug: s.experiences.slug, supplier: s.suppliers.slug })
        .from(s.experiences)
        .innerJoin(found.matches, eq(found.matches.experienceId, s.experiences.id))
        .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
      return rows
    }
    const before = await bySupplier()
    expect(before.every((r) => r.supplier === 'deira-desert-safari')).toBe(true)
    const [boat] = await database.db
      .select({ id: s.experiences.id, slug: s.experiences.slug, supplierId: s.experiences.supplierId })
      .from(s.experiences)
      .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
      .where(and(eq(s.suppliers.slug, 'get-that-boat'), eq(s.experiences.slug, 'bodrum-gulet-day-cruise')))
    const [deiraSupplier] = await database.db.select({ id: s.suppliers.id }).from(s.suppliers).where(eq(s.suppliers.slug, 'deira-desert-safari'))
    expect(boat && deiraSupplier).toBeTruthy()
    await database.db.update(s.experiences).set({ supplierId: deiraSupplier!.id }).where(eq(s.experiences.id, boat!.id))
    try {
      expect((await bySupplier()).map((r) => r.slug)).toContain(boat!.slug)
    } finally {
      await database.db.update(s.experiences).set({ supplierId: boat!.supplierId }).where(eq(s.experiences.id, boat!.id))
    }
    expect((await bySupplier()).map((r) => r.slug)).not.toContain(boat!.slug)
  })
})

describe('search in the visitor language', () => {
  it('finds the German title from a German word, and not from the English site', async () => {
    const de = await titles('de')
    const slugs = (await search('Heißluftballonfahrt', { locale: 'de' })).map((r) => r.slug)
    expect(slugs).toContain('cappadocia-sunrise-balloon-flight')
    expect(slugs.every((slug) => /heißluftballonfahrt/i.test(de.get(slug) ?? ''))).toBe(true)
    expect(await search('Heißluftballonfahrt', { locale: 'en' })).toEqual([])
  })

  it('matches Russian word forms and German words typed without umlauts', async () => {
    expect((await search('рассвет', { locale: 'ru' })).map((r) => r.slug)).toContain('cappadocia-sunrise-balloon-flight')
    expect((await search('Wustensafari', { locale: 'de' })).map((r) => r.slug)).toContain('dubai-evening-desert-safari')
    expect((await search('col safarisi', { locale: 'tr' })).map((r) => r.slug)).toContain('dubai-evening-desert-safari')
  })

  it('finds German compounds from one of their words', async () => {
    expect((await search('Safari', { locale: 'de' })).map((r) => r.slug)).toContain('dubai-evening-desert-safari') // Wüstensafari
    expect((await search('Ballonfahrt', { locale: 'de' })).map((r) => r.slug)).toContain('cappadocia-sunrise-balloon-flight') // Heißluftballonfahrt
  })
})

describe('search with typos', () => {
  it('finds an experience when one letter of a title word is wrong', async () => {
    expect((await search('Sunrize balloon')).map((r) => r.slug)).toContain('cappadocia-sunrise-balloon-flight')
    expect((await search('Gulte cruise')).map((r) => r.slug)).toContain('bodrum-gulet-day-cruise')
    expect((await search('Sonnenaufgnag', { locale: 'de' })).map((r) => r.slug)).toContain('cappadocia-sunrise-balloon-flight')
  })

  it('finds every Dubai experience for "Dubia" and the safaris for "safri"', async () => {
    const dubai = await search('Dubai')
    expect((await search('Dubia')).map((r) => r.slug).sort()).toEqual(dubai.map((r) => r.slug).sort())
    const safaris = (await search('safri')).map((r) => r.slug)
    expect(safaris).toEqual(expect.arrayContaining(['dubai-evening-desert-safari', 'cappadocia-sunset-jeep-safari']))
  })
})

describe('search scoping', () => {
  it.each(['boat', 'yacht', 'cruise', 'Bodrum', 'Dubai', 'private'])('never shows deira visitors another supplier’s experiences for "%s"', async (text) => {
    const rows = await search(text, { tenant: 'deira' })
    expect(rows.every((r) => r.supplier === 'deira-desert-safari')).toBe(true)
  })
})

describe('search with hostile or odd input', () => {
  it.each(['%', '_', "'", '\\', '🎈🎈', '\u0000', '   ', 'a'.repeat(500), 'ä'.repeat(500), '!!!', '&|:*()<->'])('answers %j without an error', async (text) => {
    await expect(search(text)).resolves.toEqual([])
    await expect(findSearchMatches(testContext(database.db), text)).resolves.toMatchObject({ capped: false, count: 0 })
  })

  it('treats SQL in the text as words: "\'; drop" finds what "drop" finds', async () => {
    const experiences = async () => (await database.db.select({ n: count() }).from(s.experiences))[0]!.n
    const before = await experiences()
    expect(await search("'; drop")).toEqual(await search('drop'))
    expect(await search("'; drop table experiences; --")).toEqual([])
    expect(await experiences()).toBe(before)
    expect(before).toBeGreaterThan(0)
  })
})
