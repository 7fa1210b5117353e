// The zod shape of an EmailMessage: checked when it is queued (a bug fails the transaction that caused it,
// not the worker hours later) and again when the worker reads it back.
import { z } from '~/domain/zod'
import type { EmailMessage } from '../../domain/booking-contract'
import { HubMailSchema } from '../../domain/hub-mail'

const units = z.partialRecord(z.enum(['adult', 'child', 'infant', 'item']), z.number().int().nonnegative())

const OrderViewSchema = z.object({
  number: z.string(),
  purchaseId: z.string(),
  outcome: z.enum(['in_progress', 'success', 'partial', 'failed', 'on_hold', 'pay_later']),
  status: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  moneyReceived: z.boolean(),
  email: z.string(),
  buyerName: z.string(),
  createdAt: z.string(),
  bookings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      optionName: z.string(),
      date: z.string(),
      startTime: z.string(),
      timeZone: z.string(),
      unitQuantities: units,
      amount: z.number().int(),
      status: z.enum(['ON_HOLD', 'PENDING_SUPPLIER', 'CONFIRMED', 'EXPIRED', 'CANCELLED', 'FAILED']),
      experiencePath: z.string(),
      freeCancellationUntil: z.string().nullable(),
      answers: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
    }),
  ),
})

/** The field each non-order email kind carries instead of `order`. */
const PAYLOAD: Partial<Record<EmailMessage['kind'], 'customOffer' | 'passwordReset' | 'contact' | 'guestOrders' | 'hub'>> = {
  hub: 'hub',
  custom_offer_received: 'customOffer',
  password_reset: 'passwordReset',
  contact_received: 'contact',
  guest_orders_link: 'guestOrders',
}

export const EmailMessageSchema = z
  .object({
    tenantId: z.string().min(1),
    kind: z.enum(['order_confirmed', 'order_partial', 'payment_failed', 'order_on_hold', 'order_pay_later', 'booking_cancelled', 'supplier_declined', 'custom_offer_received', 'custom_offer_made', 'custom_offer_declined', 'custom_offer_expired', 'custom_offer_accepted', 'password_reset', 'contact_received', 'guest_orders_link', 'pay_later_settled', 'hub']),
    to: z.email(),
    locale: z.string().min(2).max(10),
    order: OrderViewSchema.optional(),
    cancellation: z
      .object({
        bookingId: z.string(),
        refundAmount: z.number().int().nonnegative(),
        penaltyAmount: z.number().int().nonnegative(),
        penaltyPercent: z.number().min(0).max(100),
        money: z.enum(['refund', 'released', 'not_charged']),
        by: z.literal('supplier').optional(),
      })
      .optional(),
    settlement: z
      .object({ bookingId: z.string(), amount: z.number().int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/), method: z.enum(['cash', 'card', 'transfer', 'other']), at: z.string() })
      .optional(),
    customOffer: z
      .object({
        experienceTitle: z.string(),
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        travellers: z.number().int(),
        preferredDate: z.string().nullable(),
        message: z.string(),
        replyUrl: z.url().optional(),
      })
      .optional(),
    offer: z
      .object({
        experienceTitle: z.string(),
        name: z.string(),
        travellers: z.number().int(),
        amount: z.number().int().nonnegative().nullable(),
        currency: z.string().regex(/^[A-Z]{3}$/).nullable(),
        date: z.string().nullable(),
        time: z.string().nullable(),
        timeZone: z.string(),
        note: z.string().nullable(),
        expiresAt: z.string().nullable(),
        orderNumber: z.string().nullable(),
        url: z.url().nullable(),
      })
      .optional(),
    passwordReset: z.object({ url: z.url(), firstName: z.string(), expiresInMinutes: z.number().int().positive() }).optional(),
    contact: z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string(), locale: z.string().min(2).max(10) }).optional(),
    guestOrders: z.object({ url: z.url(), firstName: z.string(), count: z.number().int().positive(), expiresInHours: z.number().int().positive() }).optional(),
    hub: HubMailSchema.optional(),
  })
  .refine((m) => (m.kind === 'custom_offer_received' ? !!m.customOffer : m.kind.startsWith('custom_offer_') ? !!m.offer : m.kind === 'booking_cancelled' ? !!m.order && !!m.cancellation : m.kind === 'pay_later_settled' ? !!m.order && !!m.settlement : PAYLOAD[m.kind] ? !!m[PAYLOAD[m.kind]!] : !!m.order), {
    message:
      'an order email needs `order`; a custom-offer request needs `customOffer` and an answer `offer`; a password reset needs `passwordReset`; a contact message needs `contact`; a guest-orders link needs `guestOrders`; a hub email needs `hub`; a cancellation needs `order` and `cancellation`; a pay-later settlement needs `order` and `settlement`',
  }) satisfies z.ZodType<EmailMessage>
