// The guest look-up form (/invoices/find): booking reference and email, shared by the browser (conform) and
// the action. Messages are keys of `auth.errors` (spec §5: "Required Field", "This format is not correct.").
import { z } from '~/domain/zod'
import { AUTH_ERRORS } from './auth-schemas'

/**
 * The order number as printed ("7KQ2 M9XD", "7kq2-m9xd"): spaces and dashes dropped, upper-cased, and the
 * letters Crockford's alphabet never uses read as the digits they are mistaken for (O → 0, I and L → 1).
 */
export function normalizeReference(raw: string): string {
  return raw
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
}

const required = () => z.string({ error: AUTH_ERRORS.required }).trim().min(1, { error: AUTH_ERRORS.required, abort: true })

export const OrderLookupSchema = z.object({
  reference: required()
    .max(40, AUTH_ERRORS.format)
    .transform(normalizeReference)
    .pipe(z.string().regex(/^[0-9A-Z]{4,20}$/, AUTH_ERRORS.format)),
  email: required()
    .max(254, AUTH_ERRORS.format)
    .toLowerCase()
    .pipe(z.email({ error: AUTH_ERRORS.format })),
})
