// Orders placed as a guest join the account that proves the same email (issue 14): "Your Booking" offers them,
// the app emails a signed link that expires, and opening it while signed in to that account attaches them.
// The link names the account, the email and the moment it was sent: it attaches the guest orders with that
// email placed up to then (a link stays short however many there are), only those still without an owner, so a
// second use changes nothing and a link opened in another account is refused. "Your Booking" offers the link to
// every signed-in buyer and words the answer the same whether or not there are guest orders: an account's email
// is not proven until the link is opened, so the page never says how many bookings a guest made with it.
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { orders } from '../../../drizzle/schema/index'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import type { RequestContext } from '../../utils/context'
import { localizePath } from '../../domain/locales'
import { signToken, verifyToken } from '../../utils/signed-token.server'
import { normalizeEmail } from '../accounts/account-limits.server'
import type { SessionUser } from '../accounts/auth.server'
import { consumeRateLimits, type RateLimit } from '../platform/rate-limit.server'

const JOIN_LINK_HOURS = 24
const PURPOSE = 'guest-orders-join'
/** Links to one mailbox: enough for a lost email, too few to flood it. */
const JOIN_LINK_LIMIT = { name: 'guest-orders-link:user', points: 3, durationSeconds: 60 * 60 } as const satisfies RateLimit

type Account = Pick<SessionUser, 'id' | 'email' | 'firstName'>

const guestOrdersOf = (ctx: RequestContext, email: string) =>
  and(eq(orders.tenantId, ctx.tenant.id), isNull(orders.userId), sql`lower(${orders.email}) = ${normalizeEmail(email)}`)

/** The ids of this tenant's guest orders placed with the account's email (case-insensitive), newest first. */
export async function findGuestOrders(ctx: RequestContext, account: Pick<Account, 'email'>): Promise<string[]> {
  const rows = await ctx.db.select({ id: orders.id }).from(orders).where(guestOrdersOf(ctx, account.email)).orderBy(sql`${orders.createdAt} desc`).limit(100)
  return rows.map((r) => r.id)
}

type SendLinkResult = { kind: 'sent'; count: number } | { kind: 'none' } | { kind: 'limited'; retryAfterSeconds: number }

/** Emails the account a link (in the page's language) that adds today's guest orders with its email. */
export async function sendGuestOrdersLink(ctx: RequestContext, account: Account, origin: string): Promise<SendLinkResult> {
  const limited = await consumeRateLimits(ctx.db, [{ limit: JOIN_LINK_LIMIT, key: `${ctx.tenant.id}|${account.id}` }])
  if (limited.limited) return { kind: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const ids = await findGuestOrders(ctx, account)
  if (!ids.length) return { kind: 'none' }
  const now = Date.now()
  const token = signToken(PURPOSE, { t: ctx.tenant.id, u: account.id, e: normalizeEmail(account.email), at: now }, new Date(now + JOIN_LINK_HOURS * 3600_000))
  const url = `${origin}${localizePath('/invoices/join', ctx.locale)}?${new URLSearchParams({ token })}`
  await enqueueEmail(ctx.db, {
    tenantId: ctx.tenant.id,
    kind: 'guest_orders_link',
    to: account.email,
    locale: ctx.locale,
    guestOrders: { url, firstName: account.firstName, count: ids.length, expiresInHours: JOIN_LINK_HOURS },
  })
  return { kind: 'sent', count: ids.length }
}

type AttachResult = { kind: 'attached'; count: number } | { kind: 'invalid' }

/**
 * Attaches the link's orders to the signed-in account: only when the link was made for this tenant, this
 * account and its current email, and has not expired; only the orders still without an owner (so twice is once).
 */
export async function attachGuestOrders(ctx: RequestContext, token: string, account: Pick<Account, 'id' | 'email'>, now: Date = new Date()): Promise<AttachResult> {
  const claims = verifyToken(PURPOSE, token, now)
  const sentAt = typeof claims?.at === 'number' && Number.isFinite(claims.at) ? new Date(claims.at) : null
  if (!claims || !sentAt || claims.t !== ctx.tenant.id || claims.u !== account.id || claims.e !== normalizeEmail(account.email)) return { kind: 'invalid' }
  const attached = await ctx.db
    .update(orders)
    .set({ userId: account.id, updatedAt: sql`now()` })
    .where(and(guestOrdersOf(ctx, account.email), lte(orders.createdAt, sentAt)))
    .returning({ id: orders.id })
  return { kind: 'attached', count: attached.length }
}
