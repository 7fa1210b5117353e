import { describe, expect, it } from 'vitest'
import { loadTenants } from '../../tenancy/load.server'
import type { EmailMessage, OrderView } from '../../domain/booking-contract'
import { emailBrand } from './brand.server'
import { renderEmail } from './render'

const deira = loadTenants().tenants.find((t) => t.id === 'deira')!
const order: OrderView = {
  number: 'DX7K2P', purchaseId: 'pur_1', outcome: 'failed', status: 'CANCELLED', currency: 'AED', totalAmount: 45_000, refundedAmount: 33_750, moneyReceived: true,
  email: 'ada@example.com', buyerName: 'Ada Lovelace', createdAt: '2025-03-01T10:00:00Z',
  bookings: [{ id: 'b1', title: 'Red Dunes Safari', optionName: 'Shared 4x4', date: '2025-03-14', startTime: '15:30', timeZone: 'Asia/Dubai', unitQuantities: { adult: 2 }, amount: 45_000, status: 'CANCELLED', experiencePath: '/experiences/red-dunes-safari', freeCancellationUntil: null }],
}
const cancelled = (locale: string, money: 'refund' | 'released' = 'refund'): EmailMessage => ({
  tenantId: 'deira', kind: 'booking_cancelled', to: 'ada@example.com', locale, order,
  cancellation: { bookingId: 'b1', refundAmount: money === 'refund' ? 33_750 : 0, penaltyAmount: money === 'refund' ? 11_250 : 0, penaltyPercent: money === 'refund' ? 25 : 0, money },
})

describe('cancellation and supplier-declined emails', () => {
  it('tells the buyer the refund and the fee of the cancelled booking, in their language', async () => {
    const brand = await emailBrand(deira)
    const en = renderEmail(cancelled('en'), brand)
    expect(en.subject).toBe('Your booking is cancelled – order DX7K2P')
    expect(en.text).toContain('We are refunding AED')
    expect(en.text).toContain('Cancelled at your request.')
    expect(en.text).not.toContain('cannot be cancelled free of charge')
    expect(en.text).toMatch(/25%.*112\.50/)
    expect(renderEmail(cancelled('de'), brand).subject).toBe('Ihre Buchung ist storniert – Bestellung DX7K2P')
    expect(renderEmail(cancelled('ru'), brand).subject).toBe('Бронирование отменено – заказ DX7K2P')
    expect(renderEmail(cancelled('tr', 'released'), brand).text).toContain('kartınızda bloke edilen tutar serbest bırakılıyor')
  })

  it('gives a declined on-request order its own email, not the payment-failed one', async () => {
    const brand = await emailBrand(deira)
    const declined = renderEmail({ tenantId: 'deira', kind: 'supplier_declined', to: 'ada@example.com', locale: 'de', order: { ...order, status: 'FAILED', refundedAmount: 0, moneyReceived: false } }, brand)
    expect(declined.subject).toBe('Ihre Buchungsanfrage wurde abgelehnt – Bestellung DX7K2P')
    expect(declined.text).toContain('Es wurde nichts abgebucht')
    expect(declined.text).not.toContain('Zahlung')
  })
})
