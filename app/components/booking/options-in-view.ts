// After the buyer picks a date, its options (start time, travellers, the add button) are what they need next;
// on a phone they open below the calendar, out of sight. Once they are there, they are scrolled into view,
// unless already on screen. Only a date picked on this page: a page opened with a date stays where it is.
import { useEffect, useRef, type RefObject } from 'react'
import type { useBookingState } from './panel-state'

type State = Pick<ReturnType<typeof useBookingState>, 'date' | 'options'>

export function useOptionsInView(ref: RefObject<HTMLElement | null>, state: State) {
  const first = useRef(state.date)
  const pending = useRef<string | null>(null)
  useEffect(() => {
    if (state.date && state.date !== first.current) pending.current = state.date
    first.current = null
  }, [state.date])
  const shown = state.options.status === 'done' && state.options.data?.date === state.date ? state.date : null
  useEffect(() => {
    const element = ref.current
    if (!shown || pending.current !== shown || !element) return
    pending.current = null
    const frame = requestAnimationFrame(() => {
      const box = element.getBoundingClientRect()
      // The phone's sticky bar covers the bottom of the window: what is under it is not in view either.
      const bar = document.querySelector('[data-mobile-bar]')?.getBoundingClientRect()
      const bottom = bar && bar.height ? bar.top : window.innerHeight
      if (box.top >= 0 && box.top + Math.min(box.height, 160) <= bottom) return
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      element.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
    })
    return () => cancelAnimationFrame(frame)
  }, [shown, ref])
}
