// The booking panel's live state: the calendar month's day statuses and the picked date's options, fetched
// through the JSON client after load. The picked date lives in the URL (?date=), so a shared link or a
// reload shows the same options, rendered by the server. What the calendar shows as available must be
// bookable (issue 13): the server-rendered month may come from the shared page cache, so it is fetched again
// once the page is live, again when the visitor comes back to the tab after a while, and at once when a date
// it marked available turns out to have no option left.
import { useSearchParams } from '@remix-run/react'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { DayAvailability } from '~/models/catalogue/availability.server'
import type { DateOptionsView } from '~/pages/experience-page-options.server'
import { httpClient, isAbortError } from '~/utils/http-client'
import { pickedDate } from './bar-state'

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

/** A month fetched longer ago than this is fetched again when the visitor comes back to the tab. */
const STALE_AFTER_MS = 30_000

export function useBookingState(initial: Initial) {
  const [params, setParams] = useSearchParams()
  const asked = params.get('date')
  const date = pickedDate(asked, initial.date, initial.window)
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
  // When each month was fetched live; the server-rendered one has no time (it may be a shared cached page).
  const fetchedAt = useRef<Record<string, number>>({})
  // Updates of the options are transitions: right after hydration the option cards served with the page may still
  // wait for their chunk (option-list.tsx), and an ordinary update reaching their boundary makes React drop their
  // HTML and log error #421. A tab focused again while the chunk was on its way did exactly that (focus is a
  // discrete event: a synchronous update). A transition waits for the chunk. The month turns at once (the
  // calendar's keyboard focus follows it); the memoised option list does not re-render for it.
  const [freshness, setFreshness] = useState(0)
  const refresh = useCallback(() => startTransition(() => setFreshness((n) => n + 1)), [])
  const retry = useCallback(() => startTransition(() => setAttempt((n) => n + 1)), [])

  // New loader data (a revalidation after adding to the cart, or another experience): start from it again. Not on
  // the first render, whose state already is that data.
  const served = useRef(initial.days)
  useEffect(() => {
    if (served.current === initial.days) return
    served.current = initial.days
    fetchedAt.current = {}
    startTransition(() => {
      setMonths({ [initial.month]: initial.days })
      setMonth(initial.month)
    })
  }, [initial.days, initial.month])

  // Back to this tab after a while (perhaps after booking in another): what it shows may be gone.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      const at = fetchedAt.current[month]
      if (!at || Date.now() - at > STALE_AFTER_MS) refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('focus', onVisible)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('focus', onVisible)
    }
  }, [month, refresh])

  // Options of the picked date: fetched live once the page is live, and whenever the date changes.
  useEffect(() => {
    if (!date) return
    const shown = options.data?.date === date && options.status === 'done'
    const controller = new AbortController()
    // Options already on screen stay there while they are checked again; only a new date shows loading. Every
    // update of the panel is a transition: right after hydration a part of the page below may still be on its way
    // (a lazy chunk), and an ordinary update to an ancestor would make React drop its server HTML (error #421).
    if (!shown) startTransition(() => setOptions((o) => ({ status: 'loading', data: o.data })))
    httpClient
      .get<DateOptionsView>(`${base}?date=${date}&lang=${initial.locale}`, { signal: controller.signal })
      // A transition: when the page was served with this date, its option cards may still be hydrating (their chunk
      // on its way, option-list.tsx); an ordinary update would make React drop their HTML (error #421).
      .then((data) => startTransition(() => setOptions({ status: 'done', data })))
      .catch((error: unknown) => !isAbortError(error) && !shown && startTransition(() => setOptions({ status: 'error', data: null })))
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch when the date changes, on a retry or a refresh
  }, [date, attempt, freshness, base, initial.locale])

  // Day statuses of the month on screen: fetched live unless fetched within the last STALE_AFTER_MS.
  useEffect(() => {
    const at = fetchedAt.current[month]
    if (at && Date.now() - at < STALE_AFTER_MS) return startTransition(() => setMonthState('done'))
    const shown = Boolean(known.current[month])
    const controller = new AbortController()
    if (!shown) startTransition(() => setMonthState('loading'))
    httpClient
      .get<{ days: DayAvailability[] }>(`${base}?month=${month}&lang=${initial.locale}`, { signal: controller.signal })
      .then(({ days }) => {
        fetchedAt.current[month] = Date.now()
        startTransition(() => {
          setMonths((m) => ({ ...m, [month]: days }))
          setMonthState('done')
        })
      })
      .catch((error: unknown) => !isAbortError(error) && !shown && startTransition(() => setMonthState('error')))
    return () => controller.abort()
  }, [month, attempt, freshness, base, initial.locale])

  // A date the calendar showed as available has no option left: the month is out of date, fetch it now.
  const emptyDate = options.status === 'done' && options.data.date === date && !hasBookableOption(options.data) ? date : null
  useEffect(() => {
    if (!emptyDate) return
    const day = known.current[emptyDate.slice(0, 7)]?.find((d) => d.date === emptyDate)
    if (day && (day.status === 'AVAILABLE' || day.status === 'LIMITED')) {
      delete fetchedAt.current[emptyDate.slice(0, 7)]
      refresh()
    }
  }, [emptyDate, refresh])

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
    retry,
  }
}

function hasBookableOption(view: DateOptionsView): boolean {
  return view.options.some((o) => o.departures.some((d) => d.status === 'AVAILABLE' || d.status === 'LIMITED'))
}
