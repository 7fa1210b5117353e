// "Forgot password?": a one-hour, single-use link by email. The answer never says whether the account exists,
// not even by its timing, and only a hash of the token is stored, so the table alone cannot reset anyone's password
// (decisions 015 and 019).
import { createHash } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { outbox } from '../../../drizzle/schema/outbox'
import { passwordResetTokens, sessions, users } from '../../../drizzle/schema/users'
import type { RequestContext } from '../../utils/context'
import { hashPassword } from '../../utils/password.server'
import { consumeRateLimits, resetRateLimit, type RateLimitOutcome } from '../platform/rate-limit.server'
import { byAddress, byEmail, byEmailAndAddress, normalizeEmail } from './account-limits.server'
import type { ResetRequest } from './password-reset-requests.server'

export const RESET_TOKEN_MINUTES = 60
/** The outbox kind of a "Forgot password?" request; the mail worker turns it into a link (password-reset-requests.server.ts). */
export const RESET_REQUEST_KIND = 'password_reset_request'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Queues the request and answers; the mail worker looks the email up and sends a link when it has an account
 * here. The request does the same work either way (two counter updates and one insert), so neither the answer
 * nor its timing tells whether the account exists (decision 019).
 */
export async function requestPasswordReset(ctx: RequestContext, input: { email: string; origin: string }): Promise<RateLimitOutcome> {
  const email = normalizeEmail(input.email)
  const limited = await consumeRateLimits(ctx.db, [byEmail(ctx, 'resetRequestEmail', email), byAddress(ctx, 'resetRequestAddress')])
  if (limited.limited) return limited
  const request: ResetRequest = { email, locale: ctx.locale, origin: input.origin }
  await ctx.db.insert(outbox).values({ tenantId: ctx.tenant.id, kind: RESET_REQUEST_KIND, payload: request })
  return limited
}

export type ResetTokenState = 'valid' | 'invalid' | 'expired' | 'used'

/** What the reset page shows before the new password is typed. */
export async function checkResetToken(ctx: RequestContext, token: string): Promise<ResetTokenState> {
  const [row] = await ctx.db
    .select({ usedAt: passwordResetTokens.usedAt, expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tenantId, ctx.tenant.id), eq(passwordResetTokens.tokenHash, hashToken(token))))
  if (!row) return 'invalid'
  if (row.usedAt) return 'used'
  return row.expired ? 'expired' : 'valid'
}

type ResetResult =
  | { ok: true; userId: string }
  | { ok: false; reason: Exclude<ResetTokenState, 'valid'> }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

/** Sets the new password and spends the token; signs every other device out. */
export async function resetPassword(ctx: RequestContext, input: { token: string; password: string }): Promise<ResetResult> {
  const limited = await consumeRateLimits(ctx.db, [byAddress(ctx, 'resetAddress')])
  if (limited.limited) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const passwordHash = await hashPassword(input.password)
  const user = await ctx.db.transaction(async (tx) => {
    // One guarded statement: two submits of the same link cannot both succeed.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tenantId, ctx.tenant.id),
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expiresAt} > now()`,
        ),
      )
      .returning({ userId: passwordResetTokens.userId })
    if (!spent) return null
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, spent.userId)))
      .returning({ id: users.id, email: users.email })
    await tx.delete(sessions).where(and(eq(sessions.tenantId, ctx.tenant.id), eq(sessions.userId, spent.userId)))
    return updated ?? null
  })
  if (user) {
    // Whoever owns the mailbox owns the account: failed guesses by others no longer keep them out.
    await Promise.all([resetRateLimit(ctx.db, byEmail(ctx, 'signInEmail', user.email)), resetRateLimit(ctx.db, byEmailAndAddress(ctx, 'signInEmailAddress', user.email))])
    return { ok: true, userId: user.id }
  }
  const state = await checkResetToken(ctx, input.token)
  return { ok: false, reason: state === 'valid' ? 'used' : state }
}
