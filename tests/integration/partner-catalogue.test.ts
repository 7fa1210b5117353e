// Issue 23 on real PostgreSQL: an experience as its supplier edits it in the hub. A draft is nobody's but its
// owner's (the shop does not find it; its signed preview does), publishing says what is missing, each language's
// gaps are counted as the editor shows them, another supplier's experience is not found with nothing written,
// and a second seed run leaves what a supplier changed.
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadExperiencePage } from '../../app/pages/experience-page.server'
import { listExperienceCards } from '../../app/models/catalogue/catalogue.server'
import { createExperience, getEditorExperience, saveExperienceText, setExperienceStatus, updateExperienceFacts, type NewExperience } from '../../app/models/partners/catalogue/experience.server'
import { previewToken } from '../../app/models/partners/catalogue/preview.server'
import { onCatalogueChange, type CatalogueChange } from '../../app/models/catalogue/catalogue-events.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { seedDatabase } from '../../drizzle/seed/index'
import { ids } from '../../drizzle/seed/ids'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
const deira = ids.supplier('deira-desert-safari')
const boat = ids.supplier('get-that-boat')
const actor = { staffId: null }

const english = {
  title: 'Sunrise Kayak in the Mangroves',
  overview: 'Two calm hours paddling the Eastern Mangroves at first light.',
  highlights: ['Herons and crabs at low tide'],
  includes: ['Kayak, paddle and life jacket'],
  excludes: ['Hotel transfers'],
  itinerary: [{ title: 'Briefing', description: 'Safety talk on the jetty' }],
  knowBeforeYouGo: ['Wear clothes that can get wet'],
  whatToBring: null,
  locationDescription: 'Eastern Mangroves, Abu Dhabi',
  meetingPoint: 'Jetty behind the Anantara hotel',
}

function draft(overrides: Partial<NewExperience> = {}): NewExperience {
  return {
    cityId: ids.city('dubai'),
    categoryId: ids.category('tours'),
    durationMinutes: 120,
    ageMin: 8,
    ageMax: 75,
    startTime: '06:30',
    endTime: '08:30',
    expiresAt: null,
    pickupIncluded: false,
    dropOffIncluded: false,
    guideLanguages: ['en', 'ar'],
    latitude: 24.45,
    longitude: 54.4,
    showOnMap: true,
    texts: { en: english },
    ...overrides,
  }
}

beforeAll(async () => {
  database = await createSeededTestDatabase('partner_catalogue', { requirePostgres: true })
  db = database.db
})
afterAll(() => database?.drop())

describe('a draft', () => {
  it('is made with a free slug, and the shop finds it only through its preview link', async () => {
    const first = await createExperience(db, deira, draft(), actor)
    const second = await createExperience(db, deira, draft(), actor)
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(first.slug).toBe('sunrise-kayak-in-the-mangroves')
    expect(second.slug).toBe('sunrise-kayak-in-the-mangroves-2')

    const ctx = testContext(db, { tenant: 'deira' })
    const url = (query = '') => new URL(`http://deira.localhost/experiences/${first.slug}${query}`)
    expect(await loadExperiencePage(ctx, first.slug, url())).toBeNull()
    expect(await loadExperiencePage(ctx, first.slug, url('?preview=not-a-token'))).toBeNull()
    // A token for another experience does not open this one.
    expect(await loadExperiencePage(ctx, first.slug, url(`?preview=${previewToken(second.id)}`))).toBeNull()
    const page = await loadExperiencePage(ctx, first.slug, url(`?preview=${previewToken(first.id)}`))
    expect(page?.preview).toBe(true)
    expect(page?.heading).toBe(english.title)
    const cards = await listExperienceCards(ctx, { query: 'Sunrise Kayak' })
    expect(cards.items.map((c) => c.slug)).not.toContain(first.slug)
  })

  it('cannot be published before it has an option with prices and a photo, and says so', async () => {
    const made = await createExperience(db, deira, draft({ texts: { en: { ...english, meetingPoint: null } } }), actor)
    if (!made.ok) throw new Error(made.error)
    const refused = await setExperienceStatus(db, deira, made.id, 'active', actor)
    expect(refused).toEqual({ ok: false, error: 'blocked', blockers: ['englishIncomplete', 'noOption', 'noPhoto'] })
    const [row] = await db.select({ status: s.experiences.status }).from(s.experiences).where(eq(s.experiences.id, made.id))
    expect(row?.status).toBe('draft')
  })
})

describe('words per language', () => {
  it('counts what each language lacks against the English, and saves one language whole', async () => {
    const made = await createExperience(db, deira, draft(), actor)
    if (!made.ok) throw new Error(made.error)
    const before = await getEditorExperience(db, deira, made.id)
    expect(before?.completeness.en).toEqual([])
    expect(before?.completeness.de).toHaveLength(9)

    const changes: CatalogueChange[] = []
    const stop = onCatalogueChange((c) => changes.push(c))
    const saved = await saveExperienceText(db, deira, made.id, 'de', { ...english, title: 'Kajak im Mangrovenwald bei Sonnenaufgang', overview: 'Zwei ruhige Stunden.', excludes: null }, actor)
    stop()
    expect(saved).toEqual({ ok: true })
    expect(changes).toEqual([{ supplierId: deira, experienceId: made.id, what: 'experience.text' }])
    const after = await getEditorExperience(db, deira, made.id)
    expect(after?.completeness.de).toEqual(['excludes'])
    expect(after?.texts.de?.title).toBe('Kajak im Mangrovenwald bei Sonnenaufgang')
  })

  it('keeps the derived filter values in step with the facts', async () => {
    const made = await createExperience(db, deira, draft(), actor)
    if (!made.ok) throw new Error(made.error)
    const facetsOf = async () =>
      (
        await db
          .select({ kind: s.facets.kind, slug: s.facets.slug })
          .from(s.experienceFacets)
          .innerJoin(s.facets, eq(s.facets.id, s.experienceFacets.facetId))
          .where(eq(s.experienceFacets.experienceId, made.id))
      )
        .map((f) => `${f.kind}:${f.slug}`)
        .sort()
    expect(await facetsOf()).toEqual(['age_range:kids-3-plus', 'language:ar', 'language:en', 'time_of_day:morning'])
    const saved = await updateExperienceFacts(db, deira, made.id, { ...draft(), ageMin: 18, startTime: '19:00', endTime: '21:00', guideLanguages: ['de'] }, actor)
    expect(saved).toEqual({ ok: true })
    expect(await facetsOf()).toEqual(['age_range:adults-18-plus', 'language:de', 'time_of_day:evening'])
  })
})

describe('another supplier', () => {
  it("cannot read or change an experience that is not its own, and nothing is written", async () => {
    const made = await createExperience(db, deira, draft(), actor)
    if (!made.ok) throw new Error(made.error)
    const audits = async () => (await db.select({ n: count() }).from(s.auditLog).where(eq(s.auditLog.entityId, made.id)))[0]!.n
    const before = await audits()
    expect(await getEditorExperience(db, boat, made.id)).toBeNull()
    expect(await saveExperienceText(db, boat, made.id, 'en', { ...english, title: 'Hijacked' }, actor)).toEqual({ ok: false, error: 'not_found' })
    expect(await updateExperienceFacts(db, boat, made.id, draft({ durationMinutes: 999 }), actor)).toEqual({ ok: false, error: 'not_found' })
    expect(await setExperienceStatus(db, boat, made.id, 'unavailable', actor)).toEqual({ ok: false, error: 'not_found' })
    const [row] = await db
      .select({ title: s.experienceTranslations.title, duration: s.experiences.durationMinutes, status: s.experiences.status })
      .from(s.experiences)
      .innerJoin(s.experienceTranslations, and(eq(s.experienceTranslations.experienceId, s.experiences.id), eq(s.experienceTranslations.locale, 'en')))
      .where(eq(s.experiences.id, made.id))
    expect(row).toEqual({ title: english.title, duration: 120, status: 'draft' })
    expect(await audits()).toBe(before)
  })
})

describe('the seed', () => {
  it('leaves what a supplier changed when it runs again', async () => {
    const id = ids.experience('dubai-evening-desert-safari')
    const [en] = await db.select().from(s.experienceTranslations).where(and(eq(s.experienceTranslations.experienceId, id), eq(s.experienceTranslations.locale, 'en')))
    if (!en) throw new Error('seeded experience missing')
    const edited = { title: 'Evening Safari (edited by Deira)', overview: en.overview, highlights: en.highlights, includes: en.includes, excludes: en.excludes, itinerary: en.itinerary, knowBeforeYouGo: en.knowBeforeYouGo, whatToBring: en.whatToBring, locationDescription: en.locationDescription, meetingPoint: en.meetingPoint }
    expect(await saveExperienceText(db, deira, id, 'en', edited, actor)).toEqual({ ok: true })
    const [image] = await db.select().from(s.experienceImages).where(eq(s.experienceImages.experienceId, id)).limit(1)
    await db.delete(s.experienceImages).where(eq(s.experienceImages.id, image!.id))
    await seedDatabase(db, { force: true })
    const [after] = await db.select({ title: s.experienceTranslations.title }).from(s.experienceTranslations).where(and(eq(s.experienceTranslations.experienceId, id), eq(s.experienceTranslations.locale, 'en')))
    expect(after?.title).toBe('Evening Safari (edited by Deira)')
    expect(await db.select().from(s.experienceImages).where(eq(s.experienceImages.id, image!.id))).toEqual([])
  })
})
