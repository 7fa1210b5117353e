// Accounts of one tenant: sign up, sign in, sessions and the guards loaders use. Every query is scoped to
// ctx.tenant.id, so the same email on two sites is two people with two passwords (decision 015).
import { redirect } from '@remix-run/node'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { sessions, users } from '../../../drizzle/schema/users'
import type { RequestContext } from '../../utils/context'
import { localizePath } from '../../domain/locales'
import { hashPassword, verifyDecoy, verifyPassword } from '../../utils/password.server'
import { consumeRateLimits, refundRateLimit, resetRateLimit } from '../platform/rate-limit.server'
import { readSessionId, SESSION_MAX_AGE_SECONDS } from '../../utils/session.server'
import { byAddress, byEmail, byEmailAndAddress, normalizeEmail } from './account-limits.server'
import { refuseDisabledLocale } from '../catalogue/route-rules.server'

export type SessionUser = {
  id: string
  email: string
  firstName: string
  lastName: string
  phoneCountryCode: string | null
  phone: string | null
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneCountryCode: users.phoneCountryCode,
  phone: users.phone,
}

type RateLimited = { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

type SignUpResult = { ok: true; user: SessionUser } | { ok: false; reason: 'email_taken' } | RateLimited

export async function signUp(
  ctx: RequestContext,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<SignUpResult> {
  // Counted before the hash: a flood costs one small write each, not 32 MiB of scrypt.
  const limited = await consumeRateLimits(ctx.db, [byAddress(ctx, 'signUpAddress')])
  if (limited.limited) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  // Taken or not, the same work (a hash, one insert), so only the message tells, and only 10 times an hour.
  const passwordHash = await hashPassword(input.password)
  const [user] = await ctx.db
    .insert(users)
    .values({ tenantId: ctx.tenant.id, email: normalizeEmail(input.email), passwordHash, firstName: input.firstName, lastName: input.lastName })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning(userColumns)
  return user ? { ok: true, user } : { ok: false, reason: 'email_taken' }
}

type SignInResult = { ok: true; user: SessionUser } | { ok: false; reason: 'invalid' } | RateLimited

export async function signIn(ctx: RequestContext, input: { email: string; password: string }): Promise<SignInResult> {
  const email = normalizeEmail(input.email)
  const hits = [byEmailAndAddress(ctx, 'signInEmailAddress', email), byEmail(ctx, 'signInEmail', email), byAddress(ctx, 'signInAddress')]
  // Every attempt counts before the password is checked, and a right one is taken back afterwards: while
  // limited even the right password is refused (so guessing stops), and parallel guesses cannot all slip in.
  const limited = await consumeRateLimits(ctx.db, hits)
  if (limited.limited) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const [row] = await ctx.db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.email, email)))
  // An unknown email costs one full verification too, so the time taken does not tell which emails have accounts.
  const matches = row ? await verifyPassword(input.password, row.passwordHash) : await verifyDecoy(input.password)
  if (!row || !matches) return { ok: false, reason: 'invalid' }
  const [emailAndAddress, ...others] = hits
  await Promise.all([resetRateLimit(ctx.db, emailAndAddress!), ...others.map((hit) => refundRateLimit(ctx.db, hit))])
  const { passwordHash: _hash, ...user } = row
  return { ok: true, user }
}

export async function createSession(ctx: RequestContext, userId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)
  // Expired rows of this user go now; nothing else needs to sweep the table.
  await ctx.db.delete(sessions).where(and(eq(sessions.tenantId, ctx.tenant.id), eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)))
  const [session] = await ctx.db.insert(sessions).values({ tenantId: ctx.tenant.id, userId, expiresAt }).returning({ id: sessions.id })
  userByContext.delete(ctx)
  return session!.id
}

export async function deleteSession(ctx: RequestContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(and(eq(sessions.tenantId, ctx.tenant.id), eq(sessions.id, sessionId)))
  userByContext.delete(ctx)
}

export async function findSessionUser(ctx: RequestContext, sessionId: string): Promise<SessionUser | null> {
  const [user] = await ctx.db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, ctx.tenant.id)))
    .where(and(eq(sessions.id, sessionId), eq(sessions.tenantId, ctx.tenant.id), gt(sessions.expiresAt, sql`now()`)))
  return user ?? null
}

// The root loader and the page's loader both ask; one request context is one request, so ask the db once.
const userByContext = new WeakMap<RequestContext, Promise<SessionUser | null>>()

/** The signed-in user of this request, or null. No cookie, no query. */
export function getUser(ctx: RequestContext, request: Request): Promise<SessionUser | null> {
  let user = userByContext.get(ctx)
  if (!user) {
    user = readSessionId(request).then((id) => (id ? findSessionUser(ctx, id) : null))
    userByContext.set(ctx, user)
  }
  return user
}

/** The signed-in user, or a redirect to the sign-in page that comes back here afterwards. */
export async function requireUser(ctx: RequestContext, request: Request): Promise<SessionUser> {
  refuseDisabledLocale(ctx)
  const user = await getUser(ctx, request)
  if (user) return user
  throw redirect(signInPath(ctx, request))
}

/** The localized sign-in page, with this request's page as the place to come back to. */
function signInPath(ctx: RequestContext, request: Request): string {
  const url = new URL(request.url)
  // A client navigation asks for `/invoices.data?_routes=…`; the way back is the page itself.
  url.searchParams.delete('_routes')
  const page = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  const back = page + url.search
  return `${localizePath('/auth/login', ctx.locale)}?${new URLSearchParams({ redirectTo: back })}`
}

/** Signed-in users may skip the sign-in and sign-up pages. */
export async function requireAnonymous(ctx: RequestContext, request: Request, redirectTo = '/'): Promise<void> {
  refuseDisabledLocale(ctx)
  if (await getUser(ctx, request)) throw redirect(redirectTo === '/' ? localizePath('/', ctx.locale) : redirectTo)
}
