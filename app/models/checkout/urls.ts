// Where the buyer and the provider are sent around a payment, in one place so the routes and the providers
// agree. Paths are unprefixed here and localised for the buyer's language.
import { localizePath, type Locale } from '../../domain/locales'
import type { OrderOutcome } from '../../domain/booking-contract'

/** The outcome screens of spec §2; in progress, success, partial and pay later share the success screen. */
export function outcomePath(outcome: OrderOutcome, purchaseId: string, locale: Locale): string {
  const screen = outcome === 'failed' ? '/checkout/error' : outcome === 'on_hold' ? '/checkout/on_hold' : '/checkout/success'
  return `${localizePath(screen, locale)}?purchase=${encodeURIComponent(purchaseId)}`
}

/** The provider's webhook endpoint (app/routes/webhooks.payments.tsx; exempt from the front door's origin check). */
function webhookPath(providerId: string): string {
  return `/webhooks/payments/${providerId}`
}

export function paymentUrls(origin: string, providerId: string, purchaseId: string, locale: Locale) {
  const base = origin.replace(/\/+$/, '')
  return {
    // The success screen asks the provider for the outcome (refreshOrderPayment) and shows "in progress" meanwhile.
    returnUrl: `${base}${outcomePath('in_progress', purchaseId, locale)}`,
    cancelUrl: `${base}${outcomePath('failed', purchaseId, locale)}`,
    webhookUrl: `${base}${webhookPath(providerId)}`,
  }
}
