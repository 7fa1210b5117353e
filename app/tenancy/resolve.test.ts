import { describe, expect, it } from 'vitest'
import { describeTenantAddresses, indexTenants, normalizeHost, originOnServerPort, resolveTenant } from './resolve'
import type { TenantConfig } from '../domain/tenant-config'

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

describe('the start-up banner', () => {
  it('prints one address per tenant, with its name and layout, preferring a host that needs no DNS', () => {
    const t = (id: string, name: string, hostnames: string[], theme: string, siteType = 'supplier') =>
      ({ id, name, hostnames, siteType, layout: { theme } }) as unknown as TenantConfig
    const lines = describeTenantAddresses(
      [
        t('excursio', 'Excursio', ['localhost', '127.0.0.1', 'excursio.localhost'], 'default', 'marketplace'),
        t('acme', 'Acme', ['www.acme.example', 'acme.localhost'], 'deira'),
        t('live', 'Live Co', ['live.example'], 'get-that-boat'),
      ],
      3000,
    )
    expect(lines).toEqual([
      '  http://localhost:3000       Excursio (marketplace, layout default)',
      '  http://acme.localhost:3000  Acme (supplier, layout deira)',
      '  http://live.example:3000    Live Co (supplier, layout get-that-boat)',
    ])
  })
})

describe('originOnServerPort', () => {
  it('moves a development origin to the port the server listens on', () => {
    expect(originOnServerPort('http://deira.localhost:3000', 3340)).toBe('http://deira.localhost:3340')
    expect(originOnServerPort('http://localhost:3000', 3340)).toBe('http://localhost:3340')
    expect(originOnServerPort('http://127.0.0.1:3000', 4000)).toBe('http://127.0.0.1:4000')
    expect(originOnServerPort('http://deira.localhost:3000', 3000)).toBe('http://deira.localhost:3000')
  })

  it('leaves a public origin as its file says', () => {
    expect(originOnServerPort('https://deira-safari.com', 3340)).toBe('https://deira-safari.com')
    expect(originOnServerPort('https://shop.example.com:8443', 3340)).toBe('https://shop.example.com:8443')
    expect(originOnServerPort('https://localhost.example.com', 3340)).toBe('https://localhost.example.com')
  })
})
