// Invoices and credit notes on real PostgreSQL: gap-free numbering under concurrency, frozen snapshots, and
// the credit-note series of its own.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCreditNote, nextDocumentSequence } from '../../app/models/orders/invoices.server'
import { listOrderDocuments } from '../../app/models/orders/documents.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { findDepartures, setFreeSeats, useFakeProvider } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { pay, placeUnpaid } from '../helpers/paid-orders'

let database: TestDatabase
let db: Db
const fake = useFakeProvider()
const ctx = () => testContext(db, { tenant: 'excursio' })

beforeAll(async () => {
  database = await createSeededTestDatabase('invoices', { requirePostgres: true })
  db = database.db
})
afterAll(() => database?.drop())

const documentsOf = (tenantId: string, kind: 'invoice' | 'credit_note') =>
  db.select().from(s.invoices).where(and(eq(s.invoices.tenantId, tenantId), eq(s.invoices.kind, kind))).orderBy(s.invoices.sequence)

async function orderOf(purchaseId: string) {
  const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, purchaseId))
  return order!
}

describe('invoice numbers', () => {
  it('numbers 20 orders paid at the same moment 1..20 with no gap and no duplicate', async () => {
    const [d] = await findDepartures(db, 1)
    await setFreeSeats(db, d!.slotId, 40)
    const placed = []
    for (let i = 0; i < 20; i++) placed.push(await placeUnpaid(ctx(), d!))
    const results = await Promise.all(placed.map((p) => pay(ctx(), fake, p.purchaseId)))
    expect(results.map((r) => r.status)).toEqual(Array(20).fill('processed'))
    const rows = await documentsOf('excursio', 'invoice')
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(new Set(rows.map((r) => r.number)).size).toBe(20)
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(20)
    expect(rows[0]!.number).toBe('INV-000001')
    const [counter] = await db.select().from(s.documentCounters).where(eq(s.documentCounters.tenantId, 'excursio'))
    expect(counter).toMatchObject({ kind: 'invoice', next: 21 })
  })

  it('issues one invoice per order when the payment is reported twice', async () => {
    const [d] = await findDepartures(db, 1)
    await setFreeSeats(db, d!.slotId, 5)
    const { purchaseId } = await placeUnpaid(ctx(), d!)
    await pay(ctx(), fake, purchaseId)
    await pay(ctx(), fake, purchaseId)
    const order = await orderOf(purchaseId)
    expect(await db.select().from(s.invoices).where(eq(s.invoices.orderId, order.id))).toHaveLength(1)
  })
})

describe('gap-free', () => {
  it('gives the number of a rolled-back payment to the next one', async () => {
    const rolledBack = db.transaction(async (tx) => {
      expect(await nextDocumentSequence(tx as unknown as Db, 'deira', 'invoice')).toBe(1)
      throw new Error('the payment failed after numbering')
    })
    await expect(rolledBack).rejects.toThrow(/failed after numbering/)
    expect(await db.transaction((tx) => nextDocumentSequence(tx as unknown as Db, 'deira', 'invoice'))).toBe(1)
    expect(await db.transaction((tx) => nextDocumentSequence(tx as unknown as Db, 'deira', 'invoice'))).toBe(2)
  })
})

describe('frozen snapshot', () => {
  it('keeps the title and price it was issued with after the experience changes', async () => {
    const [d] = await findDepartures(db, 1)
    await setFreeSeats(db, d!.slotId, 5)
    const { purchaseId } = await placeUnpaid(ctx(), d!, 2)
    await pay(ctx(), fake, purchaseId)
    const order = await orderOf(purchaseId)
    const [before] = await db.select().from(s.invoices).where(eq(s.invoices.orderId, order.id))
    const line = before!.snapshot.lines[0]!
    expect(line).toMatchObject({ title: expect.any(String), travellers: [{ unit: 'adult', quantity: 2 }] })
    expect(before!.snapshot).toMatchObject({ buyer: { name: 'Ada Lovelace' }, tenant: { name: ctx().tenant.name }, total: order.totalAmount })

    await db
      .update(s.experienceTranslations)
      .set({ title: 'Renamed after the invoice' })
      .where(eq(s.experienceTranslations.experienceId, d!.experienceId))
    await db.update(s.bookings).set({ priceAmount: line.amount * 3 }).where(eq(s.bookings.orderId, order.id))
    await db.update(s.orders).set({ buyerFirstName: 'Changed' }).where(eq(s.orders.id, order.id))

    const [after] = await db.select().from(s.invoices).where(eq(s.invoices.orderId, order.id))
    expect(after!.snapshot).toEqual(before!.snapshot)
    expect(after!.snapshot.lines[0]!.title).not.toBe('Renamed after the invoice')
  })
})

describe('credit notes', () => {
  it('are numbered on their own series and leave the invoice series alone', async () => {
    const invoicesBefore = (await documentsOf('excursio', 'invoice')).length
    const [first] = await documentsOf('excursio', 'invoice')
    const bookings = await db.select().from(s.bookings).where(eq(s.bookings.orderId, first!.orderId))
    const lines = [{ bookingId: bookings[0]!.id, amount: 500 }]
    const a = await db.transaction((tx) => issueCreditNote(tx as unknown as Db, { tenantId: 'excursio', orderId: first!.orderId, lines, reason: 'cancelled' }))
    const b = await db.transaction((tx) => issueCreditNote(tx as unknown as Db, { tenantId: 'excursio', orderId: first!.orderId, lines, idempotencyKey: 'refund-1' }))
    const again = await db.transaction((tx) => issueCreditNote(tx as unknown as Db, { tenantId: 'excursio', orderId: first!.orderId, lines, idempotencyKey: 'refund-1' }))
    expect([a.sequence, b.sequence]).toEqual([1, 2])
    expect([a.number, b.number]).toEqual(['CN-000001', 'CN-000002'])
    expect(again.id).toBe(b.id)
    expect(a).toMatchObject({ kind: 'credit_note', amount: 500, invoiceId: first!.id, reason: 'cancelled' })
    expect(a.snapshot.credit).toEqual({ invoiceNumber: first!.number, reason: 'cancelled' })
    expect(a.snapshot.lines[0]).toMatchObject({ bookingId: bookings[0]!.id, amount: 500, originalAmount: bookings[0]!.priceAmount })
    expect(await documentsOf('excursio', 'invoice')).toHaveLength(invoicesBefore)
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, first!.orderId))
    const listed = await listOrderDocuments(ctx(), order!.purchaseId)
    expect(listed.map((d) => d.number)).toEqual([first!.number, 'CN-000001', 'CN-000002'])
    expect(await listOrderDocuments(testContext(db, { tenant: 'deira' }), order!.purchaseId)).toEqual([])
  })

  it("refuses another tenant's order", async () => {
    const [first] = await documentsOf('excursio', 'invoice')
    await expect(db.transaction((tx) => issueCreditNote(tx as unknown as Db, { tenantId: 'deira', orderId: first!.orderId, lines: [] }))).rejects.toThrow(/no order/)
  })
})
