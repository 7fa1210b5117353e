// An order is one checkout; it holds one booking per cart item, each with its own OCTO lifecycle.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { availabilitySlots } from './availability'
import type { ExtraSelection, UnitQuantities } from './carts'
import { carts } from './carts'
import type { CancellationSnapshot } from './cancellation-policies'
import type { BookingAnswer } from '../../app/domain/booking-questions'
import { createdAt, currency, id, money, tenantId, timestamptz } from './columns'
import { bookingStatus, orderStatus } from './enums'
import { experiences } from './experiences'
import { pickupPoints } from './extras'
import { options } from './options'
import { users } from './users'

export const orders = pgTable(
  'orders',
  {
    id: id(),
    tenantId: tenantId(),
    /** The short number shown to the buyer and quoted on the phone. */
    number: text().notNull(),
    /** The reference handed to the payment provider. */
    purchaseId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    cartId: uuid().references(() => carts.id, { onDelete: 'set null' }),
    buyerFirstName: text().notNull(),
    buyerLastName: text().notNull(),
    email: text().notNull(),
    /** Dialling code chosen next to the phone field, e.g. '+971'. */
    phoneCountryCode: text().notNull(),
    phone: text().notNull(),
    locale: text().notNull(),
    currency: currency().notNull(),
    subtotalAmount: money().notNull(),
    discountAmount: money().notNull().default(0),
    totalAmount: money().notNull(),
    promoCode: text(),
    payLater: boolean().notNull().default(false),
    status: orderStatus().notNull().default('PENDING_PAYMENT'),
    /** `{cart id}:{key sent by the checkout form}`: a double submit places one order, and a key is only ever its cart's. */
    idempotencyKey: text().notNull(),
    /** The cart content this order was made from (cart-orders.server.ts): the same content finds this order again. */
    cartFingerprint: text(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('orders_tenant_number_unique').on(t.tenantId, t.number),
    unique('orders_tenant_purchase_unique').on(t.tenantId, t.purchaseId),
    unique('orders_tenant_idempotency_unique').on(t.tenantId, t.idempotencyKey),
    index('orders_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    index('orders_tenant_email_idx').on(t.tenantId, t.email),
    index('orders_unpaid_cart_idx').on(t.cartId).where(sql`status in ('PENDING_PAYMENT', 'PROCESSING')`),
    check('orders_total_check', sql`${t.totalAmount} = ${t.subtotalAmount} - ${t.discountAmount}`),
  ],
)

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id),
    optionId: uuid()
      .notNull()
      .references(() => options.id),
    slotId: uuid()
      .notNull()
      .references(() => availabilitySlots.id),
    unitQuantities: jsonb().$type<UnitQuantities>().notNull(),
    travellers: integer().notNull(),
    /** Seats or items taken from the slot; what a release gives back. */
    quantity: integer().notNull(),
    extras: jsonb().$type<ExtraSelection[]>().notNull().default([]),
    pickupPointId: uuid().references(() => pickupPoints.id),
    pickupTime: text(),
    pickupAddress: text(),
    priceAmount: money().notNull(),
    originalPriceAmount: money(),
    currency: currency().notNull(),
    /** Paid later to the provider: not charged with the order, so never refunded by the platform. */
    payLater: boolean().notNull().default(false),
    status: bookingStatus().notNull().default('ON_HOLD'),
    /** OCTO: every booking carries a key, so a retried reservation is the same booking. */
    idempotencyKey: text().notNull(),
    holdExpiresAt: timestamptz(),
    confirmedAt: timestamptz(),
    cancelledAt: timestamptz(),
    /** The option's cancellation policy as it stood when the booking was made; null when the option had none. */
    cancellationPolicy: jsonb().$type<CancellationSnapshot>(),
    /** The booking questions answered at checkout, frozen (label and answer as the buyer saw them). */
    answers: jsonb().$type<BookingAnswer[]>().notNull().default([]),
    supplierReference: text(),
    /** On-request: when the supplier's answer is due; past it the request is declined automatically. */
    answerDueAt: timestamptz(),
    /** On-request: when the half-time reminder went to the supplier. */
    answerReminderAt: timestamptz(),
    /** Who answered an on-request booking: 'email' (the signed link), 'hub' or 'timeout'. */
    answeredVia: text(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('bookings_tenant_idempotency_unique').on(t.tenantId, t.idempotencyKey),
    index('bookings_order_idx').on(t.orderId),
    index('bookings_slot_idx').on(t.slotId),
    index('bookings_tenant_idx').on(t.tenantId),
    // The hold sweeper only looks at live holds.
    index('bookings_hold_expiry_idx').on(t.holdExpiresAt).where(sql`status = 'ON_HOLD'`),
    // The answer-window worker only looks at bookings waiting for their supplier.
    index('bookings_answer_due_idx').on(t.answerDueAt).where(sql`status = 'PENDING_SUPPLIER'`),
    index('bookings_experience_idx').on(t.experienceId, t.createdAt),
  ],
)

/**
 * The suppliers an order involves, written by a trigger on bookings (migration 0021): under row-level security a
 * supplier sees every booking of an order it shares, which voucher references count (decision 055). No tenant_id
 * and no policy: it holds two ids and nothing a buyer typed.
 */
export const orderSuppliers = pgTable(
  'order_suppliers',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: uuid().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.supplierId] }), index('order_suppliers_supplier_idx').on(t.supplierId)]
)
