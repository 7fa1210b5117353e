// Dates, times and money as the hub shows them: a departure in its experience's own zone (the time on the
// traveller's voucher), money in the booking's currency, both in the staff member's language.
import { formatMoney } from '../../domain/format'

export const money = (amount: number, currency: string, locale: string) => formatMoney(amount, currency, locale)

export function departure(startsAt: string | Date, timeZone: string, locale: string): { date: string; time: string } {
  const at = new Date(startsAt)
  return {
    date: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at),
    time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at),
  }
}

export function instant(at: string | Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))
}

/** "Adults: 2, Children: 1" from the booking's unit counts: a label and a number reads right in every language
 * without plural rules (Russian has three forms). */
export function unitsText(units: Partial<Record<string, number>>, words: Record<string, string>): string {
  return Object.entries(units)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([unit, n]) => `${words[unit] ?? unit}: ${n}`)
    .join(', ')
}

export const STATUS_TONE = { PENDING_SUPPLIER: 'amber', CONFIRMED: 'green', ON_HOLD: 'blue', CANCELLED: 'neutral', FAILED: 'red', EXPIRED: 'neutral' } as const
