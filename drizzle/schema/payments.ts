// Money movements for an order, the provider webhooks that caused them, and the invoices and credit notes issued.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { DocumentSnapshot } from '../../app/domain/invoice-document'
import { createdAt, currency, id, money, tenantId, timestamptz } from './columns'
import { documentKind, paymentKind, paymentStatus } from './enums'
import { orders } from './orders'

export const payments = pgTable(
  'payments',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerReference: text(),
    kind: paymentKind().notNull(),
    amount: money().notNull(),
    currency: currency().notNull(),
    status: paymentStatus().notNull().default('PENDING'),
    /** Passed to the provider, so a retried capture or refund is not applied twice. */
    idempotencyKey: text().notNull(),
    /** The provider's hosted payment page, so a retried checkout request redirects to the same session. */
    sessionUrl: text(),
    rawEvent: jsonb(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('payments_tenant_idempotency_unique').on(t.tenantId, t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_reference_idx').on(t.provider, t.providerReference),
  ],
)

/** One row per provider webhook delivery; the unique key turns redeliveries into no-ops. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    tenantId: tenantId(),
    provider: text().notNull(),
    providerEventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamptz().notNull().defaultNow(),
    processedAt: timestamptz(),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.providerEventId),
    index('payment_events_tenant_idx').on(t.tenantId),
  ],
)

/** Invoices and credit notes (ADR 032): numbered per tenant and kind without gaps, frozen in `snapshot`. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: documentKind().notNull().default('invoice'),
    /** The position in the tenant's series of this kind: 1, 2, 3… with no gap. */
    sequence: integer().notNull(),
    /** What the buyer reads: 'INV-000042' or 'CN-000007'. */
    number: text().notNull(),
    issuedAt: timestamptz().notNull().defaultNow(),
    amount: money().notNull(),
    currency: currency().notNull(),
    locale: text().notNull().default('en'),
    snapshot: jsonb().$type<DocumentSnapshot>().notNull(),
    /** Credit notes: the invoice they correct, why, and the caller's key so a retried refund credits once. */
    invoiceId: uuid(),
    reason: text(),
    idempotencyKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_tenant_number_unique').on(t.tenantId, t.number),
    unique('invoices_tenant_kind_sequence_unique').on(t.tenantId, t.kind, t.sequence),
    unique('invoices_tenant_idempotency_unique').on(t.tenantId, t.idempotencyKey),
    index('invoices_order_idx').on(t.orderId),
    // One invoice per order, whatever path confirms it.
    uniqueIndex('invoices_order_invoice_unique').on(t.orderId).where(sql`kind = 'invoice'`),
  ],
)
