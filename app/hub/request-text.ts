// Times of on-request bookings as the hub shows them, written by the loader so the server and the browser show
// the same text: local to the experience, with the zone named.
import { dateLocale, formatCalendarDate } from '../domain/zoned-time'
import type { RequestSummary } from '../models/partners/decisions.server'

export function zonedText(iso: string, timeZone: string, locale: string): string {
  const at = new Date(iso)
  const text = new Intl.DateTimeFormat(dateLocale(locale), { timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
  const offset = new Intl.DateTimeFormat(dateLocale(locale), { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value
  return offset ? `${text} (${offset})` : text
}

export function describeRequest(r: RequestSummary, locale: string) {
  return {
    ...r,
    slotText: `${formatCalendarDate(r.date, locale, 'long')}, ${r.time}`,
    dueText: r.answerDueAt ? zonedText(r.answerDueAt, r.timeZone, locale) : null,
    answeredText: r.answeredAt ? zonedText(r.answeredAt, r.timeZone, locale) : null,
  }
}
export type RequestText = ReturnType<typeof describeRequest>
