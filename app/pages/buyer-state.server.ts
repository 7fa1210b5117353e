// What a page shows that belongs to one visitor: the header's cart count and account menu. The root loader
// renders it; the page cache keys a buyer's pages by it (decision 038), so both read it here, once per request.
import { createHash } from 'node:crypto'
import { countCartItems } from '../models/cart/count.server'
import type { RequestContext } from '../utils/context'
import { getAccountSummary, getCartOwner } from '../models/accounts/visitor-session.server'

type BuyerState = { cartCount: number; account: { firstName: string; email: string } | null }

const byContext = new WeakMap<RequestContext, Promise<BuyerState>>()

/** The visitor's cart count and account summary; computed once per request context. */
export function buyerState(ctx: RequestContext, request: Request): Promise<BuyerState> {
  let state = byContext.get(ctx)
  if (!state) {
    state = (async () => {
      const [owner, account] = await Promise.all([getCartOwner(ctx, request), getAccountSummary(ctx, request)])
      return { cartCount: await countCartItems(ctx, owner), account }
    })()
    byContext.set(ctx, state)
  }
  return state
}

/**
 * The part of the page cache's key that a buyer's pages add: '' when the page is the anonymous one (an empty
 * cart, nobody signed in), else the count and a digest of the account menu's words. Two visitors with the same
 * count and the same menu get the same HTML; nobody's name or email is in the key itself.
 */
export async function buyerVariant(ctx: RequestContext, request: Request): Promise<string> {
  const { cartCount, account } = await buyerState(ctx, request)
  if (cartCount === 0 && !account) return ''
  const who = account ? createHash('sha256').update(`${account.firstName}\u0000${account.email}`).digest('base64url').slice(0, 22) : '-'
  return `n${cartCount}|${who}`
}
