// The payment provider of a tenant, from the `payments` block of its tenant.yaml. Stripe needs its keys in
// the environment (the file only names the variables); without them a tenant falls back to the sandbox in
// development and is refused in production, where a sandbox would confirm bookings without money.
import type { TenantConfig } from '../../domain/tenant-config'
import type { PaymentProvider, ProviderLookup } from '../../domain/booking-contract'
import type { Db } from '../../utils/db.server'
import { env } from '../../utils/env.server'
import { createSandboxProvider } from './sandbox-provider.server'
import { createStripeProvider } from './stripe.server'

export class PaymentsUnavailableError extends Error {
  constructor(tenantId: string, missing: string[]) {
    super(`Tenant ${tenantId} takes payments by Stripe, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`)
    this.name = 'PaymentsUnavailableError'
  }
}

type Source = Record<string, string | undefined>
const stripeClients = new Map<string, PaymentProvider>()
const warned = new Set<string>()

type ProviderChoice = { id: 'sandbox' } | { id: 'stripe'; secretKey: string; webhookSecret: string } | { id: 'unavailable'; missing: string[] }

/** Which provider the tenant gets in this environment (pure: tests and `tenant check` read it). */
export function choosePaymentProvider(tenant: TenantConfig, source: Source = process.env): ProviderChoice {
  const { provider, stripe } = tenant.payments
  if (provider !== 'stripe' || !stripe) return { id: 'sandbox' }
  const secretKey = source[stripe.secretKeyEnv]
  const webhookSecret = source[stripe.webhookSecretEnv]
  if (secretKey && webhookSecret) return { id: 'stripe', secretKey, webhookSecret }
  const missing = [!secretKey && stripe.secretKeyEnv, !webhookSecret && stripe.webhookSecretEnv].filter((name): name is string => !!name)
  return source.NODE_ENV === 'production' ? { id: 'unavailable', missing } : { id: 'sandbox' }
}

/** The provider for this tenant; throws PaymentsUnavailableError when Stripe is asked for but not configured in production. */
export function getPaymentProvider(tenant: TenantConfig, db: Db, source: Source = process.env): PaymentProvider {
  const choice = choosePaymentProvider(tenant, source)
  if (choice.id === 'unavailable') throw new PaymentsUnavailableError(tenant.id, choice.missing)
  if (choice.id === 'sandbox') {
    if (tenant.payments.provider === 'stripe' && !warned.has(tenant.id)) {
      warned.add(tenant.id)
      console.warn(`[payments] ${tenant.id}: Stripe keys are not set (${tenant.payments.stripe?.secretKeyEnv}, ${tenant.payments.stripe?.webhookSecretEnv}); using the sandbox gateway`)
    }
    return createSandboxProvider({ db, tenantId: tenant.id, secret: env.SANDBOX_WEBHOOK_SECRET })
  }
  const key = `${tenant.id}:${choice.secretKey}:${choice.webhookSecret}`
  let provider = stripeClients.get(key)
  if (!provider) stripeClients.set(key, (provider = createStripeProvider({ tenantId: tenant.id, secretKey: choice.secretKey, webhookSecret: choice.webhookSecret })))
  return provider
}

/**
 * A named provider for this tenant, to settle a payment it already took or to read its webhook: the sandbox
 * always (its sessions live here), Stripe when its keys are set. Null when that provider cannot serve the tenant.
 */
export function getPaymentProviderById(tenant: TenantConfig, db: Db, id: string, source: Source = process.env): PaymentProvider | null {
  const choice = choosePaymentProvider(tenant, source)
  if (id === 'sandbox') return choice.id === 'sandbox' ? getPaymentProvider(tenant, db, source) : createSandboxProvider({ db, tenantId: tenant.id, secret: env.SANDBOX_WEBHOOK_SECRET })
  if (id === 'stripe' && choice.id === 'stripe') return getPaymentProvider(tenant, db, source)
  return null
}

/**
 * The lookup on every request context (`payments`) and given to the workers: the tenant's current
 * provider, or the one named by a payment row. Throws for an unknown tenant or an unusable provider.
 */
export function createPaymentProviderLookup(db: Db, getTenant: (id: string) => TenantConfig | undefined): ProviderLookup {
  return (tenantId, providerId) => {
    const tenant = getTenant(tenantId)
    if (!tenant) throw new Error(`Unknown tenant ${tenantId}`)
    if (!providerId) return getPaymentProvider(tenant, db)
    const provider = getPaymentProviderById(tenant, db, providerId)
    if (!provider) throw new Error(`Payment provider ${providerId} is not configured for tenant ${tenantId}`)
    return provider
  }
}
