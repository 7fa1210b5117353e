// Where the buyer is in booking this experience, read by the phone's sticky bar beside the booking panel:
// no date yet, a date picked (its options open), or an item of it added to the cart on this page.
// The picked date is the panel's own (the URL's ?date=); "added" is told by the add-to-cart form.
import { useSearchParams } from '@remix-run/react'
import { useSyncExternalStore } from 'react'
import { isValidDate } from '~/domain/zoned-time'

export type BookingStep = 'choose-date' | 'add-to-cart' | 'view-cart'

const added = new Set<string>()
const listeners = new Set<() => void>()

/** The add-to-cart form of `slug` was answered "added". */
export function markAddedToCart(slug: string): void {
  if (added.has(slug)) return
  added.add(slug)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The date the panel shows options for: the URL's, when inside the booking window, else the page's own. */
export function pickedDate(asked: string | null, fallback: string | null, window: { today: string; lastDate: string }): string | null {
  return asked && isValidDate(asked) && asked >= window.today && asked <= window.lastDate ? asked : fallback
}

export function bookingStep(date: string | null, inCart: boolean): BookingStep {
  return inCart ? 'view-cart' : date ? 'add-to-cart' : 'choose-date'
}

export function useBookingStep(booking: { slug: string; date: string | null; window: { today: string; lastDate: string } }): BookingStep {
  const [params] = useSearchParams()
  // The server never knows (the page may come from the shared cache): a page starts without an item added.
  const inCart = useSyncExternalStore(subscribe, () => added.has(booking.slug), () => false)
  return bookingStep(pickedDate(params.get('date'), booking.date, booking.window), inCart)
}
