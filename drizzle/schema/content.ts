// What visitors send in (contact form, custom offers). Editorial content (blog, FAQ, about, legal) is not in the
// database: it lives in tenants/<id>/content (docs/decisions/027-content-home.md).
import { date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, currency, id, money, tenantId, timestamptz } from './columns'
import { customOfferStatus } from './enums'
import { experiences } from './experiences'
import { options } from './options'
import { orders } from './orders'

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    tenantId: tenantId(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text(),
    message: text().notNull(),
    locale: text().notNull(),
    createdAt: createdAt(),
    handledAt: timestamptz(),
  },
  (t) => [index('contact_messages_tenant_idx').on(t.tenantId, t.createdAt.desc())],
)

/** "Request a custom offer" on experiences without a fixed price (spec §1). */
export const customOfferRequests = pgTable(
  'custom_offer_requests',
  {
    id: id(),
    tenantId: tenantId(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id),
    optionId: uuid().references(() => options.id),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    travellers: smallint().notNull(),
    preferredDate: date({ mode: 'string' }),
    locale: text().notNull(),
    status: customOfferStatus().notNull().default('NEW'),
    createdAt: createdAt(),
    /** The supplier's answer (docs/decisions/035): price in the tenant's currency, minor units. */
    offerAmount: money(),
    offerCurrency: currency(),
    offerDate: date({ mode: 'string' }),
    /** 'HH:MM' in the experience's zone; null when the experience has no start times. */
    offerTime: text(),
    offerNote: text(),
    answeredAt: timestamptz(),
    /** After this the offered price can no longer be accepted (OFFERED → EXPIRED). */
    offerExpiresAt: timestamptz(),
    acceptedAt: timestamptz(),
    /** The order the accepted offer became; paid through the ordinary checkout and payment flow. */
    orderId: uuid().references(() => orders.id),
    /** The cart token of the browser that accepted as a guest: it may see the order's outcome, like a cart's own. */
    buyerGuestToken: text(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('custom_offer_requests_tenant_idx').on(t.tenantId, t.status, t.createdAt.desc())],
)
