// What the server starts from the build (decision 031): the payment providers every request context carries,
// and the workers (mail, booking, sandbox webhooks). Exported by entry.server.tsx, so server.ts reaches the
// same copy of the models and services the routes run, and no module needs a globalThis slot to find another.
import type { ProviderLookup, TenantLookup } from './domain/booking-contract'
import { startBookingWorkers } from './models/checkout/booking-workers.server'
import { buyerVariant } from './pages/buyer-state.server'
import { setHubOrigin, setTenantLookup } from './models/platform/tenant-directory.server'
import { createSetupLink } from './models/partners/onboarding.server'
import { createOutboxHealthSnapshot } from './models/platform/outbox-health.server'
import { startMailWorker } from './services/mail/deliver.server'
import { createPaymentProviderLookup } from './services/payments/index.server'
import { startSandboxWebhookWorker } from './services/payments/sandbox-webhooks.server'
import type { RequestContext } from './utils/context'

type Db = RequestContext['db']

export type WorkerIntervals = { mailMs?: number; bookingMs?: number; webhooksMs?: number }

export type AppRuntime = {
  /** Goes on every request context as `payments`. */
  payments: ProviderLookup
  /** The page cache's key part for a buyer's request (decision 038): '' for a page the same as an anonymous one. */
  pageVariant(context: RequestContext, request: Request): Promise<string>
  /** Starts the workers; the returned function stops them and resolves once a running round has finished. */
  startWorkers(intervals?: WorkerIntervals): () => Promise<void>
  /** The partner hub's one-time setup link for the first platform admin, or null when one exists. */
  hubSetupLink(): Promise<string | null>
  /** /healthz's body: `ok`, then the outbox from a snapshot refreshed in the background (never a query per call). */
  healthText(): string
}

/** `getTenant` is the server's live tenant store: a tenant added or edited since start-up is seen at once. */
export function createAppRuntime({ db, getTenant, hubOrigin }: { db: Db; getTenant: TenantLookup; hubOrigin: string }): AppRuntime {
  setTenantLookup(getTenant)
  setHubOrigin(hubOrigin)
  const payments = createPaymentProviderLookup(db, getTenant)
  const outboxHealth = createOutboxHealthSnapshot(db)
  return {
    healthText: () => ['ok', ...outboxHealth.lines()].join('\n') + '\n',
    payments,
    pageVariant: buyerVariant,
    hubSetupLink: () => createSetupLink(db, hubOrigin),
    startWorkers(intervals = {}) {
      // Emails from the outbox; the sandbox gateway's retries; expired holds, reconciliation and refunds/captures.
      const stopMail = startMailWorker(db, { intervalMs: intervals.mailMs, getTenant })
      const stopWebhooks = startSandboxWebhookWorker(db, { intervalMs: intervals.webhooksMs })
      const stopBooking = startBookingWorkers(db, { intervalMs: intervals.bookingMs, providers: payments })
      return async () => {
        stopMail()
        stopWebhooks()
        await stopBooking()
      }
    },
  }
}
