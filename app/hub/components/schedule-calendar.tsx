// The schedule's month of departures: a grid of days (open, full, closed) that a thumb can hit, and the chosen
// day's departures with their seats, closing and reopening, and one departure's own capacity.
import type { SerializeFrom } from '@remix-run/node'
import { Form, Link } from '@remix-run/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { daysInMonth, formatMonth, isoWeekdayIndex } from '../../domain/zoned-time'
import type { ScheduleView } from '../../models/partners/catalogue/schedule-view.server'
import { departure } from './format'
import { RefusalAlert, useScheduleAnswer, weekdayNames } from './schedule-refusal'
import { Badge, Button, Card, cx, Input } from './ui'

type View = SerializeFrom<ScheduleView>
const STATUS_TONE = {
  AVAILABLE: 'green',
  LIMITED: 'amber',
  SOLD_OUT: 'red',
  CLOSED: 'neutral',
} as const

export function ScheduleCalendar({ view }: { view: View }) {
  const { t, i18n } = useTranslation()
  const days = new Map(view.days.map((d) => [d.date, d]))
  const count = daysInMonth(view.month)
  const lead = isoWeekdayIndex(`${view.month}-01`)
  const names = weekdayNames(i18n.language)
  const mondayFirst = [...names.slice(1), names[0]]
  const link = (month: string, date?: string) => `?month=${month}${date ? `&date=${date}` : ''}`
  return (
    <Card title={t('schedule.calendar.title')}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Link to={link(view.previousMonth)} preventScrollReset className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100" aria-label={t('schedule.calendar.previous')}>
          <ChevronLeft className="size-5" aria-hidden />
        </Link>
        <p className="font-semibold capitalize">{formatMonth(view.month, i18n.language)}</p>
        <Link to={link(view.nextMonth)} preventScrollReset className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100" aria-label={t('schedule.calendar.next')}>
          <ChevronRight className="size-5" aria-hidden />
        </Link>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs" role="grid">
        {mondayFirst.map((name) => (
          <span key={name} className="py-1 font-medium text-slate-500" role="columnheader">
            {name}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`blank-${i}`} />
        ))}
        {Array.from({ length: count }, (_, i) => {
          const date = `${view.month}-${String(i + 1).padStart(2, '0')}`
          const d = days.get(date)
          const tone = !d
            ? 'text-slate-400'
            : d.closed === d.departures
            ? 'bg-slate-200 text-slate-600 line-through'
            : d.taken >= d.capacity
            ? 'bg-red-100 text-red-800'
            : 'bg-emerald-50 text-emerald-900'
          return (
            <Link
              key={date}
              to={link(view.month, date)}
              preventScrollReset
              aria-current={view.date === date ? 'date' : undefined}
              data-date={date}
              className={cx('flex min-h-11 flex-col items-center justify-center rounded-md text-sm', tone, view.date === date && 'ring-2 ring-slate-900', date === view.today && 'font-bold')}
            >
              {i + 1}
              {d ? <span className="text-[10px] leading-none">{d.departures}</span> : null}
            </Link>
          )
        })}
      </div>
      <p className="mt-2 flex flex-wrap gap-3 text-xs text-slate-600">
        <span className="rounded bg-emerald-50 px-1.5">{t('schedule.calendar.legendOpen')}</span>
        <span className="rounded bg-red-100 px-1.5">{t('schedule.calendar.legendFull')}</span>
        <span className="rounded bg-slate-200 px-1.5 line-through">{t('schedule.calendar.legendClosed')}</span>
      </p>
      <div className="mt-4 border-t border-slate-100 pt-4">{view.day ? <DayPanel view={view} day={view.day} /> : <p className="text-sm text-slate-600">{t('schedule.calendar.pick')}</p>}</div>
    </Card>
  )
}

function DayPanel({ view, day }: { view: View; day: NonNullable<View['day']> }) {
  const { t, i18n } = useTranslation()
  const title = new Intl.DateTimeFormat(i18n.language, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day.date}T00:00:00Z`))
  const past = day.date < view.today
  const optionName = (id: string) => view.options.find((o) => o.id === id)?.name ?? ''
  return (
    <section aria-label={t('schedule.day.title', { date: title })}>
      <h3 className="mb-2 font-semibold">{t('schedule.day.title', { date: title })}</h3>
      <RefusalAlert formKey="click:close-date" />
      <RefusalAlert formKey="click:reopen-date" />
      <RefusalAlert formKey="click:close-departure" />
      <RefusalAlert formKey="click:reopen-departure" />
      {!past ? (
        <Form method="post" preventScrollReset className="mb-3 space-y-2">
          <input type="hidden" name="date" value={day.date} />
          {day.closedDate ? (
            <Button name="intent" value="reopen-date" variant="secondary" className="w-full sm:w-auto">
              {t('schedule.day.reopenDate')}
            </Button>
          ) : (
            <Button name="intent" value="close-date" variant="danger" className="w-full sm:w-auto">
              {t('schedule.day.closeDate')}
            </Button>
          )}
          <p className="text-xs text-slate-600">{t('schedule.day.closeHint')}</p>
        </Form>
      ) : null}
      {day.closedDate ? <p className="mb-2 text-sm font-medium text-slate-700">{t('schedule.day.dateClosed')}</p> : null}
      {day.departures.length === 0 ? (
        <p className="text-sm text-slate-600">{t('schedule.day.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {day.departures.map((d) => (
            <DepartureRow key={d.id} d={d} timeZone={view.timeZone} option={view.options.length > 1 ? optionName(d.optionId) : null} past={new Date(d.startsAt) <= new Date()} />
          ))}
        </ul>
      )}
      {!past && view.options.length > 1 && !day.closedDate ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {view.options.map((o) => {
            const closed = day.closedOptions.includes(o.id)
            return (
              <Form key={o.id} method="post" preventScrollReset>
                <input type="hidden" name="date" value={day.date} />
                <input type="hidden" name="optionId" value={o.id} />
                <Button name="intent" value={closed ? 'reopen-date' : 'close-date'} variant="ghost" className="text-xs">
                  {closed ? t('schedule.day.reopenOption') : t('schedule.day.closeOption')}: {o.name}
                </Button>
              </Form>
            )
          })}
        </div>
      ) : null}
    </section>
  )
}

function DepartureRow({ d, timeZone, option, past }: { d: NonNullable<View['day']>['departures'][number]; timeZone: string; option: string | null; past: boolean }) {
  const { t, i18n } = useTranslation()
  const key = `capacity:${d.id}`
  const answer = useScheduleAnswer(key)
  const error = answer?.result?.error?.capacity?.[0]
  const { time } = departure(d.startsAt, timeZone, i18n.language)
  return (
    <li className="py-3" data-departure={d.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-base font-semibold tabular-nums">{time}</span>
        {option ? <span className="text-sm text-slate-700">{option}</span> : null}
        <Badge tone={STATUS_TONE[d.status as keyof typeof STATUS_TONE] ?? 'neutral'}>{t(`schedule.status.${d.status as 'AVAILABLE'}`)}</Badge>
        {d.ownCapacity ? <Badge tone="blue">{t('schedule.day.ownCapacity')}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('schedule.day.taken', {
          booked: d.booked,
          held: d.held,
          capacity: d.capacity,
        })}
      </p>
      {d.status === 'CLOSED' && d.booked + d.held > 0 ? <p className="text-xs text-slate-600">{t('schedule.day.closedBookings')}</p> : null}
      {!past ? (
        <div className="mt-2 flex flex-wrap items-start gap-2">
          <Form method="post" preventScrollReset className="flex items-start gap-2">
            <input type="hidden" name="intent" value="departure-capacity" />
            <input type="hidden" name="slotId" value={d.id} />
            <label className="sr-only" htmlFor={`capacity-${d.id}`}>
              {t('schedule.day.capacity')}
            </label>
            <Input id={`capacity-${d.id}`} name="capacity" type="number" inputMode="numeric" min={1} max={10000} defaultValue={d.capacity} className="w-24" aria-invalid={error ? true : undefined} />
            <Button variant="secondary">{t('schedule.day.saveCapacity')}</Button>
          </Form>
          {d.closedBy !== 'date' && d.closedBy !== 'option' ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="slotId" value={d.id} />
              <Button name="intent" value={d.status === 'CLOSED' ? 'reopen-departure' : 'close-departure'} variant="ghost">
                {d.status === 'CLOSED' ? t('schedule.day.reopenDeparture') : t('schedule.day.closeDeparture')}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="mt-2">
        <RefusalAlert formKey={key} />
      </div>
    </li>
  )
}
