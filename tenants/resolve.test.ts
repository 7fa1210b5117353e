import { describe, expect, it } from 'vitest'
import { indexTenants, normalizeHost, resolveTenant } from './resolve'
import type { TenantConfig } from './schema'

const tenant = (id: string, hostnames: string[]) => ({ id, hostnames }) as TenantConfig
const index = indexTenants([tenant('excursio', ['localhost', '127.0.0.1']), tenant('deira', ['deira.localhost'])])

describe('tenant resolution', () => {
  it('finds the tenant whatever the case and port of the Host header', () => {
    expect(resolveTenant(index, 'DEIRA.localhost:3000')?.id).toBe('deira')
    expect(resolveTenant(index, 'deira.localhost')?.id).toBe('deira')
    expect(resolveTenant(index, 'deira.localhost.')?.id).toBe('deira')
  })
  it('gives localhost and 127.0.0.1 to the marketplace demo tenant', () => {
    expect(resolveTenant(index, 'localhost:3000')?.id).toBe('excursio')
    expect(resolveTenant(index, '127.0.0.1:8080')?.id).toBe('excursio')
  })
  it('knows no tenant for an unknown, empty or look-alike host', () => {
    expect(resolveTenant(index, 'unknown.example')).toBeNull()
    expect(resolveTenant(index, '')).toBeNull()
    expect(resolveTenant(index, undefined)).toBeNull()
    expect(resolveTenant(index, 'evil-deira.localhost')).toBeNull()
  })
  it('strips the port from IPv6 literals', () => {
    expect(normalizeHost('[::1]:3000')).toBe('::1')
  })
})
