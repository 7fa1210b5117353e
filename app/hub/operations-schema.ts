// The forms that act on one booking from the hub (manifest buttons, check-in, the booking page's money actions):
// one schema, an `intent` per action, parsed on the server (booking-operations.tsx).
import { z } from '../domain/zod'

const back = z.string().max(500).optional()

export const OperationSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('check-in'), back }),
  z.object({ intent: z.literal('undo-check-in'), back }),
  z.object({ intent: z.literal('no-show'), back }),
  z.object({ intent: z.literal('cancel'), back }),
  z.object({
    intent: z.literal('settle'),
    back,
    /** In the booking's currency, as typed: '120', '120.50' or '120,50'. */
    amount: z
      .string({ error: 'checkin.settle.amountInvalid' })
      .trim()
      .regex(/^\d{1,9}([.,]\d{1,3})?$/, 'checkin.settle.amountInvalid'),
    method: z.enum(['cash', 'card', 'transfer', 'other'], { error: 'checkin.settle.methodInvalid' }),
    note: z.string().trim().max(500, 'checkin.settle.noteLong').optional(),
  }),
])

export const CheckInSchema = z.object({ reference: z.string({ error: 'checkin.scan.referenceRequired' }).trim().min(1, 'checkin.scan.referenceRequired').max(200, 'checkin.scan.referenceRequired') })

/** '120,50' in a currency of 2 decimals → 12050; null when it has more decimals than the currency. */
export function toMinorUnits(amount: string, digits: number): number | null {
  const [whole = '0', fraction = ''] = amount.replace(',', '.').split('.')
  if (fraction.length > digits) return null
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}
