// Search on the embedded PGlite (the driver of `npm start` without DATABASE_URL): the same migration,
// the same answers as PostgreSQL (tests/integration/search.test.ts covers the full demo seed there).
import { and, desc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as s from '../../../drizzle/schema/index'
import { testContext } from '../../../tests/helpers/context'
import { migrateDatabase, openDatabase, type Database } from '../../utils/db.server'
import type { Locale } from '../../domain/locales'
import { inScope } from '../catalogue/catalogue.server'
import { findCityNamed, suggestCities, suggestExperiences } from './search-suggest.server'
import { searchMatch } from './search.server'

let database: Database
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  const db = database.db
  await db.insert(s.suppliers).values({ id: id(1), slug: 'sand', name: 'Sand Co', currency: 'AED', contactEmail: 'a@x.test', timeZone: 'Asia/Dubai' })
  await db.insert(s.cities).values([
    { id: id(11), slug: 'dubai', name: { en: 'Dubai', ru: 'Дубай' }, countryCode: 'AE', timeZone: 'Asia/Dubai', latitude: 25, longitude: 55 },
    { id: id(12), slug: 'istanbul', name: { en: 'Istanbul', tr: 'İstanbul' }, countryCode: 'TR', timeZone: 'Europe/Istanbul', latitude: 41, longitude: 29 },
  ])
  await db.insert(s.categories).values({ id: id(21), slug: 'tours', name: { en: 'Tours', de: 'Touren' } })
  // Plain SQL: these tests must not depend on columns other features add to experiences.
  await db.execute(sql`insert into experiences (id, slug, supplier_id, city_id, category_id, time_zone, duration_minutes) values
    (${id(41)}, 'desert-safari', ${id(1)}, ${id(11)}, ${id(21)}, 'Asia/Dubai', 360),
    (${id(42)}, 'dhow-cruise', ${id(1)}, ${id(11)}, ${id(21)}, 'Asia/Dubai', 120),
    (${id(43)}, 'bosphorus-cruise', ${id(1)}, ${id(12)}, ${id(21)}, 'Europe/Istanbul', 90)`)
  const text = (n: number, locale: Locale, title: string, overview: string, highlights: string[] = []) => ({ experienceId: id(n), locale, title, overview, highlights })
  await db.insert(s.experienceTranslations).values([
    text(41, 'en', 'Evening Desert Safari', 'Dune bashing at sunset.', ['Camel ride']),
    text(41, 'de', 'Abendliche Wüstensafari', 'Dünenfahrt bei Sonnenuntergang.'),
    text(42, 'en', 'Dhow Dinner Cruise', 'A calmer alternative to a safari: dinner on the creek.'),
    text(43, 'en', 'Bosphorus Sightseeing Cruise', 'Between Europe and Asia.'),
  ])
}, 60_000) // PGlite compiles every migration in WebAssembly: slow on a busy machine

afterAll(async () => {
  await database?.close()
})

async function search(text: string, locale: Locale = 'en') {
  const ctx = testContext(database.db, { locale })
  const match = searchMatch(ctx, text)
  const rows = await ctx.db.select({ slug: s.experiences.slug }).from(s.experiences).where(and(inScope(ctx), match.where)).orderBy(desc(match.rank))
  return rows.map((r) => r.slug)
}

describe('search on PGlite', () => {
  it('has a stemming configuration for every locale', async () => {
    const rows = await database.db.execute(sql`select l, search_config(l)::text as cfg from unnest(array['en','ru','tr','de']) l`)
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as { cfg: string }[]
    expect(list.map((r) => r.cfg)).toEqual(['english', 'russian', 'turkish', 'german'])
  })

  it('ranks the title match above the overview mention, typo or not', async () => {
    expect(await search('safari')).toEqual(['desert-safari', 'dhow-cruise'])
    expect(await search('safri')).toEqual(['desert-safari', 'dhow-cruise'])
  })

  it('finds a city misspelt, and German text without its umlauts', async () => {
    expect((await search('Dubia')).sort()).toEqual(['desert-safari', 'dhow-cruise'])
    expect(await search('Wustensafari', 'de')).toEqual(['desert-safari'])
    expect((await findCityNamed(testContext(database.db), 'Istambul'))?.slug).toBe('istanbul')
  })

  it('suggests while typing and answers junk with nothing', async () => {
    const ctx = testContext(database.db)
    expect((await suggestExperiences(ctx, 'bospho')).map((e) => e.slug)).toEqual(['bosphorus-cruise'])
    expect((await suggestCities(ctx, 'ist')).map((c) => c.slug)).toEqual(['istanbul'])
    for (const junk of ['%', "'", '\u0000', '🎈', 'x'.repeat(500)]) expect(await search(junk)).toEqual([])
  })
})
