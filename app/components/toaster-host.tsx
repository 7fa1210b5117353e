// The lazily loaded half of toasts.tsx: sonner's Toaster, mounted once the first toast is asked for. Its
// effect runs after the Toaster's own, so the queued toasts are shown by a Toaster that is listening.
import { useMatches } from '@remix-run/react'
import { useEffect, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import * as sonner from 'sonner'

const TOAST_MS = 5000
/**
 * What a route's `handle` may say about its toasts (the experience page: 1000 ms, spec §9). `clearOfBooking`: the
 * page's booking panel is what the buyer is choosing in, so toasts keep off it (decision 060): on a phone they sit
 * over the sticky bar at the bottom, on a wider screen at the bottom left, away from the panel's right-hand column.
 */
export type ToastHandle = { toastMs?: number; clearOfBooking?: boolean }

const WIDE = '(min-width: 1024px)'

export default function ToasterHost({ onReady }: { onReady: (s: typeof sonner) => void }) {
  const { t } = useTranslation()
  useEffect(() => onReady(sonner), [onReady])
  // Spec §9: a toast also closes when clicked anywhere but its own buttons (its action, e.g. "View cart", acts
  // instead). Sonner has no such option, so a click on the toast presses its close button.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target || target.closest('button, a')) return
      target.closest('[data-sonner-toast]')?.querySelector<HTMLButtonElement>('button[data-close-button]')?.click()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  useCloseLabel(t('toast.close'))
  const top = useHeaderClearance()
  const handle = useMatches().at(-1)?.handle as ToastHandle | undefined
  const duration = handle?.toastMs ?? TOAST_MS
  const wide = useMedia(WIDE)
  const booking = handle?.clearOfBooking === true
  return (
    <sonner.Toaster
      position={booking ? (wide ? 'bottom-left' : 'bottom-center') : 'top-right'}
      // Below the site header, so a toast never hides the cart, language or account controls a visitor reaches for next.
      offset={booking ? { bottom: 16, left: 16 } : { top, right: 16 }}
      mobileOffset={booking ? { bottom: 8, right: 8, left: 8 } : { top, right: 8, left: 8 }}
      duration={duration}
      theme="light"
      closeButton
      // Sonner names its region in English; a screen reader should hear the page's language. (Its close
      // button's "Close toast" cannot be set through the Toaster in sonner 1.7: useCloseLabel names it.)
      containerAriaLabel={t('toast.region')}
      // --toast-ms runs each toast's progress bar (tailwind.css) over its duration; it pauses with sonner's timer.
      toastOptions={{ className: 'font-body cursor-pointer', style: { '--toast-ms': `${duration}ms` } as CSSProperties }}
      visibleToasts={3}
      richColors
    />
  )
}

/** Pixels from the top of the window to just below the visible header (its bottom edge, when it is on screen). */
function useHeaderClearance(): number {
  // This host is only ever rendered in the browser (loaded lazily at the first toast): measure at once.
  const clearance = () => Math.max(16, Math.round(document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0) + 12)
  const [top, setTop] = useState(clearance)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setTop(clearance()))
    }
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [])
  return top
}

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches)
  useEffect(() => {
    const list = window.matchMedia(query)
    const onChange = () => setMatches(list.matches)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [query])
  return matches
}

/** Sonner 1.7 names every close button "Close toast" in English: each is named in the page's language as it comes. */
function useCloseLabel(label: string) {
  useEffect(() => {
    const name = () => {
      for (const button of document.querySelectorAll('[data-sonner-toaster] button[data-close-button]')) {
        if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label)
      }
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [label])
}
