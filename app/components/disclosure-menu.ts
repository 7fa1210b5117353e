// Behaviour shared by every theme's phone menu, built on <details>/<summary> so it opens before
// (or without) JavaScript; once hydrated it closes on navigation, on Escape, and after a link is followed.
import { useLocation } from '@remix-run/react'
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'

export function useDisclosureMenu() {
  const ref = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  // Closes on a new page, not on the first render: a menu opened before hydration stays open.
  const shownFor = useRef(pathname)
  useEffect(() => {
    if (shownFor.current === pathname) return
    shownFor.current = pathname
    ref.current?.removeAttribute('open')
  }, [pathname])
  const close = () => ref.current?.removeAttribute('open')
  return {
    ref,
    onKeyDown(event: KeyboardEvent) {
      // A field inside that used the Escape itself (a combobox closing its list) keeps the panel open.
      if (event.key !== 'Escape' || event.defaultPrevented || !ref.current?.open) return
      close()
      ref.current.querySelector('summary')?.focus()
    },
    /** Put on the panel: following any link inside it closes the menu. */
    onClick(event: MouseEvent) {
      if ((event.target as HTMLElement).closest('a')) close()
    },
  }
}
