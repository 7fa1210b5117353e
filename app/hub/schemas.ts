// The hub's forms as zod schemas, shared by the server (parseWithZod) and the browser (conform's checks).
// Messages are translation keys; the field shows them in the staff member's language.
import { z } from '../domain/zod'
import { HUB_LOCALES } from './locales/define'

const email = z
  .string({ error: 'auth.errors.emailRequired' })
  .trim()
  .min(1, 'auth.errors.emailRequired')
  .max(254, 'auth.errors.emailInvalid')
  .pipe(z.email('auth.errors.emailInvalid'))
const newPassword = z.string({ error: 'auth.errors.passwordShort' }).min(10, 'auth.errors.passwordShort').max(200, 'auth.errors.passwordLong')
const name = z.string({ error: 'auth.errors.nameRequired' }).trim().min(1, 'auth.errors.nameRequired').max(120, 'auth.errors.nameRequired')
export const hubLocale = z.enum(HUB_LOCALES).catch('en')

export const SignInSchema = z.object({ email, password: z.string({ error: 'auth.signIn.invalid' }).min(1, 'auth.signIn.invalid').max(200, 'auth.signIn.invalid'), next: z.string().max(500).optional() })
export const CodeSchema = z.object({ code: z.string({ error: 'auth.code.invalid' }).trim().regex(/^\d{3}\s?\d{3}$/, 'auth.code.invalid') })
export const ForgotSchema = z.object({ email })
export const ResetSchema = z.object({ password: newPassword })
export const SetupSchema = z.object({ name, email, password: newPassword, locale: hubLocale })
export const InvitationSchema = z.object({ name: name.optional(), password: newPassword.optional(), locale: hubLocale })

export const InviteSchema = z.object({ intent: z.literal('invite'), email, role: z.enum(['owner', 'staff']), locale: hubLocale })

export const SupplierSchema = z.object({
  intent: z.literal('create'),
  name: z.string({ error: 'admin.suppliers.errors.nameRequired' }).trim().min(1, 'admin.suppliers.errors.nameRequired').max(120, 'admin.suppliers.errors.nameRequired'),
  slug: z
    .string({ error: 'admin.suppliers.errors.slugInvalid' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/, 'admin.suppliers.errors.slugInvalid'),
  contactEmail: z.string({ error: 'admin.suppliers.errors.emailInvalid' }).trim().pipe(z.email('admin.suppliers.errors.emailInvalid')),
  contactPhone: z.string().trim().max(40).optional(),
  currency: z.enum(['EUR', 'USD', 'GBP', 'TRY', 'AED', 'CHF'], { error: 'admin.suppliers.errors.currencyInvalid' }),
  timeZone: z.string({ error: 'admin.suppliers.errors.timeZoneInvalid' }).refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      return /\//.test(zone)
    } catch {
      return false
    }
  }, 'admin.suppliers.errors.timeZoneInvalid'),
})

/** An answer to an on-request booking, from the inbox or the booking's page. */
export const DecisionSchema = z.object({ intent: z.enum(['confirm', 'decline']), bookingId: z.uuid() })
