// What cancelling one booking gives back (issue 14): pure arithmetic over the policy frozen with the booking,
// what the buyer paid for it and the moment of cancelling. No I/O, so the cancel screen, the confirming
// transaction and the tests all read the same numbers.
import { cancellationTerms, type CancellationSnapshot } from './cancellation'

export type { CancellationSnapshot }

export type RefundQuote = {
  /** False once the departure has started: nothing is cancelled online after that. */
  cancellable: boolean
  /** What the buyer paid for this booking, after its share of the order's discount, in minor units. */
  paidAmount: number
  refundAmount: number
  penaltyAmount: number
  penaltyPercent: number
  /** The moment the next, dearer tier starts (shown as a local time with the zone named); null when none follows. */
  cutoff: Date | null
  /** The penalty from `cutoff` on. */
  nextPenaltyPercent: number | null
}

/** The refund of one booking cancelled at `now`; the penalty is rounded half up to the minor unit, once. */
export function quoteRefund(snapshot: CancellationSnapshot, paidAmount: number, now: Date): RefundQuote {
  const startsAt = new Date(snapshot.startsAt)
  const paid = Math.max(0, paidAmount)
  if (now >= startsAt) return { cancellable: false, paidAmount: paid, refundAmount: 0, penaltyAmount: paid, penaltyPercent: 100, cutoff: null, nextPenaltyPercent: null }
  const terms = cancellationTerms(snapshot, startsAt, snapshot.timeZone)
  if (terms.kind === 'non_refundable') return { cancellable: true, paidAmount: paid, refundAmount: 0, penaltyAmount: paid, penaltyPercent: 100, cutoff: null, nextPenaltyPercent: null }
  // A tier applies from its instant on (at the threshold exactly, the dearer tier is already in force).
  const current = terms.tiers.filter((tier) => tier.from <= now).at(-1)
  const next = terms.tiers.find((tier) => tier.from > now && tier.penaltyPercent > (current?.penaltyPercent ?? 0))
  const penaltyPercent = Math.min(100, current?.penaltyPercent ?? 0)
  const penaltyAmount = Math.floor((paid * penaltyPercent + 50) / 100)
  return {
    cancellable: true,
    paidAmount: paid,
    refundAmount: paid - penaltyAmount,
    penaltyAmount,
    penaltyPercent,
    cutoff: next?.from ?? null,
    nextPenaltyPercent: next?.penaltyPercent ?? null,
  }
}

/**
 * Spreads an order's discount over its charged bookings in proportion to their prices (largest remainder),
 * so the shares are whole minor units that add up to the discount exactly. Ties go to the earlier booking,
 * so the same order always splits the same way.
 */
export function shareDiscount(prices: number[], discount: number): number[] {
  const total = prices.reduce((sum, p) => sum + Math.max(0, p), 0)
  const spread = Math.min(Math.max(0, discount), total)
  if (!total || !spread) return prices.map(() => 0)
  const exact = prices.map((p) => (Math.max(0, p) * spread) / total)
  const shares = exact.map(Math.floor)
  let left = spread - shares.reduce((sum, s) => sum + s, 0)
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left <= 0) break
    shares[i]! += 1
    left -= 1
  }
  return shares
}

/** What each booking of an order was paid: its price less its discount share; pay-later bookings were not charged. */
export function paidPerBooking(list: Array<{ id: string; priceAmount: number; payLater: boolean }>, discount: number): Map<string, number> {
  const charged = list.filter((b) => !b.payLater)
  const shares = shareDiscount(charged.map((b) => b.priceAmount), discount)
  const paid = new Map(list.map((b) => [b.id, 0]))
  charged.forEach((b, i) => paid.set(b.id, b.priceAmount - shares[i]!))
  return paid
}
