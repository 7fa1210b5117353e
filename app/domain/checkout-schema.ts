// The buyer form of spec §3, shared by the browser (conform) and the checkout action. Messages are the
// catalogue keys `checkout.errors.required` ('Required Field') and `.format` ('This format is not correct.').
import { z } from '~/domain/zod'
import { answersSchema, type AnswerGroup } from './booking-questions'
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

/**
 * What the action first reads: the buyer form and the answers' shape. The answers are judged inside placeOrder,
 * against the questions of the lines it actually books (booking-questions.ts answersSchema), so a question added
 * while the buyer typed is asked and a line that became unavailable asks nothing.
 */
export const CheckoutSubmissionSchema = CheckoutSchema.extend({
  answers: z.record(z.uuid('format'), z.record(z.uuid('format'), z.string().max(2000, 'answerTooLong').optional())).optional(),
})

/** The form in the browser: with the questions it shows, so a missing answer is caught before the round trip. */
export function checkoutSchemaWith(groups: AnswerGroup[]) {
  return groups.length ? CheckoutSchema.extend({ answers: answersSchema(groups) }) : CheckoutSchema
}
