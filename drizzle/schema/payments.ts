// Money movements for an order, the provider webhooks that caused them, and the invoice issued.
import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, currency, id, money, tenantId, timestamptz } from './columns'
import { paymentKind, paymentStatus } from './enums'
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

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    issuedAt: timestamptz().notNull().defaultNow(),
    amount: money().notNull(),
    currency: currency().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('invoices_tenant_number_unique').on(t.tenantId, t.number), index('invoices_order_idx').on(t.orderId)],
)
