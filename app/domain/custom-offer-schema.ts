// The "request a custom offer" form of experiences without a fixed price, shared by the browser (conform)
// and the experience routes' action. Messages are `checkout.errors` keys.
import type { SubmissionResult } from '@conform-to/react'
import { z } from '~/domain/zod'
import { EmailField, FullNameField, requiredOrFormat } from './form-fields'
import { isValidDate } from './zoned-time'

const required = requiredOrFormat

export const CustomOfferSchema = z.object({
  intent: z.literal('custom-offer', 'format'),
  name: FullNameField,
  email: EmailField,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,24}$/, 'format')
    .optional(),
  travellers: z.number({ error: required }).int('format').min(1, 'format').max(500, 'format'),
  preferredDate: z.string().refine(isValidDate, 'format').optional(),
  message: z.string({ error: required }).trim().min(1, 'required').max(2000, 'format'),
})

export type CustomOfferActionData = { result: SubmissionResult<string[]>; sentTo: string | null }
