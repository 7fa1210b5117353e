// The embedded sandbox payment gateway's own books, kept apart from the platform's orders and payments as
// a hosted gateway's would be: the platform only learns an outcome by webhook or by asking (retrieveOutcome).
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, currency, id, money, tenantId, timestamptz } from './columns'

/** `captured` and `released` follow `authorised` when the platform settles a hold. */
export type SandboxSessionStatus = 'open' | 'succeeded' | 'authorised' | 'captured' | 'released' | 'failed'
export type SandboxFailureReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'other'

export const sandboxGatewaySessions = pgTable(
  'sandbox_gateway_sessions',
  {
    /** Also the unguessable part of the hosted page's URL. */
    id: id(),
    tenantId: tenantId(),
    purchaseId: text().notNull(),
    orderNumber: text().notNull(),
    amount: money().notNull(),
    currency: currency().notNull(),
    mode: text().$type<'capture' | 'authorise'>().notNull(),
    description: text().notNull(),
    customerEmail: text().notNull(),
    locale: text().notNull(),
    returnUrl: text().notNull(),
    cancelUrl: text().notNull(),
    webhookUrl: text().notNull(),
    idempotencyKey: text().notNull(),
    status: text().$type<SandboxSessionStatus>().notNull().default('open'),
    failureReason: text().$type<SandboxFailureReason>(),
    /** Charged so far (a capture-mode payment, or a captured authorisation) and given back since. */
    capturedAmount: money().notNull().default(0),
    refundedAmount: money().notNull().default(0),
    cardLast4: text(),
    /** The id of the outcome event, the same whether the platform hears it by webhook or asks for it. */
    outcomeEventId: text(),
    expiresAt: timestamptz().notNull(),
    completedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [unique('sandbox_sessions_tenant_idempotency_unique').on(t.tenantId, t.idempotencyKey), index('sandbox_sessions_purchase_idx').on(t.tenantId, t.purchaseId)],
)

/** Signed notifications to the platform, retried with backoff until one is answered with a 2xx. */
export const sandboxGatewayWebhooks = pgTable(
  'sandbox_gateway_webhooks',
  {
    /** The event id (`evt_…`) the platform deduplicates on. */
    id: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sandboxGatewaySessions.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    url: text().notNull(),
    /** The exact body sent; signed afresh (new timestamp) on every attempt. */
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    availableAt: timestamptz().notNull().defaultNow(),
    deliveredAt: timestamptz(),
    lastStatus: integer(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_webhooks_pending_idx').on(t.availableAt).where(sql`delivered_at is null`)],
)

/** Captures, releases and refunds, one row per idempotency key, so a retried call is answered, not repeated. */
export const sandboxGatewayMovements = pgTable(
  'sandbox_gateway_movements',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => sandboxGatewaySessions.id, { onDelete: 'cascade' }),
    kind: text().$type<'capture' | 'release' | 'refund'>().notNull(),
    amount: money().notNull(),
    currency: currency().notNull(),
    idempotencyKey: text().notNull(),
    ok: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('sandbox_movements_session_key_unique').on(t.sessionId, t.idempotencyKey)],
)
