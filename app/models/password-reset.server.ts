// "Forgot password?": a one-hour, single-use link by email. The answer never says whether the account exists,
// and only a hash of the token is stored, so the table alone cannot reset anyone's password (decision 015).
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { passwordResetTokens, sessions, users } from '../../drizzle/schema/users'
import type { RequestContext } from '../utils/context'
import { localizePath } from '../utils/locales'
import { hashPassword } from '../utils/password.server'
import { createRateLimiter } from '../utils/rate-limit.server'
import { enqueueEmail } from '../services/mail/enqueue.server'
import type { EmailMessage } from './booking-contract'

export const RESET_TOKEN_MINUTES = 60
/** At most 3 reset emails per address and tenant per hour, so the form cannot be used to flood a mailbox. */
export const resetRequestLimit = createRateLimiter({ limit: 3, windowSeconds: 60 * 60 })

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Sends a reset link when the email has an account here; does nothing visible otherwise. */
export async function requestPasswordReset(ctx: RequestContext, input: { email: string; origin: string }): Promise<void> {
  const email = input.email.trim().toLowerCase()
  const key = `${ctx.tenant.id}|${email}`
  if (resetRequestLimit.check(key).limited) return
  resetRequestLimit.hit(key)
  const [user] = await ctx.db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.email, email)))
  if (!user) return
  const token = randomBytes(32).toString('base64url')
  const url = `${input.origin}${localizePath('/auth/reset-password', ctx.locale)}?token=${token}`
  const message: EmailMessage = {
    tenantId: ctx.tenant.id,
    kind: 'password_reset',
    to: email,
    locale: ctx.locale,
    passwordReset: { url, firstName: user.firstName, expiresInMinutes: RESET_TOKEN_MINUTES },
  }
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works: an older one that leaked from a forwarded email is void.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tenantId, ctx.tenant.id), eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
    await tx.insert(passwordResetTokens).values({
      tenantId: ctx.tenant.id,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
    })
    await enqueueEmail(tx, message)
  })
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

export type ResetResult = { ok: true; userId: string } | { ok: false; reason: Exclude<ResetTokenState, 'valid'> }

/** Sets the new password and spends the token; signs every other device out. */
export async function resetPassword(ctx: RequestContext, input: { token: string; password: string }): Promise<ResetResult> {
  const passwordHash = await hashPassword(input.password)
  const userId = await ctx.db.transaction(async (tx) => {
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
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, spent.userId)))
    await tx.delete(sessions).where(and(eq(sessions.tenantId, ctx.tenant.id), eq(sessions.userId, spent.userId)))
    return spent.userId
  })
  if (userId) return { ok: true, userId }
  const state = await checkResetToken(ctx, input.token)
  return { ok: false, reason: state === 'valid' ? 'used' : state }
}
