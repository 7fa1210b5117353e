import { describe, expect, it } from 'vitest'
import { loadTenants } from '../../tenancy/load.server'
import type { EmailMessage, OrderView } from '../../domain/booking-contract'
import { emailBrand } from './brand.server'
import { renderEmail } from './render'

const tenants = new Map(loadTenants().tenants.map((t) => [t.id, t]))
const deira = tenants.get('deira')!

const order: OrderView = {
  number: 'DX7K2P',
  purchaseId: 'pur_1',
  outcome: 'success',
  status: 'CONFIRMED',
  currency: 'AED',
  totalAmount: 57_500,
  refundedAmount: 0,
  moneyReceived: true,
  email: 'ada@example.com',
  buyerName: 'Ada Lovelace',
  createdAt: '2025-03-01T10:00:00Z',
  bookings: [
    {
      id: 'b1', title: 'Red Dunes Safari', optionName: 'Shared 4x4', date: '2025-03-14', startTime: '15:30', timeZone: 'Asia/Dubai', unitQuantities: { adult: 2, child: 1 }, amount: 45_000, status: 'CONFIRMED', experiencePath: '/experiences/red-dunes-safari',
      // 24 h before a 15:30 start in Dubai (UTC+4).
      freeCancellationUntil: '2025-03-13T11:30:00.000Z',
    },
    { id: 'b2', title: 'Dhow Dinner Cruise', optionName: 'Dhow Dinner Cruise', date: '2025-03-15', startTime: '20:00', timeZone: 'Asia/Dubai', unitQuantities: { adult: 1 }, amount: 12_500, status: 'CONFIRMED', experiencePath: '/experiences/dhow-dinner-cruise', freeCancellationUntil: null },
  ],
}
const message = (over: Partial<EmailMessage> = {}): EmailMessage => ({ tenantId: 'deira', kind: 'order_confirmed', to: 'ada@example.com', locale: 'en', order, ...over })

describe('order emails', () => {
  it('confirms each booking with its local date and time, travellers, price and free-cancellation cut-off in Dubai time', async () => {
    const email = renderEmail(message(), await emailBrand(deira))
    expect(email.subject).toBe('Your booking is confirmed – order DX7K2P')
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Red Dunes Safari – Shared 4x4')
      expect(part).toContain('Friday, 14 March 2025')
      expect(part).toContain('15:30 (Dubai, GMT+4 time)')
      expect(part).toMatch(/Adults(<[^>]+>|:\s)+2\b/)
      expect(part).toMatch(/Children(<[^>]+>|:\s)+1\b/)
      // ICU words the date and time its own way ("13 March 2025 at 15:30"); the zone is ours.
      expect(part).toMatch(/Free cancellation until 13 March 2025\D+15:30 \(Dubai, GMT\+4 time\)\./)
      expect(part).toContain('This booking cannot be cancelled free of charge.')
      expect(part).toContain('http://deira.localhost:3000/experiences/red-dunes-safari')
    }
    expect(email.text).toMatch(/Total: AED\s575/)
  })

  it('wears the tenant’s colours and contacts', async () => {
    const email = renderEmail(message(), await emailBrand(deira))
    expect(email.html).toContain('background:#2a1c12;color:#f5ead6')
    expect(email.html).toContain('href="https://wa.me/971552950000"')
    expect(email.html).toContain('href="tel:+97142950000"')
    expect(email.html).toContain('mailto:bookings@deira-safari.example')
    const custom = await emailBrand({ ...deira, branding: { ...deira.branding, colors: { '--color-primary': '#123456' } } })
    expect(renderEmail(message(), custom).html).toContain('background:#123456')
  })

  it('speaks the buyer’s language, with links to the site in that language', async () => {
    const ru = renderEmail(message({ locale: 'ru' }), await emailBrand(deira))
    expect(ru.subject).toBe('Ваше бронирование подтверждено – заказ DX7K2P')
    expect(ru.text).toMatch(/Бесплатная отмена до 13 марта 2025 г\.\D+15:30 \(время: ОАЭ, GMT\+4\)\./)
    expect(ru.html).toContain('http://deira.localhost:3000/ru/experiences/red-dunes-safari')
    const de = renderEmail(message({ locale: 'de' }), await emailBrand(deira))
    expect(de.text).toMatch(/Kostenlose Stornierung bis 13\. März 2025\D+15:30 \(Ortszeit Dubai, GMT\+4\)\./)
    // Deira has no Turkish pages: the email is Turkish, its links go to the English site.
    const tr = renderEmail(message({ locale: 'tr' }), await emailBrand(deira))
    expect(tr.subject).toBe('Rezervasyonunuz onaylandı – sipariş DX7K2P')
    expect(tr.html).toContain('http://deira.localhost:3000/experiences/red-dunes-safari')
  })

  it('says a failed payment in the words of spec §8, and promises the 24-hour refund only when money was received', async () => {
    const brand = await emailBrand(deira)
    const failed = renderEmail(message({ kind: 'payment_failed', order: { ...order, outcome: 'failed', moneyReceived: true } }), brand)
    expect(failed.text).toContain('We’re sorry, but your payment didn’t go through. Please check your information and try once more.')
    expect(failed.text).toContain('refunded within 24 hours')
    expect(failed.html).toContain('href="http://deira.localhost:3000/cart"')
    const noMoney = renderEmail(message({ kind: 'payment_failed', order: { ...order, outcome: 'failed', moneyReceived: false } }), brand)
    expect(noMoney.text).not.toContain('24 hours')
  })

  it('tells an on-hold buyer the money is only held, with a WhatsApp link; a pay-later buyer that nothing was charged', async () => {
    const brand = await emailBrand(deira)
    const onHold = renderEmail(message({ kind: 'order_on_hold' }), brand)
    expect(onHold.text).toMatch(/AED\s575 is only held on your card/)
    expect(onHold.html).toContain('Message us on WhatsApp')
    expect(renderEmail(message({ kind: 'order_pay_later' }), brand).text).toContain('Nothing has been charged: Deira Desert Safari will contact you')
  })

  it('lists a partial order’s confirmed and refunded bookings apart, with the refund and a way to retry', async () => {
    const partial = { ...order, outcome: 'partial' as const, refundedAmount: 12_500, bookings: [order.bookings[0]!, { ...order.bookings[1]!, status: 'CANCELLED' as const }] }
    const email = renderEmail(message({ kind: 'order_partial', order: partial }), await emailBrand(deira))
    const text = email.text
    expect(text.indexOf('Confirmed')).toBeLessThan(text.indexOf('Red Dunes Safari'))
    expect(text.indexOf('Not available – refunded')).toBeLessThan(text.indexOf('Dhow Dinner Cruise'))
    expect(text).toMatch(/We have refunded AED\s125 to your card/)
    expect(text).toContain('Choose another date: http://deira.localhost:3000/experiences/dhow-dinner-cruise')
  })

  it('sends the team the custom-offer request and the visitor a copy in their own words', async () => {
    const customOffer = { experienceTitle: 'Private yacht', name: 'Ada', email: 'ada@example.com', phone: null, travellers: 6, preferredDate: '2025-06-01', message: 'Sunset, <b>please</b>' }
    const brand = await emailBrand(deira)
    const team = renderEmail({ tenantId: 'deira', kind: 'custom_offer_received', to: deira.contact.email, locale: 'en', customOffer }, brand)
    expect(team.subject).toBe('New custom offer request: Private yacht')
    expect(team.text).toContain('Phone: not given')
    expect(team.html).toContain('Sunset, &lt;b&gt;please&lt;/b&gt;')
    const visitor = renderEmail({ tenantId: 'deira', kind: 'custom_offer_received', to: 'ada@example.com', locale: 'de', customOffer }, brand)
    expect(visitor.subject).toBe('Wir haben Ihre Anfrage erhalten: Private yacht')
  })

  it('ends an offer email with why it was sent: a request, not a booking', async () => {
    const brand = await emailBrand(deira)
    const customOffer = { experienceTitle: 'Private yacht', name: 'Ada', email: 'ada@example.com', phone: null, travellers: 6, preferredDate: null, message: 'Sunset' }
    const team = renderEmail({ tenantId: 'deira', kind: 'custom_offer_received', to: deira.contact.email, locale: 'en', customOffer }, brand)
    expect(team.text).toContain(`this is the contact address of ${brand.name} and a visitor asked for a custom offer`)
    const visitor = renderEmail({ tenantId: 'deira', kind: 'custom_offer_received', to: 'ada@example.com', locale: 'de', customOffer }, brand)
    expect(visitor.text).toContain('ein individuelles Angebot')
    for (const email of [team, visitor]) expect(email.text).not.toMatch(/booking was made|gebucht wurde/)
  })

  it('gives only the team the answer link, and the buyer the offer in their language with a link to accept', async () => {
    const brand = await emailBrand(deira)
    const customOffer = { experienceTitle: 'Private yacht', name: 'Ada', email: 'ada@example.com', phone: null, travellers: 6, preferredDate: null, message: 'Sunset', replyUrl: 'http://deira.localhost/offers/answer/x' }
    expect(renderEmail({ tenantId: 'deira', kind: 'custom_offer_received', to: deira.contact.email, locale: 'en', customOffer }, brand).text).toContain('Answer with a price or decline: http://deira.localhost/offers/answer/x')
    expect(renderEmail({ tenantId: 'deira', kind: 'custom_offer_received', to: 'ada@example.com', locale: 'en', customOffer }, brand).text).not.toContain('/offers/answer/')
    const offer = { experienceTitle: 'Private yacht', name: 'Ada', travellers: 6, amount: 450_000, currency: 'AED', date: '2031-03-14', time: '19:30', timeZone: 'Asia/Dubai', note: 'Dinner included', expiresAt: '2031-03-01T10:00:00.000Z', orderNumber: null, url: 'http://deira.localhost/de/offers/y' }
    const made = renderEmail({ tenantId: 'deira', kind: 'custom_offer_made', to: 'ada@example.com', locale: 'de', offer }, brand)
    expect(made.subject).toBe('Ihr individuelles Angebot für Private yacht')
    expect(made.text).toContain('Angebot ansehen und annehmen: http://deira.localhost/de/offers/y')
    expect(made.text).toContain('Dinner included')
    const expired = renderEmail({ tenantId: 'deira', kind: 'custom_offer_expired', to: 'ada@example.com', locale: 'en', offer: { ...offer, url: null } }, brand)
    expect(expired.subject).toBe('Your offer for Private yacht has expired')
  })
})
