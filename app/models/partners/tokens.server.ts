// One-time links of the hub: the first admin's setup, invitations and password resets. The link carries 32
// random bytes; the table keeps only their SHA-256, so a leaked table hands out no working link. A link is
// used inside the transaction that does what it allows (`used_at` set with a guard), so it works once.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { staffTokens } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'

export type TokenRow = typeof staffTokens.$inferSelect
type NewToken = Omit<typeof staffTokens.$inferInsert, 'tokenHash' | 'id' | 'createdAt' | 'usedAt'>

export const HOUR_MS = 3_600_000
/** How long each kind of link works. */
export const TOKEN_HOURS = { setup: 24, invitation: 7 * 24, password_reset: 1 } as const

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export async function createToken(tx: Pick<Db, 'insert'>, values: NewToken): Promise<{ token: string; row: TokenRow }> {
  const token = randomBytes(32).toString('base64url')
  const [row] = await tx.insert(staffTokens).values({ ...values, tokenHash: hashOf(token) }).returning()
  return { token, row: row! }
}

/** The unused, unexpired link of this kind, or null (a wrong, used or expired link look the same). */
export async function findToken(db: Db, kind: TokenRow['kind'], token: string, now = new Date()): Promise<TokenRow | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const [row] = await db
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.tokenHash, hashOf(token)), eq(staffTokens.kind, kind), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
  return row ?? null
}

/** Marks the link used; false when another request used it first (the caller's transaction then rolls back). */
export async function spendToken(tx: Db, id: string, now = new Date()): Promise<boolean> {
  const used = await tx
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.id, id), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ id: staffTokens.id })
  return used.length === 1
}
