// The cancel screen's one form, shared by the page and its action through conform.
import { z } from '~/domain/zod'

export const CancelBookingSchema = z.object({
  intent: z.literal('cancel'),
  /** The refund the buyer saw, in minor units: a tier that began in between must be shown before it applies. */
  expectedRefund: z.number().int().nonnegative(),
})
