import { describe, expect, it, vi } from 'vitest'
import { loadTenants } from '../../tenancy/load.server'
import { TenantConfigSchema, type TenantConfig } from '../../domain/tenant-config'
import type { Db } from '../../utils/db.server'
import { choosePaymentProvider, getPaymentProvider, getPaymentProviderById, PaymentsUnavailableError } from './index.server'

const base = loadTenants().tenants.find((t) => t.id === 'get-that-boat')!
const stripeTenant: TenantConfig = { ...base, payments: { provider: 'stripe', stripe: { secretKeyEnv: 'GTB_STRIPE_KEY', webhookSecretEnv: 'GTB_STRIPE_WHSEC' } } }
const keys = { GTB_STRIPE_KEY: 'sk_test_1', GTB_STRIPE_WHSEC: 'whsec_1' }
const db = {} as Db

describe('choosing a tenant’s payment provider', () => {
  it('gives every demo tenant the sandbox by default', () => {
    for (const tenant of loadTenants().tenants) expect(getPaymentProvider(tenant, db).id).toBe('sandbox')
  })
  it('uses Stripe when the variables the tenant file names are set', () => {
    expect(choosePaymentProvider(stripeTenant, { ...keys, NODE_ENV: 'production' })).toEqual({ id: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' })
    expect(getPaymentProvider(stripeTenant, db, keys).id).toBe('stripe')
  })
  it('falls back to the sandbox with a warning in development, and refuses in production, when a key is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(getPaymentProvider(stripeTenant, db, { GTB_STRIPE_KEY: 'sk_test_1', NODE_ENV: 'development' }).id).toBe('sandbox')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GTB_STRIPE_WHSEC'))
    expect(() => getPaymentProvider(stripeTenant, db, { GTB_STRIPE_KEY: 'sk_test_1', NODE_ENV: 'production' })).toThrow(PaymentsUnavailableError)
    expect(() => getPaymentProvider(stripeTenant, db, { NODE_ENV: 'production' })).toThrow('GTB_STRIPE_KEY and GTB_STRIPE_WHSEC are not set')
    warn.mockRestore()
  })
  it('still settles sandbox sessions of a tenant that moved to Stripe, but never serves Stripe without keys', () => {
    expect(getPaymentProviderById(stripeTenant, db, 'sandbox', keys)?.id).toBe('sandbox')
    expect(getPaymentProviderById(stripeTenant, db, 'stripe', keys)?.id).toBe('stripe')
    expect(getPaymentProviderById(base, db, 'stripe', keys)).toBeNull()
    expect(getPaymentProviderById(base, db, 'paypal', keys)).toBeNull()
  })
})

describe('the payments block of tenant.yaml', () => {
  const raw = { ...base, payments: undefined }
  it('names environment variables, never secrets', () => {
    const parsed = TenantConfigSchema.safeParse({ ...raw, payments: { provider: 'stripe', stripe: { secretKeyEnv: 'sk_live_abc123', webhookSecretEnv: 'GTB_WHSEC' } } })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toContain('NAME of an environment variable')
  })
  it('defaults to the sandbox and wants the stripe block when it asks for Stripe', () => {
    expect(TenantConfigSchema.parse(raw).payments).toEqual({ provider: 'sandbox' })
    expect(TenantConfigSchema.safeParse({ ...raw, payments: { provider: 'stripe' } }).error?.issues[0]?.path).toEqual(['payments', 'stripe'])
  })
})
