// Availability on a real PostgreSQL with the demo seed: the calendar and the booking panel against plain
// computations over the slot rows, tenant scoping, and the API's answers to bad input.
import { and, eq, gt, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findNextAvailableDate, listDayStatuses, listDepartures, type DayStatus } from '../../app/models/catalogue/availability.server'
import { getBookableExperience } from '../../app/models/catalogue/experience.server'
import { loader as availabilityApi } from '../../app/routes/api.availability'
import type { Db } from '../../app/utils/db.server'
import { loadDateOptions } from '../../app/pages/experience-page-options.server'
import { loadBookingInput, loadExperiencePage } from '../../app/pages/experience-page.server'
import * as schema from '../../drizzle/schema/index'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

const TODAY = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z')
// Noon UTC on the seed's first day: the morning departures of that day have started, the rest have not.
const NOW = new Date(TODAY.getTime() + 12 * 3_600_000)
const SAFARI = 'dubai-evening-desert-safari'
let database: TestDatabase
let db: Db

beforeAll(async () => {
  database = await createSeededTestDatabase('availability', { requirePostgres: true, today: TODAY })
  db = database.db
})
afterAll(() => database?.drop())

const ctx = (tenant: 'excursio' | 'deira' | 'get-that-boat' = 'deira', locale: 'en' | 'de' | 'ru' | 'tr' = 'en') =>
  testContext(db, { tenant, locale })

async function slotRows(slug: string) {
  return db
    .select({ slot: schema.availabilitySlots })
    .from(schema.availabilitySlots)
    .innerJoin(schema.options, eq(schema.options.id, schema.availabilitySlots.optionId))
    .innerJoin(schema.experiences, eq(schema.experiences.id, schema.options.experienceId))
    .where(and(eq(schema.experiences.slug, slug), eq(schema.options.active, true), gt(schema.availabilitySlots.startsAt, NOW)))
    .then((rows) => rows.map((r) => r.slot))
}

/** The OCTO rule in plain code: CLOSED and SOLD_OUT as set, else from what is left. */
function slotStatus(s: { status: DayStatus; capacity: number; held: number; booked: number }): DayStatus {
  const left = s.capacity - s.held - s.booked
  if (s.status === 'CLOSED') return 'CLOSED'
  if (s.status === 'SOLD_OUT' || left <= 0) return 'SOLD_OUT'
  return left * 2 < s.capacity ? 'LIMITED' : 'AVAILABLE'
}
const ORDER: DayStatus[] = ['CLOSED', 'SOLD_OUT', 'LIMITED', 'AVAILABLE']

async function experienceScope(slug: string, tenant: 'deira' | 'excursio' | 'get-that-boat' = 'deira') {
  const e = await getBookableExperience(ctx(tenant), slug)
  if (!e) throw new Error(`no ${slug}`)
  return e
}

describe('availability on PostgreSQL', () => {
  it('marks each calendar day with the best status of its departures, matching the slot rows', async () => {
    const e = await experienceScope(SAFARI)
    const rows = await slotRows(SAFARI)
    const expected = new Map<string, DayStatus>()
    for (const row of rows) {
      const status = slotStatus(row)
      const before = expected.get(row.localDate)
      if (!before || ORDER.indexOf(status) > ORDER.indexOf(before)) expected.set(row.localDate, status)
    }
    const days = await listDayStatuses(ctx(), e, { from: '2000-01-01', to: '2100-01-01' }, NOW)
    expect(days.length).toBeGreaterThan(60)
    expect(Object.fromEntries(days.map((d) => [d.date, d.status]))).toEqual(Object.fromEntries(expected))
    expect(days.some((d) => d.status === 'AVAILABLE')).toBe(true)
  })

  it('counts spots left as capacity minus held minus booked, and a hold fills a slot at once', async () => {
    const e = await experienceScope(SAFARI)
    const days = await listDayStatuses(ctx(), e, { from: '2000-01-01', to: '2100-01-01' }, NOW)
    const day = days.find((d) => d.status === 'AVAILABLE')!
    const [departure] = await listDepartures(ctx(), e, day.date, NOW)
    const [row] = await db.select().from(schema.availabilitySlots).where(eq(schema.availabilitySlots.id, departure!.slotId))
    expect(departure!.remaining).toBe(row!.capacity - row!.held - row!.booked)

    await db.update(schema.availabilitySlots).set({ held: 2 }).where(eq(schema.availabilitySlots.id, row!.id))
    const [after] = await listDepartures(ctx(), e, day.date, NOW)
    expect(after!.remaining).toBe(row!.capacity - 2 - row!.booked)

    await db
      .update(schema.availabilitySlots)
      .set({ held: row!.capacity - row!.booked })
      .where(eq(schema.availabilitySlots.id, row!.id))
    const [full] = await listDepartures(ctx(), e, day.date, NOW)
    expect(full).toMatchObject({ remaining: 0, status: 'SOLD_OUT' })
  })

  it('shows a closed day and a sold-out day as such, with no option to book', async () => {
    const slug = 'dubai-morning-desert-safari'
    const e = await experienceScope(slug)
    const input = await loadBookingInput(ctx(), e)
    const open = (await listDayStatuses(ctx(), e, { from: '2000-01-01', to: '2100-01-01' }, NOW)).filter(
      (d) => d.status !== 'CLOSED' && d.status !== 'SOLD_OUT',
    )
    const [closedDay, soldOutDay, openDay] = [open[3]!.date, open[4]!.date, open[5]!.date]
    const ids = async (date: string) => (await listDepartures(ctx(), e, date, NOW)).map((d) => d.slotId)
    for (const id of await ids(closedDay))
      await db.update(schema.availabilitySlots).set({ status: 'CLOSED' }).where(eq(schema.availabilitySlots.id, id))
    for (const id of await ids(soldOutDay)) {
      await db
        .update(schema.availabilitySlots)
        .set({ booked: sql`capacity - held` })
        .where(eq(schema.availabilitySlots.id, id))
    }
    const days = await listDayStatuses(ctx(), e, { from: closedDay, to: openDay }, NOW)
    expect(days.map((d) => d.status)).toEqual(['CLOSED', 'SOLD_OUT', open[5]!.status])
    expect((await loadDateOptions(ctx(), closedDay, input, NOW)).options).toEqual([])
    expect((await loadDateOptions(ctx(), soldOutDay, input, NOW)).options).toEqual([])
    const view = await loadDateOptions(ctx(), openDay, input, NOW)
    expect(view.options.length).toBeGreaterThan(0)
    expect(view.options[0]!.departures[0]!.units.map((u) => u.type)).toEqual(['adult', 'child', 'infant'])
  })

  it("does not find another tenant's experience: the boat charter is not on the desert safari site", async () => {
    expect(await getBookableExperience(ctx('deira'), 'bodrum-private-yacht-charter')).toBeNull()
    expect(await getBookableExperience(ctx('get-that-boat'), 'bodrum-private-yacht-charter')).not.toBeNull()
    const page = await loadExperiencePage(ctx('deira'), 'bodrum-private-yacht-charter', new URL('http://x/'), NOW)
    expect(page).toBeNull()
  })

  it('answers the API with JSON: 404 for another tenant, 400 for dates out of range, day statuses otherwise', async () => {
    const call = (tenant: 'deira' | 'get-that-boat', slug: string, query: string) =>
      availabilityApi({
        context: ctx(tenant),
        request: new Request(`http://x/api/availability/${slug}?${query}`),
        params: { slug },
      }) as Promise<Response>
    const month = TODAY.toISOString().slice(0, 7)
    const other = await call('deira', 'bodrum-private-yacht-charter', `month=${month}`)
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ message: 'Experience not found' })
    const past = await call('deira', SAFARI, 'date=2001-01-01')
    expect(past.status).toBe(400)
    expect((await past.json()).message).toMatch(/date must be between/)
    expect((await call('deira', SAFARI, 'month=2001-01')).status).toBe(400)
    expect((await call('deira', SAFARI, `month=${month}&lang=tr`)).status).toBe(400)
    const ok = await call('deira', SAFARI, `month=${month}&lang=de`)
    expect(ok.status).toBe(200)
    expect((await ok.json()).days.length).toBeGreaterThan(0)
  })

  it('calls an experience without any date unavailable and offers similar ones', async () => {
    const liwa = await experienceScope('abu-dhabi-liwa-desert-safari')
    expect(await findNextAvailableDate(ctx(), liwa, NOW)).toBeNull()
    const page = await loadExperiencePage(ctx('deira'), 'abu-dhabi-liwa-desert-safari', new URL('http://x/'), NOW)
    expect(page?.state).toBe('unavailable')
    expect(page?.similar?.cards.length).toBeGreaterThan(0)
    expect(page?.similar?.cards.map((c) => c.href)).not.toContain('/experiences/abu-dhabi-liwa-desert-safari')
  })

  it('treats an expired or withdrawn experience as unavailable: its page explains, its calendar is empty', async () => {
    const month = TODAY.toISOString().slice(0, 7)
    const yesterday = new Date(NOW.getTime() - 86_400_000)
    await db.update(schema.experiences).set({ expiresAt: yesterday }).where(eq(schema.experiences.slug, 'dubai-hot-air-balloon-desert'))
    await db.update(schema.experiences).set({ status: 'unavailable' }).where(eq(schema.experiences.slug, 'dubai-sunrise-camel-trek'))
    for (const slug of ['dubai-hot-air-balloon-desert', 'dubai-sunrise-camel-trek']) {
      const page = await loadExperiencePage(ctx('deira'), slug, new URL('http://x/'), NOW)
      expect(page?.state, slug).toBe('unavailable')
      const answer = (await availabilityApi({
        context: ctx('deira'),
        request: new Request(`http://x/?month=${month}`),
        params: { slug },
      })) as Response
      expect(await answer.json()).toMatchObject({ days: [] })
    }
    expect(await findNextAvailableDate(ctx(), await experienceScope('dubai-hot-air-balloon-desert'), NOW)).toBeNull()
    const balloon = await loadExperiencePage(ctx('deira'), 'dubai-hot-air-balloon-desert', new URL('http://x/'), NOW)
    expect(balloon?.facts.find((f) => f.id === 'validity')?.value).toMatch(/^Expired on /)
  })

  it('asks for a custom offer instead of prices when there is no fixed price', async () => {
    const page = await loadExperiencePage(ctx('get-that-boat'), 'dubai-superyacht-private-event', new URL('http://x/'), NOW)
    expect(page?.state).toBe('customOffer')
    expect(page?.fromPrice).toBeNull()
  })

  it('loads an experience page with a picked date in 6 queries', async () => {
    let queries = 0
    const client = postgres(database.url!, { max: 4, onnotice: () => {} })
    const counted = drizzle(client, { schema, casing: 'snake_case', logger: { logQuery: () => void queries++ } }) as unknown as Db
    const e = await experienceScope(SAFARI)
    const date = (await findNextAvailableDate(ctx(), e, NOW))!
    const page = await loadExperiencePage(
      testContext(counted, { tenant: 'deira' }),
      SAFARI,
      new URL(`http://x/?date=${date}&reviews=2`),
      NOW,
    )
    await client.end()
    expect(page?.booking.dateOptions?.options.length).toBeGreaterThan(0)
    // experience with texts, images, extras, pickups and options (1), exchange rates (1), reviews (1), first
    // open date (1), the month's day statuses (1), the picked date's departures (1).
    expect(queries).toBe(6)
  })
})
