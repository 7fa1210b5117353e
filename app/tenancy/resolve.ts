// Host header → tenant: a small pure function, so the one thing every request depends on is easy to test.
import type { TenantConfig } from '../domain/tenant-config'

export type TenantIndex = ReadonlyMap<string, TenantConfig>

export function normalizeHost(host: string | undefined | null): string {
  if (!host) return ''
  let h = host.trim().toLowerCase()
  if (h.startsWith('[')) {
    // IPv6 literal: [::1]:3000 → ::1
    const end = h.indexOf(']')
    return end > 0 ? h.slice(1, end) : h
  }
  const colon = h.indexOf(':')
  if (colon >= 0) h = h.slice(0, colon)
  return h.endsWith('.') ? h.slice(0, -1) : h
}

/** A name only this machine answers to: the development hosts a demo runs on, whatever its port. */
export function isDevelopmentHost(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1'
}

/**
 * A development origin on the port the server actually listens on (`http://deira.localhost:3000` → `:3340` under
 * PORT=3340): the demo tenants' files say 3000, and a link to a port nobody listens on is a dead link. Any
 * other origin is the tenant's public address and is returned as it is.
 */
export function originOnServerPort(origin: string, port: number): string {
  const url = new URL(origin)
  if (!isDevelopmentHost(normalizeHost(url.host))) return origin
  url.port = String(port)
  return url.origin
}

export function indexTenants(tenants: readonly TenantConfig[]): TenantIndex {
  const index = new Map<string, TenantConfig>()
  for (const tenant of tenants) for (const host of tenant.hostnames) index.set(host, tenant)
  return index
}

export function resolveTenant(index: TenantIndex, host: string | undefined | null): TenantConfig | null {
  return index.get(normalizeHost(host)) ?? null
}

/**
 * One line per tenant for the start-up banner: the address to open on this machine (a `localhost` or
 * `*.localhost` host when the tenant has one, since those need no DNS), its name and its layout.
 */
export function describeTenantAddresses(tenants: readonly TenantConfig[], port: number): string[] {
  const rows = tenants.map((t) => {
    const host = t.hostnames.find((h) => h === 'localhost' || h.endsWith('.localhost')) ?? t.hostnames[0]
    return { url: `http://${host}:${port}`, about: `${t.name} (${t.siteType}, layout ${t.layout.theme})` }
  })
  const width = Math.max(0, ...rows.map((r) => r.url.length))
  return rows.map((r) => `  ${r.url.padEnd(width)}  ${r.about}`)
}
