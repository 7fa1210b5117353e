import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { AUTH_ERRORS, LoginSchema, ResetPasswordSchema, SignupSchema } from './auth-schemas'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]['schema'], entries: Record<string, string>) => {
  const submission = parseWithZod(form(entries), { schema })
  return submission.status === 'error' ? submission.error : null
}
const valid = { firstName: 'Zoë', lastName: "O'Neil-Смит", email: '  Zoe@Example.COM ', password: 'long enough', confirmPassword: 'long enough' }

describe('sign-up form', () => {
  it('accepts a complete form and lower-cases and trims the email', () => {
    const submission = parseWithZod(form(valid), { schema: SignupSchema })
    expect(submission.status).toBe('success')
    if (submission.status === 'success') expect(submission.value.email).toBe('zoe@example.com')
  })

  it('says "Required Field" for every empty field', () => {
    const errors = errorsOf(SignupSchema, { firstName: '', lastName: '   ', email: '', password: '', confirmPassword: '' })
    for (const field of ['firstName', 'lastName', 'email', 'password', 'confirmPassword']) expect(errors?.[field]).toEqual([AUTH_ERRORS.required])
  })

  it('says "This format is not correct." for a malformed email or name', () => {
    expect(errorsOf(SignupSchema, { ...valid, email: 'zoe@' })?.email).toEqual([AUTH_ERRORS.format])
    expect(errorsOf(SignupSchema, { ...valid, email: 'zoe example.com' })?.email).toEqual([AUTH_ERRORS.format])
    expect(errorsOf(SignupSchema, { ...valid, firstName: '<script>' })?.firstName).toEqual([AUTH_ERRORS.format])
  })

  it('wants at least 8 characters and a matching confirmation', () => {
    expect(errorsOf(SignupSchema, { ...valid, password: 'short77', confirmPassword: 'short77' })?.password).toEqual([AUTH_ERRORS.passwordTooShort])
    expect(errorsOf(SignupSchema, { ...valid, confirmPassword: 'long enougH' })?.confirmPassword).toEqual([AUTH_ERRORS.passwordMismatch])
    expect(errorsOf(SignupSchema, { ...valid, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })?.password).toEqual([AUTH_ERRORS.passwordTooLong])
  })

  it('drops a redirect target that leaves the site', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      const submission = parseWithZod(form({ ...valid, redirectTo: target }), { schema: SignupSchema })
      expect(submission.status === 'success' && submission.value.redirectTo).toBeUndefined()
    }
    const kept = parseWithZod(form({ ...valid, redirectTo: '/ru/invoices?page=2' }), { schema: SignupSchema })
    expect(kept.status === 'success' && kept.value.redirectTo).toBe('/ru/invoices?page=2')
  })
})

describe('sign-in form', () => {
  it('needs an email and a password but no rule on an existing password', () => {
    expect(errorsOf(LoginSchema, { email: '', password: '' })).toEqual({ email: [AUTH_ERRORS.required], password: [AUTH_ERRORS.required] })
    expect(parseWithZod(form({ email: 'a@b.co', password: 'x' }), { schema: LoginSchema }).status).toBe('success')
  })
})

describe('reset-password form', () => {
  it('needs a well-formed token, a long enough password and its confirmation', () => {
    const token = 'a'.repeat(43)
    expect(parseWithZod(form({ token, password: '12345678', confirmPassword: '12345678' }), { schema: ResetPasswordSchema }).status).toBe('success')
    expect(errorsOf(ResetPasswordSchema, { token: 'bad token!', password: '12345678', confirmPassword: '12345678' })?.token).toEqual([AUTH_ERRORS.format])
    expect(errorsOf(ResetPasswordSchema, { token, password: '12345678', confirmPassword: '' })?.confirmPassword).toEqual([AUTH_ERRORS.required])
  })
})
