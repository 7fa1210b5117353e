// The buyer form of spec §3, shared by the browser (conform) and the checkout action. Messages are the
// catalogue keys `checkout.errors.required` ('Required Field') and `.format` ('This format is not correct.').
import { z } from '~/domain/zod'
import { isDiallingCode } from './dialling-codes'
import { PERSON_NAME, requiredOrFormat } from './form-fields'

const required = requiredOrFormat

const Name = z
  .string({ error: required })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(60, { error: 'format', abort: true })
  .regex(PERSON_NAME, 'format')

export const CheckoutSchema = z.object({
  firstName: Name,
  lastName: Name,
  email: z.string({ error: required }).trim().max(254, 'format').pipe(z.email('format')),
  /** `AE:+971`: the region keeps +1 (US, Canada) and +7 (Russia, Kazakhstan) apart in the select. */
  phoneCountry: z
    .string({ error: required })
    .regex(/^[A-Z]{2}:\+\d{1,4}$/, { error: 'format', abort: true })
    .refine((v) => isDiallingCode(v.split(':')[1]!), 'format'),
  phone: z
    .string({ error: required })
    .trim()
    .regex(/^[\d\s()-]{4,20}$/, { error: 'format', abort: true })
    .refine((v) => v.replace(/\D/g, '').length >= 4 && v.replace(/\D/g, '').length <= 15, 'format')
    .transform((v) => v.replace(/\D/g, '')),
  promoCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, 'format')
    .transform((v) => v.toUpperCase())
    .optional(),
  idempotencyKey: z.string('format').regex(/^[A-Za-z0-9-]{16,64}$/, 'format'),
  confirmedTotal: z.number('format').int('format').min(0, 'format'),
})
