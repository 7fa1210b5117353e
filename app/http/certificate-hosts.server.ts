// The question a TLS-terminating proxy asks before it gets a certificate for a host name it has never seen
// (Caddy's on-demand TLS `ask`, docs/deployment.md): yes only for a tenant's host names and the hub's, as the
// tenant files say now, so nobody can make the proxy request certificates for names that are not ours.
import { z } from '../domain/zod'
import { normalizeHost, resolveTenant, type TenantIndex } from '../tenancy/resolve'
import { isHubHost, type HubDoor } from './hub-door.server'

/** The path the proxy asks, with `?domain=<host name>`. */
export const CERTIFICATE_ASK_PATH = '/_tls/ask'

const AskQuery = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.?$/, 'a host name'),
})

export type CertificateAnswer = { status: 200 | 400 | 404; body: string }

export function answerCertificateAsk(query: unknown, tenants: TenantIndex, hub: HubDoor): CertificateAnswer {
  const parsed = AskQuery.safeParse(query)
  if (!parsed.success) return { status: 400, body: 'domain must be a host name' }
  const host = normalizeHost(parsed.data.domain)
  if (resolveTenant(tenants, host) || isHubHost(hub, host)) return { status: 200, body: 'yes' }
  return { status: 404, body: 'no' }
}
