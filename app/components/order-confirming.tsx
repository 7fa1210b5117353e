// "Confirming your booking…": shown while the payment's outcome is not known yet. It asks the outcome
// resource every few seconds and moves to the screen of the outcome as soon as there is one.
import { useNavigate } from '@remix-run/react'
import { LoaderCircle } from '~/components/icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { httpClient } from '~/utils/http-client'
import { useLocalePath } from './locale-link'
import { OutcomeShell } from './order-outcome'

type Answer = { outcome: string; page: 'success' | 'error' | 'on_hold' | null }

/** After this long the screen says so, and keeps asking less often. */
const SLOW_AFTER_MS = 30_000

export function OrderConfirming({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const checkoutPath = useLocalePath()('/checkout')
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const started = Date.now()
    const ask = async () => {
      const elapsed = Date.now() - started
      setSlow(elapsed > SLOW_AFTER_MS)
      try {
        const answer = await httpClient.get<Answer>(`/api/order-outcome?purchase=${encodeURIComponent(purchaseId)}`)
        if (stopped) return
        if (answer.page) return navigate(`${checkoutPath}/${answer.page}?purchase=${encodeURIComponent(purchaseId)}`, { replace: true })
      } catch {
        // A dropped request is asked again on the next tick.
      }
      if (!stopped) timer = setTimeout(ask, elapsed > SLOW_AFTER_MS ? 5_000 : 1_500)
    }
    timer = setTimeout(ask, 1_000)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [purchaseId, navigate, checkoutPath])
  return (
    <OutcomeShell tone="pending" outcome="in_progress" icon={<LoaderCircle aria-hidden className="size-8 animate-spin" />} title={t('outcome.confirmingTitle')}>
      <p className="text-center text-muted" role="status" aria-live="polite">
        {slow ? t('outcome.confirmingSlow') : t('outcome.confirmingText')}
      </p>
    </OutcomeShell>
  )
}
