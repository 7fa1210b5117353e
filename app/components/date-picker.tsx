// A month calendar that marks each day's availability. One button per day, roving focus: arrows move by
// day and week, Home/End to the week's ends, Page Up/Down by month, Enter or Space picks.
import { ChevronLeft, ChevronRight } from '~/components/icons'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DayAvailability, DayStatus } from '~/models/catalogue/availability.server'
import { addDays, addMonths, daysInMonth, formatCalendarDate, formatMonth, isoWeekdayIndex } from '~/domain/zoned-time'
import { chunk, Legend, useRovingDay, weekdayNames } from './date-picker-parts'

type DatePickerProps = {
  month: string
  days: DayAvailability[] | null
  today: string
  window: { firstMonth: string; lastMonth: string; lastDate: string }
  selected: string | null
  busy?: boolean
  onMonthChange: (month: string) => void
  onSelect: (date: string) => void
}

const TONE: Record<DayStatus | 'NONE', string> = {
  AVAILABLE: 'bg-success/10 text-ink font-semibold hover:bg-success/20',
  // Status colours mean the same on every theme, so "filling up" is amber rather than the theme's accent.
  LIMITED: 'bg-amber-100 text-ink font-semibold hover:bg-amber-200',
  SOLD_OUT: 'text-muted line-through',
  CLOSED: 'text-muted',
  NONE: 'text-muted',
}
const DOT: Partial<Record<DayStatus, string>> = { AVAILABLE: 'bg-success', LIMITED: 'bg-amber-500' }

export function DatePicker({ month, days, today, window, selected, busy, onMonthChange, onSelect }: DatePickerProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const { focusable, setFocus, grid, onKeyDown } = useRovingDay({ month, selected, days, today, lastDate: window.lastDate, onMonthChange })
  // Marks the calendar as interactive once hydrated (tests and the no-JS fallback both rely on it).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const byDate = useMemo(() => new Map((days ?? []).map((d) => [d.date, d])), [days])
  const first = `${month}-01`
  const cells = [
    ...Array(isoWeekdayIndex(first)).fill(null),
    ...Array.from({ length: daysInMonth(month) }, (_, i) => addDays(first, i)),
  ] as Array<string | null>
  const weekdays = weekdayNames(locale)
  const canBack = month > window.firstMonth
  const canForward = month < window.lastMonth
  const navButton =
    'grid size-10 place-items-center rounded-control border border-line text-ink hover:border-primary disabled:opacity-30 disabled:hover:border-line'
  // Only the first letter: CSS capitalize would also turn Russian "2026 г." into "2026 Г.".
  const named = formatMonth(month, locale)
  const label = named.charAt(0).toLocaleUpperCase(locale) + named.slice(1)

  return (
    // Without JavaScript the calendar is a GET form: a day or a month arrow reloads the page with ?date= or ?month=.
    <form method="get" action="#booking" className="select-none" data-calendar={ready ? 'ready' : 'static'}>
      <div className="flex items-center justify-between gap-2">
        <button
          type="submit"
          name="month"
          value={addMonths(month, -1)}
          className={navButton}
          onClick={(ev) => (ev.preventDefault(), onMonthChange(addMonths(month, -1)))}
          disabled={!canBack}
          aria-label={t('experience.previousMonth')}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h3 id={`month-${month}`} className="font-heading text-base font-semibold text-ink" aria-live="polite">
          {label}
        </h3>
        <button
          type="submit"
          name="month"
          value={addMonths(month, 1)}
          className={navButton}
          onClick={(ev) => (ev.preventDefault(), onMonthChange(addMonths(month, 1)))}
          disabled={!canForward}
          aria-label={t('experience.nextMonth')}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div ref={grid} role="grid" aria-labelledby={`month-${month}`} aria-busy={busy || !days} onKeyDown={onKeyDown} className="mt-3">
        <div role="row" className="grid grid-cols-7 text-center text-xs font-medium uppercase text-muted">
          {weekdays.map((w) => (
            <span role="columnheader" key={w.long} className="py-1">
              <span aria-hidden>{w.short}</span>
              <span className="sr-only">{w.long}</span>
            </span>
          ))}
        </div>
        {chunk(cells, 7).map((week, i) => (
          <div role="row" key={i} className="grid grid-cols-7 gap-1 py-0.5">
            {week.map((date, j) => {
              if (!date) return <span role="gridcell" key={`empty-${j}`} />
              const day = byDate.get(date)
              const past = date < today || date > window.lastDate
              const status: DayStatus | 'NONE' = day?.status ?? 'NONE'
              const isSelected = date === selected
              return (
                <span role="gridcell" key={date} aria-selected={isSelected}>
                  <button
                    type="submit"
                    name="date"
                    value={date}
                    data-date={date}
                    data-status={past ? 'PAST' : status}
                    tabIndex={date === focusable ? 0 : -1}
                    disabled={past}
                    aria-pressed={isSelected}
                    aria-label={`${formatCalendarDate(date, locale, 'long')}: ${t(`experience.status.${status}`)}`}
                    onClick={(ev) => {
                      ev.preventDefault()
                      setFocus(date)
                      onSelect(date)
                    }}
                    className={`relative grid h-11 w-full place-items-center rounded-control text-sm transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:cursor-default disabled:text-muted/50 disabled:no-underline ${
                      isSelected ? 'bg-primary !text-primary-fg font-semibold' : past ? '' : TONE[status]
                    }`}
                  >
                    {Number(date.slice(8))}
                    {!past && DOT[status as DayStatus] && !isSelected ? (
                      <span aria-hidden className={`absolute bottom-1 size-1 rounded-full ${DOT[status as DayStatus]}`} />
                    ) : null}
                  </button>
                </span>
              )
            })}
          </div>
        ))}
      </div>
      {/* The colours' key: its items say what they are, and a list is better left unnamed (html-validate). */}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <Legend className="bg-success" label={t('experience.status.AVAILABLE')} />
        <Legend className="bg-amber-500" label={t('experience.status.LIMITED')} />
        <Legend className="bg-line" label={t('experience.status.SOLD_OUT')} />
      </ul>
    </form>
  )
}
