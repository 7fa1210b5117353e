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
  kind: 'guest_orders_link',
  to: 'ana@example.com',
  locale,
  guestOrders: { url: 'https://deira.example/invoices/join?token=abc.DEF-123', firstName: 'Ana', count: 2, expiresInHours: 24 },
})

describe('guest orders link email', () => {
  it('carries the link as a button, how many bookings and for how long, in the buyer’s language', () => {
    const email = renderEmail(message('en'), brand)
    expect(email.subject).toBe('Add your bookings to your Deira Desert Safari account')
    expect(email.html).toContain('href="https://deira.example/invoices/join?token=abc.DEF-123"')
    expect(email.text).toContain('Hello Ana,')
    expect(email.text).toContain('(2)')
    expect(email.text).toContain('24 hours')
    expect(renderEmail(message('ru'), brand).subject).toBe('Добавьте бронирования в аккаунт Deira Desert Safari')
    expect(renderEmail(message('tr'), brand).text).toContain('24 saat')
    expect(renderEmail(message('de'), brand).text).toContain('24 Stunden')
  })

  it('passes the outbox schema only with its link', () => {
    expect(EmailMessageSchema.safeParse(message('en')).success).toBe(true)
    expect(EmailMessageSchema.safeParse({ ...message('en'), guestOrders: undefined }).success).toBe(false)
  })
})
