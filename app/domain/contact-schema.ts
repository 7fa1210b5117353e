// The /contact-us form, shared by the browser (conform) and the route's action. Messages are `checkout.errors`
// keys ("Required Field", "This format is not correct.", spec §5), translated where they are shown.
import type { SubmissionResult } from '@conform-to/react'
import { z } from '~/domain/zod'
import { EmailField, FullNameField, requiredOrFormat } from './form-fields'

const required = requiredOrFormat

/**
 * The honeypot's name: a field people never see (hidden from sight and from assistive tech) that form-filling
 * bots do fill. A form that has it filled is answered as if sent and nothing is kept or emailed.
 */
export const HONEYPOT = 'website'

export const ContactSchema = z.object({
  name: FullNameField,
  email: EmailField,
  subject: z.string({ error: required }).trim().min(2, 'format').max(150, 'format'),
  message: z.string({ error: required }).trim().min(10, 'format').max(4000, 'format'),
})

export type ContactInput = z.output<typeof ContactSchema>

/** `sent`: the message was taken (or a bot's was silently dropped); `alert`: a `contact.*` key to show above the form. */
export type ContactActionData = { result: SubmissionResult<string[]>; sent: boolean; alert: { key: string; minutes: number } | null }
