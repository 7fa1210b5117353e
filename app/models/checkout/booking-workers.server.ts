// The background side of booking: expired holds, reconciliation, pending payment actions, offered prices
// past their validity and on-request answers past due (with their half-time reminders), on a timer; and, at start
// and then hourly, the schedule horizon (departures kept 365 days ahead, decision 046).
import type { Db } from '../../utils/db.server'
import type { ProviderLookup } from '../../domain/booking-contract'
import { expireCustomOffers } from '../offers/answer.server'
import { releaseExpiredHolds } from '../cart/holds.server'
import { processPaymentActions } from './payment-actions.server'
import { reconcilePayments } from './reconcile.server'
import { runAnswerWindow } from '../partners/answer-window.server'
import { HORIZON_INTERVAL_MS, runHorizon, type HorizonRound } from '../partners/catalogue/schedule-horizon.server'

/** `horizon`: also run the schedule horizon this round (the loop asks for it at start and then hourly). */
export async function runWorkersOnce(db: Db, options: { now?: Date; providers: ProviderLookup; horizon?: boolean }) {
  const now = options.now ?? new Date()
  const { providers } = options
  const holds = await releaseExpiredHolds(db, now)
  const reconciled = await reconcilePayments(db, providers, now)
  const actions = await processPaymentActions(db, { now, providers })
  const offersExpired = await expireCustomOffers(db, now)
  const answers = await runAnswerWindow(db, { now, providers })
  const horizon: HorizonRound | null = options.horizon ? await runHorizon(db, { now }) : null
  return { expired: holds.bookings, ...reconciled, actions, offersExpired, answers, horizon }
}

/** Runs the workers every `intervalMs` (never two rounds at once); returns the stop function. */
export function startBookingWorkers(db: Db, options: { intervalMs?: number; providers: ProviderLookup }): () => Promise<void> {
  let running: Promise<unknown> | null = null
  let horizonDue = 0
  const tick = () => {
    if (running) return
    const horizon = Date.now() >= horizonDue
    running = runWorkersOnce(db, { providers: options.providers, horizon })
      .then(() => {
        if (horizon) horizonDue = Date.now() + HORIZON_INTERVAL_MS
      })
      .catch((error) => console.error(`[booking-workers] ${(error as Error).message}`))
      .finally(() => (running = null))
  }
  // A first round at once (the horizon catches up after a pause), then on the timer.
  tick()
  const timer = setInterval(tick, options.intervalMs ?? 30_000)
  timer.unref?.()
  return async () => {
    clearInterval(timer)
    await running
  }
}
