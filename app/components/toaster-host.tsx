// The lazily loaded half of toasts.tsx: sonner's Toaster, mounted once the first toast is asked for. Its
// effect runs after the Toaster's own, so the queued toasts are shown by a Toaster that is listening.
import { useEffect } from 'react'
import * as sonner from 'sonner'

export default function ToasterHost({ onReady }: { onReady: (s: typeof sonner) => void }) {
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
  return (
    <sonner.Toaster
      position="top-right"
      duration={5000}
      theme="light"
      closeButton
      visibleToasts={3}
      richColors
      toastOptions={{ className: 'font-body cursor-pointer' }}
    />
  )
}
