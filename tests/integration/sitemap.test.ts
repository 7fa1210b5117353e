// Each tenant's sitemap pages on the seeded catalogue, checked against a plain computation over the tables:
// exactly the live experiences of its own suppliers, the categories and cities that have any, its content pages,
// nothing else.
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listSitemapPages } from '../../app/models/listing/sitemap.server'
import * as s from '../../drizzle/schema/index'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
type Row = { slug: string; supplier: string; city: string; category: string; extra: string[]; live: boolean }
let rows: Row[] = []

beforeAll(async () => {
  database = await createSeededTestDatabase('sitemap', { today: new Date('2026-03-02T00:00:00Z') })
  const [experiences, suppliers, cities, categories, extras] = await Promise.all([
    database.db.select().from(s.experiences),
    database.db.select().from(s.suppliers),
    database.db.select().from(s.cities),
    database.db.select().from(s.categories),
    database.db.select().from(s.experienceCategories),
  ])
  const slug = <T extends { id: string; slug: string }>(list: T[], id: string) => list.find((x) => x.id === id)!.slug
  rows = experiences.map((e) => ({
    slug: e.slug,
    supplier: slug(suppliers, e.supplierId),
    city: slug(cities, e.cityId),
    category: slug(categories, e.categoryId),
    extra: extras.filter((x) => x.experienceId === e.id).map((x) => slug(categories, x.categoryId)),
    live: e.status === 'active' && (e.expiresAt === null || e.expiresAt > new Date()),
  }))
})

afterAll(async () => {
  await database?.drop()
})

describe('listSitemapPages', () => {
  for (const id of ['excursio', 'deira', 'get-that-boat'] as const) {
    it(`lists exactly ${id}'s public pages`, async () => {
      const ctx = testContext(database.db, { tenant: id })
      const { suppliers } = ctx.tenant.catalogue
      const mine = rows.filter((r) => r.live && (suppliers === 'all' || suppliers.includes(r.supplier)))
      expect(mine.length).toBeGreaterThan(0)
      const marketplace = ctx.tenant.siteType === 'marketplace'
      const expected = [
        '/',
        marketplace ? '/things-to-do' : '/experiences',
        '/contact-us',
        ...(marketplace ? [...new Set(mine.map((r) => `/things-to-do-in-${r.city}`))] : []),
        ...new Set(mine.flatMap((r) => [r.category, ...r.extra]).map((c) => `/${c}`)),
        ...mine.map((r) => (marketplace ? `/things-to-do-in-${r.city}/${r.slug}` : `/experiences/${r.slug}`)),
        // The tenant's own content (decision 027): its pages and every article in its English folder.
        '/about',
        '/faq',
        '/privacy-policy',
        '/terms-and-conditions',
        '/blog',
        ...readdirSync(`tenants/${id}/content/en/blog`).map((f) => `/blog/${f.replace(/\.md$/, '')}`),
      ]
      const pages = await listSitemapPages(ctx)
      expect(pages.map((p) => p.path).sort()).toEqual(expected.sort())
      expect(pages.every((p) => p.lastmod instanceof Date && !Number.isNaN(p.lastmod.getTime()))).toBe(true)
      if (suppliers !== 'all') {
        const others = rows.filter((r) => !suppliers.includes(r.supplier)).map((r) => r.slug)
        expect(others.length).toBeGreaterThan(0)
        expect(pages.filter((p) => others.some((slug) => p.path.endsWith(`/${slug}`)))).toEqual([])
      }
    })
  }
})
