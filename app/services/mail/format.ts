// Dates, times and amounts as an email shows them: in the experience's own zone, with the zone named.
import { formatMoney } from '../../domain/format'
import { dateLocale, formatCalendarDate, zonedTimeToUtc, zonePlace } from '../../domain/zoned-time'
import type { EmailMessages } from './messages/index'

/**
 * 'Asia/Dubai' → 'Dubai, GMT+4': the city a traveller knows (in the email's language) and the offset that makes it
 * exact. `place`: the experience's own place name (its city, as its page says it), which wins over the zone's city.
 */
export function zoneName(timeZone: string, instant: Date, locale: string, place?: string): string {
  const city = place || zonePlace(timeZone, locale)
  const offset = new Intl.DateTimeFormat(dateLocale(locale), { timeZone, timeZoneName: 'shortOffset' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value
  return offset ? `${city}, ${offset}` : city
}

/** An instant as local wall-clock time in `timeZone`: "13 March 2025 at 10:00 (Dubai, GMT+4 time)". */
export function formatZonedInstant(iso: string, timeZone: string, locale: string, m: EmailMessages): string {
  const instant = new Date(iso)
  const time = new Intl.DateTimeFormat(dateLocale(locale), {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
  return fill(m.zoneTime, { time, zone: zoneName(timeZone, instant, locale) })
}

/** A departure: its calendar date and local start time, with the zone named. */
export function formatDeparture(date: string, startTime: string, timeZone: string, locale: string, m: EmailMessages, place?: string): { date: string; time: string } {
  const instant = zonedTimeToUtc(date, startTime, timeZone)
  return { date: formatCalendarDate(date, locale, 'long'), time: fill(m.zoneTime, { time: startTime, zone: zoneName(timeZone, instant, locale, place) }) }
}

export function money(amount: number, currency: string, locale: string): string {
  return formatMoney(amount, currency, dateLocale(locale))
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
