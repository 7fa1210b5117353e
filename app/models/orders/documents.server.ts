// An order's invoices and credit notes as the order page and the PDF route read them: by purchase id and
// document id within the request's tenant, so another tenant's or another order's id is simply not found.
import { and, asc, eq } from 'drizzle-orm'
import { invoices, orders } from '../../../drizzle/schema/index'
import type { DocumentKind, DocumentSnapshot } from '../../domain/invoice-document'
import type { RequestContext } from '../../utils/context'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type OrderDocumentSummary = { id: string; kind: DocumentKind; number: string; issuedAt: string; amount: number; currency: string }

/** Documents issued before snapshots existed (migration 0011) froze nothing, so they are not offered. */
const isFrozen = (snapshot: DocumentSnapshot | { version: 0 }): snapshot is DocumentSnapshot => snapshot.version === 1

export async function getOrderDocument(ctx: RequestContext, purchaseId: string, documentId: string): Promise<DocumentSnapshot | null> {
  if (!UUID.test(documentId)) return null
  const [row] = await ctx.db
    .select({ snapshot: invoices.snapshot })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.id, invoices.orderId), eq(orders.tenantId, invoices.tenantId)))
    .where(and(eq(invoices.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId), eq(invoices.id, documentId)))
  return row && isFrozen(row.snapshot) ? row.snapshot : null
}

/** The order's documents, invoice first, then credit notes in issue order: for the order page's download links. */
export async function listOrderDocuments(ctx: RequestContext, purchaseId: string): Promise<OrderDocumentSummary[]> {
  const rows = await ctx.db
    .select({ id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, amount: invoices.amount, currency: invoices.currency, snapshot: invoices.snapshot })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.id, invoices.orderId), eq(orders.tenantId, invoices.tenantId)))
    .where(and(eq(invoices.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId)))
    .orderBy(asc(invoices.kind), asc(invoices.sequence))
  return rows.filter((r) => isFrozen(r.snapshot)).map(({ snapshot: _snapshot, issuedAt, ...r }) => ({ ...r, issuedAt: issuedAt.toISOString() }))
}
