import { describe, expect, it } from 'vitest'
import type { EmailMessage } from '../../domain/booking-contract'
import type { EmailBrand } from './brand.server'
import { EmailMessageSchema } from './message-schema'
import { renderEmail } from './render'

const brand: EmailBrand = {
  name: 'Deira Desert Safari',
  primary: '#7c2d12',
  primaryFg: '#ffffff',
  contact: { phone: '+971 4 000 0000', whatsapp: '+971500000000', email: 'hello@deira.example', address: 'Dubai', telHref: 'tel:+97140000000', whatsappHref: 'https://wa.me/971500000000' },
  link: (path) => `https://deira.example${path}`,
}
const message = (locale: string): EmailMessage => ({
  tenantId: 'deira',
  kind: 'password_reset',
  to: 'ana@example.com',
  locale,
  passwordReset: { url: 'https://deira.example/de/auth/reset-password?token=abc_DEF-123&x=<1>', firstName: 'Ana', expiresInMinutes: 60 },
})

describe('password reset email', () => {
  it('carries the link as a button, its lifetime and the greeting, in HTML and text', () => {
    const email = renderEmail(message('en'), brand)
    expect(email.subject).toBe('Choose a new password for Deira Desert Safari')
    expect(email.html).toContain('href="https://deira.example/de/auth/reset-password?token=abc_DEF-123&amp;x=&lt;1&gt;"')
    expect(email.text).toContain('https://deira.example/de/auth/reset-password?token=abc_DEF-123')
    expect(email.text).toContain('Hello Ana,')
    expect(email.text).toContain('60 minutes')
    expect(email.text).toContain('a password reset was requested on Deira Desert Safari')
  })

  it('is written in the language of the page the reset was asked from', () => {
    expect(renderEmail(message('de'), brand).subject).toBe('Neues Passwort für Deira Desert Safari wählen')
    expect(renderEmail(message('ru'), brand).text).toContain('60 минут')
  })

  it('passes the outbox schema only with its link', () => {
    expect(EmailMessageSchema.safeParse(message('en')).success).toBe(true)
    expect(EmailMessageSchema.safeParse({ ...message('en'), passwordReset: undefined }).success).toBe(false)
  })
})
