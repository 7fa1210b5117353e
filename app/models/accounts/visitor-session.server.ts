// What routes do around a session: start one (and bring the guest's cart along), end one, and tell the
// cart and the header who the visitor is. The models do the work; this joins them to cookies and redirects.
import { redirect } from '@remix-run/node'
import { createSession, deleteSession, getUser } from './auth.server'
import type { CartOwner } from '../../domain/booking-contract'
import { mergeGuestCart } from '../cart/merge.server'
import { clearCartCookie, ensureCartToken, isSecureRequest, readCartToken } from '../../utils/cart-cookie.server'
import type { RequestContext } from '../../utils/context'
import { setFlash } from '../../utils/flash.server'
import { localizePath } from '../../domain/locales'
import { readOrderGrants } from '../../utils/order-grants.server'
import { commitSessionCookie, destroySessionCookie, hasSessionCookie, readSessionId } from '../../utils/session.server'

/** Signs the user in and redirects: the guest cart joins the account's cart and its cookie is cleared. */
export async function startSession(ctx: RequestContext, request: Request, userId: string, redirectTo?: string): Promise<Response> {
  const headers = new Headers()
  headers.append('Set-Cookie', await commitSessionCookie(request, await createSession(ctx, userId)))
  const guestToken = readCartToken(request)
  if (guestToken) {
    try {
      await mergeGuestCart(ctx, guestToken, userId)
      headers.append('Set-Cookie', clearCartCookie(isSecureRequest(request)))
    } catch (error) {
      // The sign-in still succeeds; the guest cart stays behind its cookie, to be merged at the next sign-in.
      console.error(`[auth] could not merge the guest cart (request ${ctx.requestId})`, error)
    }
  }
  return redirect(redirectTo ?? localizePath('/', ctx.locale), { headers })
}

export async function endSession(ctx: RequestContext, request: Request): Promise<Response> {
  const sessionId = await readSessionId(request)
  if (sessionId) await deleteSession(ctx, sessionId)
  const headers = new Headers()
  if (hasSessionCookie(request)) headers.append('Set-Cookie', await destroySessionCookie(request))
  // The home page says so: after the redirect nothing else would tell the visitor it worked.
  headers.append('Set-Cookie', await setFlash(request, { type: 'success', key: 'flash.signedOut' }))
  return redirect(localizePath('/', ctx.locale), { headers })
}

/**
 * Whose cart this request works on: the signed-in user's (it follows them), else the guest token's. It also
 * carries the orders the browser was granted by the guest look-up, so canSeeOrder(ctx, id, owner) counts them.
 */
export async function getCartOwner(ctx: RequestContext, request: Request): Promise<CartOwner> {
  return (await resolveCartOwner(ctx, request)).owner
}

/**
 * The one way to find a cart's owner. Only adding makes a cart (and its cookie): with `startGuestCart`, a guest
 * without a cart cookie gets a new token and the `Set-Cookie` to send; a signed-in visitor's cart is found by
 * user id, so they never get a cart cookie.
 */
export async function resolveCartOwner(ctx: RequestContext, request: Request, { startGuestCart = false } = {}): Promise<{ owner: CartOwner; setCookie: string | null }> {
  const user = await getUser(ctx, request)
  const { token, setCookie } = startGuestCart && !user ? ensureCartToken(request) : { token: readCartToken(request), setCookie: null }
  return { owner: { guestToken: token, userId: user?.id ?? null, grantedPurchaseIds: readOrderGrants(request, ctx.tenant.id) }, setCookie }
}

/** The header's account menu. Null without a session cookie, so shared (cached) pages carry nobody's name. */
export async function getAccountSummary(ctx: RequestContext, request: Request): Promise<{ firstName: string; email: string } | null> {
  const user = await getUser(ctx, request)
  return user ? { firstName: user.firstName, email: user.email } : null
}
