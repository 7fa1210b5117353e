// The partner hub's front door (decision 044): which host names are the hub, and the same-origin rule for its
// mutating requests (the shop's rule, app/http/front-door.server.ts, without a tenant).
export type HubDoor = { origin: string; hosts: Set<string> }

export function createHubDoor(origin: string, extraHosts: string[] = []): HubDoor {
  const url = new URL(origin)
  return { origin: url.origin, hosts: new Set([url.host.toLowerCase(), ...extraHosts.map((h) => h.toLowerCase())]) }
}

/** `partners.localhost:3000` and `partners.localhost` both match a hub on `partners.localhost:3000`. */
export function isHubHost(door: HubDoor, host: string | undefined): boolean {
  if (!host) return false
  const lower = host.toLowerCase()
  if (door.hosts.has(lower)) return true
  const bare = lower.replace(/:\d+$/, '')
  return [...door.hosts].some((h) => h.replace(/:\d+$/, '') === bare)
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A form post from another site is refused: the browser says where it came from (Origin, else Referer). */
export function hubRequestAllowed(input: { method: string; host?: string; origin?: string; referer?: string; secFetchSite?: string }): boolean {
  if (!MUTATING.has(input.method)) return true
  if (input.secFetchSite === 'cross-site' || input.secFetchSite === 'same-site') return false
  let claimed = input.origin
  if (!claimed && input.referer) {
    try {
      claimed = new URL(input.referer).origin
    } catch {
      return false
    }
  }
  if (!claimed || claimed === 'null') return false
  try {
    return new URL(claimed).host.toLowerCase() === (input.host ?? '').toLowerCase()
  } catch {
    return false
  }
}
