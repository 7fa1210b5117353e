// The orders a browser was granted by the guest look-up (/invoices/find): a signed, HttpOnly cookie listing
// `{tenant}:{purchaseId}` pairs, newest first. canSeeOrder counts a grant like the cart that placed the order.
import { readCookie } from './locale-detect'
import { signToken, verifyToken } from './signed-token.server'

const GRANTS_COOKIE = 'order_grants'
const PURPOSE = 'order-grants'
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60
/** A browser keeps the last few orders it looked up; an older one can be looked up again. */
const MAX_GRANTS = 10

function readAll(request: Request): string[] {
  const raw = readCookie(request.headers.get('cookie'), GRANTS_COOKIE)
  const claims = raw ? verifyToken(PURPOSE, raw) : null
  const list = claims?.g
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []
}

/** The purchase ids of this tenant the browser was granted. */
export function readOrderGrants(request: Request, tenantId: string): string[] {
  const prefix = `${tenantId}:`
  return readAll(request)
    .filter((g) => g.startsWith(prefix))
    .map((g) => g.slice(prefix.length))
}

/** Set-Cookie value that adds one order to the browser's grants. */
export function grantOrderCookie(request: Request, tenantId: string, purchaseId: string): string {
  const entry = `${tenantId}:${purchaseId}`
  const list = [entry, ...readAll(request).filter((g) => g !== entry)].slice(0, MAX_GRANTS)
  const value = signToken(PURPOSE, { g: list }, new Date(Date.now() + MAX_AGE_SECONDS * 1000))
  const secure = new URL(request.url).protocol === 'https:'
  return `${GRANTS_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
