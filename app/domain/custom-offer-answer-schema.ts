// The forms of a custom offer after the request (docs/decisions/035), shared by the browser (conform) and the
// actions: the supplier's offer or decline, and the buyer's acceptance. Messages are `checkout.errors` keys.
import { z } from '~/domain/zod'
import { currencyDigits } from './money'
import { isValidDate } from './zoned-time'

const required = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? 'required' : 'format')
const note = z.string().trim().max(2000, 'format').optional()

export const OfferAnswerSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('offer'),
    /** In major units as typed ("1500", "1500.50"); the action turns it into minor units of the tenant's currency. */
    price: z
      .string({ error: required })
      .trim()
      .regex(/^\d{1,9}([.,]\d{1,3})?$/, 'format')
      .refine((p) => Number(p.replace(',', '.')) > 0, 'format'),
    date: z.string({ error: required }).refine(isValidDate, 'format'),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'format')
      .optional(),
    note,
  }),
  z.object({ intent: z.literal('decline'), note }),
])

export const OfferAcceptSchema = z.object({ intent: z.enum(['accept', 'pay'], 'format') })

/** Money columns are PostgreSQL `integer`: a price past this many minor units cannot be stored. */
const MAX_MINOR_UNITS = 2_147_483_647

/** "1500,5" in AED → 150050; null when it has more decimals than the currency or is too large to store. */
export function toMinorUnits(price: string, currency: string): number | null {
  const [whole = '0', fraction = ''] = price.replace(',', '.').split('.')
  const digits = currencyDigits(currency)
  if (fraction.length > digits) return null
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
  return minor > MAX_MINOR_UNITS ? null : minor
}
