// Boot wiring for payments and mail, so server.ts adds one call: the booking models get their payment
// providers, and the sandbox gateway's webhook sender and the email worker start. Returns a stop function.
import type { TenantConfig } from '../../tenants/schema'
import { configureBooking } from '../models/booking-runtime.server'
import type { Db } from '../utils/db.server'
import { startMailWorker } from './mail/deliver.server'
import { createPaymentProviderLookup } from './payments/index.server'
import { startSandboxWebhookWorker } from './payments/sandbox-webhooks.server'

export function startPaymentsAndMail(db: Db, options: { getTenant: (id: string) => TenantConfig | undefined }): () => void {
  configureBooking({ provider: createPaymentProviderLookup(db, options.getTenant), tenant: options.getTenant })
  const stops = [startSandboxWebhookWorker(db), startMailWorker(db, { getTenant: options.getTenant })]
  return () => stops.forEach((stop) => stop())
}
