// A cancellation policy turned into exact moments for one departure, and into sentences a traveller reads.
import { numberFormat } from './format'
import { formatLocalTime, shiftLocalDays, wallClock, formatCalendarDate } from './zoned-time'

/** A penalty that applies when cancelling less than days+hours+minutes before the start. */
export type CancellationRule = { days: number; hours: number; minutes: number; penaltyPercent: number }

/**
 * The policy a booking was made under, frozen at checkout (issue 14): a later edit of the option's policy row
 * does not change what cancelling an existing booking costs. The zone and start instant travel with it, so the
 * refund is decided from this value alone.
 */
export type CancellationSnapshot = {
  kind: 'free' | 'non_refundable' | 'percentage'
  rules: CancellationRule[]
  freeCutoffHours: number | null
  /** The experience's IANA zone, in which day thresholds are counted. */
  timeZone: string
  /** The slot's start, ISO 8601 UTC. */
  startsAt: string
}

export type PolicyInput = {
  kind: 'free' | 'non_refundable' | 'percentage'
  rules: Array<{ days: number; hours: number; minutes: number; penaltyPercent: number }>
  freeCutoffHours: number | null
}

/** From `from` on, cancelling costs `penaltyPercent` of the price. */
type PenaltyTier = { from: Date; penaltyPercent: number }
type CancellationTerms = { kind: 'non_refundable' } | { kind: 'tiered'; freeUntil: Date | null; tiers: PenaltyTier[] }

/**
 * Whole days count in calendar days of the experience's zone, so "1 day before a 10:00 start" is 10:00 the
 * day before even across a daylight-saving change; hours and minutes are elapsed time. A cut-off given only in
 * hours that is a whole number of days (24, 72) is read as days, like the rules that accompany it.
 */
export function cancellationTerms(policy: PolicyInput, startsAt: Date, timeZone: string): CancellationTerms {
  if (policy.kind === 'non_refundable') return { kind: 'non_refundable' }
  const rules = policy.rules.length
    ? policy.rules
    : policy.freeCutoffHours !== null
    ? [{ days: 0, hours: policy.freeCutoffHours, minutes: 0, penaltyPercent: 100 }]
    : []
  const tiers = rules
    .filter((r) => r.penaltyPercent > 0)
    .map((r) => ({ from: thresholdBefore(startsAt, r, timeZone), penaltyPercent: r.penaltyPercent }))
    .sort((a, b) => a.from.getTime() - b.from.getTime())
  return { kind: 'tiered', freeUntil: tiers[0]?.from ?? null, tiers }
}

function thresholdBefore(startsAt: Date, rule: { days: number; hours: number; minutes: number }, timeZone: string): Date {
  let days = rule.days
  let minutes = rule.hours * 60 + rule.minutes
  if (minutes > 0 && minutes % 1440 === 0) {
    days += minutes / 1440
    minutes = 0
  }
  const dayShifted = days ? shiftLocalDays(startsAt, -days, timeZone) : startsAt
  return new Date(dayShifted.getTime() - minutes * 60_000)
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string
export type Wording = { t: Translate; locale: string; timeZone: string; /** "Dubai": the place whose clock is meant. */ zone: string }

export type PolicyText = {
  /** One line for the option card: "Free cancellation until 09:00 on 14 March (Dubai time)". */
  summary: string
  /** Every tier, in order, for the "cancellation policy" details. */
  details: string[]
  /** True while cancelling is still free for this departure. */
  freeNow: boolean
}

/** "09:00 on 14 March (Dubai time)" in the visitor's language. */
export function formatZonedMoment(instant: Date, w: Wording): string {
  const { date } = wallClock(instant, w.timeZone)
  return w.t('policy.when', {
    time: formatLocalTime(instant, w.timeZone, w.locale),
    date: formatCalendarDate(date, w.locale),
    zone: w.zone,
  })
}

export function describeCancellation(terms: CancellationTerms, w: Wording, now: Date = new Date()): PolicyText {
  if (terms.kind === 'non_refundable') {
    return { summary: w.t('policy.nonRefundable'), details: [w.t('policy.nonRefundableDetail')], freeNow: false }
  }
  if (!terms.freeUntil) return { summary: w.t('policy.freeAnytime'), details: [w.t('policy.freeAnytime')], freeNow: true }
  const percent = numberFormat(w.locale, { style: 'percent' })
  const freeNow = now < terms.freeUntil
  const details = [
    freeNow ? w.t('policy.freeUntil', { when: formatZonedMoment(terms.freeUntil, w) }) : w.t('policy.freePassed'),
    ...terms.tiers.map((tier) =>
      tier.penaltyPercent >= 100
        ? w.t('policy.noRefundFrom', { when: formatZonedMoment(tier.from, w) })
        : w.t('policy.feeFrom', { percent: percent.format(tier.penaltyPercent / 100), when: formatZonedMoment(tier.from, w) }),
    ),
  ]
  // Once the free period is over, the line that matters is what cancelling costs now, as in the cart.
  const summary = freeNow ? details[0]! : cancellationNowText(cancellationNow(terms, now), w).text
  return { summary, details, freeNow }
}

/** What cancelling a departure means at `now` (issue 13): a deadline already passed is never offered as a benefit. */
export type CancellationNow = { kind: 'free_until'; until: string } | { kind: 'free_anytime' } | { kind: 'fee'; percent: number } | { kind: 'non_refundable' }

export function cancellationNow(terms: CancellationTerms, now: Date): CancellationNow {
  if (terms.kind === 'non_refundable') return { kind: 'non_refundable' }
  if (!terms.freeUntil) return { kind: 'free_anytime' }
  if (now < terms.freeUntil) return { kind: 'free_until', until: terms.freeUntil.toISOString() }
  const current = terms.tiers.filter((tier) => tier.from <= now).at(-1)
  return !current || current.penaltyPercent >= 100 ? { kind: 'non_refundable' } : { kind: 'fee', percent: current.penaltyPercent }
}

/** The cart's and checkout's one line on cancellation; `free` tells whether to show it as a benefit. */
export function cancellationNowText(c: CancellationNow, w: Wording): { text: string; free: boolean } {
  const percent = numberFormat(w.locale, { style: 'percent' })
  switch (c.kind) {
    case 'free_until':
      return { text: w.t('cart.freeCancellationUntil', { when: formatZonedMoment(new Date(c.until), w) }), free: true }
    case 'free_anytime':
      return { text: w.t('policy.freeAnytime'), free: true }
    case 'fee':
      return { text: w.t('policy.feeNow', { percent: percent.format(c.percent / 100) }), free: false }
    case 'non_refundable':
      return { text: w.t('policy.nonRefundable'), free: false }
  }
}
