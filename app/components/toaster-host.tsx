// The lazily loaded half of toasts.tsx: sonner's Toaster, mounted once the first toast is asked for. Its
// effect runs after the Toaster's own, so the queued toasts are shown by a Toaster that is listening.
import { useEffect } from 'react'
import * as sonner from 'sonner'

export default function ToasterHost({ onReady }: { onReady: (s: typeof sonner) => void }) {
  useEffect(() => onReady(sonner), [onReady])
  return <sonner.Toaster position="top-right" duration={5000} theme="light" closeButton visibleToasts={3} richColors toastOptions={{ className: 'font-body' }} />
}
