// The booking panel's live state: the calendar month's day statuses and the picked date's options, fetched
// through the JSON client after load. The picked date lives in the URL (?date=), so a shared link or a
// reload shows the same options, rendered by the server.
import { useSearchParams } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DayAvailability } from '~/models/availability.server'
import type { DateOptionsView } from '~/utils/experience-page-options.server'
import { httpClient, isAbortError } from '~/utils/http-client'
import { isValidDate } from '~/utils/zoned-time'

export type Loadable<T> = { status: 'idle' | 'loading' | 'error'; data: T | null } | { status: 'done'; data: T }

type Initial = {
  slug: string
  locale: string
  month: string
  days: DayAvailability[]
  date: string | null
  dateOptions: DateOptionsView | null
  window: { today: string; lastDate: string }
}

export function useBookingState(initial: Initial) {
  const [params, setParams] = useSearchParams()
  const asked = params.get('date')
  const date = asked && isValidDate(asked) && asked >= initial.window.today && asked <= initial.window.lastDate ? asked : initial.date
  const [month, setMonth] = useState(initial.month)
  const [months, setMonths] = useState<Record<string, DayAvailability[]>>({ [initial.month]: initial.days })
  const [monthState, setMonthState] = useState<'done' | 'loading' | 'error'>('done')
  const [options, setOptions] = useState<Loadable<DateOptionsView>>(
    initial.dateOptions ? { status: 'done', data: initial.dateOptions } : { status: 'idle', data: null },
  )
  const [attempt, setAttempt] = useState(0)
  const base = `/api/availability/${encodeURIComponent(initial.slug)}`
  const known = useRef(months)
  known.current = months

  // Options of the picked date: the server already rendered them unless the date changed since.
  useEffect(() => {
    if (!date) return
    if (options.data?.date === date && options.status === 'done') return
    const controller = new AbortController()
    setOptions((o) => ({ status: 'loading', data: o.data }))
    httpClient
      .get<DateOptionsView>(`${base}?date=${date}&lang=${initial.locale}`, { signal: controller.signal })
      .then((data) => setOptions({ status: 'done', data }))
      .catch((error: unknown) => !isAbortError(error) && setOptions({ status: 'error', data: null }))
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch only when the date (or a retry) changes
  }, [date, attempt, base, initial.locale])

  // Day statuses of the month on screen, each month fetched once.
  useEffect(() => {
    if (known.current[month]) return setMonthState('done')
    const controller = new AbortController()
    setMonthState('loading')
    httpClient
      .get<{ days: DayAvailability[] }>(`${base}?month=${month}&lang=${initial.locale}`, { signal: controller.signal })
      .then(({ days }) => {
        setMonths((m) => ({ ...m, [month]: days }))
        setMonthState('done')
      })
      .catch((error: unknown) => !isAbortError(error) && setMonthState('error'))
    return () => controller.abort()
  }, [month, attempt, base, initial.locale])

  const pickDate = useCallback(
    (next: string) => {
      setParams(
        (p) => {
          const copy = new URLSearchParams(p)
          copy.set('date', next)
          return copy
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setParams],
  )

  return {
    date,
    month,
    setMonth,
    days: months[month] ?? null,
    monthState,
    options,
    pickDate,
    retry: () => setAttempt((n) => n + 1),
  }
}
