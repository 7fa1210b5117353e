// Invoices and credit notes (ADR 032): issued inside the transaction that pays or refunds, numbered per tenant
// and kind from a counter row, frozen as a snapshot. Callers hold the order row lock (handlePaymentEvent,
// supplierDecision, the refund worker), so "is there one already?" cannot race with another issue.
import { and, eq, sql } from 'drizzle-orm'
import { documentCounters, invoices, orders } from '../../../drizzle/schema/index'
import { documentNumber } from '../../domain/booking-reference'
import type { DocumentKind, DocumentSnapshot } from '../../domain/invoice-document'
import type { Db } from '../../utils/db.server'
import { frozenLine, snapshotOrder } from './invoice-snapshot.server'
import type { OrderRow } from './orders.server'
import { taxSummary, type TaxSummary } from '../../domain/tax'
import { tenantById } from '../platform/tenant-directory.server'

type InvoiceRow = typeof invoices.$inferSelect

/**
 * The next number of the tenant's series: the counter row is created or incremented in one statement and stays
 * locked until commit, so concurrent issues queue on it and a rolled-back issue gives its number back.
 */
export async function nextDocumentSequence(tx: Db, tenantId: string, kind: DocumentKind): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ tenantId, kind, next: 2 })
    .onConflictDoUpdate({ target: [documentCounters.tenantId, documentCounters.kind], set: { next: sql`${documentCounters.next} + 1` } })
    .returning({ next: documentCounters.next })
  return row!.next - 1
}

/** One invoice per order, for its confirmed bookings; a second confirmation path gets the one already issued. */
export async function issueInvoice(tx: Db, order: OrderRow, amount: number, now: Date = new Date()): Promise<InvoiceRow> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')))
  if (existing) return existing
  const { base, lines } = await snapshotOrder(tx, order, now)
  const confirmed = lines.filter((l) => l.status === 'CONFIRMED').map(frozenLine)
  const subtotal = confirmed.reduce((sum, l) => sum + l.amount, 0)
  // An authorisation captured for some bookings only is less than the order's total: never invoice more.
  const total = Math.min(amount, Math.max(0, subtotal - order.discountAmount))
  const sequence = await nextDocumentSequence(tx, order.tenantId, 'invoice')
  const number = documentNumber('invoice', sequence)
  const snapshot: DocumentSnapshot = {
    ...base,
    kind: 'invoice',
    number,
    issuedAt: now.toISOString(),
    lines: confirmed,
    policies: base.policies.filter((p) => confirmed.some((l) => l.bookingId === p.bookingId)),
    subtotal,
    discount: order.discountAmount,
    total,
    ...taxOf(order.tenantId, total, base.locale),
  }
  const [row] = await tx
    .insert(invoices)
    .values({ tenantId: order.tenantId, orderId: order.id, kind: 'invoice', sequence, number, amount: total, currency: order.currency, locale: base.locale, snapshot, issuedAt: now })
    .returning()
  return row!
}

type CreditNoteInput = {
  tenantId: string
  orderId: string
  lines: Array<{ bookingId: string; amount: number }>
  reason?: string
  /** Optional: the refund's own key, so a retried worker credits once (the first credit note is returned). */
  idempotencyKey?: string
}

/** A credit note for money given back on some bookings of an order, on the tenant's credit-note series. */
export async function issueCreditNote(tx: Db, input: CreditNoteInput, now: Date = new Date()): Promise<InvoiceRow> {
  if (input.idempotencyKey) {
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, input.tenantId), eq(invoices.idempotencyKey, input.idempotencyKey)))
    if (existing) return existing
  }
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, input.tenantId), eq(orders.id, input.orderId)))
  if (!order) throw new Error(`issueCreditNote: no order ${input.orderId} for tenant ${input.tenantId}`)
  if (input.lines.some((l) => !Number.isInteger(l.amount) || l.amount < 0)) throw new Error('issueCreditNote: amounts are non-negative minor units')
  const { base, lines } = await snapshotOrder(tx, order, now)
  const credited = input.lines.map((c) => {
    const line = lines.find((l) => l.bookingId === c.bookingId)
    if (!line) throw new Error(`issueCreditNote: booking ${c.bookingId} is not in order ${order.number}`)
    return { ...frozenLine(line), originalAmount: line.amount, amount: c.amount }
  })
  const [invoice] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')))
  const total = credited.reduce((sum, l) => sum + l.amount, 0)
  const sequence = await nextDocumentSequence(tx, order.tenantId, 'credit_note')
  const number = documentNumber('credit_note', sequence)
  const snapshot: DocumentSnapshot = {
    ...base,
    kind: 'credit_note',
    number,
    issuedAt: now.toISOString(),
    lines: credited,
    policies: base.policies.filter((p) => credited.some((l) => l.bookingId === p.bookingId)),
    subtotal: total,
    discount: 0,
    total,
    ...taxOf(order.tenantId, total, base.locale),
    credit: { invoiceNumber: invoice?.number ?? null, reason: input.reason ?? null },
  }
  const [row] = await tx
    .insert(invoices)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      kind: 'credit_note',
      sequence,
      number,
      amount: total,
      currency: order.currency,
      locale: base.locale,
      snapshot,
      invoiceId: invoice?.id ?? null,
      reason: input.reason ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      issuedAt: now,
    })
    .returning()
  return row!
}

/** The tenant's tax on `total`, frozen with the document: a later change of rate or number never reaches it. */
function taxOf(tenantId: string, total: number, locale: string): { tax?: TaxSummary } {
  const tax = taxSummary(tenantById(tenantId)?.tax, total, locale)
  return tax ? { tax } : {}
}
