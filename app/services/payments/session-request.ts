// The zod schema of a PaymentSessionRequest, checked by every provider before it opens a session.
import { z } from '~/domain/zod'
import type { PaymentSessionRequest } from '../../domain/booking-contract'

const absoluteUrl = z.url({ protocol: /^https?$/ })

export const PaymentSessionRequestSchema = z.object({
  tenantId: z.string().min(1),
  purchaseId: z.string().min(1).max(100),
  orderNumber: z.string().min(1).max(50),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  mode: z.enum(['capture', 'authorise']),
  description: z.string().min(1).max(500),
  customerEmail: z.email(),
  locale: z.string().min(2).max(10),
  returnUrl: absoluteUrl,
  cancelUrl: absoluteUrl,
  webhookUrl: absoluteUrl,
  idempotencyKey: z.string().min(8).max(200),
}) satisfies z.ZodType<PaymentSessionRequest>
