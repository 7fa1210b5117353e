// The background side of booking: expired holds, reconciliation, pending payment actions, offered prices
// past their validity and on-request answers past due (with their half-time reminders), on a timer.
import type { Db } from '../../utils/db.server'
import type { ProviderLookup } from '../../domain/booking-contract'
import { expireCustomOffers } from '../offers/answer.server'
import { releaseExpiredHolds } from '../cart/holds.server'
import { processPaymentActions } from './payment-actions.server'
import { reconcilePayments } from './reconcile.server'
import { runAnswerWindow } from '../partners/answer-window.server'

export async function runWorkersOnce(db: Db, options: { now?: Date; providers: ProviderLookup }) {
  const now = options.now ?? new Date()
  const { providers } = options
  const holds = await releaseExpiredHolds(db, now)
  const reconciled = await reconcilePayments(db, providers, now)
  const actions = await processPaymentActions(db, { now, providers })
  const offersExpired = await expireCustomOffers(db, now)
  const answers = await runAnswerWindow(db, { now, providers })
  return { expired: holds.bookings, ...reconciled, actions, offersExpired, answers }
}

/** Runs the workers every `intervalMs` (never two rounds at once); returns the stop function. */
export function startBookingWorkers(db: Db, options: { intervalMs?: number; providers: ProviderLookup }): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const tick = () => {
    if (running) return
    running = runWorkersOnce(db, { providers: options.providers })
      .catch((error) => console.error(`[booking-workers] ${(error as Error).message}`))
      .finally(() => (running = null))
  }
  const timer = setInterval(tick, options.intervalMs ?? 30_000)
  timer.unref?.()
  return async () => {
    clearInterval(timer)
    await running
  }
}
