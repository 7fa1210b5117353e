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

// The instant at which clocks in a zone show a date and time: the app's own rule, so the seed and the booking
// model can never disagree about a departure's instant.
export { zonedTimeToUtc } from '../../app/domain/zoned-time'

/** 'HH:MM' plus minutes, wrapping at midnight. */
export function addMinutesToTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
