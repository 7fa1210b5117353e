// Toast notifications with the spec §9 behaviour: top right, 5 s, pause on hover, close on click, light theme,
// and cleared when the page (URL) changes.
import { useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'

export function Toasts() {
  const { pathname } = useLocation()
  useEffect(() => {
    toast.dismiss()
  }, [pathname])
  return <Toaster position="top-right" duration={5000} theme="light" closeButton visibleToasts={3} richColors toastOptions={{ className: 'font-body' }} />
}
