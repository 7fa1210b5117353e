// Every Postgres enum in one place, so a status list is read and changed in one file.
import { pgEnum } from 'drizzle-orm/pg-core'

// draft: being written in the partner hub, seen only there and in its preview; active: published and sold.
export const experienceStatus = pgEnum('experience_status', ['draft', 'active', 'unavailable'])
export const pricingMode = pgEnum('pricing_mode', ['per_person', 'per_item'])
export const unitType = pgEnum('unit_type', ['adult', 'child', 'infant', 'item'])
export const facetKind = pgEnum('facet_kind', ['language', 'label', 'occasion', 'best_for', 'time_of_day', 'age_range'])
export const extraPricing = pgEnum('extra_pricing', ['per_person', 'per_booking'])
export const cancellationKind = pgEnum('cancellation_kind', ['free', 'non_refundable', 'percentage'])

// OCTO: LIMITED means under half of the capacity is left.
export const slotStatus = pgEnum('slot_status', ['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED'])

export const cartItemStatus = pgEnum('cart_item_status', ['PENDING', 'APPROVED', 'UNAVAILABLE', 'PRICE_CHANGED'])
export const orderStatus = pgEnum('order_status', [
  'PENDING_PAYMENT',
  'PROCESSING',
  'CONFIRMED',
  'PARTIALLY_CONFIRMED',
  'ON_HOLD',
  'PAY_LATER',
  'FAILED',
  'CANCELLED',
])
// OCTO states plus FAILED (the supplier refused) and PENDING_SUPPLIER (on-request products).
export const bookingStatus = pgEnum('booking_status', [
  'ON_HOLD',
  'PENDING_SUPPLIER',
  'CONFIRMED',
  'EXPIRED',
  'CANCELLED',
  'FAILED',
])
export const paymentKind = pgEnum('payment_kind', ['authorise', 'capture', 'refund'])
export const paymentStatus = pgEnum('payment_status', ['PENDING', 'SUCCEEDED', 'FAILED'])
export const promoKind = pgEnum('promo_kind', ['percent', 'fixed'])
export const customOfferStatus = pgEnum('custom_offer_status', ['NEW', 'IN_NEGOTIATION', 'OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED'])
/** Invoices and credit notes share a table; each kind has its own number series. */
export const documentKind = pgEnum('document_kind', ['invoice', 'credit_note'])
