// The catalogue read model against a handful of hand-made rows in an in-memory PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as s from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import { migrateDatabase, openDatabase, type Database } from '../../utils/db.server'
import type { Locale } from '../../domain/locales'
import { cityCovers, listCategories, listCities, listExperienceCards } from './catalogue.server'
import { refreshListingColumns } from '../listing/columns.server'

// These contexts never take a payment.
const noPayments = (): never => {
  throw new Error('no payments in this test')
}

let database: Database
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  const db = database.db
  await db.insert(s.suppliers).values([
    { id: id(1), slug: 'sand', name: 'Sand Co', currency: 'AED', contactEmail: 'a@x.test', timeZone: 'Asia/Dubai' },
    { id: id(2), slug: 'sea', name: 'Sea Co', currency: 'EUR', contactEmail: 'b@x.test', timeZone: 'Europe/Istanbul' },
  ])
  await db.insert(s.cities).values([
    { id: id(11), slug: 'dubai', name: { en: 'Dubai', ru: 'Дубай' }, countryCode: 'AE', timeZone: 'Asia/Dubai', latitude: 25, longitude: 55 },
    { id: id(12), slug: 'bodrum', name: { en: 'Bodrum' }, countryCode: 'TR', timeZone: 'Europe/Istanbul', latitude: 37, longitude: 27 },
  ])
  await db.insert(s.categories).values([
    { id: id(21), slug: 'tours', name: { en: 'Tours', de: 'Touren' }, position: 0 },
    { id: id(22), slug: 'yachts', name: { en: 'Yachts' }, position: 1 },
  ])
  await db.insert(s.cancellationPolicies).values([
    { id: id(31), slug: 'free', kind: 'free', name: { en: 'Free' }, freeCutoffHours: 24 },
    { id: id(32), slug: 'none', kind: 'non_refundable', name: { en: 'None' } },
  ])
  const experience = (n: number, slug: string, supplier: number, city: number, category: number, extra: Partial<typeof s.experiences.$inferInsert> = {}) =>
    ({ id: id(n), slug, supplierId: id(supplier), cityId: id(city), categoryId: id(category), timeZone: 'Asia/Dubai', durationMinutes: 120, recommendedScore: 100 - n, ...extra })
  await db.insert(s.experiences).values([
    experience(41, 'safari', 1, 11, 21, { ratingAverage: 4.5, reviewCount: 4 }),
    experience(42, 'yacht', 2, 12, 22, { pricingMode: 'per_item' }),
    experience(43, 'expired', 1, 11, 21, { expiresAt: new Date('2020-01-01T00:00:00Z') }),
    experience(44, 'paused', 1, 11, 21, { status: 'unavailable' }),
    experience(45, 'private-event', 2, 12, 22, { hasFixedPrice: false }),
  ])
  await db.insert(s.experienceTranslations).values([
    { experienceId: id(41), locale: 'en', title: 'Desert safari', overview: 'Dunes.' },
    { experienceId: id(41), locale: 'ru', title: 'Сафари', overview: 'Дюны.' },
    { experienceId: id(42), locale: 'en', title: 'Yacht day', overview: 'Sea.' },
  ])
  await db.insert(s.experienceImages).values([
    { experienceId: id(41), url: '/second.svg', alt: { en: 'Second' }, position: 1, width: 1200, height: 800 },
    { experienceId: id(41), url: '/cover.svg', alt: { en: 'Cover', ru: 'Обложка' }, position: 0, width: 1200, height: 800 },
    { experienceId: id(45), url: '/event.svg', alt: { en: 'Event' }, position: 0, width: 900, height: 600 },
  ])
  await db.insert(s.options).values([
    { id: id(51), experienceId: id(41), slug: 'shared', name: { en: 'Shared' }, durationMinutes: 120, cancellationPolicyId: id(32) },
    { id: id(52), experienceId: id(41), slug: 'vip', name: { en: 'VIP' }, durationMinutes: 120, cancellationPolicyId: id(31) },
    { id: id(53), experienceId: id(42), slug: 'day', name: { en: 'Day' }, durationMinutes: 480, cancellationPolicyId: id(32) },
    { id: id(54), experienceId: id(41), slug: 'retired', name: { en: 'Old' }, durationMinutes: 120, active: false },
  ])
  await db.insert(s.optionUnits).values([
    { optionId: id(51), type: 'adult', priceAmount: 18_500, currency: 'AED' },
    { optionId: id(51), type: 'child', priceAmount: 9_000, currency: 'AED' },
    { optionId: id(52), type: 'adult', priceAmount: 29_500, currency: 'AED' },
    { optionId: id(53), type: 'item', priceAmount: 145_000, currency: 'EUR' },
    { optionId: id(54), type: 'adult', priceAmount: 1_000, currency: 'AED' },
  ])
  await refreshListingColumns(db)
}, 60_000)

afterAll(async () => {
  await database?.close()
})

function context(suppliers: 'all' | string[], locale: Locale = 'en'): RequestContext {
  const tenant = { id: 't', catalogue: { suppliers } } as unknown as RequestContext['tenant']
  return { tenant, locale, currency: 'EUR', db: database.db, payments: noPayments, localeNotEnabled: false, requestId: 'test' }
}

describe('listExperienceCards', () => {
  it('lists only live experiences of the tenant suppliers, best recommended first', async () => {
    const all = await listExperienceCards(context('all'))
    expect(all.items.map((c) => c.slug)).toEqual(['safari', 'yacht', 'private-event'])
    expect(all.total).toBe(3)
    const sea = await listExperienceCards(context(['sea']))
    expect(sea.items.map((c) => c.slug)).toEqual(['yacht', 'private-event'])
  })

  it('quotes the cheapest active adult or item price, and no price when it is on request', async () => {
    const { items } = await listExperienceCards(context('all'))
    const bySlug = Object.fromEntries(items.map((c) => [c.slug, c]))
    expect(bySlug.safari?.fromPrice).toEqual({ amount: 18_500, currency: 'AED' })
    expect(bySlug.yacht?.fromPrice).toEqual({ amount: 145_000, currency: 'EUR' })
    expect(bySlug['private-event']?.fromPrice).toBeNull()
  })

  it('flags free cancellation when any option has a free policy', async () => {
    const { items } = await listExperienceCards(context('all'))
    expect(items.find((c) => c.slug === 'safari')?.freeCancellation).toBe(true)
    expect(items.find((c) => c.slug === 'yacht')?.freeCancellation).toBe(false)
  })

  it('speaks the visitor language and falls back to English where a text is missing', async () => {
    const { items } = await listExperienceCards(context('all', 'ru'))
    const safari = items.find((c) => c.slug === 'safari')
    expect(safari).toMatchObject({ title: 'Сафари', city: { slug: 'dubai', name: 'Дубай' }, category: { name: 'Tours' } })
    expect(safari?.image).toEqual({ src: '/cover.svg', alt: 'Обложка', width: 1200, height: 800 })
    expect(items.find((c) => c.slug === 'yacht')).toMatchObject({ title: 'Yacht day', city: { name: 'Bodrum' }, image: null })
  })

  it('filters by city and pages with a stable total', async () => {
    expect((await listExperienceCards(context('all'), { citySlug: 'dubai' })).items.map((c) => c.slug)).toEqual(['safari'])
    const page = await listExperienceCards(context('all'), { limit: 1, offset: 1 })
    expect(page).toMatchObject({ total: 3, items: [{ slug: 'yacht' }] })
    expect(await listExperienceCards(context('all'), { offset: 10 })).toEqual({ total: 3, items: [] })
  })
})

describe('listCities and listCategories', () => {
  it('count only the experiences the tenant sells', async () => {
    expect(await listCities(context(['sand'], 'ru'))).toEqual([{ slug: 'dubai', name: 'Дубай', experienceCount: 1 }])
    expect(await listCategories(context('all', 'de'))).toEqual([
      { slug: 'tours', name: 'Touren', experienceCount: 1 },
      { slug: 'yachts', name: 'Yachts', experienceCount: 2 },
    ])
  })
})

describe('cityCovers', () => {
  it("is each city's first card's photo, as the city's listing shows it, in one statement", async () => {
    const covers = await cityCovers(context('all'), ['dubai', 'bodrum', 'nowhere'])
    // Bodrum's first card (the yacht) has no photo: the placeholder, not the photo of the event ranked below it.
    expect(Object.fromEntries(covers)).toEqual({
      dubai: { image: '/cover.svg', imageWidth: 1200 },
      bodrum: { image: '/images/placeholder.svg', imageWidth: 1200 },
    })
    for (const [slug, cover] of covers) {
      const [first] = (await listExperienceCards(context('all'), { citySlug: slug, limit: 1 })).items
      expect(cover.image).toBe(first?.image?.src ?? '/images/placeholder.svg')
    }
  })

  it("takes only the tenant's suppliers and asks nothing for no city", async () => {
    expect([...(await cityCovers(context(['sand']), ['dubai', 'bodrum'])).keys()]).toEqual(['dubai'])
    expect((await cityCovers(context(['sea']), ['bodrum'])).get('bodrum')).toEqual({ image: '/images/placeholder.svg', imageWidth: 1200 })
    expect((await cityCovers(context(['sea']), [])).size).toBe(0)
  })
})
