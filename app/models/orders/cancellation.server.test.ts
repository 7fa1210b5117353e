import { describe, expect, it } from 'vitest'
import type { CancellationSnapshot } from '../../../drizzle/schema/index'
import { planCancellation } from './cancellation.server'

type Plan = Parameters<typeof planCancellation>
const NOW = new Date('2030-06-01T08:00:00Z')
// Non-refundable inside 48 hours; the departure is 24 hours away, so a cancellation now costs the whole price.
const POLICY: CancellationSnapshot = { kind: 'percentage', rules: [{ days: 2, hours: 0, minutes: 0, penaltyPercent: 100 }], freeCutoffHours: null, timeZone: 'Asia/Dubai', startsAt: '2030-06-02T08:00:00Z' }
const booking = (id: string, status: string) => ({ id, status, priceAmount: 50_000, payLater: false, cancellationPolicy: POLICY, createdAt: NOW }) as unknown as Plan[1][number]
const order = (status: string) => ({ status, discountAmount: 0 }) as unknown as Plan[0]
const held = { charge: { amount: 100_000 } as Plan[3]['charge'], refunded: 0 }

describe('cancelling a booking of an order whose money is still only held', () => {
  it('releases a booking the supplier has not confirmed yet in full', () => {
    const plan = planCancellation(order('ON_HOLD'), [booking('a', 'CONFIRMED'), booking('b', 'PENDING_SUPPLIER')], 'b', held, NOW)
    expect(plan).toMatchObject({ money: 'released', refundAmount: 0, quote: { penaltyAmount: 0 } })
  })
  it('does not let a confirmed booking leave free when its policy charges a fee now', () => {
    expect(planCancellation(order('ON_HOLD'), [booking('a', 'CONFIRMED'), booking('b', 'PENDING_SUPPLIER')], 'a', held, NOW)).toBe('not_cancellable')
  })
  it('charges the fee of a confirmed booking once the order is paid', () => {
    const plan = planCancellation(order('CONFIRMED'), [booking('a', 'CONFIRMED')], 'a', { charge: { amount: 50_000 } as Plan[3]['charge'], refunded: 0 }, NOW)
    expect(plan).toMatchObject({ money: 'refund', refundAmount: 0, quote: { penaltyPercent: 100 } })
  })
})
