// The partner hub's emails (issue 22): to supplier staff, never to travellers, in the hub's neutral look and
// the staff member's language. Queued in the outbox like every email; `tenantId` is the booking's tenant, or
// PLATFORM_TENANT for an account email that belongs to no tenant.
import { z } from './zod'

export const PLATFORM_TENANT = '_platform'

const units = z.partialRecord(z.enum(['adult', 'child', 'infant', 'item']), z.number().int().nonnegative())

export const HUB_BOOKING_EVENTS = ['new_booking', 'on_request', 'reminder', 'auto_declined', 'pay_later', 'cancellation'] as const
export type HubBookingEvent = (typeof HUB_BOOKING_EVENTS)[number]

export const HubBookingMailSchema = z.object({
  type: z.literal('booking'),
  event: z.enum(HUB_BOOKING_EVENTS),
  supplier: z.string(),
  tenant: z.string(),
  reference: z.string(),
  experience: z.string(),
  option: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  units,
  leadName: z.string(),
  email: z.string(),
  phone: z.string(),
  amount: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The booking's page in the hub. */
  url: z.url(),
  /** on_request and reminder: one-click answers that work without signing in (signed, expiring). */
  confirmUrl: z.url().optional(),
  declineUrl: z.url().optional(),
  /** on_request and reminder: when the request is declined automatically. */
  answerDueAt: z.string().optional(),
  /** The booking questions as the buyer answered them at checkout (a flight number). */
  answers: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  /** cancellation: who cancelled ('buyer' or 'supplier'). */
  cancelledBy: z.enum(['buyer', 'supplier']).optional(),
})

export const HubMailSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('invitation'),
    url: z.url(),
    inviter: z.string(),
    /** The supplier's name; null for an invitation to be a platform admin. */
    supplier: z.string().nullable(),
    role: z.enum(['owner', 'staff', 'admin']),
    expiresInDays: z.number().int().positive(),
  }),
  z.object({ type: z.literal('password_reset'), url: z.url(), expiresInMinutes: z.number().int().positive() }),
  HubBookingMailSchema,
])

export type HubMail = z.infer<typeof HubMailSchema>
export type HubBookingMail = z.infer<typeof HubBookingMailSchema>
