// Typed access to the root loader's data from any component (undefined only if the root itself failed). The type
// comes from the page assembler, not from root.tsx, which imports nearly every component (decision 043).
import { useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { loadRoot } from '../pages/root.server'

export function useRootData() {
  return useRouteLoaderData<typeof loadRoot>('root')
}

/**
 * For the selects that act as soon as they change (language, currency, sort): one changed before the page hydrated
 * missed its change event, as React was not listening yet, so on mount the value the visitor left is acted on. The
 * selects set autoComplete="off", so a browser restoring form values on Back cannot trigger it. (Kept here, in the
 * module every page already loads, so that it adds no script chunk of its own to the 150 KB budget.)
 */
export function useChangedBeforeHydration(rendered: string, act: (select: HTMLSelectElement) => void) {
  const ref = useRef<HTMLSelectElement>(null)
  const latest = useRef(act)
  latest.current = act
  useEffect(() => {
    const select = ref.current
    if (select && select.value !== rendered) latest.current(select)
    // Once per mounted select: after hydration (or a remount, whose fresh value is the rendered one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}
