// Calendar helpers for slots: local wall-clock times in an IANA zone turned into instants.

const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' of a Date, read in UTC. */
export function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Midnight UTC of the current UTC day: the seed's default "today". */
export function utcToday(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}

/** 0 = Sunday, for a 'YYYY-MM-DD' calendar date. */
export function weekday(dateString: string): number {
  return new Date(`${dateString}T00:00:00Z`).getUTCDay()
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Offset of `timeZone` from UTC at `instant`, in minutes (Dubai: +240). */
function offsetMinutes(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone)
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
    formatters.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]))
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!)
  return Math.round((asUtc - instant) / 60_000)
}

/** The instant at which clocks in `timeZone` show `date` `time` ('2025-03-30', '10:00'). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const wallClock = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wallClock - offsetMinutes(timeZone, wallClock) * 60_000
  instant = wallClock - offsetMinutes(timeZone, instant) * 60_000
  return new Date(instant)
}

/** 'HH:MM' plus minutes, wrapping at midnight. */
export function addMinutesToTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
