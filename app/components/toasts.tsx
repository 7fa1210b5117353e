// Toast notifications (spec §9: top right, 5 s, pause on hover, close button, light theme, cleared when the
// URL changes). Sonner and its styles are loaded with the first toast, not with every page.
import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import type * as Sonner from 'sonner'

type Run = (sonner: typeof Sonner) => void

const pending: Run[] = []
let ready: typeof Sonner | null = null
let wake: (() => void) | null = null

/** Shows a toast: `notify((s) => s.toast.success('Added to your cart'))`. */
export function notify(run: Run): void {
  if (ready) return run(ready)
  pending.push(run)
  wake?.()
}

const ToasterHost = lazy(() => import('./toaster-host'))

export function Toasts() {
  const { pathname } = useLocation()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    wake = () => setWanted(true)
    if (pending.length) setWanted(true)
    return () => {
      wake = null
    }
  }, [])
  useEffect(() => {
    ready?.toast.dismiss()
  }, [pathname])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToasterHost
        onReady={(sonner) => {
          ready = sonner
          pending.splice(0).forEach((run) => run(sonner))
        }}
      />
    </Suspense>
  )
}
