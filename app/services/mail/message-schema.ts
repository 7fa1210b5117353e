// The zod shape of an EmailMessage: checked when it is queued (a bug fails the transaction that caused it,
// not the worker hours later) and again when the worker reads it back.
import { z } from 'zod'
import type { EmailMessage } from '../../models/booking-contract'

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
    }),
  ),
})

export const EmailMessageSchema = z
  .object({
    tenantId: z.string().min(1),
    kind: z.enum(['order_confirmed', 'order_partial', 'payment_failed', 'order_on_hold', 'order_pay_later', 'custom_offer_received', 'password_reset', 'contact_received']),
    to: z.email(),
    locale: z.string().min(2).max(10),
    order: OrderViewSchema.optional(),
    customOffer: z
      .object({
        experienceTitle: z.string(),
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        travellers: z.number().int(),
        preferredDate: z.string().nullable(),
        message: z.string(),
      })
      .optional(),
    passwordReset: z.object({ url: z.url(), firstName: z.string(), expiresInMinutes: z.number().int().positive() }).optional(),
    contact: z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string(), locale: z.string().min(2).max(10) }).optional(),
  })
  .refine((m) => (m.kind === 'custom_offer_received' ? !!m.customOffer : m.kind === 'password_reset' ? !!m.passwordReset : m.kind === 'contact_received' ? !!m.contact : !!m.order), {
    message: 'an order email needs `order`; a custom-offer email needs `customOffer`; a password reset needs `passwordReset`; a contact message needs `contact`',
  }) satisfies z.ZodType<EmailMessage>
