// Pieces of the date picker: the roving keyboard focus, the legend, weekday names and calendar arithmetic.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { DayAvailability } from '~/models/catalogue/availability.server'
import { addDays, addMonths, daysInMonth, isoWeekdayIndex } from '~/domain/zoned-time'

type RovingInput = {
  month: string
  selected: string | null
  days: DayAvailability[] | null
  today: string
  lastDate: string
  onMonthChange: (month: string) => void
}

/** One focusable day at a time; arrow keys, Home/End and Page Up/Down move it, across months too. */
export function useRovingDay({ month, selected, days, today, lastDate, onMonthChange }: RovingInput) {
  const [focus, setFocus] = useState(() => (selected?.startsWith(month) ? selected : days?.[0]?.date ?? `${month}-01`))
  const grid = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const focusable = focus.startsWith(month) ? focus : `${month}-01`

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusable}"]`)?.focus()
  }, [focusable])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusable, -1),
      ArrowRight: () => addDays(focusable, 1),
      ArrowUp: () => addDays(focusable, -7),
      ArrowDown: () => addDays(focusable, 7),
      Home: () => addDays(focusable, -isoWeekdayIndex(focusable)),
      End: () => addDays(focusable, 6 - isoWeekdayIndex(focusable)),
      PageUp: () => sameDay(focusable, -1),
      PageDown: () => sameDay(focusable, 1),
    }
    const next = keys[event.key]
    if (!next) return
    event.preventDefault()
    const to = next()
    const clamped = to < today ? today : to > lastDate ? lastDate : to
    moved.current = true
    setFocus(clamped)
    if (!clamped.startsWith(month)) onMonthChange(clamped.slice(0, 7))
  }
  return { focusable, setFocus, grid, onKeyDown }
}

export function Legend({ className, label }: { className: string; label: string }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <span aria-hidden className={`size-2 rounded-full ${className}`} /> {label}
    </li>
  )
}

const weekdayCache = new Map<string, Array<{ short: string; long: string }>>()
/** Monday to Sunday in `locale`, built once per locale (Intl formatters are costly to create). */
export function weekdayNames(locale: string) {
  let names = weekdayCache.get(locale)
  if (!names) {
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
    names = Array.from({ length: 7 }, (_, i) => {
      const at = new Date(Date.UTC(2024, 0, 1 + i))
      return { short: short.format(at).slice(0, 2), long: long.format(at) }
    })
    weekdayCache.set(locale, names)
  }
  return names
}

/** The same day number one month away, clamped to that month's length (31 Jan → 28 Feb). */
function sameDay(date: string, months: number): string {
  const month = addMonths(date.slice(0, 7), months)
  return `${month}-${String(Math.min(Number(date.slice(8)), daysInMonth(month))).padStart(2, '0')}`
}

export function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))
}
