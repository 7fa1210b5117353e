// The "request a custom offer" form of experiences without a fixed price, shared by the browser (conform)
// and the experience routes' action. Messages are `checkout.errors` keys.
import type { SubmissionResult } from '@conform-to/react'
import { z } from '~/domain/zod'
import { isValidDate } from './zoned-time'

const required = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? 'required' : 'format')

export const CustomOfferSchema = z.object({
  intent: z.literal('custom-offer', 'format'),
  name: z
    .string({ error: required })
    .trim()
    .min(2, { error: 'format', abort: true })
    .max(80, { error: 'format', abort: true })
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'format'),
  email: z.string({ error: required }).trim().max(254, 'format').pipe(z.email('format')),
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
