// The worker's half of "Forgot password?": turns queued requests into reset links. The request only queued
// the email (the same work whether or not it has an account, decision 019); here, away from any response a
// visitor can time, it is looked up and, when it has an account, a token is made and the email queued.
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from '~/domain/zod'
import { outbox } from '../../../drizzle/schema/outbox'
import { passwordResetTokens, users } from '../../../drizzle/schema/users'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import type { Db } from '../../utils/db.server'
import { LOCALES, localizePath } from '../../domain/locales'
import type { EmailMessage } from '../../domain/booking-contract'
import { leaseOutbox, markFailed } from '../platform/outbox.server'
import { hashToken, RESET_REQUEST_KIND, RESET_TOKEN_MINUTES } from './password-reset.server'

const ResetRequestSchema = z.object({
  email: z.email(),
  locale: z.enum(LOCALES),
  /** The origin the form was posted to (a host of this tenant, or the front door would have refused it). */
  origin: z.url(),
})
export type ResetRequest = z.infer<typeof ResetRequestSchema>

/** Handles the due requests (up to `limit`); returns how many it took, so a caller can drain a backlog. */
export async function sendRequestedResetLinks(db: Db, options: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = options.now ?? new Date()
  const rows = await leaseOutbox(db, RESET_REQUEST_KIND, now, { limit: options.limit ?? 20 })
  for (const row of rows) {
    try {
      const request = ResetRequestSchema.parse(row.payload)
      await db.transaction(async (tx) => {
        await sendLinkIfAccount(tx, row.tenantId, request)
        // Gone either way: an address that has no account here is not kept.
        await tx.delete(outbox).where(eq(outbox.id, row.id))
      })
    } catch (error) {
      await markFailed(db, row.id, row.attempts, error, now)
      console.warn(`[password-reset] request ${row.id} (${row.tenantId}): ${(error as Error).message}`)
    }
  }
  return rows.length
}

async function sendLinkIfAccount(tx: Db, tenantId: string, request: ResetRequest): Promise<void> {
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, request.email)))
  if (!user) return
  const token = randomBytes(32).toString('base64url')
  const url = `${request.origin}${localizePath('/auth/reset-password', request.locale)}?token=${token}`
  const message: EmailMessage = {
    tenantId,
    kind: 'password_reset',
    to: request.email,
    locale: request.locale,
    passwordReset: { url, firstName: user.firstName, expiresInMinutes: RESET_TOKEN_MINUTES },
  }
  // Only the newest link works: an older one that leaked from a forwarded email is void.
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tenantId, tenantId), eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
  await tx.insert(passwordResetTokens).values({
    tenantId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  })
  await enqueueEmail(tx, message)
}
