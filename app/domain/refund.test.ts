import { describe, expect, it } from 'vitest'
import { zonedTimeToUtc } from './zoned-time'
import { paidPerBooking, quoteRefund, shareDiscount, type CancellationSnapshot } from './refund'

const minute = 60_000
const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * minute)
const BERLIN = 'Europe/Berlin'

// 25% from 2 days before, 50% from 5 h 30 min before, 100% from 90 minutes before.
function tiered(startsAt: Date, timeZone = BERLIN): CancellationSnapshot {
  return {
    kind: 'percentage',
    rules: [
      { days: 2, hours: 0, minutes: 0, penaltyPercent: 25 },
      { days: 0, hours: 5, minutes: 30, penaltyPercent: 50 },
      { days: 0, hours: 0, minutes: 90, penaltyPercent: 100 },
    ],
    freeCutoffHours: null,
    timeZone,
    startsAt: startsAt.toISOString(),
  }
}
const free24 = (startsAt: Date, timeZone = BERLIN): CancellationSnapshot => ({ kind: 'free', rules: [], freeCutoffHours: 24, timeZone, startsAt: startsAt.toISOString() })

describe('quoteRefund at each threshold', () => {
  const start = zonedTimeToUtc('2026-06-10', '10:00', BERLIN)
  const policy = tiered(start)
  const cases: Array<[string, Date, number, number]> = [
    ['a minute before the 2-day line', at(zonedTimeToUtc('2026-06-08', '10:00', BERLIN), -1), 0, 10_000],
    ['at the 2-day line', zonedTimeToUtc('2026-06-08', '10:00', BERLIN), 25, 7_500],
    ['a minute after the 2-day line', at(zonedTimeToUtc('2026-06-08', '10:00', BERLIN), 1), 25, 7_500],
    ['a minute before 5 h 30 min', at(start, -331), 25, 7_500],
    ['at 5 h 30 min', at(start, -330), 50, 5_000],
    ['a minute after 5 h 30 min', at(start, -329), 50, 5_000],
    ['a minute before 90 minutes', at(start, -91), 50, 5_000],
    ['at 90 minutes', at(start, -90), 100, 0],
    ['a minute after 90 minutes', at(start, -89), 100, 0],
  ]
  it.each(cases)('%s', (_, now, percent, refund) => {
    const quote = quoteRefund(policy, 10_000, now)
    expect(quote.penaltyPercent).toBe(percent)
    expect(quote.refundAmount).toBe(refund)
    expect(quote.refundAmount + quote.penaltyAmount).toBe(10_000)
  })

  it('names the moment the next tier starts as the cut-off', () => {
    expect(quoteRefund(policy, 10_000, at(start, -3 * 1440)).cutoff).toEqual(zonedTimeToUtc('2026-06-08', '10:00', BERLIN))
    expect(quoteRefund(policy, 10_000, at(start, -100)).cutoff).toEqual(at(start, -90))
    expect(quoteRefund(policy, 10_000, at(start, -60)).cutoff).toBeNull()
  })

  it('rounds the penalty half up to the minor unit, once', () => {
    expect(quoteRefund(policy, 999, zonedTimeToUtc('2026-06-08', '10:00', BERLIN))).toMatchObject({ penaltyAmount: 250, refundAmount: 749 })
  })

  it('refunds nothing on a non-refundable booking and offers nothing once the departure has started', () => {
    expect(quoteRefund({ ...policy, kind: 'non_refundable' }, 10_000, at(start, -5000))).toMatchObject({ cancellable: true, refundAmount: 0, penaltyPercent: 100 })
    expect(quoteRefund(policy, 10_000, start).cancellable).toBe(false)
  })

  it('refunds in full anytime before the start when a free policy has no cut-off', () => {
    expect(quoteRefund({ kind: 'free', rules: [], freeCutoffHours: null, timeZone: BERLIN, startsAt: start.toISOString() }, 4_200, at(start, -1))).toMatchObject({ refundAmount: 4_200, cutoff: null })
  })
})

describe('quoteRefund across a daylight-saving change in the experience zone', () => {
  it('end of March: "a day before 10:00" is 10:00 the previous day, 23 hours earlier', () => {
    const start = zonedTimeToUtc('2026-03-29', '10:00', BERLIN)
    const line = new Date('2026-03-28T09:00:00Z') // 10:00 CET, the day before a 10:00 CEST start
    expect(start.getTime() - line.getTime()).toBe(23 * 60 * minute)
    expect(quoteRefund(free24(start), 8_000, at(line, -1))).toMatchObject({ refundAmount: 8_000, cutoff: line })
    expect(quoteRefund(free24(start), 8_000, line)).toMatchObject({ refundAmount: 0, penaltyPercent: 100 })
    expect(quoteRefund(free24(start), 8_000, at(line, 1)).refundAmount).toBe(0)
    expect(quoteRefund(tiered(start), 8_000, at(new Date('2026-03-27T09:00:00Z'), -1)).refundAmount).toBe(8_000)
    expect(quoteRefund(tiered(start), 8_000, new Date('2026-03-27T09:00:00Z')).refundAmount).toBe(6_000)
  })

  it('end of October: "a day before 10:00" is 10:00 the previous day, 25 hours earlier', () => {
    const start = zonedTimeToUtc('2026-10-25', '10:00', BERLIN)
    const line = new Date('2026-10-24T08:00:00Z') // 10:00 CEST, the day before a 10:00 CET start
    expect(start.getTime() - line.getTime()).toBe(25 * 60 * minute)
    expect(quoteRefund(free24(start), 8_000, at(line, -1))).toMatchObject({ refundAmount: 8_000, cutoff: line })
    expect(quoteRefund(free24(start), 8_000, line).refundAmount).toBe(0)
    expect(quoteRefund(free24(start), 8_000, at(line, 1)).refundAmount).toBe(0)
  })

  it('counts hour thresholds in elapsed time across the change', () => {
    const start = zonedTimeToUtc('2026-03-29', '04:00', BERLIN) // 02:00Z; the clocks jumped at 01:00Z
    expect(quoteRefund(tiered(start), 10_000, new Date('2026-03-28T20:30:00Z')).penaltyPercent).toBe(50) // 5 h 30 min before
    expect(quoteRefund(tiered(start), 10_000, new Date('2026-03-28T20:29:00Z')).penaltyPercent).toBe(25)
  })
})

describe('shareDiscount', () => {
  it('spreads a discount in proportion, the shares adding up exactly', () => {
    expect(shareDiscount([10_000, 5_000], 1_500)).toEqual([1_000, 500])
    const shares = shareDiscount([3_333, 3_333, 3_334], 1_000)
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000)
    expect(shares).toEqual([333, 333, 334])
    expect(shareDiscount([1, 1, 1], 2)).toEqual([1, 1, 0])
  })

  it('never gives a booking more discount than its price', () => {
    expect(shareDiscount([100, 50], 1_000)).toEqual([100, 50])
    expect(shareDiscount([0, 0], 10)).toEqual([0, 0])
  })

  it('leaves pay-later bookings out: they were not charged', () => {
    const paid = paidPerBooking(
      [
        { id: 'a', priceAmount: 6_000, payLater: false },
        { id: 'b', priceAmount: 3_000, payLater: false },
        { id: 'c', priceAmount: 9_000, payLater: true },
      ],
      900,
    )
    expect([...paid.values()]).toEqual([5_400, 2_700, 0])
  })
})
