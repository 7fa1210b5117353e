// While the order is placed: "Processing your booking…" over the page for up to about 20 seconds (spec §4, §9),
// then the redirect to the payment page. Past that, or when placing failed, 'Oops! Something Went Wrong'
// with a retry that submits the same form again (same idempotency key: still one order).
import { useNavigation } from '@remix-run/react'
import { CircleAlert, LoaderCircle } from '~/components/icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from './locale-link'

/** Spec §9: "Checkout redirect up to 20 s". */
const CHECKOUT_TIMEOUT_MS = 20_000

export function useCheckoutProgress(action: string, failed: boolean) {
  const navigation = useNavigation()
  const placing = navigation.state !== 'idle' && navigation.formAction === action
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!placing) return
    setTimedOut(false)
    const timer = setTimeout(() => setTimedOut(true), CHECKOUT_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [placing])
  return { placing: placing && !timedOut, problem: failed || timedOut }
}

export function ProcessingScreen() {
  const { t } = useTranslation()
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-surface/95 px-6 backdrop-blur-sm" role="status" aria-live="assertive" data-checkout-processing>
      <div className="max-w-md text-center">
        <LoaderCircle aria-hidden className="mx-auto size-12 animate-spin text-primary" />
        <h2 className="mt-6 font-heading text-2xl font-bold text-ink">{t('checkout.processingTitle')}</h2>
        <p className="mt-3 text-muted">{t('checkout.processingText')}</p>
      </div>
    </div>
  )
}

export function BookingProblem({ formId }: { formId: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="rounded-card border border-danger/40 bg-danger/5 p-5" data-booking-problem>
      <div className="flex gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-danger" />
        <div>
          <h2 className="font-heading text-lg font-bold text-ink">{t('checkout.oopsTitle')}</h2>
          <p className="mt-1 text-ink">{t('checkout.oopsText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" form={formId} className="rounded-control bg-primary px-5 py-2.5 font-semibold text-primary-fg hover:brightness-90">
              {t('checkout.retry')}
            </button>
            <LocaleLink to="/cart" className="rounded-control border border-line px-5 py-2.5 font-semibold text-ink hover:border-primary">
              {t('checkout.backToCart')}
            </LocaleLink>
          </div>
        </div>
      </div>
    </div>
  )
}
