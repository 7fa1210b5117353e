// The buyer's emails that the partner hub causes: a pay-later booking paid to the supplier, and a cancellation
// by the supplier (not "as you asked").
import { describe, expect, it } from 'vitest'
import { loadTenants } from '../../tenancy/load.server'
import type { OrderView } from '../../domain/booking-contract'
import { EmailMessageSchema } from './message-schema'
import { emailBrand } from './brand.server'
import { renderEmail } from './render'

const deira = loadTenants().tenants.find((t) => t.id === 'deira')!
const order: OrderView = {
  number: 'DX7K2P', purchaseId: 'pur_1', outcome: 'pay_later', status: 'PAY_LATER', currency: 'AED', totalAmount: 45_000, refundedAmount: 0, moneyReceived: false,
  email: 'ada@example.com', buyerName: 'Ada Lovelace', createdAt: '2025-03-01T10:00:00Z',
  bookings: [{ id: 'b1', title: 'Red Dunes Safari', optionName: 'Shared 4x4', date: '2025-03-14', startTime: '15:30', timeZone: 'Asia/Dubai', unitQuantities: { adult: 2 }, amount: 45_000, status: 'CONFIRMED', experiencePath: '/experiences/red-dunes-safari', freeCancellationUntil: null }],
}

describe('emails the partner hub sends buyers', () => {
  it('tells the buyer in their language that the supplier received the pay-later payment', async () => {
    const brand = await emailBrand(deira)
    const message = EmailMessageSchema.parse({ tenantId: 'deira', kind: 'pay_later_settled', to: 'ada@example.com', locale: 'en', order, settlement: { bookingId: 'b1', amount: 45_000, currency: 'AED', method: 'cash', at: '2025-03-14T11:00:00Z' } })
    const en = renderEmail(message, brand)
    expect(en.subject).toBe('Payment received – order DX7K2P')
    expect(en.text).toMatch(/Deira Desert Safari has received your payment of AED\s?450(\.00)? \(cash\)/)
    expect(en.text).toContain('Paid to the provider.')
    for (const locale of ['ru', 'tr', 'de']) expect(renderEmail({ ...message, locale }, brand).subject).not.toBe(en.subject)
    expect(() => EmailMessageSchema.parse({ ...message, settlement: undefined })).toThrow()
  })

  it('says the provider cancelled when the supplier did', async () => {
    const brand = await emailBrand(deira)
    const text = renderEmail({ tenantId: 'deira', kind: 'booking_cancelled', to: 'ada@example.com', locale: 'en', order, cancellation: { bookingId: 'b1', refundAmount: 45_000, penaltyAmount: 0, penaltyPercent: 0, money: 'refund', by: 'supplier' } }, brand).text
    expect(text).toContain('Deira Desert Safari had to cancel this booking')
    expect(text).toContain('Cancelled by the provider.')
    expect(text).not.toContain('As you asked')
  })
})
