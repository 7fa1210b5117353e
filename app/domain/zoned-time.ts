// Wall-clock times in an experience's IANA zone, whatever zone the server or the browser runs in.
// Calendar dates are plain 'YYYY-MM-DD' strings: a date picked in the calendar is a day in the
// experience's zone, never an instant.

const parts = new Map<string, Intl.DateTimeFormat>()
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = parts.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    parts.set(timeZone, format)
  }
  return format
}

/** The wall clock in `timeZone` at `instant`: { date: '2025-03-14', time: '09:00' }. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  )
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` }
}

function offsetMinutes(timeZone: string, instant: number): number {
  const p = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((x) => [x.type, Number(x.value)]),
  )
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/** The instant at which clocks in `timeZone` show `date` `time`; a time skipped by DST lands just after the gap. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const local = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = local - offsetMinutes(timeZone, local) * 60_000
  instant = local - offsetMinutes(timeZone, instant) * 60_000
  return new Date(instant)
}

/** Today's date in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClock(now, timeZone).date
}

/** 'YYYY-MM-DD' ± whole calendar days (no zone involved: a date is not an instant). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** 'YYYY-MM' ± months. */
export function addMonths(month: string, months: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + months, 1))
  return d.toISOString().slice(0, 7)
}

/** The same local wall-clock time `days` calendar days earlier or later, in `timeZone` (DST-safe). */
export function shiftLocalDays(instant: Date, days: number, timeZone: string): Date {
  const { date, time } = wallClock(instant, timeZone)
  return zonedTimeToUtc(addDays(date, days), time, timeZone)
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const d = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date
}

export function daysInMonth(month: string): number {
  const [y = 0, m = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** 0 = Monday … 6 = Sunday, for laying out a month grid that starts on Monday. */
export function isoWeekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
}

/**
 * The locale used for dates and times. English reads "14 March, 09:00": travellers abroad compare with
 * tickets and timetables in the 24-hour clock, and day-first avoids the US-only month-first order.
 */
export function dateLocale(locale: string): string {
  return locale === 'en' || locale.startsWith('en-') ? 'en-GB' : locale
}

const formats = new Map<string, Intl.DateTimeFormat>()
function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(dateLocale(locale), options)))
  return format
}

/** "09:00": the local time in `timeZone`, 24-hour clock. */
export function formatLocalTime(instant: Date, timeZone: string, locale: string): string {
  return cachedFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)
}

/** "14 March" (or "Friday, 14 March 2025" with `long`) for a calendar date; no zone shift possible. */
export function formatCalendarDate(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: 'UTC', day: 'numeric', month: 'long' }
  return cachedFormat(locale, options).format(new Date(`${date}T00:00:00Z`))
}

/** "March 2025" in the visitor's language, for the calendar heading. */
export function formatMonth(month: string, locale: string): string {
  return cachedFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`))
}

// A zone's IANA id names its city in English ("Asia/Dubai" → "Dubai"), which reads right in a Latin-script
// sentence of English, German or Turkish but not in Cyrillic. For those languages the place is taken from ICU's
// generic location name ("ОАЭ", "Турция", "Москва"), which is written in the language itself.
const LOCATION_NAME_LOCALES = new Set(['ru'])

/** The place that names `timeZone` in a sentence of `locale`: "Dubai" in English, "ОАЭ" in Russian. */
export function zonePlace(timeZone: string, locale: string): string {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')
  if (!LOCATION_NAME_LOCALES.has(locale.split('-')[0]!)) return city
  const name = cachedFormat(locale, { timeZone, timeZoneName: 'shortGeneric' })
    .formatToParts(new Date(0))
    .find((p) => p.type === 'timeZoneName')?.value
  // ICU answers with a bare offset ("GMT+4") when it has no name for the place; the offset is said elsewhere.
  return name && !/^(GMT|UTC)/.test(name) ? name : city
}
