// Spec §2/§9: a navigation that takes longer than 100 ms shows a thin bar at the top of the window. It is
// indeterminate (Remix cannot tell how far a loader has got); the bar's look is in tailwind.css (.nav-progress).
import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const PROGRESS_DELAY_MS = 100

export function NavigationProgress() {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!busy) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])
  return shown ? <div role="progressbar" aria-label={t('navigation.loading')} className="nav-progress" data-nav-progress /> : null
}
