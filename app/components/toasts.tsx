// Toast notifications (spec §9: top right, 5 s with a progress bar, 1 s on the experience page, pause on hover,
// close on click, light theme, at most 3 on screen with the rest queued, all cleared when the URL changes).
// Sonner and its styles are loaded with the first toast, not with every page. Sonner keeps every toast it is
// given on screen and timing, so the queue is kept here: a toast reaches sonner only when one of the 3 leaves.
import { useLocation } from '@remix-run/react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type * as Sonner from 'sonner'
import type { FlashToast } from '~/utils/flash'
import { lazyChunk } from '~/hooks/lazy-chunk'

type ToastType = FlashToast['type']
type Options = { action?: { label: string; onClick: () => void } }
type Queued = { type: ToastType; message: string; options?: Options }

const VISIBLE_TOASTS = 3
const queue: Queued[] = []
let shown = 0
// Toasts cleared by a navigation may still report leaving (sonner's exit animation): theirs is an old generation.
let generation = 0
let ready: typeof Sonner | null = null
let wake: (() => void) | null = null

/** Shows a toast: `notify('success', t('cart.added'), { action })`; it waits its turn when 3 are on screen. */
export function notify(type: ToastType, message: string, options?: Options): void {
  queue.push({ type, message, options })
  if (ready) showNext(ready)
  else wake?.()
}

function showNext(sonner: typeof Sonner) {
  while (shown < VISIBLE_TOASTS && queue.length) {
    const { type, message, options } = queue.shift()!
    shown++
    const born = generation
    let gone = false
    const leave = () => {
      if (gone || born !== generation) return
      gone = true
      shown = Math.max(0, shown - 1)
      showNext(sonner)
    }
    sonner.toast[type](message, { ...options, onDismiss: leave, onAutoClose: leave })
  }
}

const ToasterHost = lazyChunk(() => import('./toaster-host'), (m) => m.default)

export function Toasts({ flash }: { flash?: FlashToast | null }) {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    wake = () => setWanted(true)
    if (queue.length) setWanted(true)
    return () => {
      wake = null
    }
  }, [])
  useEffect(() => {
    queue.length = 0
    shown = 0
    generation++
    ready?.toast.dismiss()
  }, [pathname])
  // After the clearing above, so the message an action left for this page survives its arrival.
  const flashShown = useRef<string | null>(null)
  useEffect(() => {
    if (!flash || flashShown.current === flash.id) return
    flashShown.current = flash.id
    notify(flash.type, t(flash.key))
  }, [flash, t])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToasterHost
        onReady={(sonner) => {
          ready = sonner
          showNext(sonner)
        }}
      />
    </Suspense>
  )
}
