// Keeps input the visitor gives before the page has hydrated away from React (docs/decisions/016-hydration.md).
// With single fetch, Remix's first render suspends while it decodes the page's data, so the root stays dehydrated
// for a moment after hydrateRoot(). A key, tap or click in that moment makes React hydrate synchronously, the same
// suspension then ends in error #345 ("Root did not complete") and the page never hydrates: no suggestions, no
// client navigation. Stopped at the window, these events still do what they do in plain HTML (the letter lands in
// the field, a link or form still works); the search field picks up its text once it hydrates.
import { type ReactNode } from 'react'
import { useBrowserLayoutEffect } from './layout-effect'

/** React's list of events that force a dehydrated root to hydrate synchronously (react-dom 18.3.1). */
const HYDRATING_EVENTS = [
  'mousedown', 'mouseup', 'touchcancel', 'touchend', 'touchstart', 'auxclick', 'dblclick', 'pointercancel', 'pointerdown', 'pointerup',
  'dragend', 'dragstart', 'drop', 'compositionend', 'compositionstart', 'keydown', 'keypress', 'keyup', 'input', 'textInput',
  'copy', 'cut', 'paste', 'click', 'change', 'contextmenu', 'reset', 'submit',
]

const stop = (event: Event) => event.stopPropagation()
let holding = false

/** Call right before hydrateRoot(): the window's capture phase runs before React's listeners on the document. */
export function holdInputUntilHydrated() {
  holding = true
  for (const type of HYDRATING_EVENTS) window.addEventListener(type, stop, true)
}

function release() {
  if (!holding) return
  holding = false
  for (const type of HYDRATING_EVENTS) window.removeEventListener(type, stop, true)
}

/** Wraps the app; its layout effect runs in the commit that ends hydration, so no event falls between. */
export function ReleaseInputWhenHydrated({ children }: { children: ReactNode }) {
  useBrowserLayoutEffect(release, [])
  return children
}
