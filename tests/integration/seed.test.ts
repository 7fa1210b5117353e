// The demo seed on a fresh database: complete, translated, scoped per tenant, and safe to re-run.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listCategories, listCities, listExperienceCards } from '../../app/models/catalogue/catalogue.server'
import type { RequestContext } from '../../app/utils/context'
import { migrateDatabase, openDatabase, type Database } from '../../app/utils/db.server'
import type { Locale } from '../../app/domain/locales'
import * as schema from '../../drizzle/schema/index'
import { seedDatabase } from '../../drizzle/seed/index'
import { TenantConfigSchema } from '../../app/domain/tenant-config'
import { noPayments } from '../helpers/context'

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const TODAY = new Date('2026-03-02T00:00:00Z')
const SEEDED_TABLES: Record<string, PgTable> = {
  suppliers: schema.suppliers, cities: schema.cities, categories: schema.categories, facets: schema.facets,
  cancellationPolicies: schema.cancellationPolicies, exchangeRates: schema.exchangeRates,
  experiences: schema.experiences, experienceTranslations: schema.experienceTranslations,
  experienceImages: schema.experienceImages, experienceCategories: schema.experienceCategories,
  experienceFacets: schema.experienceFacets, options: schema.options, optionUnits: schema.optionUnits,
  extras: schema.extras, pickupPoints: schema.pickupPoints, reviews: schema.reviews,
  availabilitySlots: schema.availabilitySlots,
}

let database: Database
let dropDatabase = async () => {}

beforeAll(async () => {
  const name = `excursio_seed_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 })
  try {
    await admin.unsafe(`create database ${name}`)
    database = await openDatabase({ url: new URL(`/${name}`, ADMIN_URL).toString() })
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } catch (error) {
    await admin.end({ timeout: 1 })
    console.info(`PostgreSQL at ${ADMIN_URL} is unreachable (${(error as Error).message}); using in-memory PGlite`)
    database = await openDatabase({ dataDir: 'memory://' })
  }
  await migrateDatabase(database)
  await seedDatabase(database.db, { today: TODAY })
}, 120_000)

afterAll(async () => {
  await database?.close()
  await dropDatabase()
})

function context(suppliers: 'all' | string[], locale: Locale = 'en'): RequestContext {
  const tenant = TenantConfigSchema.parse({
    id: 'test',
    name: 'Test',
    hostnames: ['test.localhost'],
    canonicalOrigin: 'https://test.localhost',
    siteType: 'marketplace',
    layout: { theme: 'default' },
    locales: ['en', 'ru', 'tr', 'de'],
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    contact: { phone: '+49 30 0000', whatsapp: '+49 30 0000', email: 'hello@test.localhost', address: 'Berlin' },
    catalogue: { suppliers },
  })
  return { tenant, locale, currency: 'EUR', db: database.db, payments: noPayments, localeNotEnabled: false, requestId: 'test' }
}

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(SEEDED_TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table)
    counts[name] = row?.n ?? 0
  }
  return counts
}

describe('demo seed', () => {
  it('adds nothing when it runs again on the same day', async () => {
    const before = await countRows()
    expect(await seedDatabase(database.db, { today: TODAY })).toEqual({})
    const forced = await seedDatabase(database.db, { today: TODAY, force: true })
    expect(Object.values(forced).every((n) => n === 0)).toBe(true)
    expect(await countRows()).toEqual(before)
  }, 120_000)

  it('has the whole catalogue: the 72 demo experiences, 8+ cities, the 9 categories, 5+ suppliers', async () => {
    const counts = await countRows()
    expect(counts.experiences).toBe(72)
    expect(counts.cities).toBeGreaterThanOrEqual(8)
    expect(counts.categories).toBe(9)
    expect(counts.suppliers).toBeGreaterThanOrEqual(5)
    expect(counts.availabilitySlots).toBeGreaterThan(10_000)
  })

  it('gives every experience four or more pictures, each its own file in public/ (npm exec tsx scripts/generate-images.ts draws new ones)', async () => {
    const images = await database.db.select({ url: schema.experienceImages.url, experienceId: schema.experienceImages.experienceId }).from(schema.experienceImages)
    // Four or more per experience (issue 23); tests/architecture/demo-pictures.test.ts checks they are all different.
    const perExperience = new Map<string, number>()
    for (const image of images) perExperience.set(image.experienceId, (perExperience.get(image.experienceId) ?? 0) + 1)
    expect(perExperience.size).toBe(72)
    expect(Math.min(...perExperience.values())).toBeGreaterThanOrEqual(4)
    expect(new Set(images.map((image) => image.url)).size).toBe(images.length)
    const missing = images.filter((image) => !existsSync(path.join('public', image.url)))
    expect(missing).toEqual([])
  })

  it('translates title, overview and highlights of every experience into ru, tr and de', async () => {
    const rows = await database.db.select().from(schema.experienceTranslations)
    const [experiences] = await database.db.select({ n: count() }).from(schema.experiences)
    for (const locale of ['ru', 'tr', 'de']) {
      const translated = rows.filter((r) => r.locale === locale && r.title && r.overview && r.highlights.length > 0)
      expect(translated).toHaveLength(experiences!.n)
      const english = new Map(rows.filter((r) => r.locale === 'en').map((r) => [r.experienceId, r]))
      // A translation that repeats the English text is not a translation.
      expect(translated.filter((r) => r.overview === english.get(r.experienceId)?.overview)).toHaveLength(0)
    }
  })
})

describe('catalogue read model on the seed', () => {
  it('shows a Deira tenant only Deira Desert Safari experiences', async () => {
    const [deira] = await database.db.select().from(schema.suppliers).where(eq(schema.suppliers.slug, 'deira-desert-safari'))
    const own = await database.db.select({ slug: schema.experiences.slug }).from(schema.experiences).where(eq(schema.experiences.supplierId, deira!.id))
    const { total, items } = await listExperienceCards(context(['deira-desert-safari']), { limit: 100 })
    expect(total).toBeGreaterThanOrEqual(12)
    expect(items).toHaveLength(total)
    const ownSlugs = new Set(own.map((e) => e.slug))
    expect(items.every((card) => ownSlugs.has(card.slug))).toBe(true)
    expect(items.every((card) => card.fromPrice === null || card.fromPrice.currency === 'AED')).toBe(true)
    const cities = await listCities(context(['deira-desert-safari']))
    expect(cities.map((c) => c.slug).sort()).toEqual(['abu-dhabi', 'dubai'])
  })

  it('takes Get That Boat\'s glass-bottom boat tour off sale: no dates, and never listed', async () => {
    const slug = 'bodrum-glass-bottom-boat-tour'
    const [row] = await database.db.select().from(schema.experiences).where(eq(schema.experiences.slug, slug))
    expect(row?.status).toBe('unavailable')
    const options = await database.db.select({ id: schema.options.id }).from(schema.options).where(eq(schema.options.experienceId, row!.id))
    expect(options.length).toBeGreaterThan(0)
    const [slots] = await database.db
      .select({ n: count() })
      .from(schema.availabilitySlots)
      .where(inArray(schema.availabilitySlots.optionId, options.map((o) => o.id)))
    expect(slots?.n).toBe(0)
    const { items } = await listExperienceCards(context(['get-that-boat']), { limit: 100 })
    expect(items.length).toBeGreaterThan(0)
    expect(items.map((card) => card.slug)).not.toContain(slug)
  })

  it('gives every fixed-price experience a "from" price and none to the custom-offer one', async () => {
    const fixed = await database.db.select({ slug: schema.experiences.slug, hasFixedPrice: schema.experiences.hasFixedPrice }).from(schema.experiences)
    const { items } = await listExperienceCards(context('all'), { limit: 500 })
    const bySlug = new Map(items.map((card) => [card.slug, card]))
    for (const experience of fixed) {
      const card = bySlug.get(experience.slug)
      if (!card) continue // expired experiences are not listed
      if (experience.hasFixedPrice) expect(card.fromPrice?.amount, experience.slug).toBeGreaterThan(0)
      else expect(card.fromPrice, experience.slug).toBeNull()
    }
    expect(bySlug.get('dubai-superyacht-private-event')?.fromPrice).toBeNull()
  })

  it('reads cards, cities and categories in the visitor language', async () => {
    const ctx = context(['cappadocia-balloons', 'bosphorus-tours'], 'ru')
    const { items } = await listExperienceCards(ctx, { citySlug: 'cappadocia' })
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((card) => card.city.name === 'Каппадокия')).toBe(true)
    expect(items.every((card) => /[а-яё]/i.test(card.title))).toBe(true)
    const categories = await listCategories(ctx)
    expect(categories.find((c) => c.slug === 'tours')?.name).toBe('Туры')
    expect(categories.some((c) => c.slug === 'yachts')).toBe(false)
  })

  it('pages through the listing in recommended order without repeating a card', async () => {
    const ctx = context('all')
    const first = await listExperienceCards(ctx, { limit: 10 })
    const second = await listExperienceCards(ctx, { limit: 10, offset: 10 })
    expect(first.total).toBe(second.total)
    const slugs = [...first.items, ...second.items].map((c) => c.slug)
    expect(new Set(slugs).size).toBe(20)
    const rows = await database.db
      .select({ slug: schema.experiences.slug, score: schema.experiences.recommendedScore })
      .from(schema.experiences)
      .where(inArray(schema.experiences.slug, slugs))
    const score = new Map(rows.map((r) => [r.slug, r.score]))
    const scores = slugs.map((slug) => score.get(slug)!)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })
})
