// One zod schema per account form, shared by the browser (conform's live validation) and the action.
// Error messages are keys of the `auth.errors` strings, translated where they are shown.
import { z } from '~/domain/zod'

export const AUTH_ERRORS = {
  required: 'auth.errors.required',
  format: 'auth.errors.format',
  passwordTooShort: 'auth.errors.passwordTooShort',
  passwordTooLong: 'auth.errors.passwordTooLong',
  passwordMismatch: 'auth.errors.passwordMismatch',
} as const

const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 128

const required = () => z.string({ error: AUTH_ERRORS.required }).trim().min(1, { error: AUTH_ERRORS.required, abort: true })

const EmailSchema = required()
  .max(254, AUTH_ERRORS.format)
  .toLowerCase()
  .pipe(z.email({ error: AUTH_ERRORS.format }))

// Letters of any script, marks, spaces, apostrophes, dots and hyphens: "Zoë", "O'Neil", "Jean-Luc", "Мария".
const NameSchema = required().max(80, AUTH_ERRORS.format).regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, AUTH_ERRORS.format)

const NewPasswordSchema = z
  .string({ error: AUTH_ERRORS.required })
  .min(PASSWORD_MIN_LENGTH, AUTH_ERRORS.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_ERRORS.passwordTooLong)

/** Only a path on this site, never an open redirect (`//evil.example`, `/\evil.example`, `https://…`). */
export const RedirectToSchema = z
  .string()
  .regex(/^\/(?![/\\])[^\s\\]*$/)
  .max(2000)
  .optional()
  .catch(undefined)

export const LoginSchema = z.object({
  email: EmailSchema,
  // Any length: the form must not tell what the rules for an existing password are.
  password: z.string({ error: AUTH_ERRORS.required }).min(1, AUTH_ERRORS.required).max(1024, AUTH_ERRORS.passwordTooLong),
  redirectTo: RedirectToSchema,
})

const ConfirmPasswordSchema = z.string({ error: AUTH_ERRORS.required })
const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword
const mismatch = { message: AUTH_ERRORS.passwordMismatch, path: ['confirmPassword'] }

export const SignupSchema = z
  .object({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    redirectTo: RedirectToSchema,
  })
  .refine(passwordsMatch, mismatch)

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: AUTH_ERRORS.required }).regex(/^[\w-]{20,100}$/, AUTH_ERRORS.format),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch)
