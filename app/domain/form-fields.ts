// Fields several visitor forms share (contact, custom offer, checkout), defined once so their rules cannot drift.
// Messages are catalogue keys: 'required' for a field left empty, 'format' for anything else wrong.
import { z } from './zod'

/** 'required' when the field was left empty, 'format' when it holds something of the wrong kind. */
export const requiredOrFormat = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? 'required' : 'format')

/** A person's name: letters (any script) with spaces, apostrophes, dots and hyphens, starting with a letter. */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u

/** A full name in one field, 2 to 80 characters. */
export const FullNameField = z
  .string({ error: requiredOrFormat })
  .trim()
  .min(2, { error: 'format', abort: true })
  .max(80, { error: 'format', abort: true })
  .regex(PERSON_NAME, 'format')

/** An email address, at most 254 characters. */
export const EmailField = z.string({ error: requiredOrFormat }).trim().max(254, 'format').pipe(z.email('format'))
