// A supplier's bookings in the partner hub on real PostgreSQL: the list, its filters and search, the CSV's
// page-by-page read, and one booking — each kept to its supplier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSupplierBooking, listBookings, parseBookingFilters, streamBookings } from '../../app/models/partners/bookings.server'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { createOwner, stageDeparture } from '../helpers/hub-day'

let database: TestDatabase
let mine: Awaited<ReturnType<typeof stageDeparture>>
let theirs: Awaited<ReturnType<typeof stageDeparture>>
let mySupplier: string
let theirSupplier: string

beforeAll(async () => {
  database = await createSeededTestDatabase('partner-bookings', { requirePostgres: true })
  mySupplier = (await createOwner(database.db, 'deira-desert-safari', 'a password 123')).supplier.id
  theirSupplier = (await createOwner(database.db, 'get-that-boat', 'a password 123')).supplier.id
  mine = await stageDeparture(database.db, { supplierSlug: 'deira-desert-safari', tenantId: 'deira', count: 7 })
  theirs = await stageDeparture(database.db, { supplierSlug: 'get-that-boat', tenantId: 'get-that-boat', count: 3 })
}, 180_000)
afterAll(async () => {
  await database?.drop()
})

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort()

describe('the bookings list', () => {
  it('holds the supplier’s bookings only, each with its voucher reference', async () => {
    const { rows } = await listBookings(database.db, mySupplier, {})
    expect(ids(rows)).toEqual(ids(mine.references.map((r) => ({ id: r.bookingId }))))
    expect(rows.map((r) => r.reference).sort()).toEqual(mine.references.map((r) => r.reference).sort())
    const other = await listBookings(database.db, theirSupplier, {})
    expect(other.rows).toHaveLength(3)
  })

  it('finds by reference, order number, name or email, and never another supplier’s booking', async () => {
    const target = mine.references[3]!
    const byRef = await listBookings(database.db, mySupplier, parseBookingFilters(new URLSearchParams({ q: target.reference.toLowerCase() })))
    expect(byRef.rows.map((r) => r.id)).toEqual([target.bookingId])
    const byName = await listBookings(database.db, mySupplier, parseBookingFilters(new URLSearchParams({ q: target.name })))
    expect(byName.rows.map((r) => r.id)).toContain(target.bookingId)
    const theirRef = await listBookings(database.db, mySupplier, parseBookingFilters(new URLSearchParams({ q: theirs.references[0]!.reference })))
    expect(theirRef.rows).toEqual([])
    // LIKE's own characters are taken literally.
    expect((await listBookings(database.db, mySupplier, parseBookingFilters(new URLSearchParams({ q: '%' })))).rows).toEqual([])
  })

  it('drops malformed filters instead of failing', () => {
    expect(parseBookingFilters(new URLSearchParams({ from: '2026-13-45', status: 'NOPE', experience: 'x', page: '-3', q: 'ok' }))).toEqual({ q: 'ok' })
  })
})

describe('the CSV export read', () => {
  it('reads every booking once, in departure order, a page at a time', async () => {
    const pages: number[] = []
    const seen: string[] = []
    for await (const page of streamBookings(database.db, mySupplier, {}, 3)) {
      pages.push(page.length)
      seen.push(...page.map((r) => r.id))
    }
    expect(pages).toEqual([3, 3, 1])
    expect(new Set(seen).size).toBe(7)
    expect(seen.sort()).toEqual(ids(mine.references.map((r) => ({ id: r.bookingId }))))
  })
})

describe('one booking', () => {
  it('is found with its timeline for its supplier, and not found for another', async () => {
    const booking = await getSupplierBooking(database.db, mySupplier, mine.references[0]!.bookingId)
    expect(booking?.reference).toBe(mine.references[0]!.reference)
    expect(booking?.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['placed', 'confirmed']))
    expect(await getSupplierBooking(database.db, theirSupplier, mine.references[0]!.bookingId)).toBeNull()
    expect(await getSupplierBooking(database.db, mySupplier, 'not-a-uuid')).toBeNull()
  })
})
